// Online payment of an invoice from its link into the FIRM's Stripe account (issue 33 §4), against a local fake
// of the Stripe endpoints the app calls (POST /v1/payment_intents, GET /v1/payment_methods/:id) reached through
// STRIPE_API_BASE like billing's: the settings (keys sealed, never answered; 422, 403, another firm), the
// PaymentIntent (amount ≤ balance, ≥ $1; card + us_bank_account; metadata; idempotency key; not set up → the
// clear message; another firm's link 404), the signed webhook recording a partial payment once (replay and the
// later succeeded event of a processing bank debit ignored), pay into trust → the trust account and its record,
// and the QuickBooks sync queued like a sending's.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoicePayments, invoiceStripeAccounts } from "@/db/schema/invoices";
import { quickbooksConnections } from "@/db/schema/quickbooks";
import { emailOutbox } from "@/db/schema/platform";
import { readOutboxMail } from "@/lib/server/mail/sealed-mail";
import { getDb } from "@/lib/server/db/client";
import { rowsOf } from "@/lib/server/db/rows";
import { ROLE } from "@/lib/shared/constants/roles";
import { createCompany, createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { expectField, expectStatus } from "../documents/helpers";

const TODAY = "2026-11-20";
type Call = { method: string; path: string; form: URLSearchParams; idempotencyKey: string | undefined; auth: string | undefined };
const fake = { calls: [] as Call[], seq: 0, pmType: "card" };
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const form = new URLSearchParams(raw);
      const path = (req.url ?? "").split("?")[0];
      fake.calls.push({ method: req.method ?? "", path, form, idempotencyKey: req.headers["idempotency-key"] as string | undefined, auth: req.headers.authorization });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": `req_${++fake.seq}` });
        res.end(JSON.stringify(body));
      };
      if (!/^Bearer sk_test_(operating|trust)[a-z0-9]*$/.test(req.headers.authorization ?? "")) return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      if (req.method === "POST" && path === "/v1/payment_intents") {
        const id = `pi_${++fake.seq}`;
        return send(200, { id, object: "payment_intent", amount: Number(form.get("amount")), currency: form.get("currency"), status: "requires_payment_method", client_secret: `${id}_secret_abc`, metadata: {} });
      }
      // The key check on save (online-payment.ts tryKeys): the balance of the key's account, in test mode.
      if (req.method === "GET" && path === "/v1/balance") return send(200, { object: "balance", livemode: false, available: [{ amount: 0, currency: "usd" }], pending: [] });
      const m = /^\/v1\/payment_methods\/([^/]+)$/.exec(path);
      if (req.method === "GET" && m) return send(200, { id: m[1], object: "payment_method", type: fake.pmType });
      send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${path})` } });
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  process.env.STRIPE_API_BASE = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  delete process.env.STRIPE_API_BASE;
  await new Promise((r) => server.close(r));
});

const KEYS = {
  operating: { publishableKey: "pk_test_operating1", secretKey: "sk_test_operating1234", webhookSecret: "whsec_operating" },
  trust: { publishableKey: "pk_test_trust1", secretKey: "sk_test_trust5678", webhookSecret: "whsec_trust" },
};

async function world() {
  const { tenant, admin } = await createFirm();
  const company = await createCompany(tenant.id, { name: "Acme Robotics", email: `ap-${tenant.slug}@acme.example` });
  const call = (path: string, body: Record<string, unknown>, token = admin.token) => callApi(path, { today: TODAY, ...body }, { tenant: tenant.slug, token });
  const front = await createUser(tenant, ROLE.FRONT_OFFICE);
  const attorney = await createUser(tenant, ROLE.ATTORNEY);
  const setUp = async (account: "operating" | "trust") => expectStatus(await call("invoices/update-online-payment", { account, ...KEYS[account] }), 200);
  /** A sent invoice of $1,000.00 and its link's token. */
  const sentInvoice = async () => {
    const created = await call("invoices/create", { companyId: company.id, petitionIds: [], lines: [{ kind: "legal_fee", description: "Consultation", quantity: 1, unitCents: 100_000 }], dueDate: "2026-12-20" }, front.token);
    expectStatus(created, 200);
    const id: string = created.body.result.data.id;
    expectStatus(await call("invoices/send", { id }, front.token), 200);
    const db = await getDb();
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.tenantId, tenant.id), eq(emailOutbox.template, "invoice.sent")))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    const token = /invoice-view\?token=([A-Za-z0-9_-]+)/.exec(readOutboxMail(mail).textBody)![1];
    return { id, token };
  };
  const link = (path: string, body: Record<string, unknown>, token: string) => callApi(`invoices/token/${path}`, body, { tenant: tenant.slug, token });
  const webhook = (payload: string, secret: string) =>
    callApi("invoices/stripe-webhook", undefined, { tenant: tenant.slug, rawBody: payload, headers: { "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret }) } });
  return { tenant, admin, company, call, front, attorney, setUp, sentInvoice, link, webhook };
}

const event = (id: string, type: string, pi: { id: string; amount: number; tenantId: string; invoiceId: string; account: string; status?: string }) =>
  JSON.stringify({
    id,
    object: "event",
    type,
    api_version: "2025-01-01",
    created: 1,
    data: { object: { id: pi.id, object: "payment_intent", amount: pi.amount, currency: "usd", status: pi.status ?? "succeeded", payment_method: `pm_${pi.id}`, metadata: { tenant_id: pi.tenantId, invoice_id: pi.invoiceId, account: pi.account } } },
  });

describe("the firm's online payment settings (invoices/get-online-payment, update-online-payment)", () => {
  it("saves the keys sealed (only the publishable key and the secret's last 4 answered), removes them; 422, 403, each firm its own", async () => {
    const w = await world();
    let got = await w.call("invoices/get-online-payment", {});
    expect(got.body.result.data).toEqual({ operating: null, trust: null, webhookUrl: expect.stringMatching(new RegExp(`^https?://${w.tenant.slug}\\..+/api/invoices/stripe-webhook$`)) });
    const saved = await w.call("invoices/update-online-payment", { account: "operating", ...KEYS.operating });
    expectStatus(saved, 200);
    expect(saved.body.result.data.operating).toEqual({ publishableKey: "pk_test_operating1", secretKeyLast4: "1234", updatedAt: expect.any(String) });
    expect(JSON.stringify(saved.body)).not.toContain("sk_test_operating1234");
    const db = await getDb();
    const [row] = await db.select().from(invoiceStripeAccounts).where(eq(invoiceStripeAccounts.tenantId, w.tenant.id));
    expect(row.secretsSealed).toMatch(/^Fe26\.2\*/);
    expect(row.secretsSealed).not.toContain("operating1234");
    expect(row.secretsSealed).not.toContain("whsec_operating");

    expectField(await w.call("invoices/update-online-payment", { account: "trust", ...KEYS.trust, secretKey: "pk_test_oops" }), "secretKey", "Enter the secret key (sk_live_…, sk_test_… or a restricted rk_… key)");
    expectField(await w.call("invoices/update-online-payment", { account: "trust", ...KEYS.trust, secretKey: "sk_live_abc" }), "secretKey", "The secret key and the publishable key must both be live keys or both test keys");
    expectField(await w.call("invoices/update-online-payment", { account: "trust", ...KEYS.trust, webhookSecret: "" }), "webhookSecret", "Enter the webhook's signing secret (whsec_…)");
    expectStatus(await w.call("invoices/update-online-payment", { account: "savings", ...KEYS.trust }), 422);
    expectStatus(await w.call("invoices/update-online-payment", { account: "trust", ...KEYS.trust }, w.attorney.token), 403);
    expectStatus(await w.call("invoices/get-online-payment", {}, w.attorney.token), 403);

    // Another firm sees and removes only its own.
    const other = await world();
    expect((await other.call("invoices/get-online-payment", {})).body.result.data.operating).toBeNull();
    expectStatus(await other.call("invoices/update-online-payment", { account: "operating", remove: true }), 404);
    expect((await w.call("invoices/get-online-payment", {})).body.result.data.operating).not.toBeNull();

    expectStatus(await w.call("invoices/update-online-payment", { account: "operating", remove: true }), 200);
    got = await w.call("invoices/get-online-payment", {});
    expect(got.body.result.data.operating).toBeNull();
  });
});

describe("paying from the link (invoices/token/payment-intent) and the firm's webhook", () => {
  it("no keys: the link says online payment is not set up (view and intent)", async () => {
    const w = await world();
    const inv = await w.sentInvoice();
    expect((await w.link("view", {}, inv.token)).body.result.data.onlinePayment).toEqual({ available: false });
    const r = await w.link("payment-intent", { amountCents: 5_000 }, inv.token);
    expectStatus(r, 409);
    expect(r.body.result.error?.message).toBe(`Online payment is not set up. Please pay ${w.tenant.name} as the invoice describes`);
  });

  it("a partial payment: the PaymentIntent in the firm's account, the signed event records it once (replay ignored), the QuickBooks sync queued", async () => {
    const w = await world();
    await w.setUp("operating");
    const inv = await w.sentInvoice();
    expect((await w.link("view", {}, inv.token)).body.result.data.onlinePayment).toEqual({ available: true });

    expectField(await w.link("payment-intent", { amountCents: 100_001 }, inv.token), "amountCents", "More than the balance due ($1,000.00)");
    expectStatus(await w.link("payment-intent", { amountCents: 99 }, inv.token), 422);
    const other = await world();
    await other.setUp("operating");
    // The link on another firm's host is no link there.
    expectStatus(await other.link("payment-intent", { amountCents: 5_000 }, inv.token), 404);

    const r = await w.link("payment-intent", { amountCents: 40_000 }, inv.token);
    expectStatus(r, 200);
    const pi = fake.calls.filter((c) => c.path === "/v1/payment_intents").at(-1)!;
    expect(r.body.result.data).toEqual({ clientSecret: expect.stringMatching(/^pi_\d+_secret_/), publishableKey: "pk_test_operating1", amountCents: 40_000, account: "operating" });
    expect(pi.auth).toBe("Bearer sk_test_operating1234");
    expect(pi.form.get("amount")).toBe("40000");
    expect(pi.form.get("currency")).toBe("usd");
    expect([pi.form.get("allowed_payment_method_types[0]"), pi.form.get("allowed_payment_method_types[1]")]).toEqual(["card", "us_bank_account"]);
    expect(pi.form.get("metadata[tenant_id]")).toBe(w.tenant.id);
    expect(pi.form.get("metadata[invoice_id]")).toBe(inv.id);
    expect(pi.form.get("metadata[account]")).toBe("operating");
    expect(pi.idempotencyKey).toBe(`invoice-${inv.id}-paid-0-amount-40000`);
    const piId = r.body.result.data.clientSecret.split("_secret_")[0];

    // A firm connected to QuickBooks that pushes invoices (the row as the connect flow leaves it).
    const db = await getDb();
    await db.insert(quickbooksConnections).values({ tenantId: w.tenant.id, realmId: `realm-${w.tenant.slug}`, tokensSealed: "sealed", pushInvoices: true });

    const payload = event(`evt_${piId}`, "payment_intent.succeeded", { id: piId, amount: 40_000, tenantId: w.tenant.id, invoiceId: inv.id, account: "operating" });
    expectStatus(await w.webhook(payload, "whsec_wrong"), 400);
    // Another firm's secret on its host: not this firm's event (400), nothing recorded.
    expectStatus(await other.webhook(payload, "whsec_operating_other"), 400);
    const ok = await w.webhook(payload, KEYS.operating.webhookSecret);
    expectStatus(ok, 200);
    expect(ok.body).toEqual({ received: true, duplicate: false });
    expect((await w.webhook(payload, KEYS.operating.webhookSecret)).body).toEqual({ received: true, duplicate: true });

    const d = (await w.call("invoices/details", { id: inv.id })).body.result.data;
    expect(d).toMatchObject({ status: "partially_paid", paidCents: 40_000, balanceCents: 60_000 });
    expect(d.payments).toEqual([
      { id: expect.any(String), amountCents: 40_000, paidOn: new Date().toISOString().slice(0, 10), method: "card", reference: `Stripe ${piId}`, depositedOn: null, recordedBy: null, account: "operating", refundedCents: 0, dispute: null, refunds: [], refundableCents: 40_000 },
    ]);
    const jobs = rowsOf<{ data: { tenantId: string; invoiceIds: string[] } }>(await db.execute(sql`select data from pgboss.job where name = 'quickbooks.sync' and data->>'tenantId' = ${w.tenant.id}`));
    expect(jobs.map((j) => j.data.invoiceIds)).toEqual([[inv.id]]);
    // The client's link shows the payment and the new balance.
    expect((await w.link("view", {}, inv.token)).body.result.data).toMatchObject({ paidCents: 40_000, balanceCents: 60_000, payments: [{ amountCents: 40_000, method: "card", account: "operating" }] });
  });

  it("a bank debit (ACH) is recorded at processing, once: its later succeeded event adds nothing", async () => {
    const w = await world();
    await w.setUp("operating");
    const inv = await w.sentInvoice();
    const r = await w.link("payment-intent", { amountCents: 100_000 }, inv.token);
    const piId = r.body.result.data.clientSecret.split("_secret_")[0];
    fake.pmType = "us_bank_account";
    try {
      const base = { id: piId, amount: 100_000, tenantId: w.tenant.id, invoiceId: inv.id, account: "operating" };
      expectStatus(await w.webhook(event(`evt_p_${piId}`, "payment_intent.processing", { ...base, status: "processing" }), KEYS.operating.webhookSecret), 200);
      expectStatus(await w.webhook(event(`evt_s_${piId}`, "payment_intent.succeeded", base), KEYS.operating.webhookSecret), 200);
    } finally {
      fake.pmType = "card";
    }
    const d = (await w.call("invoices/details", { id: inv.id })).body.result.data;
    expect(d).toMatchObject({ status: "paid", paidCents: 100_000, balanceCents: 0 });
    expect(d.payments.map((p: { method: string; amountCents: number }) => [p.method, p.amountCents])).toEqual([["ach", 100_000]]);
    const db = await getDb();
    expect(await db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, inv.id))).toHaveLength(1);
    // Paid: no more online payment.
    expect((await w.link("view", {}, inv.token)).body.result.data.onlinePayment).toEqual({ available: false });
    expectStatus(await w.link("payment-intent", { amountCents: 100 }, inv.token), 409);
  });

  it("a bank debit that fails after it was recorded at processing comes off the invoice again (once)", async () => {
    const w = await world();
    await w.setUp("operating");
    const inv = await w.sentInvoice();
    const r = await w.link("payment-intent", { amountCents: 30_000 }, inv.token);
    const piId = r.body.result.data.clientSecret.split("_secret_")[0];
    const base = { id: piId, amount: 30_000, tenantId: w.tenant.id, invoiceId: inv.id, account: "operating" };
    fake.pmType = "us_bank_account";
    try {
      expectStatus(await w.webhook(event(`evt_p_${piId}`, "payment_intent.processing", { ...base, status: "processing" }), KEYS.operating.webhookSecret), 200);
    } finally {
      fake.pmType = "card";
    }
    expect((await w.call("invoices/details", { id: inv.id })).body.result.data).toMatchObject({ status: "partially_paid", paidCents: 30_000 });
    const failed = event(`evt_f_${piId}`, "payment_intent.payment_failed", { ...base, status: "requires_payment_method" });
    expect((await w.webhook(failed, KEYS.operating.webhookSecret)).body).toEqual({ received: true, duplicate: false });
    expect((await w.webhook(failed, KEYS.operating.webhookSecret)).body).toEqual({ received: true, duplicate: true });
    const d = (await w.call("invoices/details", { id: inv.id })).body.result.data;
    expect(d).toMatchObject({ status: "sent", paidCents: 0, balanceCents: 100_000, payments: [] });
  });

  it("pay into trust: marked by the firm (only once a trust account is set up), paid into the trust account, the payment records 'trust'", async () => {
    const w = await world();
    await w.setUp("operating");
    const inv = await w.sentInvoice();
    expectStatus(await w.call("invoices/set-pay-into-trust", { id: inv.id, payIntoTrust: true }, w.front.token), 409);
    await w.setUp("trust");
    expectStatus(await w.call("invoices/set-pay-into-trust", { id: inv.id, payIntoTrust: "yes" }, w.front.token), 422);
    expectStatus(await w.call("invoices/set-pay-into-trust", { id: inv.id, payIntoTrust: true }, w.attorney.token), 403);
    const other = await world();
    expectStatus(await other.call("invoices/set-pay-into-trust", { id: inv.id, payIntoTrust: true }), 404);
    const marked = await w.call("invoices/set-pay-into-trust", { id: inv.id, payIntoTrust: true }, w.front.token);
    expectStatus(marked, 200);
    expect(marked.body.result.data.payIntoTrust).toBe(true);

    const r = await w.link("payment-intent", { amountCents: 25_000 }, inv.token);
    expect(r.body.result.data).toMatchObject({ publishableKey: "pk_test_trust1", account: "trust" });
    const pi = fake.calls.filter((c) => c.path === "/v1/payment_intents").at(-1)!;
    expect(pi.auth).toBe("Bearer sk_test_trust5678");
    expect(pi.form.get("metadata[account]")).toBe("trust");
    const piId = r.body.result.data.clientSecret.split("_secret_")[0];

    const payload = event(`evt_${piId}`, "payment_intent.succeeded", { id: piId, amount: 25_000, tenantId: w.tenant.id, invoiceId: inv.id, account: "trust" });
    // Signed with the operating account's secret, the event is not the trust account's: ignored.
    expectStatus(await w.webhook(payload, KEYS.operating.webhookSecret), 200);
    expect((await w.call("invoices/details", { id: inv.id })).body.result.data.paidCents).toBe(0);
    const ok = await w.webhook(event(`evt_t_${piId}`, "payment_intent.succeeded", { id: piId, amount: 25_000, tenantId: w.tenant.id, invoiceId: inv.id, account: "trust" }), KEYS.trust.webhookSecret);
    expectStatus(ok, 200);
    const d = (await w.call("invoices/details", { id: inv.id })).body.result.data;
    expect(d).toMatchObject({ paidCents: 25_000, payIntoTrust: true });
    expect(d.payments[0]).toMatchObject({ amountCents: 25_000, account: "trust", recordedBy: null });
  });
});
