// QuickBooks Online, customers and sync (issue 14 section 2) against the local fake (fake.ts): customers
// listed with their linked client, created from a client, linked, unlinked, the availability of a name; a
// sent invoice pushed once (sent again: updated with its SyncToken, not duplicated); a QuickBooks payment
// pulled back through the invoices service (partially_paid, then paid through the daily CDC reconcile),
// never twice; the webhook's signature refused (401) and a valid event queued once; 422, 403, another firm's 404.
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as webhookRoute } from "@/app/api/quickbook/webhook/route";
import "@/lib/modules/quickbooks/jobs";
import { runQueuedJobs } from "@/lib/server/jobs/runner";
import { createCompany, createUser } from "../../factories";
import { expectStatus } from "../documents/helpers";
import { APP, clearQuickbooksEnv, createFake, startFake, useFakeEnv } from "./fake";
import { world } from "./helpers";

const fake = createFake();
beforeAll(() => startFake(fake));
beforeEach(() => useFakeEnv(fake));
afterAll(() => {
  clearQuickbooksEnv();
  return new Promise<void>((r) => fake.server!.close(() => r()));
});

const LINES = [
  { kind: "legal_fee", description: "H-1B petition", quantity: 1, unitCents: 250_000 },
  { kind: "filing_fee", description: "I-129 filing fee", quantity: 1, unitCents: 78_000 },
];

function webhook(body: string, signature: string | null) {
  const headers: Record<string, string> = { host: "localhost:3000", "content-type": "application/json" };
  if (signature !== null) headers["intuit-signature"] = signature;
  return webhookRoute(new Request("http://localhost:3000/api/quickbook/webhook", { method: "POST", headers, body }));
}
const sign = (body: string) => createHmac("sha256", APP.verifier).update(body).digest("base64");

describe("QuickBooks customers", () => {
  it("creates a customer from a client (linked), checks names, lists with the link, links and unlinks", async () => {
    const w = await world(fake);
    await w.connect();
    const name = w.company.name;
    expect((await w.call("quickbook/customer-availability", { displayName: name })).body.result.data).toMatchObject({ available: true });
    const created = await w.call("quickbooks/create-customer", { companyId: w.company.id });
    expectStatus(created, 200);
    expect(created.body.result.data).toMatchObject({ displayName: name, linkedClient: { id: w.company.id } });
    const customerId = created.body.result.data.id;
    expect(fake.customers.get(customerId)?.PrimaryEmailAddr?.Address).toBe(w.company.email);
    expect((await w.call("quickbook/customer-availability", { displayName: name })).body.result.data).toMatchObject({ available: false, customerId });
    // Linked already: 409; the same name again: QuickBooks' duplicate as 409.
    expectStatus(await w.call("quickbooks/create-customer", { companyId: w.company.id }), 409);
    const second = await createCompany(w.tenant.id, { name: `Beta ${w.tenant.slug}` });
    expectStatus(await w.call("quickbooks/create-customer", { companyId: second.id, displayName: name }), 409);

    const list = await w.call("quickbooks/get-customers-list", { search: w.tenant.slug, page: 1, perpage: 10 });
    expectStatus(list, 200);
    expect(list.body.result.data).toEqual([expect.objectContaining({ id: customerId, linkedClient: { id: w.company.id, name } })]);
    expect(list.body.result.pagination).toEqual({ page: 1, perpage: 10, total: 1 });

    // A customer made in QuickBooks by hand, linked to the second client.
    fake.customers.set("7777", { Id: "7777", SyncToken: "0", DisplayName: `Beta QB ${w.tenant.slug}`, Balance: 12.5, Active: true });
    const details = await w.call("quickbooks/customer-details", { customerId: "7777" });
    expect(details.body.result.data).toMatchObject({ balanceCents: 1250, linkedClient: null });
    expect(details.body.result.data.candidates).toEqual(expect.arrayContaining([{ id: second.id, name: second.name }]));
    expectStatus(await w.call("quickbooks/link-customer", { companyId: second.id, customerId: "7777" }), 200);
    expectStatus(await w.call("quickbooks/link-customer", { companyId: second.id, customerId: customerId }), 409);
    expect((await w.call("quickbooks/customer-details", { customerId: "7777" })).body.result.data.linkedClient).toEqual({ id: second.id, name: second.name });
    expectStatus(await w.call("quickbooks/unlink-customer", { companyId: second.id }), 200);
    expectStatus(await w.call("quickbooks/unlink-customer", { companyId: second.id }), 404);
    expectStatus(await w.call("quickbooks/customer-details", { customerId: "123456789" }), 404);
  });

  it("422 for bad bodies, 403 without the permission, 404 for another firm's client", async () => {
    const w = await world(fake);
    await w.connect();
    expectStatus(await w.call("quickbooks/create-customer", { companyId: "nope" }), 422);
    expectStatus(await w.call("quickbooks/link-customer", { companyId: w.company.id, customerId: "x1" }), 422);
    expectStatus(await w.call("quickbook/customer-availability", { displayName: "" }), 422);
    expectStatus(await w.call("quickbooks/get-customers-list", { perpage: 500 }), 422);
    const front = await createUser(w.tenant, 4);
    const paralegal = await createUser(w.tenant, 8);
    expectStatus(await w.call("quickbooks/get-customers-list", {}, front.token), 200);
    expectStatus(await w.call("quickbooks/get-customers-list", {}, paralegal.token), 403);
    expectStatus(await w.call("quickbooks/create-customer", { companyId: w.company.id }, front.token), 403);
    expectStatus(await w.call("quickbooks/link-customer", { companyId: w.company.id, customerId: "1" }, front.token), 403);
    expectStatus(await w.call("quickbook/customer-availability", { displayName: "A" }, front.token), 403);
    const other = await world(fake);
    expectStatus(await w.call("quickbooks/create-customer", { companyId: other.company.id }), 404);
    expectStatus(await w.call("quickbooks/link-customer", { companyId: other.company.id, customerId: "7777" }), 404);
    expectStatus(await w.call("quickbooks/unlink-customer", { companyId: other.company.id }), 404);
  });
});

describe("QuickBooks sync", () => {
  it("pushes a sent invoice once, updates it when sent again, pulls payments back (webhook, then the daily CDC reconcile)", async () => {
    const w = await world(fake);
    await w.connect();
    await w.call("quickbooks/save-config", { pushInvoices: true, pullPayments: true, legalFeeItemId: "21", filingFeeItemId: "22" });
    const inv = (await w.call("invoices/create", { companyId: w.company.id, lines: LINES, dueDate: "2099-12-31" })).body.result.data;
    expectStatus(await w.call("invoices/send", { id: inv.id }), 200);
    await runQueuedJobs("quickbooks.sync");
    const pushed = [...fake.invoices.values()].filter((i) => i.DocNumber === inv.displayNumber);
    expect(pushed).toHaveLength(1);
    const qb = pushed[0];
    expect(qb.TotalAmt).toBe(3280);
    expect(qb.Line[0]).toMatchObject({ SalesItemLineDetail: { ItemRef: { value: "21" } } });
    // The client was not linked: made in QuickBooks and linked.
    expect(fake.customers.get(qb.CustomerRef.value)?.DisplayName).toBe(w.company.name);

    // Sent again: the same QuickBooks invoice, updated with its SyncToken.
    expectStatus(await w.call("invoices/send", { id: inv.id }), 200);
    await runQueuedJobs("quickbooks.sync");
    expect([...fake.invoices.values()].filter((i) => i.DocNumber === inv.displayNumber)).toHaveLength(1);
    expect(fake.invoices.get(qb.Id)?.SyncToken).toBe("1");
    expect((await w.call("quickbooks/sync-invoice", { invoiceId: inv.id })).body.result.data).toMatchObject({ status: "updated", qbInvoiceId: qb.Id });

    // A partial payment in QuickBooks, announced by the webhook.
    const today = new Date().toISOString().slice(0, 10);
    fake.payments.set("501", { Id: "501", SyncToken: "0", TxnDate: today, TotalAmt: 1000, Line: [{ Amount: 1000, LinkedTxn: [{ TxnId: qb.Id, TxnType: "Invoice" }] }], MetaData: { LastUpdatedTime: new Date().toISOString() } });
    const body = JSON.stringify({ eventNotifications: [{ realmId: w.realmId, dataChangeEvent: { entities: [{ name: "Payment", id: "501", operation: "Create", lastUpdated: "2026-05-01T10:00:00.000Z" }] } }] });
    expect((await webhook(body, null)).status).toBe(401);
    expect((await webhook(body, sign(`${body} `))).status).toBe(401);
    expect((await webhook(body, "bm90IGEgc2lnbmF0dXJl")).status).toBe(401);
    const first = await webhook(body, sign(body));
    expect(first.status).toBe(200);
    expect((await first.json()).result.data).toEqual({ events: 1, queued: 1 });
    // Intuit retries the same notification: taken once.
    expect((await (await webhook(body, sign(body))).json()).result.data).toEqual({ events: 1, queued: 0 });
    await runQueuedJobs("quickbooks.sync");
    let d = (await w.call("invoices/details", { id: inv.id })).body.result.data;
    expect(d.status).toBe("partially_paid");
    expect(d.paidCents).toBe(100_000);
    expect(d.payments[0]).toMatchObject({ amountCents: 100_000, method: "other", reference: "QuickBooks payment 501", recordedBy: { id: w.admin.user.id } });

    // The rest, found by the daily reconcile through the change feed; running it again records nothing twice.
    fake.payments.set("502", { Id: "502", SyncToken: "0", TxnDate: today, TotalAmt: 2280, Line: [{ Amount: 2280, LinkedTxn: [{ TxnId: qb.Id, TxnType: "Invoice" }] }], MetaData: { LastUpdatedTime: new Date().toISOString() } });
    const { enqueue } = await import("@/lib/server/jobs/runner");
    const { getDb } = await import("@/lib/server/db/client");
    await enqueue(await getDb(), "quickbooks.sync", { tenantId: w.tenant.id, reconcile: true });
    await runQueuedJobs("quickbooks.sync");
    d = (await w.call("invoices/details", { id: inv.id })).body.result.data;
    expect(d.status).toBe("paid");
    expect(d.payments).toHaveLength(2);
    expect(fake.calls.some((c) => c.endsWith("/cdc"))).toBe(true);
    await enqueue(await getDb(), "quickbooks.sync", { tenantId: w.tenant.id, reconcile: true, paymentIds: ["501", "502"] });
    await runQueuedJobs("quickbooks.sync");
    expect((await w.call("invoices/details", { id: inv.id })).body.result.data.payments).toHaveLength(2);
    const s = (await w.call("quickbooks/status")).body.result.data;
    expect(s.counts).toMatchObject({ invoicesPushed: 1, paymentsPulled: 2, invoicesFailed: 0 });
    expect(s.lastSyncAt).not.toBeNull();
  });

  it("voids the QuickBooks copy of a pushed invoice voided here, once; an invoice never pushed is left alone", async () => {
    const w = await world(fake);
    await w.connect();
    await w.call("quickbooks/save-config", { pushInvoices: true, pullPayments: true });
    const inv = (await w.call("invoices/create", { companyId: w.company.id, lines: LINES, dueDate: "2099-12-31" })).body.result.data;
    expectStatus(await w.call("invoices/send", { id: inv.id }), 200);
    await runQueuedJobs("quickbooks.sync");
    const qb = [...fake.invoices.values()].find((i) => i.DocNumber === inv.displayNumber)!;
    expect(qb.TotalAmt).toBe(3280);

    expectStatus(await w.call("invoices/void", { id: inv.id, reason: "Billed to the wrong client" }), 200);
    await runQueuedJobs("quickbooks.sync");
    const voided = fake.invoices.get(qb.Id)!;
    expect(voided).toMatchObject({ TotalAmt: 0, Balance: 0, PrivateNote: "Voided", SyncToken: String(Number(qb.SyncToken) + 1) });
    // The daily reconcile and a push by hand do not void it again.
    const calls = fake.calls.length;
    const { enqueue } = await import("@/lib/server/jobs/runner");
    const { getDb } = await import("@/lib/server/db/client");
    await enqueue(await getDb(), "quickbooks.sync", { tenantId: w.tenant.id, reconcile: true });
    await runQueuedJobs("quickbooks.sync");
    expect((await w.call("quickbooks/sync-invoice", { invoiceId: inv.id })).body.result.data).toEqual({ status: "skipped" });
    expect(fake.invoices.get(qb.Id)!.SyncToken).toBe(voided.SyncToken);
    expect(fake.calls.slice(calls).filter((c) => c.startsWith("POST") && c.endsWith("/invoice"))).toEqual([]);

    // Voided before it was ever pushed: nothing in QuickBooks to void, nothing created.
    const draft = (await w.call("invoices/create", { companyId: w.company.id, lines: LINES })).body.result.data;
    expectStatus(await w.call("invoices/void", { id: draft.id, reason: "Duplicate" }), 200);
    await runQueuedJobs("quickbooks.sync");
    expect([...fake.invoices.values()].some((i) => i.DocNumber === draft.displayNumber)).toBe(false);
  });

  it("a webhook without a verifier token set is refused; a body that is no JSON is 400", async () => {
    const body = "not json";
    expect((await webhook(body, sign(body))).status).toBe(400);
    delete process.env.QUICKBOOKS_WEBHOOK_VERIFIER_TOKEN;
    expect((await webhook("{}", sign("{}"))).status).toBe(401);
  });

  it("sync-invoice: 422, 403, another firm's invoice 404", async () => {
    const w = await world(fake);
    await w.connect();
    expectStatus(await w.call("quickbooks/sync-invoice", { invoiceId: "x" }), 422);
    const front = await createUser(w.tenant, 4);
    const inv = (await w.call("invoices/create", { companyId: w.company.id, lines: LINES })).body.result.data;
    expectStatus(await w.call("quickbooks/sync-invoice", { invoiceId: inv.id }, front.token), 403);
    const other = await world(fake);
    const theirs = (await other.call("invoices/create", { companyId: other.company.id, lines: LINES })).body.result.data;
    expectStatus(await w.call("quickbooks/sync-invoice", { invoiceId: theirs.id }), 404);
    // A draft is not pushed.
    expect((await w.call("quickbooks/sync-invoice", { invoiceId: inv.id })).body.result.data).toEqual({ status: "skipped" });
  });
});
