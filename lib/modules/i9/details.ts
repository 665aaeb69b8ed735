// POST /api/i9/details: one Form I-9 as its page shows it — the listed record (status, computed dates) with
// Section 1 and Section 2 with its documents (numbers masked), the possible duplicate SSN, the late notes,
// the Supplement B entries and rule 5's last day for a rehire, whether it may be purged, its purge certificate.
import "server-only";
import type { ActorContext } from "@/lib/server/context";
import type { I9DetailsDto } from "./contract";
import type { EverifyDto } from "./everify-contract";
import { toRecordDto, visibleRecord } from "./records";
import { findVerifier } from "./repository/verifiers";
import { hasDuplicateSsn, section1Of } from "./section1";
import { section2Of } from "./section2";
import { rehireMayUseSupplementB, supplementBLastDay } from "./rules";
import { supplementsOfRecord } from "./supplement-b";
import { certificateOfRecord, purgeBlock, retentionOfEmployment } from "./retention";
import { copiesOfRecord } from "./copies";

export async function i9Details(ctx: ActorContext, id: string): Promise<I9DetailsDto> {
  const r = await visibleRecord(ctx, ctx.db, id);
  const supplements = await supplementsOfRecord(ctx.db, r);
  const rehireDates = supplements.flatMap((x) => (x.kind === "rehire" && x.rehireDate ? [x.rehireDate] : []));
  const verifier = r.section2VerifierId ? await findVerifier(ctx.db, ctx.actor.tenantId, r.section2VerifierId) : null;
  return {
    ...toRecordDto(r, ctx.tenant.name, ctx.clock.today),
    citizenship: (r.citizenship as I9DetailsDto["citizenship"]) ?? null,
    authorizedUntil: r.authorizedUntil,
    section1: section1Of(r),
    duplicateSsn: await hasDuplicateSsn(ctx.db, r),
    ...(await section2Of(ctx.db, r, verifier?.name ?? null)),
    lateNote: r.lateNote,
    supplements,
    retentionFrom: retentionOfEmployment({ hireDate: r.hireDate, rehireDates, terminationDate: r.terminationDate })?.countedHire ?? null,
    supplementBUntil: r.completedOn ? supplementBLastDay(r.completedOn) : null,
    rehireMayUseSupplementB: r.completedOn ? rehireMayUseSupplementB(r.completedOn, ctx.clock.today) : null,
    purgeBlock: purgeBlock(r, ctx.clock.today),
    certificate: r.purgedAt ? await certificateOfRecord(ctx, r.id) : null,
    everify: (r.everify as EverifyDto | null) ?? null,
    ...(await copiesOfRecord(ctx.db, r)),
  };
}
