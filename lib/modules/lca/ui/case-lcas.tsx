"use client";
// A case's "LCAs" section (on its Case Details tab, composed in app/ through the case screen's slots):
// the LCAs that back the case with their status and DOL number, request a new one for the case (its
// client is the employer and the case is linked), link one of the employer's LCAs, unlink one.
import { useState } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FilterSelect } from "@/components/list/filter-select";
import { TextLink } from "@/components/ui/link-button";
import { Modal } from "@/components/ui/modal";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { apiList, apiPost, errorMessage } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import type { CaseDetails } from "@/lib/modules/cases/contract";
import { casesKeys } from "@/lib/modules/cases/ui";
import { LCA_STATUS } from "../constants";
import type { LcaListRow } from "../contract";
import { lcaKeys } from "./keys";
import { lcaStatusTone, useLcaLabels } from "./labels";
import { lcaDetailsPath } from "./links";

// The request form (with zod) loads when asked for: the section shows on every case's first tab.
const LcaRequestDialog = dynamic(() => import("./lca-request-dialog").then((m) => m.LcaRequestDialog));

const LINKABLE = [LCA_STATUS.REQUESTED, LCA_STATUS.IN_PREPARATION, LCA_STATUS.DETAILS_PENDING, LCA_STATUS.FILED, LCA_STATUS.CERTIFIED];

function useLcaList(body: object, enabled = true) {
  return useQuery({
    queryKey: lcaKeys.list(body),
    queryFn: ({ signal }) => apiList<LcaListRow>("lca/list", body, { signal }),
    enabled,
  });
}

export function CaseLcas({ viewer, c }: { viewer: Viewer; c: CaseDetails }) {
  if (!can(viewer, "lca.read")) return null;
  return <CaseLcasSection viewer={viewer} c={c} />;
}

function CaseLcasSection({ viewer, c }: { viewer: Viewer; c: CaseDetails }) {
  const t = useTranslations("lca");
  const f = useFormat();
  const labels = useLcaLabels();
  const qc = useQueryClient();
  const q = useLcaList({ page: 1, perpage: 20, sortBy: "createdAt", sortOrder: "desc", filter: { matcher: { petitionId: c.id } } });
  const [requesting, setRequesting] = useState(false);
  const [linking, setLinking] = useState(false);
  const [unlinking, setUnlinking] = useState<LcaListRow | null>(null);
  const canRequest = can(viewer, "lca.create") && Boolean(c.petitioner);
  const canLink = can(viewer, "lca.update") && Boolean(c.petitioner);
  const refresh = () => Promise.all([qc.invalidateQueries({ queryKey: lcaKeys.all }), qc.invalidateQueries({ queryKey: casesKeys.detail(c.id) })]);
  const unlink = useMutation({
    mutationFn: (l: LcaListRow) => apiPost("lca/unlink-case", { lcaId: l.id, petitionId: c.id }),
    onSuccess: (_r, l) => {
      toast.success(t("caseLcas.unlinked", { number: l.lcaNumber }));
      setUnlinking(null);
      void refresh();
    },
    onError: (e) => {
      toast.error(errorMessage(e));
      setUnlinking(null);
    },
  });
  const rows = q.data?.data ?? [];
  return (
    <section aria-labelledby="case-lcas-title" className="mt-6">
      <Card>
        <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 id="case-lcas-title" className="text-lg font-semibold text-fg">
              {t("caseLcas.title")}
            </h2>
            <p className="text-sm text-fg-muted">{c.lcaRequired ? t("caseLcas.required") : t("caseLcas.description")}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            {canLink ? (
              <Button size="sm" variant="secondary" onClick={() => setLinking(true)}>
                {t("caseLcas.link")}
              </Button>
            ) : null}
            {canRequest ? (
              <Button size="sm" onClick={() => setRequesting(true)}>
                {t("request")}
              </Button>
            ) : null}
          </div>
        </div>
        {q.isPending ? (
          <Spinner label={t("details.loading")} className="py-4" />
        ) : q.isError ? (
          <p role="alert" className="text-sm text-danger">
            {errorMessage(q.error)}{" "}
            <Button variant="ghost" size="sm" onClick={() => q.refetch()}>
              {t("actions.retry")}
            </Button>
          </p>
        ) : rows.length === 0 ? (
          <p className="text-sm text-fg-muted">{t("caseLcas.none")}</p>
        ) : (
          <ul className="divide-y divide-border">
            {rows.map((l) => (
              <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span className="flex flex-wrap items-center gap-2">
                  <TextLink href={lcaDetailsPath(l.id)} className="font-medium">
                    {l.lcaNumber}
                  </TextLink>
                  <Badge tone={lcaStatusTone(l.statusId)}>{labels.statusLabel(l.statusId)}</Badge>
                  <span className="text-fg-muted">
                    {[l.dolCaseNumber, l.jobTitle, l.beginDate && l.endDate ? `${f.date(l.beginDate)} – ${f.date(l.endDate)}` : null].filter(Boolean).join(" · ")}
                  </span>
                </span>
                {canLink ? (
                  <Button variant="ghost" size="sm" aria-label={t("caseLcas.unlinkNamed", { number: l.lcaNumber })} onClick={() => setUnlinking(l)}>
                    {t("caseLcas.unlink")}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Card>
      {requesting ? <LcaRequestDialog open onClose={() => setRequesting(false)} viewer={viewer} petitionId={c.id} /> : null}
      {linking && c.petitioner ? <LinkDialog c={c} petitionerId={c.petitioner.id} linked={rows.map((r) => r.id)} onClose={() => setLinking(false)} onLinked={refresh} /> : null}
      <ConfirmDialog
        open={unlinking !== null}
        onOpenChange={(o) => !o && setUnlinking(null)}
        title={t("caseLcas.unlinkTitle")}
        message={t("caseLcas.unlinkMessage", { number: unlinking?.lcaNumber ?? "" })}
        confirmLabel={t("caseLcas.unlink")}
        loading={unlink.isPending}
        onConfirm={() => unlinking && unlink.mutate(unlinking)}
      />
    </section>
  );
}

/** Link one of the employer's LCAs (requested to certified, not linked yet) to the case. */
function LinkDialog({ c, petitionerId, linked, onClose, onLinked }: { c: CaseDetails; petitionerId: string; linked: string[]; onClose: () => void; onLinked: () => unknown }) {
  const t = useTranslations("lca");
  const labels = useLcaLabels();
  const [choice, setChoice] = useState("");
  const q = useLcaList({ page: 1, perpage: 100, sortBy: "createdAt", sortOrder: "desc", filter: { matcher: { petitionerIds: [petitionerId], statusIds: LINKABLE } } });
  const options = (q.data?.data ?? [])
    .filter((l) => !linked.includes(l.id))
    .map((l) => ({ value: l.id, label: [l.lcaNumber, labels.statusLabel(l.statusId), l.dolCaseNumber, l.jobTitle].filter(Boolean).join(" · ") }));
  const link = useMutation({
    mutationFn: () => apiPost("lca/link-case", { lcaId: choice, petitionId: c.id }),
    onSuccess: () => {
      toast.success(t("caseLcas.linked"));
      void onLinked();
      onClose();
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t("caseLcas.linkTitle")} description={t("caseLcas.linkDescription", { client: c.petitioner?.name ?? "" })}>
      <div className="grid gap-4">
        {q.isPending ? (
          <Spinner label={t("details.loading")} className="py-4" />
        ) : options.length === 0 ? (
          <p className="text-sm text-fg-muted">{t("caseLcas.noneToLink")}</p>
        ) : (
          <FilterSelect label={t("caseLcas.choose")} allLabel={t("fields.choose")} value={choice} options={options} onChange={setChoice} />
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={link.isPending}>
            {t("actions.cancel")}
          </Button>
          <Button onClick={() => link.mutate()} disabled={!choice} loading={link.isPending}>
            {t("caseLcas.link")}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
