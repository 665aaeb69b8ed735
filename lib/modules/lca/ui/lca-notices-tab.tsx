"use client";
// Notice of filing tab (domain rule 10): the LCA's postings — on paper at a worksite (2 or more
// locations) or electronically (a public page live for 10 business days, then taken down by the daily
// job, its views kept) — the notice PDF to print, a form to record a posting, and removal of a posting
// that has not started yet.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Form, applyApiErrors } from "@/components/ui/form";
import { QueryState } from "@/components/ui/screen-states";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { FormActions } from "@/components/form/form-actions";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { downloadFile } from "@/lib/shared/api-download";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import { LCA_STATUS, type LcaDto } from "../contract";
import { MIN_PHYSICAL_LOCATIONS, saveNoticeBody, type LcaNoticeDto, type NoticeState, type SaveNoticeBody } from "../notice-contract";
import { lcaKeys } from "./keys";

const STATE_TONE: Record<NoticeState, BadgeTone> = { scheduled: "info", live: "success", ended: "neutral" };

export function LcaNoticesTab({ viewer, l }: { viewer: Viewer; l: LcaDto }) {
  const t = useTranslations("lca");
  const f = useFormat();
  const q = useQuery({
    queryKey: lcaKeys.notices(l.id),
    queryFn: ({ signal }) => apiPost<LcaNoticeDto[]>("lca/notice-list", { lcaId: l.id }, { signal }),
  });
  // The server checks the LCA's branch too; the viewer only sees LCAs in reach.
  const canEdit = can(viewer, "lca.update") && l.statusId !== LCA_STATUS.DENIED && l.statusId !== LCA_STATUS.WITHDRAWN;
  const [pdfBusy, setPdfBusy] = useState(false);
  const downloadPdf = async () => {
    setPdfBusy(true);
    try {
      await downloadFile("lca/notice-pdf", { lcaId: l.id }, `${l.lcaNumber}-notice.pdf`);
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setPdfBusy(false);
    }
  };
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-fg-muted">
          {l.dates.noticeEarliestStart ? t("notices.earliest", { date: f.date(l.dates.noticeEarliestStart) }) : t("notices.intro")}
        </p>
        <Button variant="secondary" loading={pdfBusy} onClick={() => void downloadPdf()}>
          {t("notices.pdf")}
        </Button>
      </div>
      <QueryState query={q} labels={{ loading: t("details.loading"), retry: t("actions.retry") }}>
        {(notices) => <NoticeList l={l} notices={notices} canEdit={canEdit} />}
      </QueryState>
      {canEdit ? <NoticeForm l={l} /> : null}
    </div>
  );
}

function NoticeList({ l, notices, canEdit }: { l: LcaDto; notices: LcaNoticeDto[]; canEdit: boolean }) {
  const t = useTranslations("lca");
  const f = useFormat();
  const qc = useQueryClient();
  const [removing, setRemoving] = useState<LcaNoticeDto | null>(null);
  const remove = useMutation({
    mutationFn: (n: LcaNoticeDto) => apiPost("lca/notice-remove", { id: n.id }),
    onSuccess: () => {
      toast.success(t("notices.removed"));
      qc.invalidateQueries({ queryKey: lcaKeys.notices(l.id) });
      qc.invalidateQueries({ queryKey: lcaKeys.paf(l.id) });
      setRemoving(null);
    },
    onError: (e) => {
      toast.error(errorMessage(e));
      setRemoving(null);
    },
  });
  if (notices.length === 0) return <EmptyState title={t("notices.none")} description={t("notices.noneDescription")} />;
  return (
    <>
      <ul className="grid gap-3" aria-label={t("tabs.notices")}>
        {notices.map((n) => (
          <li key={n.id} className="grid gap-1 rounded-lg border border-border bg-surface p-4 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium text-fg">
                {t(`notices.method.${n.method}`)} · {f.date(n.startDate)} – {f.date(n.endDate)}
              </p>
              <span className="flex items-center gap-2">
                <Badge tone={STATE_TONE[n.state]}>{t(`notices.state.${n.state}`)}</Badge>
                {canEdit && n.state === "scheduled" ? (
                  <Button variant="ghost" size="sm" onClick={() => setRemoving(n)}>
                    {t("notices.remove")}
                  </Button>
                ) : null}
              </span>
            </div>
            {n.worksite ? <p className="text-fg">{n.worksite}</p> : null}
            {n.locations.length ? <p className="text-fg-muted">{t("notices.locationsList", { list: n.locations.join("; ") })}</p> : null}
            {n.method === "electronic" ? (
              <p className="text-fg-muted">
                {n.publicPath && n.state !== "ended" ? (
                  <a href={n.publicPath} target="_blank" rel="noreferrer" className="text-link hover:underline">
                    {t("notices.publicPage")}
                  </a>
                ) : null}{" "}
                {t("notices.views", { count: n.views })}
                {n.takenDownAt ? ` · ${t("notices.takenDown", { date: f.dateTime(n.takenDownAt) })}` : ""}
              </p>
            ) : null}
            {n.startIssue === "TOO_EARLY" ? <p className="text-danger">{t("notices.tooEarly")}</p> : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        title={t("notices.removeTitle")}
        message={t("notices.removeMessage", { date: removing ? f.date(removing.startDate) : "" })}
        confirmLabel={t("notices.remove")}
        loading={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </>
  );
}

type NoticeInput = Omit<z.input<typeof saveNoticeBody>, "locations"> & { locations: { value: string }[] };

function NoticeForm({ l }: { l: LcaDto }) {
  const t = useTranslations("lca");
  const qc = useQueryClient();
  const blank = { lcaId: l.id, method: "electronic" as const, worksiteId: l.worksites[0]?.id ?? "", startDate: "", locations: [{ value: "" }, { value: "" }] };
  const form = useForm<NoticeInput>({ defaultValues: blank });
  const method = useWatch({ control: form.control, name: "method" });
  const { fields, append } = useFieldArray({ control: form.control, name: "locations" });
  const save = useMutation({
    mutationFn: (body: SaveNoticeBody) => apiPost<LcaNoticeDto>("lca/notice-save", body),
    onSuccess: () => {
      toast.success(t("notices.saved"));
      qc.invalidateQueries({ queryKey: lcaKeys.notices(l.id) });
      qc.invalidateQueries({ queryKey: lcaKeys.paf(l.id) });
      qc.invalidateQueries({ queryKey: lcaKeys.activity(l.id) });
      form.reset(blank);
    },
    onError: (e) => {
      const msg = applyApiErrors(form, e);
      if (msg) toast.error(msg);
    },
  });
  // The locations are objects in the form (useFieldArray) and strings in the contract.
  const submit = form.handleSubmit((v) => {
    const body = {
      lcaId: v.lcaId,
      method: v.method,
      startDate: v.startDate,
      ...(v.method === "physical" ? { worksiteId: v.worksiteId || undefined, locations: v.locations.map((x) => x.value.trim()).filter(Boolean) } : {}),
    };
    const parsed = saveNoticeBody.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [root, index] = issue.path;
        const name = root === "locations" ? (`locations.${Number(index ?? 0)}.value` as const) : (String(root) as "startDate" | "method" | "worksiteId");
        form.setError(name, { type: "client", message: issue.message });
      }
      return;
    }
    if (parsed.data.method === "physical" && (parsed.data.locations?.length ?? 0) < MIN_PHYSICAL_LOCATIONS) {
      form.setError("locations.0.value", { type: "client", message: t("notices.twoLocations") });
      return;
    }
    save.mutate(parsed.data);
  });
  return (
    <CardSection title={t("notices.add")}>
      <Form form={form} onSubmit={() => submit()} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            name="method"
            label={t("notices.methodLabel")}
            required
            options={[
              { value: "electronic", label: t("notices.method.electronic") },
              { value: "physical", label: t("notices.method.physical") },
            ]}
          />
          <TextField name="startDate" label={t("notices.startDate")} placeholder="MM/DD/YYYY" inputMode="numeric" required autoComplete="off" />
        </div>
        {method === "physical" ? (
          <>
            <SelectField
              name="worksiteId"
              label={t("notices.worksite")}
              required
              placeholder={t("fields.choose")}
              options={l.worksites.map((w) => ({ value: w.id, label: `${w.address1}, ${w.city}, ${w.state} ${w.postalCode}` }))}
            />
            <fieldset className="grid gap-3">
              <legend className="mb-1 text-sm font-medium text-fg">{t("notices.locations")}</legend>
              {fields.map((fl, i) => (
                <TextField key={fl.id} name={`locations.${i}.value`} label={t("notices.locationN", { n: i + 1 })} autoComplete="off" />
              ))}
              {fields.length < 10 ? (
                <div>
                  <Button variant="ghost" size="sm" onClick={() => append({ value: "" })}>
                    {t("notices.addLocation")}
                  </Button>
                </div>
              ) : null}
            </fieldset>
          </>
        ) : (
          <p className="text-sm text-fg-muted">{t("notices.electronicHint")}</p>
        )}
        <FormActions cancelLabel={t("actions.cancel")} submitLabel={t("notices.save")} loading={save.isPending} />
      </Form>
    </CardSection>
  );
}
