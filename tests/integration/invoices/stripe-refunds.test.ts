// Refunds, disputes and the key check of the firm's Stripe accounts (issue 33 §4), against a local fake of the
// Stripe endpoints the app calls (GET /v1/balance, POST /v1/payment_intents, GET /v1/payment_methods/:id,
// POST and GET /v1/refunds) through STRIPE_API_BASE: keys refused by Stripe, a restricted key without the
// permission, a secret key of the other mode (422 under the field); refund and dispute events (each once by
// event id: partial refund reopens the balance, a failed refund gives it back, a dispute notifies the billing
// roles, lost takes the money off, won clears it); a refund from the invoice screen (happy, 422, 403, 409 for a
// payment entered by hand, another firm's 404).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "@/db/schema/work";
import { emailOutbox } from "@/db/schema/platform";
import { getDb } from "@/lib/server/db/client";
import { readOutboxMail } from "@/lib/server/mail/sealed-mail";
import { ROLE } from "@/lib/shared/constants/roles";
import { createCompany, createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { expectField, expectStatus } from "../documents/helpers";

const TODAY = "2026-11-20";
type Refund = { id: string; object: "refund"; amount: number; status: string; payment_intent: string; reason: string | null };
const fake = { seq: 0, refunds: [] as Refund[], refundCalls: [] as { form: URLSearchParams; idempotencyKey?: string; auth?: string }[] };
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const form = new URLSearchParams(raw);
      const url = new URL(req.url ?? "/", "http://fake");
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": `req_${++fake.seq}` });
        res.end(JSON.stringify(body));
      };
      const auth = req.headers.authorization ?? "";
      if (!/^Bearer (sk|rk)_test_(operating|trust)[a-z0-9]*$/.test(auth)) return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      if (req.method === "GET" && url.pathname === "/v1/balance") {
        if (auth.includes("rk_test_operatingnobalance")) return send(403, { error: { type: "invalid_request_error", message: "The provided key does not have the required permissions for this endpoint" } });
        return send(200, { object: "balance", livemode: auth.includes("livemode"), available: [], pending: [] });
      }
      if (req.method === "POST" && url.pathname === "/v1/payment_intents") {
        const id = `pi_${++fake.seq}`;
        return send(200, { id, object: "payment_intent", amount: Number(form.get("amount")), currency: "usd", status: "requires_payment_method", client_secret: `${id}_secret_abc`, metadata: {} });
      }
      if (req.method === "GET" && url.pathname.startsWith("/v1/payment_methods/")) return send(200, { id: url.pathname.split("/").at(-1), object: "payment_method", type: "card" });
      if (req.method === "POST" && url.pathname === "/v1/refunds") {
        fake.refundCalls.push({ form, idempotencyKey: req.headers["idempotency-key"] as string | undefined, auth });
        const r: Refund = { id: `re_${++fake.seq}`, object: "refund", amount: Number(form.get("amount")), status: "succeeded", payment_intent: form.get("payment_intent") ?? "", reason: form.get("reason") };
        fake.refunds.push(r);
        return send(200, r);
      }
      if (req.method === "GET" && url.pathname === "/v1/refunds") {
        const data = fake.refunds.filter((r) => r.payment_intent === url.searchParams.get("payment_intent"));
        return send(200, { object: "list", data, has_more: false, url: "/v1/refunds" });
      }
      send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  process.env.STRIPE_API_BASE = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  delete process.env.STRIPE_API_BASE;
  await new Promise((r) => server.close(r));
});

const KEYS = { publishableKey: "pk_test_operating1", secretKey: "sk_test_operating1234", webhookSecret: "whsec_operating" };

async function world() {
  const { tenant, admin } = await createFirm();
  const company = await createCompany(tenant.id, { name: "Acme Robotics", email: `ap-${tenant.slug}@acme.example` });
  const call = (path: string, body: Record<string, unknown>, token = admin.token) => callApi(path, { today: TODAY, ...body }, { tenant: tenant.slug, token });
  const front = await createUser(tenant, ROLE.FRONT_OFFICE);
  const attorney = await createUser(tenant, ROLE.ATTORNEY);
  const webhook = (payload: string) =>
    callApi("invoices/stripe-webhook", undefined, { tenant: tenant.slug, rawBody: payload, headers: { "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: KEYS.webhookSecret }) } });
  /** A sent invoice of $1,000.00 paid $400.00 online (the PaymentIntent and its succeeded event). */
  const paidOnline = async () => {
    expectStatus(await call("invoices/update-online-payment", { account: "operating", ...KEYS }), 200);
    const id: string = (await call("invoices/create", { companyId: company.id, petitionIds: [], lines: [{ kind: "legal_fee", description: "Consultation", quantity: 1, unitCents: 100_000 }], dueDate: "2026-12-20" })).body.result.data.id;
    expectStatus(await call("invoices/send", { id }), 200);
    const db = await getDb();
    const [mail] = await db.select().from(emailOutbox).where(and(eq(emailOutbox.tenantId, tenant.id), eq(emailOutbox.template, "invoice.sent"))).orderBy(desc(emailOutbox.createdAt)).limit(1);
    const token = /invoice-view\?token=([A-Za-z0-9_-]+)/.exec(readOutboxMail(mail).textBody)![1];
    const r = await callApi("invoices/token/payment-intent", { amountCents: 40_000 }, { tenant: tenant.slug, token });
    const pi: string = r.body.result.data.clientSecret.split("_secret_")[0];
    const payload = JSON.stringify({ id: `evt_${pi}`, object: "event", type: "payment_intent.succeeded", data: { object: { id: pi, object: "payment_intent", amount: 40_000, status: "succeeded", payment_method: `pm_${pi}`, metadata: { tenant_id: tenant.id, invoice_id: id, account: "operating" } } } });
    expectStatus(await webhook(payload), 200);
    return { id, pi };
  };
  const details = async (id: string) => (await call("invoices/details", { id })).body.result.data;
  return { tenant, admin, company, call, front, attorney, webhook, paidOnline, details };
}

const stripeEvent = (id: string, type: string, object: Record<string, unknown>) => JSON.stringify({ id, object: "event", type, data: { object } });

describe("the keys are tried when saved", () => {
  it("a key Stripe refuses, a restricted key without the permission, a secret key of the other mode: 422 under the field; nothing saved", async () => {
    const w = await world();
    expectField(await w.call("invoices/update-online-payment", { account: "operating", ...KEYS, secretKey: "sk_test_revoked99" }), "secretKey", "Stripe refused this secret key: copy it again from the Stripe dashboard (Developers, API keys)");
    expectField(await w.call("invoices/update-online-payment", { account: "operating", ...KEYS, secretKey: "rk_test_operatingnobalance" }), "secretKey", "This restricted key may not read the balance: give it read access to Balance, PaymentIntents and PaymentMethods, and write access to Refunds");
    expectField(await w.call("invoices/update-online-payment", { account: "operating", ...KEYS, secretKey: "sk_test_operatinglivemode" }), "publishableKey", "Stripe says the secret key is a live key, but the publishable key is a test key");
    expect((await w.call("invoices/get-online-payment", {})).body.result.data.operating).toBeNull();
    expectStatus(await w.call("invoices/update-online-payment", { account: "operating", ...KEYS }), 200);
  });
});

describe("refunds and disputes from the firm's webhook", () => {
  it("a partial refund reopens the balance (once per event), a failed refund gives it back; charge.refunded lists the refunds from Stripe", async () => {
    const w = await world();
    const { id, pi } = await w.paidOnline();
    const refund = { id: `re_a_${pi}`, object: "refund", amount: 15_000, status: "succeeded", payment_intent: pi, reason: "requested_by_customer" };
    const created = stripeEvent(`evt_rc_${pi}`, "refund.created", refund);
    expect((await w.webhook(created)).body).toEqual({ received: true, duplicate: false });
    expect((await w.webhook(created)).body).toEqual({ received: true, duplicate: true });
    let d = await w.details(id);
    expect(d).toMatchObject({ status: "partially_paid", paidCents: 25_000, balanceCents: 75_000 });
    expect(d.payments[0]).toMatchObject({ amountCents: 40_000, refundedCents: 15_000, refundableCents: 25_000, refunds: [{ amountCents: 15_000, status: "succeeded", by: null }] });

    expectStatus(await w.webhook(stripeEvent(`evt_rf_${pi}`, "refund.failed", { ...refund, status: "failed" })), 200);
    d = await w.details(id);
    expect(d).toMatchObject({ paidCents: 40_000, balanceCents: 60_000 });
    expect(d.payments[0]).toMatchObject({ refundedCents: 0, refunds: [{ status: "failed" }] });

    // Refunded in full in Stripe's dashboard: the charge's event, the refunds asked from Stripe.
    fake.refunds.push({ id: `re_b_${pi}`, object: "refund", amount: 40_000, status: "succeeded", payment_intent: pi, reason: null });
    expectStatus(await w.webhook(stripeEvent(`evt_cr_${pi}`, "charge.refunded", { id: `ch_${pi}`, object: "charge", payment_intent: pi, amount: 40_000, amount_refunded: 40_000 })), 200);
    d = await w.details(id);
    expect(d).toMatchObject({ status: "sent", paidCents: 0, balanceCents: 100_000 });
    expect(d.payments[0]).toMatchObject({ refundedCents: 40_000, refundableCents: 0 });
  });

  it("a dispute marks the payment and notifies the billing roles; lost takes the money off; won clears it", async () => {
    const w = await world();
    const { id, pi } = await w.paidOnline();
    const dispute = { id: `dp_${pi}`, object: "dispute", amount: 40_000, payment_intent: pi, charge: `ch_${pi}`, status: "needs_response", reason: "fraudulent" };
    expectStatus(await w.webhook(stripeEvent(`evt_dc_${pi}`, "charge.dispute.created", dispute)), 200);
    let d = await w.details(id);
    expect(d.payments[0]).toMatchObject({ dispute: { status: "open", amountCents: 40_000 }, refundableCents: 0 });
    expect(d.paidCents).toBe(40_000);
    const db = await getDb();
    const notes = await db.select().from(notifications).where(and(eq(notifications.tenantId, w.tenant.id), eq(notifications.kind, "invoice.payment-disputed")));
    expect(new Set(notes.map((n) => n.userId))).toEqual(new Set([w.admin.user.id, w.front.user.id]));
    // A refund from the screen is refused while the bank decides.
    expectStatus(await w.call("invoices/refund-payment", { id, paymentId: d.payments[0].id, amountCents: 100 }), 409);

    expectStatus(await w.webhook(stripeEvent(`evt_dl_${pi}`, "charge.dispute.closed", { ...dispute, status: "lost" })), 200);
    d = await w.details(id);
    expect(d).toMatchObject({ paidCents: 0, balanceCents: 100_000 });
    expect(d.payments[0].dispute).toEqual({ status: "lost", amountCents: 40_000 });
    expectStatus(await w.webhook(stripeEvent(`evt_dw_${pi}`, "charge.dispute.closed", { ...dispute, status: "won" })), 200);
    d = await w.details(id);
    expect(d).toMatchObject({ paidCents: 40_000, balanceCents: 60_000 });
    expect(d.payments[0]).toMatchObject({ dispute: { status: "won" }, refundableCents: 40_000 });
  });
});

describe("a refund from the invoice screen (invoices/refund-payment)", () => {
  it("refunds through Stripe's Refund API and reopens the balance; 422, 403, 409 for a payment entered by hand, another firm's 404", async () => {
    const w = await world();
    const { id, pi } = await w.paidOnline();
    const paymentId: string = (await w.details(id)).payments[0].id;
    expectField(await w.call("invoices/refund-payment", { id, paymentId, amountCents: 40_001 }), "amountCents", "More than what can still be refunded ($400.00)");
    expectStatus(await w.call("invoices/refund-payment", { id, paymentId, amountCents: 0 }), 422);
    expectStatus(await w.call("invoices/refund-payment", { id, paymentId, amountCents: 100, reason: "because" }), 422);
    expectStatus(await w.call("invoices/refund-payment", { id, paymentId, amountCents: 100 }, w.attorney.token), 403);
    const other = await world();
    expectStatus(await other.call("invoices/refund-payment", { id, paymentId, amountCents: 100 }), 404);
    expect(fake.refundCalls.filter((c) => c.form.get("payment_intent") === pi)).toHaveLength(0);

    const r = await w.call("invoices/refund-payment", { id, paymentId, amountCents: 10_000, reason: "requested_by_customer" }, w.front.token);
    expectStatus(r, 200);
    const call = fake.refundCalls.at(-1)!;
    expect(call.form.get("payment_intent")).toBe(pi);
    expect(call.form.get("amount")).toBe("10000");
    expect(call.form.get("reason")).toBe("requested_by_customer");
    expect(call.auth).toBe("Bearer sk_test_operating1234");
    expect(call.idempotencyKey).toBe(`refund-${paymentId}-after-0-amount-10000`);
    expect(r.body.result.data).toMatchObject({ paidCents: 30_000, balanceCents: 70_000 });
    expect(r.body.result.data.payments[0]).toMatchObject({ refundedCents: 10_000, refundableCents: 30_000, refunds: [{ amountCents: 10_000, status: "succeeded", by: expect.any(String) }] });
    // Stripe's refund.created for the same refund afterwards changes nothing.
    const re = fake.refunds.at(-1)!;
    expectStatus(await w.webhook(stripeEvent(`evt_re_${re.id}`, "refund.created", { ...re })), 200);
    expect((await w.details(id)).paidCents).toBe(30_000);

    // A payment entered by hand is not refunded through Stripe.
    expectStatus(await w.call("invoices/record-payment", { id, amountCents: 5_000, paidOn: TODAY, method: "check" }), 200);
    const manual = (await w.details(id)).payments.find((p: { method: string }) => p.method === "check");
    expect(manual.refundableCents).toBe(0);
    expectStatus(await w.call("invoices/refund-payment", { id, paymentId: manual.id, amountCents: 100 }), 409);
  });
});
