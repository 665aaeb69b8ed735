"use client";
// The action row of a case: shown only when the API's rule flags (and the caller's workflow rights) allow —
// edit, approve (approvalOffered), 'Update Tracking Info' / 'Update Receipt Number' (trackingActionLabel,
// when courierTrackingBlocker is null), request the petitioner's signature, send a questionnaire, PDF.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useMutation } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/shared/api-client";
import type { Viewer } from "@/lib/shared/viewer";
import type { CaseDetails } from "../contract";
import { CaseEditDialog } from "./case-edit-dialog";
import { caseNumberOf } from "./cases-screen";
import { downloadCasePdf } from "./download-pdf";
import { useCaseSlots } from "./slots";
import { TrackingDialog } from "./tracking-dialog";
import { useWorkflowActions } from "./use-workflow-actions";
import { can } from "@/lib/shared/permissions";

type Open = null | "edit" | "approve" | "tracking" | "sign" | "questionnaire";

/** The next step of the case when the caller may act on it. */
const actionableNext = (c: CaseDetails) => c.workflow.find((w) => w.code === c.nextWorkflowActivity && w.canAct) ?? null;

export function CaseActions({ viewer, c }: { viewer: Viewer; c: CaseDetails }) {
  const t = useTranslations("cases");
  const actions = useWorkflowActions();
  const { sendQuestionnaire: SendQuestionnaireDialog } = useCaseSlots();
  const [open, setOpen] = useState<Open>(null);
  const close = (o: boolean) => !o && setOpen(null);
  const next = actionableNext(c);
  const canEdit = c.editable || (c.filingFeeAvailable && c.canEditFilingFee);
  const canRequestSign = next?.code === "REQUEST_PETITIONER_SIGN" && !c.petitionerSignRequested;
  const canTrack = c.courierTrackingBlocker === null;
  const pdf = useMutation({
    mutationFn: () => downloadCasePdf(c.id, `case-${caseNumberOf(c)}.pdf`),
    onError: (e) => toast.error(errorMessage(e)),
  });

  return (
    <div className="mb-4 flex flex-wrap items-center gap-2" role="group" aria-label={t("actions.label")}>
      {canEdit ? (
        <Button variant="secondary" onClick={() => setOpen("edit")}>
          {c.editable ? t("actions.edit") : t("actions.editFilingFee")}
        </Button>
      ) : null}
      {c.approvalOffered ? <Button onClick={() => setOpen("approve")}>{t("actions.approve")}</Button> : null}
      {canTrack ? <Button onClick={() => setOpen("tracking")}>{c.trackingActionLabel === "Update Receipt Number" ? t("actions.updateReceipt") : t("actions.updateTracking")}</Button> : null}
      {canRequestSign ? (
        <Button variant="secondary" onClick={() => setOpen("sign")}>
          {t("actions.requestSign")}
        </Button>
      ) : null}
      {can(viewer, "questionnaire.send") && c.beneficiaries.length > 0 ? (
        <Button variant="secondary" onClick={() => setOpen("questionnaire")}>
          {t("actions.sendQuestionnaire")}
        </Button>
      ) : null}
      <Button variant="ghost" loading={pdf.isPending} onClick={() => pdf.mutate()}>
        {t("actions.downloadPdf")}
      </Button>

      {canEdit ? <CaseEditDialog open={open === "edit"} onOpenChange={close} viewer={viewer} c={c} /> : null}
      <ConfirmDialog
        open={open === "approve"}
        onOpenChange={close}
        title={t("approve.title")}
        message={t("approve.message", { number: caseNumberOf(c) })}
        confirmLabel={t("actions.approve")}
        destructive={false}
        loading={actions.approve.isPending}
        onConfirm={() => actions.approve.mutate({ petitionId: c.id, approve: true }, { onSettled: () => setOpen(null) })}
      />
      <ConfirmDialog
        open={open === "sign"}
        onOpenChange={close}
        title={t("sign.title")}
        message={t("sign.message", { client: c.petitioner?.name ?? "" })}
        confirmLabel={t("actions.requestSign")}
        destructive={false}
        loading={actions.requestSign.isPending}
        onConfirm={() => actions.requestSign.mutate({ petitionId: c.id }, { onSettled: () => setOpen(null) })}
      />
      {canTrack ? <TrackingDialog c={c} open={open === "tracking"} onOpenChange={close} actions={actions} /> : null}
      <SendQuestionnaireDialog c={c} open={open === "questionnaire"} onOpenChange={close} />
    </div>
  );
}
