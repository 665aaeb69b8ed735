"use client";
// Workflow tab: the firm's steps 1–3 with each entry done / next / pending (or not used), who acts on it
// (editor roles and the assigned user), and the action of the next step when the caller may act:
// assign a role, confirm a review (with confirmation where the step requires it), skip an optional step,
// approve, request or confirm the petitioner's signature, tracking details.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ROLE } from "@/lib/shared/constants/roles";
import type { Viewer } from "@/lib/shared/viewer";
import { ASSIGN_CODES, REVIEW_CODES, type AssignCode, type ReviewCode } from "@/lib/modules/workflow/contract";
import type { CaseDetails, CaseWorkflowStep } from "../../contract";
import { AssignDialog } from "../assign-dialog";
import { useActivityLabel, useRoleLabel } from "../labels";
import { TrackingDialog } from "../tracking-dialog";
import { useWorkflowActions } from "../use-workflow-actions";

const isAssign = (code: string): code is AssignCode => (ASSIGN_CODES as readonly string[]).includes(code);
const isReview = (code: string): code is ReviewCode => (REVIEW_CODES as readonly string[]).includes(code);

/** The role whose assigned user works on a step. */
const STEP_ROLE: Record<string, number> = {
  ASSIGN_SUPERVISOR: ROLE.SUPERVISOR,
  SUPERVISOR_LIST: ROLE.SUPERVISOR,
  SUPERVISOR_FORMS_REVIEW: ROLE.SUPERVISOR,
  ASSIGN_PARALEGAL: ROLE.PARALEGAL,
  PARALEGAL_LIST: ROLE.PARALEGAL,
  ASSIGN_DOCUMENTATION_MANAGER: ROLE.DOC_MANAGER,
  DOCUMENTATION_MANAGER_LIST: ROLE.DOC_MANAGER,
  ASSIGN_DOCUMENTATION_EXECUTIVE: ROLE.DOC_EXECUTIVE,
  DOCUMENTATION_EXECUTIVE_LIST: ROLE.DOC_EXECUTIVE,
  ASSIGN_ATTORNEY: ROLE.ATTORNEY,
  ATTORNEY_LIST: ROLE.ATTORNEY,
};

type Pending =
  | { kind: "assign"; code: AssignCode; name: string }
  | { kind: "confirm"; step: CaseWorkflowStep; name: string }
  | { kind: "skip"; step: CaseWorkflowStep; name: string }
  | { kind: "approve" }
  | { kind: "sign" }
  | { kind: "signed" }
  | { kind: "tracking" };

export function WorkflowTab({ c }: { viewer: Viewer; c: CaseDetails }) {
  const t = useTranslations("cases");
  const activity = useActivityLabel();
  const role = useRoleLabel();
  const actions = useWorkflowActions();
  const [pending, setPending] = useState<Pending | null>(null);
  const close = (o: boolean) => !o && setPending(null);

  const assigned = (code: string) => {
    const r = STEP_ROLE[code];
    return r ? c.assignments.find((a) => a.roleId === r) : undefined;
  };

  const nextStep = c.workflow.find((w) => w.code === c.nextWorkflowActivity);
  const nextAssigned = nextStep ? assigned(nextStep.code) : undefined;

  function actionFor(w: CaseWorkflowStep) {
    if (w.code !== c.nextWorkflowActivity || !w.canAct) return null;
    const name = activity(w.code, w.name);
    const buttons = [];
    if (isAssign(w.code)) {
      const code = w.code;
      buttons.push(
        <Button key="assign" size="sm" onClick={() => setPending({ kind: "assign", code, name })}>
          {t("workflow.assign", { step: name })}
        </Button>,
      );
    } else if (isReview(w.code)) {
      buttons.push(
        <Button key="confirm" size="sm" onClick={() => setPending({ kind: "confirm", step: w, name })}>
          {t("workflow.confirm", { step: name })}
        </Button>,
      );
      if (w.optional) {
        buttons.push(
          <Button key="skip" size="sm" variant="ghost" onClick={() => setPending({ kind: "skip", step: w, name })}>
            {t("workflow.skip", { step: name })}
          </Button>,
        );
      }
    } else if (w.code === "CASE_APPROVED") {
      buttons.push(
        <Button key="approve" size="sm" onClick={() => setPending({ kind: "approve" })}>
          {t("actions.approve")}
        </Button>,
      );
    } else if (w.code === "REQUEST_PETITIONER_SIGN" && !c.petitionerSignRequested) {
      buttons.push(
        <Button key="sign" size="sm" onClick={() => setPending({ kind: "sign" })}>
          {t("actions.requestSign")}
        </Button>,
      );
    } else if (w.code === "DOC_SIGNER_LIST") {
      buttons.push(
        <Button key="signed" size="sm" onClick={() => setPending({ kind: "signed" })}>
          {t("workflow.confirmSigned")}
        </Button>,
      );
    } else if ((w.code === "COURIER_TRACKING" || w.code === "UPDATE_USCIS_RECEIPT_NUMBER") && c.courierTrackingBlocker === null) {
      buttons.push(
        <Button key="tracking" size="sm" onClick={() => setPending({ kind: "tracking" })}>
          {c.trackingActionLabel === "Update Receipt Number" ? t("actions.updateReceipt") : t("actions.updateTracking")}
        </Button>,
      );
    } else if ((w.code === "COURIER_TRACKING" || w.code === "UPDATE_USCIS_RECEIPT_NUMBER") && c.courierTrackingBlocker) {
      return <p className="text-xs text-fg-muted">{c.courierTrackingBlocker}</p>;
    }
    return buttons.length ? <div className="flex flex-wrap gap-2">{buttons}</div> : null;
  }

  return (
    <div className="grid gap-4">
      <section aria-label={t("workflow.nextLabel")} className="rounded-lg border border-border bg-surface p-4">
        {nextStep ? (
          <>
            <p className="text-sm text-fg">
              {t("workflow.nextIs")} <strong>{activity(nextStep.code, nextStep.name)}</strong>
            </p>
            <p className="mt-1 text-sm text-fg-muted">
              {t("workflow.whoActs", { roles: nextStep.editors.map((e) => e.name || role(e.roleId)).join(", ") || "—" })}
              {nextAssigned ? ` · ${t("workflow.assignedTo", { name: nextAssigned.name })}` : null}
            </p>
          </>
        ) : (
          <p className="text-sm text-fg">{t("workflow.complete")}</p>
        )}
      </section>

      {([1, 2, 3] as const).map((step) => {
        const entries = c.workflow.filter((w) => w.step === step);
        if (entries.length === 0) return null;
        return (
          <section key={step} aria-labelledby={`wf-step-${step}`} className="rounded-lg border border-border bg-surface">
            <h3 id={`wf-step-${step}`} className="border-b border-border px-4 py-2 text-sm font-semibold text-fg">
              {t("workflow.step", { n: step })} — {t(`workflow.stepName.${step}`)}
            </h3>
            <ol className="divide-y divide-border">
              {entries.map((w) => {
                const state = w.done ? "done" : w.code === c.nextWorkflowActivity ? "next" : w.include ? "pending" : "excluded";
                const who = assigned(w.code);
                return (
                  <li key={w.code} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between" aria-current={state === "next" ? "step" : undefined}>
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-fg">
                        {activity(w.code, w.name)}
                        <Badge tone={state === "done" ? "success" : state === "next" ? "info" : "neutral"}>{t(`workflow.state.${state}`)}</Badge>
                        {w.optional ? <span className="text-xs text-fg-muted">{t("workflow.optional")}</span> : null}
                      </p>
                      <p className="text-xs text-fg-muted">
                        {t("workflow.editors", { roles: w.editors.map((e) => e.name || role(e.roleId)).join(", ") || "—" })}
                        {who ? ` · ${t("workflow.assignedTo", { name: who.name })}` : null}
                      </p>
                    </div>
                    {actionFor(w)}
                  </li>
                );
              })}
            </ol>
          </section>
        );
      })}

      {pending?.kind === "assign" ? (
        <AssignDialog petitionId={c.id} code={pending.code} title={pending.name} open onOpenChange={close} actions={actions} />
      ) : null}
      <ConfirmDialog
        open={pending?.kind === "confirm"}
        onOpenChange={close}
        title={pending?.kind === "confirm" ? pending.name : ""}
        message={pending?.kind === "confirm" && pending.step.confirmRequired ? t("workflow.confirmRequiredMessage") : t("workflow.confirmMessage")}
        confirmLabel={t("workflow.markDone")}
        destructive={false}
        loading={actions.confirm.isPending}
        onConfirm={() =>
          pending?.kind === "confirm" &&
          isReview(pending.step.code) &&
          actions.confirm.mutate(
            { petitionId: c.id, code: pending.step.code, confirm: pending.step.confirmRequired ? true : undefined },
            { onSettled: () => setPending(null) },
          )
        }
      />
      <ConfirmDialog
        open={pending?.kind === "skip"}
        onOpenChange={close}
        title={pending?.kind === "skip" ? t("workflow.skip", { step: pending.name }) : ""}
        message={t("workflow.skipMessage")}
        confirmLabel={t("workflow.skipConfirm")}
        destructive={false}
        loading={actions.skip.isPending}
        onConfirm={() =>
          pending?.kind === "skip" &&
          isReview(pending.step.code) &&
          actions.skip.mutate({ petitionId: c.id, code: pending.step.code, skip: true }, { onSettled: () => setPending(null) })
        }
      />
      <ConfirmDialog
        open={pending?.kind === "approve"}
        onOpenChange={close}
        title={t("approve.title")}
        message={t("approve.message", { number: c.customCaseNumber || c.caseNumber })}
        confirmLabel={t("actions.approve")}
        destructive={false}
        loading={actions.approve.isPending}
        onConfirm={() => actions.approve.mutate({ petitionId: c.id, approve: true }, { onSettled: () => setPending(null) })}
      />
      <ConfirmDialog
        open={pending?.kind === "sign"}
        onOpenChange={close}
        title={t("sign.title")}
        message={t("sign.message", { client: c.petitioner?.name ?? "" })}
        confirmLabel={t("actions.requestSign")}
        destructive={false}
        loading={actions.requestSign.isPending}
        onConfirm={() => actions.requestSign.mutate({ petitionId: c.id }, { onSettled: () => setPending(null) })}
      />
      <ConfirmDialog
        open={pending?.kind === "signed"}
        onOpenChange={close}
        title={t("workflow.confirmSigned")}
        message={t("workflow.confirmSignedMessage")}
        confirmLabel={t("workflow.confirmSigned")}
        destructive={false}
        loading={actions.confirmSigned.isPending}
        onConfirm={() => actions.confirmSigned.mutate({ petitionId: c.id, signed: true }, { onSettled: () => setPending(null) })}
      />
      {pending?.kind === "tracking" ? <TrackingDialog c={c} open onOpenChange={close} actions={actions} /> : null}
    </div>
  );
}
