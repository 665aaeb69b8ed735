// Our invoice payments pushed to QuickBooks Online as Payments linked to the pushed invoice (issue 33 §4), against
// the local fake (fake.ts): a payment entered by hand becomes one Payment (Line.LinkedTxn TxnType Invoice, the
// amount in dollars); the sync run again, or after a crash that lost the Payment's id (the create's requestid),
// makes no second one; a refund brings the Payment's amount down, a full refund or a payment that comes off (a
// failed bank debit) voids it; a payment pulled from QuickBooks is never pushed back.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { invoicePayments } from "@/db/schema/invoices";
import { quickbooksPaymentPushes } from "@/db/schema/quickbooks";
import "@/lib/modules/quickbooks/jobs";
import { getDb } from "@/lib/server/db/client";
import { enqueue, runQueuedJobs } from "@/lib/server/jobs/runner";
import { expectStatus } from "../documents/helpers";
import { clearQuickbooksEnv, createFake, startFake, useFakeEnv } from "./fake";
import { world } from "./helpers";

const fake = createFake();
beforeAll(() => startFake(fake));
beforeEach(() => useFakeEnv(fake));
afterAll(() => {
  clearQuickbooksEnv();
  return new Promise<void>((r) => fake.server!.close(() => r()));
});

const today = () => new Date().toISOString().slice(0, 10);

async function pushedInvoice() {
  const w = await world(fake);
  await w.connect();
  const inv = (await w.call("invoices/create", { companyId: w.company.id, lines: [{ kind: "legal_fee", description: "H-1B petition", quantity: 1, unitCents: 200_000 }], dueDate: "2099-12-31" })).body.result.data;
  expectStatus(await w.call("invoices/send", { id: inv.id }), 200);
  await runQueuedJobs("quickbooks.sync");
  const qb = [...fake.invoices.values()].find((i) => i.DocNumber === inv.displayNumber)!;
  expect(qb).toBeDefined();
  const paymentsOfQbInvoice = () => [...fake.payments.values()].filter((p) => p.Line.some((l) => l.LinkedTxn.some((t) => t.TxnId === qb.Id && t.TxnType === "Invoice")) || p.PrivateNote === "Voided");
  return { w, inv, qb, paymentsOfQbInvoice };
}

describe("QuickBooks: our payments pushed as Payments", () => {
  it("a payment entered by hand becomes one linked Payment; running again, or after its id was lost, makes no second one", async () => {
    const { w, inv, qb, paymentsOfQbInvoice } = await pushedInvoice();
    const creates = fake.paymentCreates;
    expectStatus(await w.call("invoices/record-payment", { id: inv.id, amountCents: 50_000, paidOn: today(), method: "check", reference: "Check 1042" }), 200);
    await runQueuedJobs("quickbooks.sync");
    expect(fake.paymentCreates).toBe(creates + 1);
    const [p] = [...fake.payments.values()].filter((x) => x.Line.some((l) => l.LinkedTxn.some((t) => t.TxnId === qb.Id)));
    expect(p).toMatchObject({ TotalAmt: 500, TxnDate: today(), PaymentRefNum: "Check 1042", CustomerRef: { value: qb.CustomerRef.value }, Line: [{ Amount: 500, LinkedTxn: [{ TxnId: qb.Id, TxnType: "Invoice" }] }] });
    const db = await getDb();
    const [ours] = await db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, inv.id));
    const [row] = await db.select().from(quickbooksPaymentPushes).where(and(eq(quickbooksPaymentPushes.tenantId, w.tenant.id), eq(quickbooksPaymentPushes.paymentId, ours.id)));
    expect(row).toMatchObject({ qbPaymentId: p.Id, amountCents: 50_000, origin: "pushed", voidedAt: null });

    // Pushed again (sync-invoice) and by the queue: still one Payment.
    expect((await w.call("quickbooks/sync-invoice", { invoiceId: inv.id })).body.result.data).toMatchObject({ status: "updated", payments: { created: 0, updated: 0, voided: 0 } });
    // A crash after the create, before its id was kept: the retried create (same requestid) answers the same Payment.
    await db.update(quickbooksPaymentPushes).set({ qbPaymentId: null, syncToken: null }).where(eq(quickbooksPaymentPushes.paymentId, ours.id));
    await enqueue(db, "quickbooks.sync", { tenantId: w.tenant.id, invoiceIds: [inv.id] });
    await runQueuedJobs("quickbooks.sync");
    expect(paymentsOfQbInvoice()).toHaveLength(1);
    const [again] = await db.select().from(quickbooksPaymentPushes).where(eq(quickbooksPaymentPushes.paymentId, ours.id));
    expect(again.qbPaymentId).toBe(p.Id);
  });

  it("a refund brings the Payment down, a full refund voids it; a payment that comes off (failed bank debit) is voided; a pulled one is never pushed back", async () => {
    const { w, inv, qb } = await pushedInvoice();
    const db = await getDb();
    expectStatus(await w.call("invoices/record-payment", { id: inv.id, amountCents: 80_000, paidOn: today(), method: "card" }), 200);
    expectStatus(await w.call("invoices/record-payment", { id: inv.id, amountCents: 40_000, paidOn: today(), method: "ach" }), 200);
    await runQueuedJobs("quickbooks.sync");
    const [first, second] = await db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, inv.id)).orderBy(invoicePayments.amountCents);
    const qbIdOf = async (paymentId: string) => (await db.select().from(quickbooksPaymentPushes).where(eq(quickbooksPaymentPushes.paymentId, paymentId)))[0];
    const ach = await qbIdOf(first.id);
    const card = await qbIdOf(second.id);
    expect(fake.payments.get(card.qbPaymentId!)?.TotalAmt).toBe(800);

    // Refunded in part (the refunded amount as the Stripe webhook leaves it), then in full.
    await db.update(invoicePayments).set({ refundedCents: 30_000 }).where(eq(invoicePayments.id, second.id));
    expect((await w.call("quickbooks/sync-invoice", { invoiceId: inv.id })).body.result.data.payments).toEqual({ created: 0, updated: 1, voided: 0 });
    expect(fake.payments.get(card.qbPaymentId!)).toMatchObject({ TotalAmt: 500, SyncToken: "1", Line: [{ Amount: 500, LinkedTxn: [{ TxnId: qb.Id, TxnType: "Invoice" }] }] });
    await db.update(invoicePayments).set({ refundedCents: 80_000 }).where(eq(invoicePayments.id, second.id));
    expect((await w.call("quickbooks/sync-invoice", { invoiceId: inv.id })).body.result.data.payments).toEqual({ created: 0, updated: 0, voided: 1 });
    expect(fake.payments.get(card.qbPaymentId!)).toMatchObject({ TotalAmt: 0, PrivateNote: "Voided", Line: [] });

    // The bank debit's payment row is gone (payment_failed): its Payment is voided, once.
    await db.delete(invoicePayments).where(eq(invoicePayments.id, first.id));
    expect((await w.call("quickbooks/sync-invoice", { invoiceId: inv.id })).body.result.data.payments).toEqual({ created: 0, updated: 0, voided: 1 });
    expect(fake.payments.get(ach.qbPaymentId!)).toMatchObject({ TotalAmt: 0, PrivateNote: "Voided" });
    expect((await w.call("quickbooks/sync-invoice", { invoiceId: inv.id })).body.result.data.payments).toEqual({ created: 0, updated: 0, voided: 0 });

    // A payment entered in QuickBooks comes back here and is not pushed back as a second Payment.
    const creates = fake.paymentCreates;
    fake.payments.set("901", { Id: "901", SyncToken: "0", TxnDate: today(), TotalAmt: 100, Line: [{ Amount: 100, LinkedTxn: [{ TxnId: qb.Id, TxnType: "Invoice" }] }], MetaData: { LastUpdatedTime: new Date().toISOString() } });
    await enqueue(db, "quickbooks.sync", { tenantId: w.tenant.id, invoiceIds: [inv.id], paymentIds: ["901"] });
    await runQueuedJobs("quickbooks.sync");
    const d = (await w.call("invoices/details", { id: inv.id })).body.result.data;
    expect(d.payments.map((p: { reference: string | null }) => p.reference)).toContain("QuickBooks payment 901");
    await w.call("quickbooks/sync-invoice", { invoiceId: inv.id });
    expect(fake.paymentCreates).toBe(creates);
  });
});
