"use client";
// "Add from client documents" on a case's Forms & Letters tab (composed by the case screen): the case's
// client's standing documents and the firm's own, searchable; "Add to case" copies the latest version into the
// case's forms and letters (/api/company/documents-add-to-case) — no new upload.
import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { SearchInput } from "@/components/ui/search-input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { apiList, apiPost, errorMessage } from "@/lib/shared/api-client";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import type { CompanyDocumentDto } from "../contract";
import { ExpiryCell } from "./expiry-badge";
import { companyDocumentsKeys } from "./keys";

type CaseRef = { id: string; petitioner?: { id: string; name?: string | null } | null };

export function AddFromClientDocumentsButton({ viewer, c, onGenerated }: { viewer: Viewer; c: CaseRef; onGenerated: () => void }) {
  const t = useTranslations("companyDocuments.addToCase");
  const [open, setOpen] = useState(false);
  if (!can(viewer, "document.manage")) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t("open")}
      </Button>
      <Modal open={open} onOpenChange={setOpen} title={t("title")} description={t("description")} size="lg">
        {open ? <Picker viewer={viewer} c={c} onAdded={onGenerated} /> : null}
      </Modal>
    </>
  );
}

function Picker({ viewer, c, onAdded }: { viewer: Viewer; c: CaseRef; onAdded: () => void }) {
  const t = useTranslations("companyDocuments.addToCase");
  const [search, setSearch] = useState("");
  const clientId = c.petitioner?.id ?? null;
  return (
    <div className="grid gap-4">
      <SearchInput label={t("search")} value={search} onSearch={setSearch} />
      {clientId ? <Section title={t("clientSection")} companyId={clientId} search={search} petitionId={c.id} onAdded={onAdded} /> : <p className="text-sm text-fg-muted">{t("noClient")}</p>}
      {can(viewer, "firm-document.read") ? <Section title={t("firmSection")} companyId={null} search={search} petitionId={c.id} onAdded={onAdded} /> : null}
    </div>
  );
}

function Section({ title, companyId, search, petitionId, onAdded }: { title: string; companyId: string | null; search: string; petitionId: string; onAdded: () => void }) {
  const t = useTranslations("companyDocuments.addToCase");
  const id = useId();
  const [added, setAdded] = useState<string[]>([]);
  const q = useQuery({
    queryKey: companyDocumentsKeys.picker(companyId, search),
    queryFn: ({ signal }) => apiList<CompanyDocumentDto>("company/documents-list", { companyId: companyId ?? undefined, search: search || undefined, sortBy: "title", sortOrder: "asc", perpage: 50 }, { signal }),
  });
  const add = useMutation({
    mutationFn: (d: CompanyDocumentDto) => apiPost<unknown>("company/documents-add-to-case", { documentId: d.id, petitionId }),
    onSuccess: (_r, d) => {
      toast.success(t("added", { title: d.title }));
      setAdded((a) => [...a, d.id]);
      onAdded();
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  const rows = q.data?.data ?? [];
  return (
    <section aria-labelledby={`${id}-h`} className="grid gap-2">
      <h3 id={`${id}-h`} className="text-sm font-semibold">
        {title}
      </h3>
      {q.isPending ? <Spinner label={t("loading")} /> : null}
      {q.isError ? (
        <div role="alert" className="flex items-center gap-2 text-sm text-danger">
          {errorMessage(q.error)}
          <Button size="sm" variant="secondary" onClick={() => q.refetch()}>
            {t("retry")}
          </Button>
        </div>
      ) : null}
      {q.isSuccess && rows.length === 0 ? <p className="text-sm text-fg-muted">{t("empty")}</p> : null}
      {rows.length > 0 ? (
        <ul className="grid gap-2">
          {rows.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3">
              <span className="flex flex-col">
                <span className="font-medium">{d.title}</span>
                <span className="text-xs text-fg-muted">
                  {d.latest.fileName} · <ExpiryCell doc={d} />
                </span>
              </span>
              <Button
                size="sm"
                aria-label={t(added.includes(d.id) ? "doneNamed" : "addNamed", { title: d.title })}
                loading={add.isPending && add.variables?.id === d.id}
                disabled={added.includes(d.id)}
                onClick={() => add.mutate(d)}
              >
                {added.includes(d.id) ? t("done") : t("add")}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
