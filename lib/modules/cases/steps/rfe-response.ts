// The firm's response to an RFE (or NOID) has reached USCIS: the day it was received is stored on the
// case (the premium-processing clock restarts from it, domain rule 17), the case moves to status 26
// "Response to RFE Received", with a history line and an audit entry. Called by the documents module
// (/api/petition/upload-rfe-response-docs) inside its transaction, on a case it has locked.
import "server-only";
import type { PetitionRow } from "@/db/schema/cases";
import type { Actor } from "@/lib/modules/workflow/engine";
import { writeAudit } from "@/lib/server/audit/audit";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import { enqueue } from "@/lib/server/jobs/runner";
import { compareDates } from "@/lib/shared/calendar";
import { MSG } from "@/lib/shared/validation/messages";
import { updateCaseRow } from "../repository/writes";
import { addHistory } from "./complete";
import { recordRfeReceived } from "../rfe/steps";

/** Status 26 of petition_status. */
export const RFE_RESPONSE_RECEIVED_STATUS_ID = 26;
export const NO_RFE_OPEN = "An RFE response can be recorded once USCIS's RFE has been recorded on the case";

export async function recordRfeResponseReceived(
  tx: Executor,
  input: { petition: PetitionRow; receivedDate: string; actor: Actor; ip?: string | null; documents: number },
): Promise<PetitionRow> {
  const { petition: p, receivedDate, actor } = input;
  if (!["rfe", "noid"].includes((p.uscisResponse ?? "").toLowerCase()) || !p.rfeNoticeDate) throw fail.conflict(NO_RFE_OPEN);
  if (compareDates(receivedDate, p.rfeNoticeDate) < 0) throw fail.validation({ receivedDate: MSG.invalid("Response Received Date") });
  const before = { statusId: p.statusId, rfeResponseReceivedDate: p.rfeResponseReceivedDate };
  const after = { statusId: RFE_RESPONSE_RECEIVED_STATUS_ID, rfeResponseReceivedDate: receivedDate };
  const updated = await updateCaseRow(tx, p.tenantId, p.id, after);
  // The open RFE case records it too.
  await recordRfeReceived(tx, { petition: updated, receivedDate, actor, ip: input.ip });
  // The response is no longer owed and the premium clock restarts: the deadline reminders follow.
  await enqueue(tx, "deadlines.sync-case", { tenantId: p.tenantId, petitionId: p.id });
  await addHistory(tx, {
    tenantId: p.tenantId,
    petitionId: p.id,
    code: null,
    line: { code: "rfeResponseReceived", params: { date: receivedDate, count: input.documents } },
    actor,
  });
  await writeAudit(tx, {
    tenantId: p.tenantId,
    actorUserId: actor.userId,
    actorRoleId: actor.roleId,
    action: "case.rfe_response_received",
    entityType: "petition",
    entityId: p.id,
    before,
    after,
    ip: input.ip ?? null,
  });
  return updated;
}
