// Rule 3: a receipt for the replacement of a lost, stolen or damaged document stands for it for 90 days from
// the hire date (`receiptDue`); then the employee presents the document itself. Recording it replaces the
// receipt on Section 2 (the same document, unexpired, its number sealed), recomputes rule 4's reverification
// date and clears `receiptDue` once no receipt remains. After the due day the reason is required (late log).
import "server-only";
import type { ActorContext } from "@/lib/server/context";
import { encryptField } from "@/lib/server/crypto/field-cipher";
import { fail } from "@/lib/server/errors";
import { compareDates, diffDays } from "@/lib/shared/calendar";
import { employeeEvent } from "./access";
import { i9Document } from "./documents";
import { visibleRecord } from "./records";
import { appendEvents } from "./repository/employees";
import { documentsOf, section2Document, updateDocumentRow, updateRecordRow } from "./repository/records";
import { lockRecord } from "./repository/retention";
import { supplementsOf } from "./repository/supplements";
import { reverifyBy, type Citizenship } from "./rules";
import { documentAad } from "./section2";
import type { ReceiptReplacedBody } from "./section2-contract";

export async function recordReceiptReplacement(ctx: ActorContext, body: ReceiptReplacedBody): Promise<void> {
  const { actor } = ctx;
  const today = ctx.clock.today;
  await ctx.db.transaction(async (tx) => {
    await lockRecord(tx, actor.tenantId, body.id);
    const r = await visibleRecord(ctx, tx, body.id);
    const doc = await section2Document(tx, actor.tenantId, r.id, body.documentId);
    if (!doc) throw fail.notFound("Document");
    if (r.state !== "complete" || !doc.receipt) throw fail.conflict("This document is not a receipt waiting for its replacement");
    const kind = i9Document(doc.code)!;
    const d = body.document;
    if (d.code !== doc.code) throw fail.validation({ "document.code": `The replacement is the document the receipt stood for: ${kind.en}` });
    if (kind.reverify && !d.expirationDate) throw fail.validation({ "document.expirationDate": `Enter the expiration date of the ${kind.en}` });
    if (d.expirationDate && compareDates(d.expirationDate, today) < 0) throw fail.validation({ "document.expirationDate": `The ${kind.en} has expired: documents must be unexpired` });
    const late = r.receiptDue ? diffDays(r.receiptDue, today) : 0;
    if (late > 0 && !body.lateReason) throw fail.validation({ lateReason: `The document was due ${late} day(s) ago: note the reason (kept for an inspection)` });
    await updateDocumentRow(tx, actor.tenantId, doc.id, {
      receipt: false,
      issuingAuthority: d.issuingAuthority ?? null,
      numberSealed: d.number ? encryptField(d.number, documentAad(r.id)) : null,
      expirationDate: d.expirationDate ?? null,
    });
    const docs = (await documentsOf(tx, actor.tenantId, r.id)).filter((x) => !x.supplementId);
    const presented = docs.map((x) => ({ code: x.code, expirationDate: x.expirationDate, receipt: x.receipt }));
    await updateRecordRow(tx, actor.tenantId, r.id, {
      // Supplement B entries set later dates of their own: only a Section 2 date moves.
      reverifyBy: (await supplementsOf(tx, actor.tenantId, r.id)).length > 0 ? r.reverifyBy : reverifyBy((r.citizenship ?? "citizen") as Citizenship, r.authorizedUntil, presented),
      receiptDue: presented.some((x) => x.receipt) ? r.receiptDue : null,
      lateNote: body.lateReason ? [r.lateNote, `Receipt replaced (${late} day(s) late): ${body.lateReason}`].filter(Boolean).join("\n") : r.lateNote,
    });
    await appendEvents(tx, [{ ...employeeEvent(ctx, r.employeeId, "receipt.replaced", { document: doc.code, lateDays: Math.max(0, late) }), recordId: r.id }]);
  });
}
