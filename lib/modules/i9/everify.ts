// E-Verify tracking on a completed I-9 (recorded by hand, no federal API): case number, result, dates and a
// note, kept on the record (`everify`), changed on the audit trail, cleared by a purge.
import "server-only";
import type { ActorContext } from "@/lib/server/context";
import { fail } from "@/lib/server/errors";
import { employeeEvent } from "./access";
import type { EverifyDto, EverifySaveBody } from "./everify-contract";
import { visibleRecord } from "./records";
import { appendEvents } from "./repository/employees";
import { lockRecord } from "./repository/retention";
import { updateRecordRow } from "./repository/records";

export async function saveEverify(ctx: ActorContext, body: EverifySaveBody): Promise<EverifyDto> {
  const { actor } = ctx;
  return ctx.db.transaction(async (tx) => {
    await lockRecord(tx, actor.tenantId, body.id);
    const r = await visibleRecord(ctx, tx, body.id);
    if (r.state !== "complete") throw fail.conflict("E-Verify is recorded once Section 2 is complete");
    const dto: EverifyDto = { caseNumber: body.caseNumber, status: body.status, openedOn: body.openedOn, closedOn: body.closedOn ?? null, notes: body.notes ?? null, updatedAt: new Date().toISOString(), updatedByName: actor.name };
    await updateRecordRow(tx, actor.tenantId, r.id, { everify: dto });
    const before = r.everify as EverifyDto | null;
    await appendEvents(tx, [{ ...employeeEvent(ctx, r.employeeId, "everify.saved", { status: body.status, previous: before?.status ?? null }), recordId: r.id }]);
    return dto;
  });
}
