// Form I-9 Supplement B (issue 12 section 3): reverification of expiring work authorization and rehire within
// rule 5, recorded as new entries (the earlier ones kept) by the employer's representative on a complete I-9.
// - Reverification: the employee is employed and the I-9 has a reverification date (rule 4); one List A or
//   List C document (never List B), unexpired today; after the date has passed, the reason is required (the
//   late log). The new reverification date is the new document's (rule 4 again).
// - Rehire: the employee left; the rehire is after the last day and within 3 years of the I-9's completion
//   (rule 5, supplementBLastDay), else a new Form I-9 is needed (422 saying so). A document is needed only
//   when the authorization has expired by the rehire. The employment resumes (hire date = rehire date, no
//   termination), so rule 1 has no purge date again.
import "server-only";
import type { ActorContext } from "@/lib/server/context";
import { encryptField } from "@/lib/server/crypto/field-cipher";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import { compareDates, diffDays } from "@/lib/shared/calendar";
import { formatDate } from "@/lib/shared/format/dates";
import { employeeEvent } from "./access";
import { i9Document } from "./documents";
import { refreshRetention, visibleRecord } from "./records";
import { appendEvents, updateEmployeeRow } from "./repository/employees";
import { documentsOf, insertDocuments, updateRecordRow, type RecordListed } from "./repository/records";
import { insertSupplement, supplementsOf } from "./repository/supplements";
import { documentAad, toDocumentDto } from "./section2";
import { reverifyBy, supplementBLastDay, type Citizenship } from "./rules";
import type { SupplementBBody, SupplementDto, SupplementKind } from "./supplement-contract";

const NOT_COMPLETE = "Supplement B is for a completed Form I-9";

/** The document's problem for a reverification or rehire, as a field error, or null. */
function documentProblem(d: NonNullable<SupplementBBody["document"]>, today: string): Record<string, string> | null {
  const kind = i9Document(d.code)!;
  if (kind.list === "B") return { "document.code": "Reverification takes one List A or List C document, not List B" };
  if (d.receipt) return null;
  if (kind.reverify && !d.expirationDate) return { "document.expirationDate": `Enter the expiration date of the ${kind.en}` };
  if (d.expirationDate && compareDates(d.expirationDate, today) < 0) return { "document.expirationDate": `The ${kind.en} has expired: documents must be unexpired` };
  return null;
}

function checks(r: RecordListed, b: SupplementBBody, today: string): { late: number } {
  if (r.state !== "complete") throw fail.conflict(NOT_COMPLETE);
  if (b.document) {
    const problem = documentProblem(b.document, today);
    if (problem) throw fail.validation(problem);
  }
  if (b.kind === "reverification") {
    if (r.terminationDate) throw fail.conflict("The employee has left: record a rehire instead");
    if (!r.reverifyBy) throw fail.conflict("This Form I-9 has no work authorization to reverify (rule 4)");
    const late = diffDays(r.reverifyBy, today);
    if (late > 0 && !b.lateReason) throw fail.validation({ lateReason: `The authorization ended ${late} day(s) ago: note the reason (kept for an inspection)` });
    return { late: Math.max(0, late) };
  }
  const rehire = b.rehireDate!;
  if (!r.terminationDate) throw fail.conflict("The employee is still employed: a rehire follows a termination");
  if (compareDates(rehire, r.terminationDate) <= 0) throw fail.validation({ rehireDate: "The rehire date must be after the last day of the earlier employment" });
  const last = supplementBLastDay(r.completedOn!);
  if (compareDates(rehire, last) > 0) throw fail.validation({ rehireDate: `Supplement B may be used for a rehire until ${formatDate(last, "UTC", "en")} (3 years after this Form I-9 was completed): start a new Form I-9` });
  if (r.reverifyBy && compareDates(r.reverifyBy, rehire) < 0 && !b.document) throw fail.validation({ document: "The work authorization ended before the rehire: enter the document the employee presents" });
  return { late: 0 };
}

export async function addSupplementB(ctx: ActorContext, b: SupplementBBody): Promise<void> {
  const today = ctx.clock.today;
  await ctx.db.transaction(async (tx) => {
    const r = await visibleRecord(ctx, tx, b.id);
    const { late } = checks(r, b, today);
    const row = await insertSupplement(tx, {
      tenantId: ctx.actor.tenantId,
      recordId: r.id,
      kind: b.kind,
      newName: b.newLastName && b.newFirstName ? { lastName: b.newLastName, firstName: b.newFirstName, middleInitial: b.newMiddleInitial ?? null } : null,
      rehireDate: b.kind === "rehire" ? b.rehireDate! : null,
      signedByUserId: ctx.actor.userId,
      signedByName: b.signerName,
      signedOn: today,
      detail: { additionalInformation: b.additionalInformation ?? null, alternativeProcedure: b.alternativeProcedure, signature: b.signature },
    });
    const doc = b.document;
    if (doc) {
      await insertDocuments(tx, [
        { tenantId: ctx.actor.tenantId, recordId: r.id, supplementId: row.id, list: i9Document(doc.code)!.list, code: doc.code, issuingAuthority: doc.issuingAuthority ?? null, numberSealed: doc.number ? encryptField(doc.number, documentAad(r.id)) : null, expirationDate: doc.expirationDate ?? null, receipt: doc.receipt },
      ]);
    }
    const presented = doc ? [{ code: doc.code, expirationDate: doc.expirationDate ?? null, receipt: doc.receipt }] : [];
    await updateRecordRow(tx, ctx.actor.tenantId, r.id, {
      ...(doc ? { reverifyBy: reverifyBy((r.citizenship ?? "citizen") as Citizenship, null, presented) } : {}),
      ...(late > 0 ? { lateNote: [r.lateNote, `Reverification (${late} day(s) late): ${b.lateReason}`].filter(Boolean).join("\n") } : {}),
    });
    if (b.kind === "rehire") {
      const e = await updateEmployeeRow(tx, ctx.actor.tenantId, r.employeeId, { hireDate: b.rehireDate!, terminationDate: null });
      await refreshRetention(tx, e);
    }
    await appendEvents(tx, [{ ...employeeEvent(ctx, r.employeeId, `supplement_b.${b.kind}`, { supplementId: row.id, document: doc?.code ?? null, lateDays: late, nameChanged: Boolean(row.newName) }), recordId: r.id, actorName: b.signature }]);
  });
}

/** The record's Supplement B entries, oldest first, each with its document (number masked). */
export async function supplementsOfRecord(db: Executor, r: RecordListed): Promise<SupplementDto[]> {
  const [rows, docs] = await Promise.all([supplementsOf(db, r.tenantId, r.id), documentsOf(db, r.tenantId, r.id)]);
  return rows.map((s) => {
    const d = docs.find((x) => x.supplementId === s.id);
    return {
      id: s.id,
      kind: s.kind as SupplementKind,
      rehireDate: s.rehireDate,
      newName: s.newName ? { lastName: s.newName.lastName, firstName: s.newName.firstName, middleInitial: s.newName.middleInitial ?? null } : null,
      document: d ? toDocumentDto(d, r.id) : null,
      additionalInformation: s.detail.additionalInformation ?? null,
      alternativeProcedure: Boolean(s.detail.alternativeProcedure),
      signedByName: s.signedByName,
      signedOn: s.signedOn,
    };
  });
}
