"use client";
// Workflow tab: the firm's steps 1–3 with each entry done / next / pending (or not used), who acts on it
// (editor roles and the assigned user), and the action of the next step when the caller may act
// (NextStepActions, the same component as in the case header).
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { ROLE } from "@/lib/shared/constants/roles";
import type { Viewer } from "@/lib/shared/viewer";
import type { CaseDetails } from "../../contract";
import { useActivityLabel, useRoleLabel } from "../labels";
import { NextStepActions } from "../next-step-actions";

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

export function WorkflowTab({ c }: { viewer: Viewer; c: CaseDetails }) {
  const t = useTranslations("cases");
  const activity = useActivityLabel();
  const role = useRoleLabel();

  const assigned = (code: string) => {
    const r = STEP_ROLE[code];
    return r ? c.assignments.find((a) => a.roleId === r) : undefined;
  };

  const nextStep = c.workflow.find((w) => w.code === c.nextWorkflowActivity);
  const nextAssigned = nextStep ? assigned(nextStep.code) : undefined;

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
            <h2 id={`wf-step-${step}`} className="border-b border-border px-4 py-2 text-sm font-semibold text-fg">
              {t("workflow.step", { n: step })} — {t(`workflow.stepName.${step}`)}
            </h2>
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
                    {state === "next" ? <NextStepActions c={c} size="sm" /> : null}
                  </li>
                );
              })}
            </ol>
          </section>
        );
      })}

    </div>
  );
}
