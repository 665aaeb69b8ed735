// The Stripe provider, through the official `stripe` package: a Customer per subscriber (metadata: our ids),
// PaymentMethods attached to it (pm_… made by Stripe.js; test tokens such as pm_card_visa) and set as the
// invoice default, and one PaymentIntent per billing invoice (confirmed off-session with the chosen method,
// idempotency key per invoice and attempt, metadata.invoice_id for the webhook). Billing keeps the subscription and
// the invoices itself: no Stripe Prices, Subscriptions or Invoices (see ../README.md). STRIPE_API_BASE sends
// the calls to another server (the tests' fake) through the package's host/port/protocol options.
import "server-only";
import Stripe from "stripe";
import { env } from "@/lib/server/env";
import { BillingInputError, type PaymentProvider } from "./types";

let cached: { key: string; base: string | undefined; client: Stripe } | null = null;

export function stripeClient(): Stripe {
  const cfg = env.stripe;
  if (!cfg) throw new Error("Stripe is not configured (STRIPE_SECRET_KEY)");
  if (cached && cached.key === cfg.secretKey && cached.base === cfg.apiBase) return cached.client;
  const opts: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 1, telemetry: false, timeout: 20_000 };
  if (cfg.apiBase) {
    const u = new URL(cfg.apiBase);
    Object.assign(opts, { host: u.hostname, port: u.port ? Number(u.port) : u.protocol === "https:" ? 443 : 80, protocol: u.protocol.replace(":", "") as "http" | "https" });
  }
  cached = { key: cfg.secretKey, base: cfg.apiBase, client: new Stripe(cfg.secretKey, opts) };
  return cached.client;
}

const isStripeError = (e: unknown): e is Stripe.errors.StripeError => e instanceof Stripe.errors.StripeError;

export const stripeProvider: PaymentProvider = {
  name: "stripe",
  async ensureCustomer(input) {
    if (input.customerId) return input.customerId;
    const customer = await stripeClient().customers.create(
      { name: input.name ?? undefined, email: input.email ?? undefined, metadata: { subscriber_id: input.subscriberId, tenant_id: input.tenantId } },
      { idempotencyKey: `customer-${input.subscriberId}` },
    );
    return customer.id;
  },
  async attachPaymentMethod(input) {
    if (!input.token) throw new BillingInputError("token", "Enter the card through the payment form (a Stripe payment method token)");
    if (!input.customerId) throw new Error("A Stripe customer is needed first");
    const stripe = stripeClient();
    let pm: Stripe.PaymentMethod;
    try {
      pm = await stripe.paymentMethods.attach(input.token, { customer: input.customerId });
    } catch (e) {
      if (isStripeError(e) && (e.type === "StripeCardError" || e.type === "StripeInvalidRequestError")) throw new BillingInputError("token", e.message);
      throw e;
    }
    await stripe.customers.update(input.customerId, { invoice_settings: { default_payment_method: pm.id } });
    return {
      providerRef: pm.id,
      kind: pm.type === "card" ? "card" : pm.type,
      label: null,
      brand: pm.card?.brand ?? null,
      last4: pm.card?.last4 ?? null,
      expMonth: pm.card?.exp_month ?? null,
      expYear: pm.card?.exp_year ?? null,
    };
  },
  async charge(input) {
    if (input.amountCents <= 0) return { status: "paid", providerRef: null };
    try {
      const pi = await stripeClient().paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency.toLowerCase(),
          customer: input.customerId ?? undefined,
          payment_method: input.paymentMethodRef ?? undefined,
          off_session: true,
          confirm: true,
          description: input.description,
          metadata: { invoice_id: input.invoiceId, tenant_id: input.tenantId },
        },
        // One key per attempt: a double submit of the same attempt is answered once; a retry after a failure
        // (the failed PaymentIntent recorded on the invoice) is a new payment.
        { idempotencyKey: `invoice-${input.invoiceId}-after-${input.previousRef ?? "none"}` },
      );
      if (pi.status === "succeeded") return { status: "paid", providerRef: pi.id };
      if (pi.status === "processing") return { status: "open", providerRef: pi.id };
      return { status: "failed", providerRef: pi.id, failureMessage: pi.last_payment_error?.message ?? `Payment ${pi.status}` };
    } catch (e) {
      if (isStripeError(e) && e.type === "StripeCardError") {
        const piId = (e.raw as { payment_intent?: { id?: string } } | undefined)?.payment_intent?.id ?? null;
        return { status: "failed", providerRef: piId, failureMessage: e.message };
      }
      throw e;
    }
  },
};

/** The webhook's event, its signature checked against STRIPE_WEBHOOK_SECRET on the raw body; null when refused. */
export function verifyStripeEvent(rawBody: string, signature: string | null): Stripe.Event | null {
  const secret = env.stripe?.webhookSecret;
  if (!secret || !signature) return null;
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    return null;
  }
}
