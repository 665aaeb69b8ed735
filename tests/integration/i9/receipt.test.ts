// Rule 3 (issue 12 section 2): a receipt on Section 2 stands for the document for 90 days from the hire; the
// document itself is then recorded (/api/i9/receipt-replaced): the same document, unexpired, late only with a
// reason; the reverification date follows it and the "receipt due" queue empties. 422, 409, 403, 404.
import { describe, expect, it } from "vitest";
import { createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { expectField, expectStatus } from "../documents/helpers";
import { SECTION2, signedWorld } from "./fixtures";

const RECEIPT = { code: "ead", issuingAuthority: "USCIS", number: "IOE5550001111", receipt: true };
const EAD = { code: "ead", issuingAuthority: "USCIS", number: "IOE5550002222", expirationDate: "06/30/2027" };

async function receiptWorld() {
  const w = await signedWorld();
  expectStatus(await w.call("i9/complete-section2", { id: w.record.id, section2: { ...SECTION2, documents: [RECEIPT] } }), 200);
  const d = (await w.call("i9/details", { id: w.record.id })).body.result.data;
  return { ...w, documentId: d.documents[0].id as string, before: d };
}

describe("POST /api/i9/receipt-replaced", () => {
  it("records the document the receipt stood for; the reverification date and the queue follow", async () => {
    const w = await receiptWorld();
    expect(w.before).toMatchObject({ receiptDocumentDue: "2027-02-28", reverifyBy: "2027-12-31" });
    expect((await w.call("i9/queues", {})).body.result.data.receipt_due).toBe(1);
    const replace = (body: Record<string, unknown>, today = "2027-02-01") => w.call("i9/receipt-replaced", { today, id: w.record.id, documentId: w.documentId, document: EAD, ...body });
    expectField(await replace({ document: { ...EAD, code: "usPassport" } }), "document.code");
    expectField(await replace({ document: { ...EAD, expirationDate: "01/01/2027" } }), "document.expirationDate");
    expectField(await replace({ document: { ...EAD, expirationDate: null } }), "document.expirationDate");
    expect((await replace({}, "2027-03-05")).body.result.error?.fields).toEqual({ lateReason: "The document was due 5 day(s) ago: note the reason (kept for an inspection)" });
    const res = await replace({});
    expectStatus(res, 200);
    expect(res.body.message).toBe("Replacement document recorded");
    expect(res.body.result.data).toMatchObject({ receiptDocumentDue: null, reverifyBy: "2027-06-30" });
    expect(res.body.result.data.documents).toEqual([expect.objectContaining({ code: "ead", receipt: false, number: "•••••••••2222", expirationDate: "2027-06-30" })]);
    expect((await w.call("i9/queues", {})).body.result.data.receipt_due).toBe(0);
    const trail = (await w.call("i9/activity-list", { id: w.record.id })).body.result.data as { action: string }[];
    expect(trail[0].action).toBe("receipt.replaced");
    expectStatus(await replace({}), 409);
  });

  it("keeps a late replacement's reason in the late log", async () => {
    const w = await receiptWorld();
    expectStatus(await w.call("i9/receipt-replaced", { today: "2027-03-05", id: w.record.id, documentId: w.documentId, document: EAD, lateReason: "The card was mailed late" }), 200);
    expect((await w.call("i9/details", { id: w.record.id })).body.result.data.lateNote).toBe("Receipt replaced (5 day(s) late): The card was mailed late");
  });

  it("is refused without I-9 write access, for another record's document and for another firm", async () => {
    const w = await receiptWorld();
    const body = { id: w.record.id, documentId: w.documentId, document: EAD };
    const attorney = await createUser(w.tenant, 6);
    expectStatus(await w.call("i9/receipt-replaced", body, attorney.token), 403);
    expectStatus(await w.call("i9/receipt-replaced", { ...body, documentId: w.record.id }), 404);
    const other = await createFirm();
    expectStatus(await callApi("i9/receipt-replaced", body, { tenant: other.tenant.slug, token: other.admin.token }), 404);
  });
});
