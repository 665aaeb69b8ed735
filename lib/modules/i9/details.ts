// POST /api/i9/details: one Form I-9 as its page shows it — the listed record (status, computed dates) with
// Section 1 (numbers masked) and the possible duplicate SSN.
import "server-only";
import type { ActorContext } from "@/lib/server/context";
import type { I9DetailsDto } from "./contract";
import { toRecordDto, visibleRecord } from "./records";
import { hasDuplicateSsn, section1Of } from "./section1";

export async function i9Details(ctx: ActorContext, id: string): Promise<I9DetailsDto> {
  const r = await visibleRecord(ctx, ctx.db, id);
  return {
    ...toRecordDto(r, ctx.tenant.name, ctx.clock.today),
    citizenship: (r.citizenship as I9DetailsDto["citizenship"]) ?? null,
    authorizedUntil: r.authorizedUntil,
    section1: section1Of(r),
    duplicateSsn: await hasDuplicateSsn(ctx.db, r),
  };
}
