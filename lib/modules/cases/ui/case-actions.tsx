"use client";
// The action row of a case, above the tabs (so on every tab): first the next workflow step's action when
// the caller may act on it now (NextStepActions: "Mark 'Paralegal review' as done", assign, approve …),
// then what the API's rule flags (and the caller's workflow rights) allow — edit, approve (approvalOffered), 'Update Tracking Info' / 'Update Receipt Number' (trackingActionLabel,
// when courierTrackingBlocker is null), request the petitioner's signature, send a questionnaire, PDF.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useMutation } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/shared/api-client";
import type { Viewer } from "@/lib/shared/viewer";
import type { CaseDetails } from "../contract";
import { caseNumberOf } from "./links";
import { downloadCasePdf } from "./download-pdf";
import { useCaseSlots } from "./slots";
import { useWorkflowActions } from "./use-workflow-actions";
import { actionableNext, ApproveCaseDialog, hasNextStepAction, nextStepCovers, NextStepActions, RequestSignDialog } from "./next-step-actions";
import { useActivityLabel } from "./labels";
import type { CaseTab } from "./use-case-tab";
import { can } from "@/lib/shared/permissions";
import dynamic from "next/dynamic";

// The edit and tracking forms load on their first opening, not with the case (first-load JS budget).
const CaseEditDialog = dynamic(() => import("./case-edit-dialog").then((m) => m.CaseEditDialog));
const TrackingDialog = dynamic(() => import("./tracking-dialog").then((m) => m.TrackingDialog));

type Open = null | "edit" | "approve" | "tracking" | "sign" | "questionnaire";

export function CaseActions({ viewer, c, onOpenTab }: { viewer: Viewer; c: CaseDetails; onOpenTab?: (tab: CaseTab) => void }) {
  const t = useTranslations("cases");
  const activity = useActivityLabel();
  const actions = useWorkflowActions();
  const { sendQuestionnaire: SendQuestionnaireDialog } = useCaseSlots();
  const [open, setOpen] = useState<Open>(null);
  const close = (o: boolean) => !o && setOpen(null);
  // The forms opened once stay mounted (they return the focus to their button on close).
  const [opened, setOpened] = useState<Open[]>([]);
  const show = (o: "edit" | "tracking" | "questionnaire") => {
    setOpened((l) => (l.includes(o) ? l : [...l, o]));
    setOpen(o);
  };
  const next = actionableNext(c);
  const canEdit = c.editable || (c.filingFeeAvailable && c.canEditFilingFee);
  // The next step's action already offers these when they are the next step: no second button.
  const canRequestSign = next?.code === "REQUEST_PETITIONER_SIGN" && !c.petitionerSignRequested && !nextStepCovers(c, "sign");
  const canTrack = c.courierTrackingBlocker === null && !nextStepCovers(c, "tracking");
  const pdf = useMutation({
    mutationFn: () => downloadCasePdf(c.id, `case-${caseNumberOf(c)}.pdf`),
    onError: (e) => toast.error(errorMessage(e)),
  });

  return (
    <>
    {next && hasNextStepAction(c, onOpenTab !== undefined) ? (
      <section aria-label={t("workflow.yourNextStep")} className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-border border-l-4 border-l-info-strong bg-surface p-3">
        <p className="text-sm text-fg">
          {t("workflow.nextIs")} <strong>{activity(next.code, next.name)}</strong>
        </p>
        <NextStepActions c={c} onOpenTab={onOpenTab} />
      </section>
    ) : null}
    <div className="mb-4 flex flex-wrap items-center gap-2" role="group" aria-label={t("actions.label")}>
      {canEdit ? (
        <Button variant="secondary" onClick={() => show("edit")}>
          {c.editable ? t("actions.edit") : t("actions.editFilingFee")}
        </Button>
      ) : null}
      {c.approvalOffered ? <Button onClick={() => setOpen("approve")}>{t("actions.approve")}</Button> : null}
      {canTrack ? <Button onClick={() => show("tracking")}>{c.trackingActionLabel === "Update Receipt Number" ? t("actions.updateReceipt") : t("actions.updateTracking")}</Button> : null}
      {canRequestSign ? (
        <Button variant="secondary" onClick={() => setOpen("sign")}>
          {t("actions.requestSign")}
        </Button>
      ) : null}
      {can(viewer, "questionnaire.send") && c.beneficiaries.length > 0 ? (
        <Button variant="secondary" onClick={() => show("questionnaire")}>
          {t("actions.sendQuestionnaire")}
        </Button>
      ) : null}
      <Button variant="ghost" loading={pdf.isPending} onClick={() => pdf.mutate()}>
        {t("actions.downloadPdf")}
      </Button>

      {canEdit && opened.includes("edit") ? <CaseEditDialog open={open === "edit"} onOpenChange={close} viewer={viewer} c={c} /> : null}
      <ApproveCaseDialog c={c} open={open === "approve"} onOpenChange={close} actions={actions} />
      <RequestSignDialog c={c} open={open === "sign"} onOpenChange={close} actions={actions} />
      {canTrack && opened.includes("tracking") ? <TrackingDialog c={c} open={open === "tracking"} onOpenChange={close} actions={actions} /> : null}
      {opened.includes("questionnaire") ? <SendQuestionnaireDialog c={c} open={open === "questionnaire"} onOpenChange={close} /> : null}
    </div>
    </>
  );
}
