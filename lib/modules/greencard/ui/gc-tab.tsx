"use client";
// The Green card tab of a green-card employment case (/api/gc-petition/details): category, chargeability
// and priority date with where each comes from, the priority date against the Visa Bulletin in force as
// the API answers it (never recomputed here), the PERM stage and the USCIS stages with their receipts and
// decisions, the client's edit lock, and the case file: every document as one zip, and deleting a case made
// by mistake (refused, with the reasons the API gives, once USCIS or the DOL has it).
import { useState, type ComponentType } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DetailList } from "@/components/ui/detail-list";
import { FormDialog } from "@/components/form/form-dialog";
import { StepList } from "@/components/ui/step-list";
import { TextLink } from "@/components/ui/link-button";
import { QueryState } from "@/components/ui/screen-states";
import { SelectField } from "@/components/ui/select-field";
import { TextArea } from "@/components/ui/text-area";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { downloadFile } from "@/lib/shared/api-download";
import { useFormat } from "@/lib/shared/format/use-format";
import { toUsDateInput } from "@/lib/shared/validation/form-dates";
import type { Viewer } from "@/lib/shared/viewer";
import type { CaseDetails } from "@/lib/modules/cases/contract";
import { CHARGEABILITY_AREAS, GC_CATEGORIES, STAGE_STATUSES, updateGcBody, updateStageBody, type GcDetails, type GcStageDto, type PdStatus } from "../contract";
import { BulletinValue, STATE_TONE } from "./bulletin-value";

export const gcKeys = {
  all: ["gc"] as const,
  detail: (id: string) => [...gcKeys.all, "detail", id] as const,
};

const STAGE_TONE: Record<string, BadgeTone> = { not_filed: "neutral", filed: "info", rfe: "warning", approved: "success", denied: "danger", withdrawn: "neutral" };

/** The documents module's part: the stages' USCIS notices (composed by the case page, as the PERM tab's forms). */
export type GcNoticesSlot = ComponentType<{ petitionId: string; stages: readonly { stage: string; form: string; canUpload: boolean }[] }>;

const STAGE_FORM: Record<GcStageDto["stage"], string> = { i140: "I-140", i485: "I-485", i765: "I-765", i131: "I-131" };

export function CaseGreenCardTab({ c, NoticesSection }: { viewer: Viewer; c: CaseDetails; NoticesSection?: GcNoticesSlot }) {
  const t = useTranslations("greencard");
  const q = useQuery({ queryKey: gcKeys.detail(c.id), queryFn: ({ signal }) => apiPost<GcDetails>("gc-petition/details", { id: c.id }, { signal }) });
  return (
    <QueryState query={q} labels={{ loading: t("loading"), retry: t("actions.retry") }}>
      {(gc) => <GreenCardView gc={gc} c={c} NoticesSection={NoticesSection} />}
    </QueryState>
  );
}

function useGcSave<B>(id: string, path: string, done: string, onDone?: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => apiPost<GcDetails>(path, body),
    onSuccess: (r) => {
      qc.setQueryData(gcKeys.detail(id), r);
      toast.success(done);
      onDone?.();
    },
  });
}

type Dialog = { kind: "edit" } | { kind: "stage"; stage: GcStageDto } | { kind: "editing" } | { kind: "delete" } | null;

function GreenCardView({ gc, c, NoticesSection }: { gc: GcDetails; c: CaseDetails; NoticesSection?: GcNoticesSlot }) {
  const t = useTranslations("greencard");
  const tc = useTranslations("cases");
  const f = useFormat();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const editing = useGcSave<{ id: string; allowPetitionerEdit: boolean }>(gc.petitionId, "gc-petition/manage-edit-option", t("toast.editing"), close);
  const month = gc.bulletin[0]?.month;
  return (
    <div className="grid gap-4">
      <CardSection
        title={t("sections.summary")}
        actions={
          gc.canUpdate ? (
            <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: "edit" })}>
              {t("actions.edit")}
            </Button>
          ) : null
        }
      >
        <DetailList
          className="lg:grid-cols-3"
          items={[
            { label: t("fields.category"), value: gc.category ? t(`category.${gc.category}`) : t("fields.categoryChoose") },
            { label: t("fields.chargeability"), value: `${t(`area.${gc.chargeability}`)} (${t(`source.${gc.chargeabilitySource}`)})` },
            {
              label: t("fields.priorityDate"),
              value: gc.priorityDate ? `${f.date(gc.priorityDate)} (${t(`source.${gc.priorityDateSource ?? "none"}`)})` : t("source.none"),
            },
            { label: t("fields.workflow"), value: <StepList label={t("fields.workflow")} steps={gc.workflow.map((s) => ({ ...s, label: tc(`activity.${s.code}` as "activity.CREATE_PETITION") }))} /> },
          ]}
        />
      </CardSection>

      <CardSection title={month ? t("sections.bulletin", { month }) : t("sections.noBulletin")}>
        <ul className="grid gap-3 sm:grid-cols-2" aria-label={month ? t("sections.bulletin", { month }) : t("sections.noBulletin")}>
          {gc.bulletin.map((b) => (
            <BulletinStatus key={b.chart} b={b} />
          ))}
        </ul>
      </CardSection>

      <CardSection title={t("sections.stages")}>
        <ul className="divide-y divide-border" aria-label={t("sections.stages")}>
          <li className="flex flex-wrap items-start justify-between gap-3 py-3">
            <div className="grid gap-1 text-sm">
              <p className="font-medium text-fg">{t("stage.perm")}</p>
              {gc.perm ? (
                <p className="flex flex-wrap items-center gap-2 text-fg-muted">
                  <Badge tone={gc.perm.statusId === 22 ? "success" : gc.perm.statusId === 23 ? "danger" : "info"}>{gc.perm.statusName}</Badge>
                  {gc.perm.filedDate ? <span>{t("perm.filed", { date: f.date(gc.perm.filedDate) })}</span> : null}
                  {gc.perm.i140Deadline ? <span>{t("perm.deadline", { date: f.date(gc.perm.i140Deadline) })}</span> : null}
                </p>
              ) : (
                <p className="text-fg-muted">{t("perm.none")}</p>
              )}
            </div>
            <TextLink href={`${c.detailsPath}?tab=perm`}>{t("actions.openPerm")}</TextLink>
          </li>
          {gc.stages.map((s) => (
            <li key={s.stage} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="grid gap-1 text-sm">
                <p className="font-medium text-fg">{t(`stage.${s.stage}`)}</p>
                <p className="flex flex-wrap items-center gap-2 text-fg-muted">
                  <Badge tone={STAGE_TONE[s.status]}>{t(`stageStatus.${s.status}`)}</Badge>
                  {s.receiptNumber ? <span>{s.receiptNumber}</span> : null}
                  {s.receiptDate ? <span>{f.date(s.receiptDate)}</span> : null}
                  {s.decisionDate ? <span>· {f.date(s.decisionDate)}</span> : null}
                </p>
                {s.notes ? <p className="text-fg-muted">{s.notes}</p> : null}
              </div>
              {s.canUpdate ? (
                <Button size="sm" variant="ghost" aria-label={`${t("actions.updateStage")} ${t(`stage.${s.stage}`)}`} onClick={() => setDialog({ kind: "stage", stage: s })}>
                  {t("actions.updateStage")}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </CardSection>

      {NoticesSection ? <NoticesSection petitionId={gc.petitionId} stages={gc.stages.map((s) => ({ stage: s.stage, form: STAGE_FORM[s.stage], canUpload: s.canUpdate }))} /> : null}

      <CardSection
        title={t("fields.clientEditing")}
        actions={
          gc.canUpdate ? (
            <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: "editing" })}>
              {gc.petitionerEditAllowed ? t("actions.lockEdit") : t("actions.allowEdit")}
            </Button>
          ) : null
        }
      >
        <p className="text-sm text-fg-muted">{gc.petitionerEditAllowed ? t("editing.open") : t("editing.locked")}</p>
      </CardSection>

      <CaseFileSection gc={gc} c={c} onDelete={() => setDialog({ kind: "delete" })} />

      {dialog?.kind === "edit" ? <EditDialog gc={gc} onClose={close} /> : null}
      {dialog?.kind === "delete" ? <DeleteCaseDialog c={c} onClose={close} /> : null}
      {dialog?.kind === "stage" ? <StageDialog gc={gc} stage={dialog.stage} onClose={close} /> : null}
      {dialog?.kind === "editing" ? (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && close()}
          title={gc.petitionerEditAllowed ? t("editing.confirmLockTitle") : t("editing.confirmOpenTitle")}
          message={gc.petitionerEditAllowed ? t("editing.confirmLock") : t("editing.confirmOpen")}
          confirmLabel={gc.petitionerEditAllowed ? t("actions.lockEdit") : t("actions.allowEdit")}
          destructive={false}
          loading={editing.isPending}
          onConfirm={() => editing.mutate({ id: gc.petitionId, allowPetitionerEdit: !gc.petitionerEditAllowed }, { onError: (e) => toast.error(errorMessage(e)) })}
        />
      ) : null}
    </div>
  );
}

/** Every document as one zip; deleting the case when the caller may and nothing stops it. */
function CaseFileSection({ gc, c, onDelete }: { gc: GcDetails; c: CaseDetails; onDelete: () => void }) {
  const t = useTranslations("greencard");
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile("gc-petition/download-documents", { id: gc.petitionId }, `${c.caseNumber} documents.zip`);
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <CardSection title={t("sections.caseFile")}>
      <div className="grid gap-4 text-sm">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-fg-muted">{t("caseFile.zipHint")}</p>
          <Button size="sm" variant="secondary" loading={downloading} onClick={() => void download()}>
            {t("actions.downloadAll")}
          </Button>
        </div>
        {gc.canDelete ? (
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
            {gc.deleteBlockers.length === 0 ? (
              <p className="text-fg-muted">{t("caseFile.deleteHint")}</p>
            ) : (
              <div className="grid gap-1 text-fg-muted">
                <p>{t("caseFile.cannotDelete")}</p>
                <ul className="list-disc ps-5">
                  {gc.deleteBlockers.map((b) => (
                    <li key={b}>{t(`caseFile.blocker.${b}`)}</li>
                  ))}
                </ul>
              </div>
            )}
            {gc.deleteBlockers.length === 0 ? (
              <Button size="sm" variant="danger" onClick={onDelete}>
                {t("actions.deleteCase")}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </CardSection>
  );
}

function DeleteCaseDialog({ c, onClose }: { c: CaseDetails; onClose: () => void }) {
  const t = useTranslations("greencard");
  const router = useRouter();
  const qc = useQueryClient();
  const del = useMutation({
    mutationFn: () => apiPost<{ id: string; caseNumber: string }>("gc-petition/delete", { id: c.id }),
    onSuccess: () => {
      toast.success(t("toast.deleted", { number: c.customCaseNumber || c.caseNumber }));
      void qc.invalidateQueries();
      router.replace("/app/cases");
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  return (
    <ConfirmDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t("caseFile.confirmDeleteTitle", { number: c.customCaseNumber || c.caseNumber })}
      message={t("caseFile.confirmDelete")}
      confirmLabel={t("actions.deleteCase")}
      loading={del.isPending || del.isSuccess}
      onConfirm={() => del.mutate()}
    />
  );
}

/** One chart's answer: the state, and the cell it was read from. */
function BulletinStatus({ b }: { b: PdStatus }) {
  const t = useTranslations("greencard");
  return (
    <li className="grid gap-1 rounded-md border border-border p-3 text-sm">
      <span className="text-xs font-medium uppercase text-fg-muted">{t(`chart.${b.chart}`)}</span>
      <span className="flex flex-wrap items-center gap-2">
        <Badge tone={STATE_TONE[b.state]}>{t(`state.${b.state}`)}</Badge>
        {b.value && b.value !== "C" && b.value !== "U" ? <BulletinValue value={b.value} /> : null}
      </span>
    </li>
  );
}

function EditDialog({ gc, onClose }: { gc: GcDetails; onClose: () => void }) {
  const t = useTranslations("greencard");
  const form = useForm({
    resolver: zodResolver(updateGcBody),
    defaultValues: {
      id: gc.petitionId,
      category: gc.category ?? "",
      chargeability: gc.chargeabilitySource === "case" ? gc.chargeability : "",
      priorityDate: gc.priorityDateSource === "manual" ? toUsDateInput(gc.priorityDate) : "",
    },
  });
  const save = useGcSave<unknown>(gc.petitionId, "gc-petition/update", t("toast.updated"), onClose);
  return (
    <FormDialog title={t("dialogs.editTitle")} form={form} save={save} onClose={onClose}>
        <SelectField name="category" label={t("fields.category")} placeholder={t("fields.categoryChoose")} options={GC_CATEGORIES.map((k) => ({ value: k, label: t(`category.${k}`) }))} />
        <SelectField name="chargeability" label={t("fields.chargeability")} placeholder={t("fields.chargeabilityByBirth")} options={CHARGEABILITY_AREAS.map((k) => ({ value: k, label: t(`area.${k}`) }))} />
        <TextField name="priorityDate" label={t("fields.priorityDate")} placeholder="MM/DD/YYYY" hint={t("fields.priorityDateHint")} autoComplete="off" />
    </FormDialog>
  );
}

function StageDialog({ gc, stage, onClose }: { gc: GcDetails; stage: GcStageDto; onClose: () => void }) {
  const t = useTranslations("greencard");
  const form = useForm({
    resolver: zodResolver(updateStageBody),
    defaultValues: {
      id: gc.petitionId,
      stage: stage.stage,
      receiptNumber: stage.receiptNumber ?? "",
      receiptDate: toUsDateInput(stage.receiptDate),
      status: stage.status,
      decisionDate: toUsDateInput(stage.decisionDate),
      notes: stage.notes ?? "",
    },
  });
  const save = useGcSave<unknown>(gc.petitionId, "gc-petition/update-stage", t("toast.stage"), onClose);
  return (
    <FormDialog title={t("dialogs.stageTitle", { stage: t(`stage.${stage.stage}`) })} form={form} save={save} onClose={onClose}>
        <SelectField name="status" label={t("fields.status")} required options={STAGE_STATUSES.map((s) => ({ value: s, label: t(`stageStatus.${s}`) }))} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="receiptNumber" label={t("fields.receiptNumber")} autoComplete="off" />
          <TextField name="receiptDate" label={t("fields.receiptDate")} placeholder="MM/DD/YYYY" hint={t("dateHint")} autoComplete="off" />
        </div>
        <TextField name="decisionDate" label={t("fields.decisionDate")} placeholder="MM/DD/YYYY" hint={t("dateHint")} autoComplete="off" />
        <TextArea name="notes" label={t("fields.notes")} rows={2} />
    </FormDialog>
  );
}
