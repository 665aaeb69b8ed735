"use client";
// The PERM tab of a case of sub type 12 or 15 (/api/perm/details): opening the PERM record on a PWD of
// the case's client, the recruitment record with each step's proof and problems, the filing window the
// API computes (rule 13, never recomputed here) with the step that sets each bound, the preparation
// steps, the filing with the DOL, an audit and its response, the DOL's decision and the I-140 deadline.
import { useState, type ComponentType } from "react";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DetailList } from "@/components/ui/detail-list";
import { EmptyState } from "@/components/ui/empty-state";
import { Form, FormAlert, showApiErrors } from "@/components/ui/form";
import { FormActions } from "@/components/form/form-actions";
import { FormDialog } from "@/components/form/form-dialog";
import { FileUploadButton } from "@/components/form/file-upload-button";
import { TextLink } from "@/components/ui/link-button";
import { Modal } from "@/components/ui/modal";
import { QueryState } from "@/components/ui/screen-states";
import { SelectField } from "@/components/ui/select-field";
import { StepList } from "@/components/ui/step-list";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { downloadFile } from "@/lib/shared/api-download";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import { toUsDateInput } from "@/lib/shared/validation/form-dates";
import type { Viewer } from "@/lib/shared/viewer";
import type { CaseDetails } from "@/lib/modules/cases/contract";
import { FILLED_PERM_PATH } from "@/lib/modules/questionnaires/contract";
import type { PwdListRow } from "../contract";
import {
  ADDITIONAL_STEP_KINDS,
  AUDIT_KINDS,
  PERM_DECISIONS,
  RECRUITMENT_KINDS,
  filePermBody,
  permAuditBody,
  permAuditResponseBody,
  permDecisionBody,
  saveStepBody,
  type PermDecision,
  type PermDto,
  type PermFilingGapDto,
  type PermStepDto,
} from "../perm-contract";
import { DolFilingFields, pwdDetailsPath } from "./pwd-fields";

export const permKeys = {
  all: ["perm"] as const,
  ofCase: (petitionId: string) => [...permKeys.all, "case", petitionId] as const,
};

const STATUS_TONE: Record<number, BadgeTone> = { 21: "info", 27: "warning", 28: "warning", 29: "info", 22: "success", 23: "danger", 31: "neutral" };

/** The PERM forms and letters part, composed by the page (the documents module's PermFormsSection). */
export type PermFormsSlot = ComponentType<{ petitionId: string; permId: string; canUpload: boolean; onChanged: () => void }>;

export function CasePermTab({ viewer, c, FormsSection }: { viewer: Viewer; c: CaseDetails; FormsSection?: PermFormsSlot }) {
  const t = useTranslations("perm");
  const q = useQuery({ queryKey: permKeys.ofCase(c.id), queryFn: ({ signal }) => apiPost<PermDto | null>("perm/details", { petitionId: c.id }, { signal }) });
  return (
    <QueryState query={q} labels={{ loading: t("loading"), retry: t("actions.retry") }}>
      {(perm) => (perm ? <PermView perm={perm} c={c} FormsSection={FormsSection} /> : <NoPerm viewer={viewer} c={c} />)}
    </QueryState>
  );
}

/** A save whose answer (the PERM record) replaces the cached one. */
function usePermSave<B>(petitionId: string, path: string, done: string, onDone?: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => apiPost<PermDto>(path, body),
    onSuccess: (r) => {
      qc.setQueryData(permKeys.ofCase(petitionId), r);
      toast.success(done);
      onDone?.();
    },
  });
}

function NoPerm({ viewer, c }: { viewer: Viewer; c: CaseDetails }) {
  const t = useTranslations("perm");
  const [open, setOpen] = useState(false);
  const mayOpen = can(viewer, "perm.update", { branchId: c.branchId });
  return (
    <>
      <EmptyState
        title={t("empty.title")}
        description={mayOpen ? t("empty.description") : t("empty.readOnly")}
        action={mayOpen ? <Button onClick={() => setOpen(true)}>{t("actions.open")}</Button> : null}
      />
      {open ? <PwdDialog c={c} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** The client's PWDs to file on (the API checks the client again). */
function usePwdOptions(petitionerId: string | null) {
  return useQuery({
    queryKey: ["pwd", "list", "perm-options", petitionerId],
    enabled: !!petitionerId,
    queryFn: ({ signal }) => apiPost<PwdListRow[]>("pwd/list", { page: 1, perpage: 100, sortBy: "createdAt", sortOrder: "desc", filter: { matcher: { petitionerIds: [petitionerId] } } }, { signal }),
  });
}

/** Open the PERM record (no perm yet) or change its PWD. */
function PwdDialog({ c, perm, onClose }: { c: CaseDetails; perm?: PermDto; onClose: () => void }) {
  const t = useTranslations("perm");
  const f = useFormat();
  const options = usePwdOptions(c.petitionerId);
  const form = useForm({ defaultValues: { pwdId: perm?.pwd?.id ?? "", professional: perm?.professional ?? true } });
  const pwdId = useWatch({ control: form.control, name: "pwdId" });
  const create = usePermSave<unknown>(c.id, perm ? "perm/link-pwd" : "perm/create", perm ? t("toast.pwdLinked") : t("toast.opened"), onClose);
  const submit = (v: { pwdId: string; professional: boolean }) => {
    const body = perm ? { id: perm.id, pwdId: v.pwdId || null } : { petitionId: c.id, ...(v.pwdId ? { pwdId: v.pwdId } : { professional: v.professional }) };
    create.mutate(body, { onError: (e) => showApiErrors(form, e) });
  };
  const label = (p: PwdListRow) => `${p.pwdNumber} · ${p.jobTitle}${p.validityEnd ? ` · ${t("pwd.validUntil", { date: f.date(p.validityEnd) })}` : ` · ${t("pwd.notDetermined")}`}`;
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={perm ? t("dialogs.pwdTitle") : t("dialogs.openTitle")} description={t("dialogs.pwdDescription")}>
      <Form form={form} onSubmit={submit} className="grid gap-4">
        {options.isError ? <FormAlert message={errorMessage(options.error)} /> : null}
        <SelectField
          name="pwdId"
          label={t("fields.pwd")}
          placeholder={options.isPending ? t("fields.pwdLoading") : t("fields.noPwd")}
          options={(options.data ?? []).map((p) => ({ value: p.id, label: label(p) }))}
        />
        {!pwdId && !perm ? <Checkbox name="professional" label={t("fields.professional")} hint={t("fields.professionalHint")} /> : null}
        <FormActions onCancel={onClose} cancelLabel={t("actions.cancel")} submitLabel={perm ? t("actions.save") : t("actions.open")} loading={create.isPending} />
      </Form>
    </Modal>
  );
}

type Dialog = { kind: "pwd" } | { kind: "step"; step?: PermStepDto } | { kind: "remove"; step: PermStepDto } | { kind: "file" } | { kind: "audit" } | { kind: "auditResponse" } | { kind: "decision" } | { kind: "review" } | null;

function PermView({ perm, c, FormsSection }: { perm: PermDto; c: CaseDetails; FormsSection?: PermFormsSlot }) {
  const t = useTranslations("perm");
  const tc = useTranslations("cases");
  const f = useFormat();
  const qc = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const next = usePermSave<{ id: string; statusId: number }>(perm.petitionId, "perm/update-status", t("toast.status"));
  const remove = usePermSave<{ stepId: string }>(perm.petitionId, "perm/remove-step", t("toast.stepRemoved"), close);
  const review = usePermSave<{ id: string; confirm: true }>(perm.petitionId, "perm/confirm-review-completed", t("toast.reviewed"), close);
  const refresh = () => qc.invalidateQueries({ queryKey: permKeys.ofCase(perm.petitionId) });
  const w = perm.window;
  const stepLabel = (id: string | null) => {
    const s = perm.steps.find((x) => x.id === id);
    return s ? `${t(`kind.${s.kind}`)} (${f.date(s.startDate)})` : null;
  };
  /** One thing to fix before filing today (rule 13, as the API answers it). */
  const gapText = (g: PermFilingGapDto) => {
    const params = { step: stepLabel(g.stepId) ?? "-", date: g.date ? f.date(g.date) : "-", missing: g.missing ?? 0 };
    const own = ["job_order_too_short", "not_a_sunday", "same_sunday", "notice_too_short", "end_before_start"] as const;
    return (own as readonly string[]).includes(g.code) ? t("gap.step", { step: params.step, problem: t(`problem.${g.code as (typeof own)[number]}`) }) : t(`gap.${g.code as Exclude<PermFilingGapDto["code"], (typeof own)[number]>}`, params);
  };
  return (
    <div className="grid gap-4">
      <CardSection
        title={t("sections.summary")}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="ghost" onClick={() => void downloadFile("perm/generate-pdf", { petitionId: perm.petitionId }, `perm-${c.caseNumber}.pdf`).catch((e) => toast.error(errorMessage(e)))}>
              {t("actions.pdf")}
            </Button>
            {perm.actions.edit ? (
              <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: "pwd" })}>
                {t("actions.changePwd")}
              </Button>
            ) : null}
            {perm.actions.nextStatus ? (
              <Button size="sm" variant="secondary" loading={next.isPending} onClick={() => next.mutate({ id: perm.id, statusId: perm.actions.nextStatus! }, { onError: (e) => toast.error(errorMessage(e)) })}>
                {t(`next.${perm.actions.nextStatus}`)}
              </Button>
            ) : null}
            {perm.actions.approveDraft ? (
              <Button size="sm" onClick={() => setDialog({ kind: "review" })}>
                {t("actions.approveDraft")}
              </Button>
            ) : null}
            {perm.actions.file ? <Button size="sm" onClick={() => setDialog({ kind: "file" })}>{t("actions.file")}</Button> : null}
            {perm.actions.audit ? (
              <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: "audit" })}>
                {t("actions.audit")}
              </Button>
            ) : null}
            {perm.actions.auditResponse ? <Button size="sm" onClick={() => setDialog({ kind: "auditResponse" })}>{t("actions.auditResponse")}</Button> : null}
            {perm.actions.decide ? (
              <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: "decision" })}>
                {t("actions.decision")}
              </Button>
            ) : null}
          </div>
        }
      >
        <DetailList
          className="lg:grid-cols-3"
          items={[
            { label: t("fields.status"), value: <Badge tone={STATUS_TONE[perm.statusId] ?? "neutral"}>{perm.statusName}</Badge> },
            { label: t("fields.workflow"), value: <StepList label={t("fields.workflow")} steps={perm.workflow.map((s) => ({ ...s, label: tc(`activity.${s.code}` as "activity.CREATE_PETITION") }))} /> },
            {
              label: t("fields.pwd"),
              value: perm.pwd ? (
                <span className="flex flex-wrap items-center gap-2">
                  <TextLink href={pwdDetailsPath(perm.pwd.id)}>{perm.pwd.pwdNumber}</TextLink>
                  {perm.pwd.validityEnd ? <span className="text-fg-muted">{t("pwd.validUntil", { date: f.date(perm.pwd.validityEnd) })}</span> : <span className="text-fg-muted">{t("pwd.notDetermined")}</span>}
                  {perm.pwd.expired ? <Badge tone="danger">{t("pwd.expired")}</Badge> : null}
                </span>
              ) : (
                t("fields.noPwd")
              ),
            },
            { label: t("fields.occupation"), value: perm.professional ? t("fields.professionalYes") : t("fields.professionalNo") },
            { label: t("fields.filedDate"), value: perm.filedDate ? f.date(perm.filedDate) : null },
            { label: t("fields.dolCaseNumber"), value: perm.dolCaseNumber },
            ...(perm.auditNoticeDate
              ? [
                  { label: t(`audit.${perm.auditKind ?? "audit"}`), value: f.date(perm.auditNoticeDate) },
                  { label: t("fields.auditDue"), value: perm.auditDueDate ? <Due date={perm.auditDueDate} days={perm.auditResponseDate ? null : perm.daysLeft} /> : null },
                  { label: t("fields.auditResponseDate"), value: perm.auditResponseDate ? f.date(perm.auditResponseDate) : null },
                ]
              : []),
            ...(perm.decision ? [{ label: t("fields.decision"), value: `${t(`decision.${perm.decision}`)} · ${f.date(perm.decisionDate ?? "")}` }] : []),
            ...(perm.i140Deadline ? [{ label: t("fields.i140Deadline"), value: <Due date={perm.i140Deadline} days={perm.daysLeft} /> }] : []),
            {
              // Sent with the case's "Send questionnaire" (PERM kinds on this case), answered by token link.
              label: t("fields.questionnaires"),
              value: (
                <span className="grid gap-0.5">
                  <TextLink href={`${FILLED_PERM_PATH}?petitionId=${encodeURIComponent(perm.petitionId)}`}>{t("questionnaires.view")}</TextLink>
                  <span className="text-xs text-fg-muted">{t("questionnaires.hint")}</span>
                </span>
              ),
            },
          ]}
        />
      </CardSection>

      {perm.filedDate ? null : (
        <CardSection title={t("sections.window")}>
          {w.earliest && w.latest && !w.empty ? (
            <div className="grid gap-2 text-sm">
              <p className="text-base font-medium text-fg">{t("window.range", { earliest: f.date(w.earliest), latest: f.date(w.latest) })}</p>
              <p className="text-fg-muted">
                {t("window.earliestBy", { step: stepLabel(w.earliestSetByStep) ?? "-" })}{" "}
                {w.latestSetBy === "pwd" ? t("window.latestByPwd") : t("window.latestBy", { step: stepLabel(w.latestSetByStep) ?? "-" })}
              </p>
              <p>{perm.canFileToday ? <Badge tone="success">{t("window.openToday")}</Badge> : <Badge tone="warning">{t("window.notToday")}</Badge>}</p>
            </div>
          ) : w.empty ? (
            <FormAlert message={t("window.empty", { step: stepLabel(w.latestSetByStep) ?? t("window.thePwd") })} />
          ) : (
            <p className="text-sm text-fg-muted">{t("window.none")}</p>
          )}
          {perm.filingGaps.length > 0 ? (
            <div className="mt-3 grid gap-1 text-sm">
              <p id="perm-filing-gaps" className="font-medium text-fg">
                {t("gap.title")}
              </p>
              <ul className="grid list-disc gap-1 pl-5 text-warning-fg" aria-labelledby="perm-filing-gaps">
                {perm.filingGaps.map((g, i) => (
                  <li key={`${g.code}-${g.stepId ?? i}`}>{gapText(g)}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </CardSection>
      )}

      <CardSection
        title={t("sections.recruitment")}
        actions={
          perm.actions.edit ? (
            <Button size="sm" onClick={() => setDialog({ kind: "step" })}>
              {t("actions.addStep")}
            </Button>
          ) : null
        }
      >
        {perm.steps.length === 0 ? (
          <p className="text-sm text-fg-muted">{t("steps.empty")}</p>
        ) : (
          <ul className="divide-y divide-border" aria-label={t("sections.recruitment")}>
            {perm.steps.map((s) => (
              <li key={s.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
                <div className="grid gap-1 text-sm">
                  <p className="font-medium text-fg">
                    {t(`kind.${s.kind}`)}
                    {s.additionalKind ? ` · ${t(`additional.${s.additionalKind}`)}` : ""}
                  </p>
                  <p className="text-fg-muted">
                    {s.startDate === s.endDate ? f.date(s.startDate) : t("steps.range", { start: f.date(s.startDate), end: f.date(s.endDate) })} · {s.source}
                  </p>
                  {s.problems.map((p) => (
                    <Badge key={p} tone="danger">
                      {t(`problem.${p}`)}
                    </Badge>
                  ))}
                  {s.proof ? (
                    <button type="button" className="w-fit text-left text-link hover:underline" onClick={() => void downloadFile("perm/step-proof-file", { stepId: s.id }, s.proof!.fileName).catch((e) => toast.error(errorMessage(e)))}>
                      {t("steps.proof", { name: s.proof.fileName })}
                    </button>
                  ) : (
                    <span className="text-fg-muted">{t("steps.noProof")}</span>
                  )}
                </div>
                {perm.actions.edit ? (
                  <div className="flex flex-wrap items-center gap-2">
                    <FileUploadButton
                      path="perm/step-proof-upload"
                      fields={{ stepId: s.id }}
                      maxFiles={1}
                      label={s.proof ? t("steps.replace") : t("steps.upload")}
                      accessibleLabel={t(s.proof ? "steps.replaceProof" : "steps.uploadProof", { step: t(`kind.${s.kind}`), date: f.date(s.startDate) })}
                      onUploaded={async () => {
                        toast.success(t("toast.proof"));
                        await refresh();
                      }}
                    />
                    <Button size="sm" variant="ghost" aria-label={t("steps.editNamed", { step: t(`kind.${s.kind}`), date: f.date(s.startDate) })} onClick={() => setDialog({ kind: "step", step: s })}>
                      {t("actions.edit")}
                    </Button>
                    <Button size="sm" variant="ghost" aria-label={t("steps.removeNamed", { step: t(`kind.${s.kind}`), date: f.date(s.startDate) })} onClick={() => setDialog({ kind: "remove", step: s })}>
                      {t("actions.remove")}
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardSection>

      {FormsSection ? <FormsSection petitionId={perm.petitionId} permId={perm.id} canUpload={perm.actions.uploadForms} onChanged={() => void refresh()} /> : null}

      {dialog?.kind === "review" ? (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && close()}
          title={t("dialogs.reviewTitle")}
          message={t("dialogs.reviewMessage")}
          confirmLabel={t("actions.approveDraft")}
          destructive={false}
          loading={review.isPending}
          onConfirm={() => review.mutate({ id: perm.id, confirm: true }, { onError: (e) => toast.error(errorMessage(e)) })}
        />
      ) : null}
      {dialog?.kind === "pwd" ? <PwdDialog c={c} perm={perm} onClose={close} /> : null}
      {dialog?.kind === "step" ? <StepDialog perm={perm} step={dialog.step} onClose={close} /> : null}
      {dialog?.kind === "remove" ? (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && close()}
          title={t("dialogs.removeTitle")}
          message={t("dialogs.removeMessage", { step: t(`kind.${dialog.step.kind}`), date: f.date(dialog.step.startDate) })}
          confirmLabel={t("actions.remove")}
          loading={remove.isPending}
          onConfirm={() => remove.mutate({ stepId: dialog.step.id }, { onError: (e) => toast.error(errorMessage(e)) })}
        />
      ) : null}
      {dialog?.kind === "file" ? <FileDialog perm={perm} onClose={close} /> : null}
      {dialog?.kind === "audit" ? <AuditDialog perm={perm} onClose={close} /> : null}
      {dialog?.kind === "auditResponse" ? <AuditResponseDialog perm={perm} onClose={close} /> : null}
      {dialog?.kind === "decision" ? <DecisionDialog perm={perm} onClose={close} /> : null}
    </div>
  );
}

/** A due day with the days left (or past) the API answered. */
function Due({ date, days }: { date: string; days: number | null }) {
  const t = useTranslations("perm");
  const f = useFormat();
  return (
    <span className="flex flex-wrap items-center gap-2">
      {f.date(date)}
      {days === null ? null : days >= 0 ? <Badge tone={days <= 30 ? "warning" : "neutral"}>{t("daysLeft", { days })}</Badge> : <Badge tone="danger">{t("overdue", { days: -days })}</Badge>}
    </span>
  );
}

function StepDialog({ perm, step, onClose }: { perm: PermDto; step?: PermStepDto; onClose: () => void }) {
  const t = useTranslations("perm");
  const form = useForm({
    resolver: zodResolver(saveStepBody),
    defaultValues: {
      id: perm.id,
      stepId: step?.id,
      kind: step?.kind ?? "job_order",
      startDate: toUsDateInput(step?.startDate ?? null),
      endDate: step && step.endDate !== step.startDate ? toUsDateInput(step.endDate) : "",
      source: step?.source ?? "",
      additionalKind: step?.additionalKind ?? "",
    },
  });
  const kind = useWatch({ control: form.control, name: "kind" }) as string;
  const save = usePermSave<unknown>(perm.petitionId, "perm/save-step", t("toast.stepSaved"), onClose);
  const ranged = kind === "job_order" || kind === "notice_of_filing";
  return (
    <FormDialog title={step ? t("dialogs.editStepTitle") : t("dialogs.addStepTitle")} description={t("dialogs.stepDescription")} form={form} save={save} onClose={onClose}>
      <SelectField name="kind" label={t("fields.kind")} required options={RECRUITMENT_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))} />
      {kind === "additional" ? (
        <SelectField name="additionalKind" label={t("fields.additionalKind")} required placeholder={t("fields.additionalChoose")} options={ADDITIONAL_STEP_KINDS.map((k) => ({ value: k, label: t(`additional.${k}`) }))} />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="startDate" label={ranged ? t("fields.startDate") : t("fields.date")} required placeholder="MM/DD/YYYY" hint={kind === "sunday_ad" ? t("fields.sundayHint") : t("dateHint")} autoComplete="off" />
        {ranged ? <TextField name="endDate" label={t("fields.endDate")} required placeholder="MM/DD/YYYY" hint={kind === "notice_of_filing" ? t("fields.noticeHint") : t("fields.jobOrderHint")} autoComplete="off" /> : null}
      </div>
      <TextField name="source" label={t("fields.source")} required hint={t("fields.sourceHint")} autoComplete="off" />
    </FormDialog>
  );
}

function FileDialog({ perm, onClose }: { perm: PermDto; onClose: () => void }) {
  const t = useTranslations("perm");
  const f = useFormat();
  const form = useForm({ resolver: zodResolver(filePermBody), defaultValues: { id: perm.id, filedDate: "", dolCaseNumber: "" } });
  const save = usePermSave<unknown>(perm.petitionId, "perm/file", t("toast.filed"), onClose);
  const w = perm.window;
  return (
    <FormDialog title={t("dialogs.fileTitle")} description={w.earliest && w.latest && !w.empty ? t("window.range", { earliest: f.date(w.earliest), latest: f.date(w.latest) }) : undefined} form={form} save={save} onClose={onClose}>
      <DolFilingFields namespace="perm" />
    </FormDialog>
  );
}

function AuditDialog({ perm, onClose }: { perm: PermDto; onClose: () => void }) {
  const t = useTranslations("perm");
  const form = useForm({ resolver: zodResolver(permAuditBody), defaultValues: { id: perm.id, auditKind: "audit" as const, noticeDate: "" } });
  const save = usePermSave<unknown>(perm.petitionId, "perm/record-audit", t("toast.audit"), onClose);
  return (
    <FormDialog title={t("dialogs.auditTitle")} description={t("dialogs.auditDescription")} form={form} save={save} onClose={onClose}>
      <SelectField name="auditKind" label={t("fields.auditKind")} required options={AUDIT_KINDS.map((k) => ({ value: k, label: t(`audit.${k}`) }))} />
      <TextField name="noticeDate" label={t("fields.noticeDate")} required placeholder="MM/DD/YYYY" hint={t("dateHint")} autoComplete="off" />
    </FormDialog>
  );
}

function AuditResponseDialog({ perm, onClose }: { perm: PermDto; onClose: () => void }) {
  const t = useTranslations("perm");
  const form = useForm({ resolver: zodResolver(permAuditResponseBody), defaultValues: { id: perm.id, responseDate: "" } });
  const save = usePermSave<unknown>(perm.petitionId, "perm/audit-response", t("toast.auditResponse"), onClose);
  return (
    <FormDialog title={t("dialogs.auditResponseTitle")} form={form} save={save} onClose={onClose}>
      <TextField name="responseDate" label={t("fields.auditResponseDate")} required placeholder="MM/DD/YYYY" hint={t("dateHint")} autoComplete="off" />
    </FormDialog>
  );
}

/** The DOL's decision: chosen on purpose (no default) and confirmed by name. */
function DecisionDialog({ perm, onClose }: { perm: PermDto; onClose: () => void }) {
  const t = useTranslations("perm");
  const f = useFormat();
  const form = useForm({ resolver: zodResolver(permDecisionBody), defaultValues: { id: perm.id, decisionDate: "" } });
  const [confirming, setConfirming] = useState<{ decision: PermDecision; decisionDate: string } | null>(null);
  const save = usePermSave<unknown>(perm.petitionId, "perm/record-decision", t("toast.decision"), onClose);
  const filed = perm.filedDate !== null;
  return (
    <>
      <Modal open={!confirming} onOpenChange={(o) => !o && onClose()} title={t("dialogs.decisionTitle")} description={filed ? undefined : t("dialogs.withdrawOnly")}>
        <Form form={form} onSubmit={(v) => setConfirming(v)} className="grid gap-4">
          <SelectField
            name="decision"
            label={t("fields.decision")}
            required
            placeholder={t("fields.decisionChoose")}
            options={PERM_DECISIONS.filter((d) => filed || d === "withdrawn").map((d) => ({ value: d, label: t(`decision.${d}`) }))}
          />
          <TextField name="decisionDate" label={t("fields.decisionDate")} required placeholder="MM/DD/YYYY" hint={t("dateHint")} autoComplete="off" />
          <FormActions onCancel={onClose} cancelLabel={t("actions.cancel")} submitLabel={t("actions.continue")} loading={false} />
        </Form>
      </Modal>
      {confirming ? (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && setConfirming(null)}
          title={t("dialogs.confirmDecisionTitle", { decision: t(`decision.${confirming.decision}`) })}
          message={t("dialogs.confirmDecisionMessage", { decision: t(`decision.${confirming.decision}`), date: f.date(confirming.decisionDate) })}
          confirmLabel={t("dialogs.confirmDecision", { decision: t(`decision.${confirming.decision}`) })}
          destructive={confirming.decision !== "certified"}
          loading={save.isPending}
          onConfirm={() =>
            save.mutate(
              { id: perm.id, ...confirming },
              {
                onError: (e) => {
                  setConfirming(null);
                  showApiErrors(form, e);
                },
              },
            )
          }
        />
      ) : null}
    </>
  );
}
