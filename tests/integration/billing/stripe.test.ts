// The Stripe provider against a local fake of the Stripe endpoints billing calls (POST /v1/customers,
// /v1/payment_methods/:id/attach, /v1/customers/:id, /v1/payment_intents), reached through the official
// package's host/port/protocol options (STRIPE_API_BASE); and the webhook: a wrong signature refused (400),
// a signed event processed once (its id remembered), payment_intent.succeeded marking the invoice paid.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi } from "../api";
import { billingFirm, call } from "./helpers";

const WEBHOOK_SECRET = "whsec_test_secret";
type Call = { method: string; path: string; form: URLSearchParams; idempotencyKey: string | undefined; auth: string | undefined };
const fake = { calls: [] as Call[], seq: 0 };
let server: Server;

const CARDS: Record<string, { brand: string; last4: string }> = {
  pm_card_visa: { brand: "visa", last4: "4242" },
  pm_card_chargeDeclined: { brand: "visa", last4: "0002" },
};

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
      if (req.headers.authorization !== "Bearer sk_test_fake") return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      if (req.method === "POST" && path === "/v1/customers") return send(200, { id: `cus_${++fake.seq}`, object: "customer", name: form.get("name"), email: form.get("email"), metadata: {} });
      let m = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path);
      if (req.method === "POST" && m) {
        const card = CARDS[m[1]];
        if (!card) return send(400, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such PaymentMethod: '${m[1]}'` } });
        return send(200, { id: `pm_${m[1].replace("pm_card_", "")}_${++fake.seq}`, object: "payment_method", type: "card", customer: form.get("customer"), card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2034 } });
      }
      m = /^\/v1\/customers\/([^/]+)$/.exec(path);
      if (req.method === "POST" && m) return send(200, { id: m[1], object: "customer", invoice_settings: { default_payment_method: form.get("invoice_settings[default_payment_method]") } });
      if (req.method === "POST" && path === "/v1/payment_intents") {
        const id = `pi_${++fake.seq}`;
        if ((form.get("payment_method") ?? "").startsWith("pm_chargeDeclined")) {
          return send(402, { error: { type: "card_error", code: "card_declined", decline_code: "generic_decline", message: "Your card was declined.", payment_intent: { id, object: "payment_intent", status: "requires_payment_method" } } });
        }
        return send(200, { id, object: "payment_intent", amount: Number(form.get("amount")), currency: form.get("currency"), status: "succeeded", metadata: { invoice_id: form.get("metadata[invoice_id]") } });
      }
      send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${path})` } });
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  process.env.STRIPE_SECRET_KEY = "sk_test_fake";
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
  process.env.STRIPE_API_BASE = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_WEBHOOK_SECRET;
  delete process.env.STRIPE_API_BASE;
  await new Promise((r) => server.close(r));
});

const signed = (payload: string, secret = WEBHOOK_SECRET) => Stripe.webhooks.generateTestHeaderString({ payload, secret });
const webhook = (payload: string, signature: string) =>
  callApi("payapi/webhooks/stripe", undefined, { tenant: null, rawBody: payload, headers: { "stripe-signature": signature } });
const event = (id: string, type: string, pi: string) => JSON.stringify({ id, object: "event", type, api_version: "2025-01-01", created: 1, data: { object: { id: pi, object: "payment_intent", status: type.endsWith("succeeded") ? "succeeded" : "requires_payment_method" } } });

describe("the Stripe provider", () => {
  it("makes a customer, attaches pm_card_visa, and charges the first period through a PaymentIntent (paid)", async () => {
    const f = await billingFirm();
    expect((await call("masterdata/list", {}, f.admin, f.slug)).body.result.data.provider).toBe("stripe");
    const attached = await call("billing/attach-payment-method", { token: "pm_card_visa" }, f.admin, f.slug);
    expect(attached.status).toBe(200);
    expect(attached.body.result.data).toMatchObject([{ provider: "stripe", kind: "card", brand: "visa", last4: "4242", isDefault: true }]);
    const customer = fake.calls.find((c) => c.path === "/v1/customers")!;
    expect(customer.idempotencyKey).toMatch(/^customer-/);
    const r = await call("plans/subscribe", { planId: "I9", interval: "year" }, f.admin, f.slug);
    expect(r.status).toBe(200);
    const pi = fake.calls.filter((c) => c.path === "/v1/payment_intents").at(-1)!;
    expect(pi.form.get("amount")).toBe("29000");
    expect(pi.form.get("currency")).toBe("usd");
    expect(pi.form.get("confirm")).toBe("true");
    expect(pi.form.get("off_session")).toBe("true");
    expect(pi.form.get("payment_method")).toMatch(/^pm_visa_/);
    expect(pi.idempotencyKey).toMatch(/^invoice-/);
    const [invoice] = (await call("invoices/list", {}, f.admin, f.slug)).body.result.data;
    expect(invoice).toMatchObject({ status: "paid", totalCents: 29000 });
  });

  it("refuses an unknown token (422 on token) and reports a declined card on the invoice (failed), then a signed webhook marks it paid once", async () => {
    const f = await billingFirm();
    const bad = await call("billing/attach-payment-method", { token: "pm_card_unknown" }, f.admin, f.slug);
    expect(bad.status).toBe(422);
    expect(bad.body.result.error.fields.token).toMatch(/No such PaymentMethod/);
    await call("billing/attach-payment-method", { token: "pm_card_chargeDeclined" }, f.admin, f.slug);
    expect((await call("plans/subscribe", { planId: "PAF", interval: "month" }, f.admin, f.slug)).status).toBe(200);
    let [invoice] = (await call("invoices/list", {}, f.admin, f.slug)).body.result.data;
    expect(invoice).toMatchObject({ status: "failed", failureMessage: "Your card was declined." });
    // The PaymentIntent id the fake answered is on the invoice row; the webhook names it.
    const { getDb } = await import("@/lib/server/db/client");
    const { billingInvoices } = await import("@/db/schema/billing");
    const { eq } = await import("drizzle-orm");
    const [row] = await (await getDb()).select().from(billingInvoices).where(eq(billingInvoices.id, invoice.id));
    expect(row.providerRef).toMatch(/^pi_/);

    const payload = event(`evt_${row.id}`, "payment_intent.succeeded", row.providerRef!);
    const refused = await webhook(payload, signed(payload, "whsec_wrong"));
    expect(refused.status).toBe(400);
    // The API's error envelope, as the OpenAPI document declares for the webhook's 4xx.
    expect(refused.body).toMatchObject({ status: false, result: { error: { code: "BAD_REQUEST", message: "The signature does not match" } } });
    expect((await webhook(payload, "t=1,v1=deadbeef")).status).toBe(400);
    expect((await webhook(payload.replace("succeeded", "succeeded "), signed(payload))).status).toBe(400);
    [invoice] = (await call("invoices/list", {}, f.admin, f.slug)).body.result.data;
    expect(invoice.status).toBe("failed");

    const ok = await webhook(payload, signed(payload));
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ received: true, duplicate: false });
    [invoice] = (await call("invoices/list", {}, f.admin, f.slug)).body.result.data;
    expect(invoice.status).toBe("paid");
    // The same event again is seen as a duplicate and changes nothing.
    const again = await webhook(payload, signed(payload));
    expect(again.body).toEqual({ received: true, duplicate: true });
    // A later failure event for a paid invoice does not unpay it.
    const failed = event(`evt_f_${row.id}`, "payment_intent.payment_failed", row.providerRef!);
    expect((await webhook(failed, signed(failed))).body).toEqual({ received: true, duplicate: false });
    expect((await call("invoices/list", {}, f.admin, f.slug)).body.result.data[0].status).toBe("paid");
  });

  it("charge-for-plan retries a failed invoice with another card", async () => {
    const f = await billingFirm();
    await call("billing/attach-payment-method", { token: "pm_card_chargeDeclined" }, f.admin, f.slug);
    await call("plans/subscribe", { planId: "PAF", interval: "month" }, f.admin, f.slug);
    const methods = (await call("billing/attach-payment-method", { token: "pm_card_visa", makeDefault: true }, f.admin, f.slug)).body.result.data;
    const visa = methods.find((m: { last4: string }) => m.last4 === "4242");
    const r = await call("billing/charge-for-plan", { paymentMethodId: visa.id }, f.admin, f.slug);
    expect(r.status).toBe(200);
    expect(r.body.result.data).toMatchObject({ status: "paid", totalCents: 1900, failureMessage: null });
    // The retry is a new attempt for Stripe (another idempotency key than the declined one).
    const keys = fake.calls.filter((c) => c.path === "/v1/payment_intents").slice(-2).map((c) => c.idempotencyKey);
    expect(keys[0]).toMatch(/^invoice-.*-after-none$/);
    expect(keys[1]).toMatch(/^invoice-.*-after-pi_\d+$/);
  });
});
