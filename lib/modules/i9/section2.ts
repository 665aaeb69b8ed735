// Form I-9 Section 2 (issue 12): the employer's representative — signed in (/api/i9/complete-section2) or a
// remote verifier through a link (/api/i9-fill/verifier-submit) — records the documents examined, the first
// day of employment and the certification. Rule 6 is enforced with a message naming the field; a late
// Section 2 needs its reason (the late log). On signing, the record is complete: `completedOn` (rule 5
// counts from it), `reverifyBy` (rule 4) and `receiptDue` (rule 3) are computed once here; the document
// numbers are sealed (field-cipher, associated data "i9.document:<record id>").
import "server-only";
import { encryptField, maskValue, decryptField } from "@/lib/server/crypto/field-cipher";
import type { ActorContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import { kickOutbox } from "@/lib/server/mail/outbox";
import { diffDays } from "@/lib/shared/calendar";
import { i9Document, type I9List } from "./documents";
import { visibleRecord } from "./records";
import { appendEvents } from "./repository/employees";
import { expireOpenLinks } from "./repository/links";
import { documentsOf, insertDocuments, updateRecordRow, type RecordDocumentRow, type RecordListed } from "./repository/records";
import { checkDocumentCombination, receiptDocumentDue, reverifyBy, type Citizenship } from "./rules";
import type { CompleteSection2Body, I9DocumentDto, Section2Body, Section2Dto } from "./section2-contract";

export const documentAad = (recordId: string) => `i9.document:${recordId}`;

/** Who signs Section 2: a signed-in user, or a remote verifier through the link. */
export type Section2Signer = { kind: "user"; userId: string } | { kind: "verifier"; verifierId: string };

export const NOT_WAITING_FOR_SECTION2 = "Section 2 of this Form I-9 is not waiting: the employee signs Section 1 first";

/**
 * Checks and stores Section 2 on a record waiting for it (inside the caller's transaction). Field errors
 * are named under `section2.` as the request sends them.
 */
export async function signSection2(tx: Executor, p: { tenantId: string; today: string; ip: string; record: RecordListed; body: Section2Body; signer: Section2Signer }): Promise<void> {
  const { record: r, body, today } = p;
  if (r.state !== "section2_pending" || r.terminationDate) throw fail.conflict(NOT_WAITING_FOR_SECTION2);
  const dateOfBirth = (r.section1 as { dateOfBirth?: string } | null)?.dateOfBirth ?? null;
  const presented = body.documents.map((d) => ({ code: d.code, expirationDate: d.expirationDate ?? null, receipt: d.receipt }));
  const problem = checkDocumentCombination(presented, today, dateOfBirth);
  if (problem) throw fail.validation({ [`section2.${problem.field}`]: problem.message });
  const late = diffDays(r.section2Due, today);
  if (late > 0 && !body.lateReason) throw fail.validation({ "section2.lateReason": `Section 2 is ${late} day(s) late: note the reason (kept for an inspection)` });

  const docs = body.documents.map((d) => ({ ...d, list: i9Document(d.code)!.list }));
  await insertDocuments(
    tx,
    docs.map((d) => ({
      tenantId: p.tenantId,
      recordId: r.id,
      list: d.list,
      code: d.code,
      issuingAuthority: d.issuingAuthority ?? null,
      numberSealed: d.number ? encryptField(d.number, documentAad(r.id)) : null,
      expirationDate: d.expirationDate ?? null,
      receipt: d.receipt,
    })),
  );
  const { documents: _d, attest: _a, lateReason, ...kept } = body;
  const now = new Date();
  const citizenship = (r.citizenship ?? "citizen") as Citizenship;
  await updateRecordRow(tx, p.tenantId, r.id, {
    state: "complete",
    section2: kept,
    section2SignedAt: now,
    section2SignedByUserId: p.signer.kind === "user" ? p.signer.userId : null,
    section2VerifierId: p.signer.kind === "verifier" ? p.signer.verifierId : null,
    completedOn: today,
    reverifyBy: reverifyBy(citizenship, r.authorizedUntil, presented),
    receiptDue: body.documents.some((d) => d.receipt) ? receiptDocumentDue(r.hireDate) : null,
    lateNote: lateReason ? [r.lateNote, `Section 2 (${late} day(s) late): ${lateReason}`].filter(Boolean).join("\n") : r.lateNote,
  });
  await expireOpenLinks(tx, p.tenantId, r.id, "verifier", now);
  await appendEvents(tx, [
    {
      tenantId: p.tenantId,
      recordId: r.id,
      employeeId: r.employeeId,
      actorKind: p.signer.kind,
      actorUserId: p.signer.kind === "user" ? p.signer.userId : null,
      actorName: body.signature,
      action: "section2.signed",
      detail: { documents: docs.map((d) => d.code), alternativeProcedure: body.alternativeProcedure, lateDays: late > 0 ? late : 0 },
      ip: p.ip,
    },
  ]);
}

export async function completeSection2(ctx: ActorContext, body: CompleteSection2Body): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const record = await visibleRecord(ctx, tx, body.id);
    await signSection2(tx, { tenantId: ctx.actor.tenantId, today: ctx.clock.today, ip: ctx.ip, record, body: body.section2, signer: { kind: "user", userId: ctx.actor.userId } });
  });
  kickOutbox(ctx.db);
}

export function toDocumentDto(d: RecordDocumentRow, recordId: string): I9DocumentDto {
  return {
    id: d.id,
    list: d.list as I9List,
    code: d.code,
    issuingAuthority: d.issuingAuthority,
    number: d.numberSealed ? maskValue(decryptField(d.numberSealed, documentAad(recordId))) : null,
    expirationDate: d.expirationDate,
    receipt: d.receipt,
  };
}

/** Section 2 and its documents as the record shows them (numbers masked). */
export async function section2Of(db: Executor, r: RecordListed, verifierName: string | null): Promise<{ section2: Section2Dto | null; documents: I9DocumentDto[] }> {
  const docs = (await documentsOf(db, r.tenantId, r.id)).filter((d) => !d.supplementId).map((d) => toDocumentDto(d, r.id));
  if (!r.section2 || !r.section2SignedAt) return { section2: null, documents: docs };
  return {
    section2: { ...(r.section2 as Omit<Section2Dto, "signedAt" | "signedVia" | "verifierName">), signedAt: r.section2SignedAt.toISOString(), signedVia: r.section2VerifierId ? "verifier" : "user", verifierName },
    documents: docs,
  };
}
