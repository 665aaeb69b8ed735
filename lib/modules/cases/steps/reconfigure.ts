// After the firm saves a new workflow configuration of a variant (lib/modules/workflow/config.ts
// updateConfig, in its transaction and under the exclusive workflow lock), the open cases — or open RFE
// cases — whose next step was excluded move on to their next included step, each with a history line.
// A PERM record's progress is its status (STATUS_DRIVEN_VARIANTS): the new list applies without a move; the
// PERM and green-card cases' shown next step is read again (stage.ts).
// The route passes this in.
import "server-only";
import type { WorkflowEntry } from "@/db/schema/cases";
import type { MoveOpenCases } from "@/lib/modules/workflow/config";
import { nextActivity } from "@/lib/modules/workflow/rules";
import { STATUS_DRIVEN_VARIANTS } from "@/lib/modules/workflow/variants";
import type { Tx } from "@/lib/server/db/client";
import { englishHistoryText, type HistoryMessage } from "../history-lines";
import { addHistoryLines, openCasesAt, openRfeCasesAt, setNextActivities } from "../repository/steps";
import { syncFirmStages } from "./stage";

type Open = { id: string; petitionId: string; rfeCaseId: string | null; completedActivities: string[]; nextWorkflowActivity: string | null };

async function openAt(tx: Tx, tenantId: string, rfe: boolean, codes: string[]): Promise<Open[]> {
  if (rfe) return (await openRfeCasesAt(tx, tenantId, codes)).map((r) => ({ ...r, rfeCaseId: r.id }));
  return (await openCasesAt(tx, tenantId, codes)).map((c) => ({ ...c, petitionId: c.id, rfeCaseId: null }));
}

export const moveOpenCases: MoveOpenCases = async (tx: Tx, tenantId: string, variant, entries: WorkflowEntry[], actor) => {
  if (STATUS_DRIVEN_VARIANTS.includes(variant)) {
    // Nothing moves (the records' statuses are the progress), but the cases' next stage step follows the new list.
    await syncFirmStages(tx, tenantId);
    return 0;
  }
  const rfe = variant === "rfe";
  const excluded = entries.filter((e) => !e.include).map((e) => e.code);
  const cases = await openAt(tx, tenantId, rfe, excluded);
  const moves = cases.map((c) => ({ ...c, from: c.nextWorkflowActivity, next: nextActivity(entries, c.completedActivities, c.nextWorkflowActivity) }));
  await setNextActivities(tx, rfe ? "rfe_cases" : "petitions", tenantId, moves);
  const nameOf = (code: string | null) => (code ? (entries.find((e) => e.code === code)?.name ?? code) : null);
  await addHistoryLines(
    tx,
    moves.map((m) => {
      const line: HistoryMessage = m.next
        ? { code: "workflowChanged", params: { from: m.from, fromName: nameOf(m.from), next: m.next, nextName: nameOf(m.next) } }
        : { code: "workflowChangedDone", params: { from: m.from, fromName: nameOf(m.from) } };
      return {
        tenantId,
        petitionId: m.petitionId,
        rfeCaseId: m.rfeCaseId,
        activityCode: null,
        message: englishHistoryText(line),
        messageCode: line.code,
        messageParams: line.params ?? null,
        actorUserId: actor.userId,
        actorRoleId: actor.roleId,
      };
    }),
  );
  return moves.length;
};
