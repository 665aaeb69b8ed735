"use client";
// The action of a case's next workflow step, when the caller may act on it now (the details DTO's
// workflow: next activity, canAct, the rule flags): assign a role, mark a review done (with the step's
// confirmation), skip an optional step, approve, request or confirm the petitioner's signature, tracking
// details, or open the tab where the step is done (the USCIS response). Used in the case header, on
// every tab, and on the next step's row of the Workflow tab: one place decides what may be done.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Modal } from "@/components/ui/modal";
import { useTranslatedError } from "@/components/ui/use-error-text";
// Types only: the workflow contract's module carries its zod schemas, which the case screen does not need to paint.
import type { AssignCode, ReviewCode } from "@/lib/modules/workflow/contract";
import type { CaseDetails, CaseWorkflowStep } from "../contract";
import { useActivityLabel } from "./labels";
import { useCaseSlots } from "./slots";
import type { CaseTab } from "./use-case-tab";
import { useWorkflowActions, type WorkflowActions } from "./use-workflow-actions";
import { caseNumberOf } from "./links";
import dynamic from "next/dynamic";

// The step dialogs load when a step opens one (first-load JS of the case screen).
const AssignDialog = dynamic(() => import("./assign-dialog").then((m) => m.AssignDialog));
const TrackingDialog = dynamic(() => import("./tracking-dialog").then((m) => m.TrackingDialog));

/** A list of every member of the union `T`, checked by the compiler (an unknown or a missing code fails). */
const everyOf =
  <T extends string>() =>
  <const L extends readonly T[]>(list: L & ([Exclude<T, L[number]>] extends [never] ? unknown : { missing: Exclude<T, L[number]> })): L =>
    list;

/** The contract's ASSIGN_CODES and REVIEW_CODES, restated (and kept equal by everyOf) so this file imports no value from it. */
const ASSIGN_CODES = everyOf<AssignCode>()([
  "ASSIGN_SUPERVISOR",
  "ASSIGN_PARALEGAL",
  "ASSIGN_DOCUMENTATION_MANAGER",
  "ASSIGN_DOCUMENTATION_EXECUTIVE",
  "ASSIGN_ATTORNEY",
  "ASSIGN_CASE_APPROVER",
]);
const REVIEW_CODES = everyOf<ReviewCode>()([
  "SUBMIT_TO_LAW_FIRM",
  "MANAGER_LIST",
  "SUPERVISOR_LIST",
  "PARALEGAL_LIST",
  "DOCUMENTATION_MANAGER_LIST",
  "DOCUMENTATION_EXECUTIVE_LIST",
  "ATTORNEY_LIST",
  "SUPERVISOR_FORMS_REVIEW",
  "FILING_FEE",
  "FILE_AFTER_INVOICE",
  "FILE_AFTER_INVOICE_PAYMENT",
  "SUBMIT_TO_USCIS",
  "LCA_REQUEST",
  "LCA_SUBMIT",
  "UPDATE_DOL_RESPONSE",
]);

const isAssign = (code: string): code is AssignCode => (ASSIGN_CODES as readonly string[]).includes(code);
const isReview = (code: string): code is ReviewCode => (REVIEW_CODES as readonly string[]).includes(code);
const TRACKING_CODES = ["COURIER_TRACKING", "UPDATE_USCIS_RECEIPT_NUMBER"];

/** Steps done on a tab of their own (a form with files): the header opens that tab. */
const STEP_TAB: Record<string, CaseTab> = { UPDATE_USCIS_RESPONSE: "tracking" };

/** The next step of the case when the caller may act on it now. */
export const actionableNext = (c: CaseDetails): CaseWorkflowStep | null => c.workflow.find((w) => w.code === c.nextWorkflowActivity && w.canAct) ?? null;

/** Whether the next step's action covers tracking details and the signature request (the header then shows no second button). */
export const nextStepCovers = (c: CaseDetails, what: "tracking" | "sign"): boolean => {
  const next = actionableNext(c);
  if (!next) return false;
  return what === "tracking" ? TRACKING_CODES.includes(next.code) : next.code === "REQUEST_PETITIONER_SIGN";
};

/** Whether the caller has something to do now on the next step (a button, or the tracking blocker's reason). */
export function hasNextStepAction(c: CaseDetails, canOpenTab: boolean): boolean {
  const w = actionableNext(c);
  if (!w) return false;
  if (isAssign(w.code) || isReview(w.code) || w.code === "CASE_APPROVED" || w.code === "DOC_SIGNER_LIST" || TRACKING_CODES.includes(w.code)) return true;
  if (w.code === "REQUEST_PETITIONER_SIGN") return !c.petitionerSignRequested;
  return Boolean(STEP_TAB[w.code]) && canOpenTab;
}

type Pending =
  | { kind: "assign"; code: AssignCode; name: string }
  | { kind: "confirm"; step: CaseWorkflowStep; name: string }
  | { kind: "skip"; step: CaseWorkflowStep; name: string }
  | { kind: "approve" }
  | { kind: "sign" }
  | { kind: "signed" }
  | { kind: "tracking" };

export function NextStepActions({ c, size, onOpenTab }: { c: CaseDetails; size?: "sm"; onOpenTab?: (tab: CaseTab) => void }) {
  const t = useTranslations("cases");
  const activity = useActivityLabel();
  const actions = useWorkflowActions();
  // Why tracking cannot be entered yet: the server's English text (TRACKING_BLOCKERS) in the reader's language.
  const trackingBlocker = useTranslatedError(c.courierTrackingBlocker);
  const [pending, setPending] = useState<Pending | null>(null);
  const close = (o: boolean) => !o && setPending(null);
  const w = actionableNext(c);
  if (!w) return null;
  const name = activity(w.code, w.name);

  const buttons = [];
  if (isAssign(w.code)) {
    const code = w.code;
    buttons.push(
      <Button key="assign" size={size} onClick={() => setPending({ kind: "assign", code, name })}>
        {t("workflow.assign", { step: name })}
      </Button>,
    );
  } else if (isReview(w.code)) {
    buttons.push(
      <Button key="confirm" size={size} onClick={() => setPending({ kind: "confirm", step: w, name })}>
        {t("workflow.confirm", { step: name })}
      </Button>,
    );
    if (w.optional) {
      buttons.push(
        <Button key="skip" size={size} variant="ghost" onClick={() => setPending({ kind: "skip", step: w, name })}>
          {t("workflow.skip", { step: name })}
        </Button>,
      );
    }
  } else if (w.code === "CASE_APPROVED") {
    buttons.push(
      <Button key="approve" size={size} onClick={() => setPending({ kind: "approve" })}>
        {t("actions.approve")}
      </Button>,
    );
  } else if (w.code === "REQUEST_PETITIONER_SIGN" && !c.petitionerSignRequested) {
    buttons.push(
      <Button key="sign" size={size} onClick={() => setPending({ kind: "sign" })}>
        {t("actions.requestSign")}
      </Button>,
    );
  } else if (w.code === "DOC_SIGNER_LIST") {
    buttons.push(
      <Button key="signed" size={size} onClick={() => setPending({ kind: "signed" })}>
        {t("workflow.confirmSigned")}
      </Button>,
    );
  } else if (TRACKING_CODES.includes(w.code) && c.courierTrackingBlocker === null) {
    buttons.push(
      <Button key="tracking" size={size} onClick={() => setPending({ kind: "tracking" })}>
        {c.trackingActionLabel === "Update Receipt Number" ? t("actions.updateReceipt") : t("actions.updateTracking")}
      </Button>,
    );
  } else if (TRACKING_CODES.includes(w.code) && trackingBlocker) {
    return <p className="text-xs text-fg-muted">{trackingBlocker}</p>;
  } else if (STEP_TAB[w.code] && onOpenTab) {
    const tab = STEP_TAB[w.code];
    buttons.push(
      <Button key="tab" size={size} onClick={() => onOpenTab(tab)}>
        {t("workflow.doStep", { step: name })}
      </Button>,
    );
  }
  if (buttons.length === 0) return null;

  return (
    <>
      <div className="flex flex-wrap gap-2">{buttons}</div>
      {pending?.kind === "assign" ? <AssignDialog petitionId={c.id} code={pending.code} title={pending.name} open onOpenChange={close} actions={actions} /> : null}
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
          actions.confirm.mutate({ petitionId: c.id, code: pending.step.code, confirm: pending.step.confirmRequired ? true : undefined }, { onSettled: () => setPending(null) })
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
          pending?.kind === "skip" && isReview(pending.step.code) && actions.skip.mutate({ petitionId: c.id, code: pending.step.code, skip: true }, { onSettled: () => setPending(null) })
        }
      />
      <ApproveCaseDialog c={c} open={pending?.kind === "approve"} onOpenChange={close} actions={actions} />
      <RequestSignDialog c={c} open={pending?.kind === "sign"} onOpenChange={close} actions={actions} />
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
    </>
  );
}

type CaseDialogProps = { c: CaseDetails; open: boolean; onOpenChange: (open: boolean) => void; actions: WorkflowActions };

/** Approve the case for filing, after naming it (the header and the next step's row). */
export function ApproveCaseDialog({ c, open, onOpenChange, actions }: CaseDialogProps) {
  const t = useTranslations("cases");
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("approve.title")}
      message={t("approve.message", { number: caseNumberOf(c) })}
      confirmLabel={t("actions.approve")}
      destructive={false}
      loading={actions.approve.isPending}
      onConfirm={() => actions.approve.mutate({ petitionId: c.id, approve: true }, { onSettled: () => onOpenChange(false) })}
    />
  );
}

/** Ask the client's petitioner to sign the forms, after naming the client. */
export function RequestSignDialog({ c, open, onOpenChange, actions }: CaseDialogProps) {
  const t = useTranslations("cases");
  const tc = useTranslations("common");
  const Choices = useCaseSlots().signatureChoices;
  const [extra, setExtra] = useState<{ body: Record<string, unknown>; valid: boolean }>({ body: {}, valid: true });
  const submit = () => actions.requestSign.mutate({ petitionId: c.id, ...extra.body }, { onSettled: () => onOpenChange(false) });
  if (!Choices)
    return (
      <ConfirmDialog
        open={open}
        onOpenChange={onOpenChange}
        title={t("sign.title")}
        message={t("sign.message", { client: c.petitioner?.name ?? "" })}
        confirmLabel={t("actions.requestSign")}
        destructive={false}
        loading={actions.requestSign.isPending}
        onConfirm={submit}
      />
    );
  return (
    <Modal
      open={open}
      onOpenChange={(o) => !actions.requestSign.isPending && onOpenChange(o)}
      title={t("sign.title")}
      description={t("sign.message", { client: c.petitioner?.name ?? "" })}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={actions.requestSign.isPending}>
            {tc("cancel")}
          </Button>
          <Button onClick={submit} loading={actions.requestSign.isPending} disabled={!extra.valid}>
            {t("actions.requestSign")}
          </Button>
        </>
      }
    >
      {open ? <Choices c={c} onChange={(body, valid) => setExtra({ body, valid })} /> : null}
    </Modal>
  );
}
