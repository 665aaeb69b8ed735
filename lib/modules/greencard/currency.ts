// The priority-date check of a firm's green-card cases against the bulletin in force (queue
// "gc.bulletin-check": daily, after a bulletin is fetched or saved): each case's state per chart is stored,
// and the case team is told when a chart turned current ("gc.priority-current") or retrogressed
// ("gc.priority-retrogressed", currency-change.ts). The team is the deadline rule's (reminders/case-
// recipients.ts → deadline-assignees.ts): the case's attorney and paralegal who have the to-do list, else
// the managers of its branch, else the admins. Idempotent: a state already stored is no change.
import "server-only";
import { firmCasesOfSubType } from "@/lib/modules/cases/case-refs";
import { notifyCase } from "@/lib/modules/cases/case-recipients";
import { caseTeams } from "@/lib/modules/cases/deadline-inputs";
import { caseEventRecipients } from "@/lib/modules/reminders/case-recipients";
import type { Executor } from "@/lib/server/db/client";
import { GC_EMPLOYMENT_SUB_TYPE } from "./constants";
import { currencyChange } from "./currency-change";
import { inputsOf, pdOf } from "./gc";
import { lockGcRow, updateGcRow } from "./repository";
import { bulletinInForce } from "./visa-bulletin";

export type CheckResult = { current: number; retrogressed: number };

export async function recheckFirm(db: Executor, tenantId: string, today: string): Promise<CheckResult> {
  const refs = await firmCasesOfSubType(db, tenantId, GC_EMPLOYMENT_SUB_TYPE);
  const out: CheckResult = { current: 0, retrogressed: 0 };
  if (refs.length === 0) return out;
  const [inputs, bulletin] = await Promise.all([inputsOf(db, tenantId, refs), bulletinInForce(db, tenantId, today)]);
  const changed = inputs
    .map((x) => {
      const pd = pdOf(x, bulletin);
      const before = { final_action: x.row?.finalActionState ?? null, filing: x.row?.filingState ?? null };
      const news = pd.statuses.map((s) => ({ status: s, change: currencyChange(before[s.chart], s.state) })).filter((n) => n.change !== null);
      return { x, pd, news, same: before.final_action === pd.statuses[0].state && before.filing === pd.statuses[1].state };
    })
    .filter((c) => !c.same);
  if (changed.length === 0) return out;
  const told = changed.filter((c) => c.news.length > 0);
  const teams = await caseTeams(db, tenantId, told.map((c) => c.x.ref.id));
  const recipients = await caseEventRecipients(db, tenantId, told.map((c) => ({ petitionId: c.x.ref.id, branchId: c.x.ref.branchId, assignees: teams.get(c.x.ref.id) ?? [] })));
  for (const { x, pd, news } of changed) {
    const [finalAction, filing] = pd.statuses;
    await db.transaction(async (tx) => {
      await lockGcRow(tx, tenantId, x.ref.id);
      await updateGcRow(tx, tenantId, x.ref.id, { finalActionState: finalAction.state, filingState: filing.state });
      for (const { status, change } of news) {
        const kind = change === "current" ? "gc.priority-current" : "gc.priority-retrogressed";
        const base = { chart: status.chart, month: status.month, date: pd.priorityDate };
        const params = change === "current" ? base : { ...base, state: status.state };
        await notifyCase(tx, x.ref.ref, { actorUserId: null, recipients: recipients.get(x.ref.id) ?? [], kind, params });
      }
    });
    if (news.some((n) => n.change === "current")) out.current += 1;
    if (news.some((n) => n.change === "retrogressed")) out.retrogressed += 1;
  }
  return out;
}
