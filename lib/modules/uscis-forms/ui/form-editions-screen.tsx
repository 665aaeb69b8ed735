"use client";
// /app/uscis-form-editions: the platform admin's USCIS form editions — the blanks uploaded (form, edition, valid
// dates, fields, who and when; sorted by a column, filtered by form), the upload of a blank with its edition and
// valid dates (the answer: its fields with their tooltips and, for a form with a field map, what the map fills
// and which of its entries the blank lacks), the same check of any edition on file, and its deletion.
import { useId, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable, type Column, type SortState } from "@/components/ui/data-table";
import { FormAlert } from "@/components/ui/form-alert";
import { inputClass } from "@/components/ui/input-class";
import { Modal } from "@/components/ui/modal";
import { PageHeader } from "@/components/ui/page-header";
import { NotAllowed } from "@/components/ui/screen-states";
import { toast } from "@/components/ui/toast";
import { apiList, apiPost, errorMessage } from "@/lib/shared/api-client";
import { postFormWithProgress } from "@/lib/shared/api-progress";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import type { FormEditionDetails, FormEditionDto } from "../edition-contract";
import { EDITION_FORMS } from "../edition-constants";
import { EditionMapEditor } from "./edition-map-editor";

const KEYS = { all: ["uscis-form-editions"] as const, list: (sort: SortState, form: string) => ["uscis-form-editions", "list", sort, form] as const, one: (id: string) => ["uscis-form-editions", "one", id] as const };

export function FormEditionsScreen({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("uscisForms.editions");
  if (!can(viewer, "uscis-forms.editions")) return <NotAllowed title={t("title")} message={t("notAllowed")} description={t("description")} backLabel={t("back")} />;
  return <FormEditions />;
}

function FormEditions() {
  const t = useTranslations("uscisForms.editions");
  const f = useFormat();
  const qc = useQueryClient();
  const [sort, setSort] = useState<SortState>({ sortBy: "uploadedAt", sortOrder: "desc" });
  const [form, setForm] = useState("");
  const [shown, setShown] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<FormEditionDto | null>(null);
  const q = useQuery({
    queryKey: KEYS.list(sort, form),
    queryFn: ({ signal }) => apiList<FormEditionDto>("uscis-forms/editions/list", { ...sort, perpage: 100, filter: { matcher: form ? { form } : {} } }, { signal }),
    placeholderData: keepPreviousData,
  });
  const del = useMutation({
    mutationFn: (id: string) => apiPost("uscis-forms/editions/delete", { id }),
    onSuccess: async () => {
      toast.success(t("deleted"));
      setDeleting(null);
      await qc.invalidateQueries({ queryKey: KEYS.all });
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  const columns: Column<FormEditionDto>[] = [
    { key: "formCode", header: t("columns.form"), sortable: true, cell: (e) => <span className="font-medium">{e.form}</span> },
    { key: "edition", header: t("columns.edition"), cell: (e) => e.edition },
    { key: "validFrom", header: t("columns.valid"), sortable: true, cell: (e) => (e.validTo ? t("validRange", { from: f.date(e.validFrom), to: f.date(e.validTo) }) : t("validOpen", { from: f.date(e.validFrom) })) },
    { key: "fields", header: t("columns.fields"), cell: (e) => (
        <span className="inline-flex flex-wrap items-center gap-1">
          {f.number(e.fieldCount)}
          {e.ownMapEntries !== null ? <Badge tone="success">{t("ownMapBadge", { count: e.ownMapEntries })}</Badge> : null}
        </span>
      ),
    },
    { key: "uploadedAt", header: t("columns.uploaded"), sortable: true, cell: (e) => t("uploadedBy", { at: f.dateTime(e.uploadedAt), name: e.uploadedBy?.name ?? "—" }) },
    {
      key: "actions",
      header: <span className="sr-only">{t("columns.actions")}</span>,
      cell: (e) => (
        <div className="flex justify-end gap-2">
          <Button size="sm" variant="secondary" onClick={() => setShown(e.id)}>
            {t("showFields")}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setDeleting(e)}>
            {t("delete")}
          </Button>
        </div>
      ),
    },
  ];
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <div className="grid gap-4">
        <UploadForm onUploaded={(id) => setShown(id)} />
        <label className="grid max-w-xs gap-1 text-sm">
          {t("filterForm")}
          <select className={inputClass} value={form} onChange={(e) => setForm(e.target.value)}>
            <option value="">{t("allForms")}</option>
            {EDITION_FORMS.map((o) => (
              <option key={o.code} value={o.code}>
                {o.code}
              </option>
            ))}
          </select>
        </label>
        <DataTable
          caption={t("title")}
          columns={columns}
          rows={q.data?.data}
          rowKey={(e) => e.id}
          sort={sort}
          onSortChange={setSort}
          isLoading={q.isPending}
          error={q.error}
          onRetry={() => q.refetch()}
          emptyTitle={t("empty")}
          emptyDescription={t("emptyHint")}
        />
      </div>
      {shown ? <EditionFields id={shown} onClose={() => setShown(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t("deleteTitle")}
        message={deleting ? t("deleteMessage", { form: deleting.form, edition: deleting.edition }) : ""}
        confirmLabel={t("delete")}
        loading={del.isPending}
        onConfirm={() => deleting && del.mutate(deleting.id)}
      />
    </>
  );
}

function UploadForm({ onUploaded }: { onUploaded: (id: string) => void }) {
  const t = useTranslations("uscisForms.editions");
  const qc = useQueryClient();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState({ form: EDITION_FORMS[0].code as string, edition: "", validFrom: "", validTo: "" });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (k: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setValues((v) => ({ ...v, [k]: e.target.value }));
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const res = await postFormWithProgress<FormEditionDetails>("uscis-forms/editions/upload", { ...values, validTo: values.validTo || undefined }, Array.from(fileInput.current?.files ?? []), () => {});
      toast.success(t("uploaded", { form: res.form, edition: res.edition, count: res.fieldCount }));
      await qc.invalidateQueries({ queryKey: KEYS.all });
      qc.setQueryData(KEYS.one(res.id), res);
      if (fileInput.current) fileInput.current.value = "";
      onUploaded(res.id);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }
  const field = (k: "edition" | "validFrom" | "validTo", type: string, required: boolean, hint?: string) => (
    <label className="grid gap-1 text-sm font-medium text-fg">
      {t(`fields.${k}`)}
      <input className={inputClass} type={type} required={required} value={values[k]} onChange={set(k)} placeholder={k === "edition" ? "MM/DD/YY" : undefined} />
      {hint ? <span className="text-xs font-normal text-fg-muted">{hint}</span> : null}
    </label>
  );
  return (
    <CardSection title={t("upload")}>
      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <label className="grid gap-1 text-sm font-medium text-fg">
          {t("fields.form")}
          <select className={inputClass} value={values.form} onChange={set("form")}>
            {EDITION_FORMS.map((o) => (
              <option key={o.code} value={o.code}>
                {o.code} — {o.title}
              </option>
            ))}
          </select>
        </label>
        {field("edition", "text", true, t("editionHint"))}
        {field("validFrom", "date", true)}
        {field("validTo", "date", false, t("validToHint"))}
        <div className="grid gap-1 sm:col-span-2">
          <label htmlFor={`${id}-file`} className="text-sm font-medium text-fg">
            {t("fields.file")}
          </label>
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            required
            accept=".pdf,application/pdf"
            aria-describedby={`${id}-hint`}
            className="text-sm text-fg file:mr-3 file:rounded-md file:border file:border-border file:bg-surface file:px-3 file:py-1.5 file:text-sm"
          />
          <p id={`${id}-hint`} className="text-xs text-fg-muted">
            {t("fileHint")}
          </p>
        </div>
        <div className="flex items-end">
          <Button type="submit" loading={busy}>
            {t("submit")}
          </Button>
        </div>
      </form>
      <div className="mt-2">
        <FormAlert message={error} />
      </div>
    </CardSection>
  );
}

/** One edition's check: the map's fit (when the form has a map) and every field with its tooltip. */
function EditionFields({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useTranslations("uscisForms.editions");
  const q = useQuery({ queryKey: KEYS.one(id), queryFn: ({ signal }) => apiPost<FormEditionDetails>("uscis-forms/editions/details", { id }, { signal }) });
  const d = q.data;
  const [editing, setEditing] = useState(false);
  const own = new Set(d?.ownMap?.entries.map((e) => e.field) ?? []);
  const fills = d?.ownMap ? own : new Set(d?.map?.fills ?? []);
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} size="lg" title={d ? t("fieldsTitle", { form: d.form, edition: d.edition }) : t("loading")}>
      {q.error ? <FormAlert message={errorMessage(q.error)} /> : null}
      {d && editing ? <EditionMapEditor edition={d} queryKey={KEYS.one(id)} onDone={() => setEditing(false)} /> : null}
      {d && !editing ? (
        <div className="grid gap-3 text-sm">
          <div className="flex flex-wrap items-center gap-2" data-testid="own-map">
            <p>{d.ownMap ? t("ownMap", { count: d.ownMap.entries.length }) : t("noOwnMap")}</p>
            <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
              {d.ownMap ? t("editOwnMap") : t("giveOwnMap")}
            </Button>
          </div>
          {d.ownMap ? null : d.map ? (
            <div className="grid gap-1" data-testid="map-check">
              <p>{t("mapFills", { count: d.map.fills.length, edition: d.map.edition })}</p>
              {d.map.missingInBlank.length ? (
                <>
                  <p className="text-danger">{t("mapMissing", { count: d.map.missingInBlank.length })}</p>
                  <ul className="max-h-32 list-disc overflow-auto pl-5 font-mono text-xs">
                    {d.map.missingInBlank.map((n) => (
                      <li key={n}>{n}</li>
                    ))}
                  </ul>
                </>
              ) : (
                <p>{t("mapComplete")}</p>
              )}
            </div>
          ) : (
            <p>{t("noMap")}</p>
          )}
          <div className="max-h-96 overflow-auto">
            <table className="w-full text-left text-xs">
              <caption className="sr-only">{t("fieldsCaption")}</caption>
              <thead>
                <tr>
                  <th className="p-1">{t("fieldName")}</th>
                  <th className="p-1">{t("fieldKind")}</th>
                  <th className="p-1">{t("fieldTooltip")}</th>
                  {d.map || d.ownMap ? <th className="p-1">{t("fieldMapped")}</th> : null}
                </tr>
              </thead>
              <tbody>
                {d.fields.map((fd) => (
                  <tr key={fd.name} className="border-t border-border">
                    <td className="p-1 font-mono">{fd.name}</td>
                    <td className="p-1">{fd.kind}</td>
                    <td className="p-1">{fd.tooltip}</td>
                    {d.map || d.ownMap ? <td className="p-1">{fills.has(fd.name) ? <Badge tone="success">{t("mapped")}</Badge> : null}</td> : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
