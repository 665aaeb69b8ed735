// After the firm saves a new workflow configuration (lib/modules/workflow/config.ts updateConfig, in
// its transaction and under the exclusive workflow lock), the open cases whose next step was excluded
// move on to their next included step, each with a history line. The route passes this in.
import "server-only";
import type { WorkflowEntry } from "@/db/schema/cases";
import type { MoveOpenCases } from "@/lib/modules/workflow/config";
import { nextActivity } from "@/lib/modules/workflow/rules";
import type { Tx } from "@/lib/server/db/client";
import { englishHistoryText, type HistoryMessage } from "../history-lines";
import { addHistoryLines, openCasesAt, setNextActivities } from "../repository/steps";

export const moveOpenCases: MoveOpenCases = async (tx: Tx, tenantId: string, entries: WorkflowEntry[], actor) => {
  const excluded = entries.filter((e) => !e.include).map((e) => e.code);
  const cases = await openCasesAt(tx, tenantId, excluded);
  const moves = cases.map((c) => ({ id: c.id, from: c.nextWorkflowActivity, next: nextActivity(entries, c.completedActivities, c.nextWorkflowActivity) }));
  await setNextActivities(tx, tenantId, moves);
  const nameOf = (code: string | null) => (code ? (entries.find((e) => e.code === code)?.name ?? code) : null);
  await addHistoryLines(
    tx,
    moves.map((m) => {
      const line: HistoryMessage = m.next
        ? { code: "workflowChanged", params: { from: m.from, fromName: nameOf(m.from), next: m.next, nextName: nameOf(m.next) } }
        : { code: "workflowChangedDone", params: { from: m.from, fromName: nameOf(m.from) } };
      return {
        tenantId,
        petitionId: m.id,
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
