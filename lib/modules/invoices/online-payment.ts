// Clients pay an invoice online from its link (issue 33 §4; README "Online payment"): into the FIRM's own Stripe
// account, whose keys the firm enters (sealed at rest), never the platform's. An invoice marked "pay into trust"
// is paid into the firm's second (trust) account. The link asks for a PaymentIntent of the amount the client
// chose (≥ $1, ≤ the balance; card or US bank account); the browser confirms it with Stripe.js' Payment
// Element, so card and bank numbers never reach this server; the firm's signed webhook
// (payment_intent.processing for a bank debit, payment_intent.succeeded) records the payment once through the
// invoices' own payment path (status, cases' step, audit) with the account paid, then queues the invoice's
// QuickBooks sync like a sending does; a bank debit that fails afterwards (payment_failed) comes off again.
import "server-only";
import Stripe from "stripe";
import { claimStripeEvent, signedStripeEvent, stripeWebhookResponse } from "@/lib/modules/billing/webhook";
import { writeAudit } from "@/lib/server/audit/audit";
import { sealSecret, unsealSecret } from "@/lib/server/auth/sealed";
import type { ActorContext, PublicContext } from "@/lib/server/context";
import { env } from "@/lib/server/env";
import { AppError, fail } from "@/lib/server/errors";
import { log } from "@/lib/server/log";
import { tenantUrl } from "@/lib/server/tenancy/tenant";
import { ROLE } from "@/lib/shared/constants/roles";
import {
  displayNumber,
  type InvoiceDetails,
  type OnlinePaymentSettings,
  type OnlinePaymentSettingsBody,
  type PaymentIntentAnswer,
  type PaymentIntentBody,
  type PaymentMethod,
  type RefundPaymentBody,
  type StripeAccount,
  type StripeAccountDto,
} from "./contract";
import { usd } from "./money";
import {
  billingRecipients,
  deletePayment,
  deleteStripeAccount,
  findInvoice,
  findPayment,
  findStripeAccount,
  paymentByProviderRef,
  refundsOfPayment,
  saveStripeAccount,
  stripeAccountsOf,
  updateInvoice,
  updatePayment,
  upsertRefund,
  type InvoicePaymentRow,
  type InvoiceRow,
  type StripeAccountRow,
} from "./repository";
import { applyPayment, invoiceDetails, invoiceOr404, netOf, refreshStatus, todayOf } from "./service";
import { notify } from "@/lib/modules/notifications/notify";
import { ACTIONS } from "@/lib/shared/permissions";
import { INVOICE_DETAILS_PATH } from "./constants";
import type { Executor } from "@/lib/server/db/client";
import { byToken } from "./view";

export const WEBHOOK_PATH = "/api/invoices/stripe-webhook";
/** The events the firm's webhook endpoint should send (the settings screen lists them). */
export const WEBHOOK_EVENTS = [
  "payment_intent.succeeded",
  "payment_intent.processing",
  "payment_intent.payment_failed",
  "charge.refunded",
  "refund.created",
  "refund.updated",
  "refund.failed",
  "charge.dispute.created",
  "charge.dispute.closed",
] as const;
type Secrets = { secretKey: string; webhookSecret: string };

const accountOfInvoice = (inv: { payIntoTrust: boolean }): StripeAccount => (inv.payIntoTrust ? "trust" : "operating");

/** A Stripe client for one firm account (STRIPE_API_BASE sends it to the tests' fake, as for billing). */
function firmStripe(secretKey: string): Stripe {
  const opts: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 1, telemetry: false, timeout: 20_000 };
  if (env.stripeApiBase) {
    const u = new URL(env.stripeApiBase);
    Object.assign(opts, { host: u.hostname, port: u.port ? Number(u.port) : u.protocol === "https:" ? 443 : 80, protocol: u.protocol.replace(":", "") as "http" | "https" });
  }
  return new Stripe(secretKey, opts);
}

async function secretsOf(row: StripeAccountRow): Promise<Secrets | null> {
  const s = await unsealSecret<Secrets>(row.secretsSealed);
  return s.secretKey && s.webhookSecret ? { secretKey: s.secretKey, webhookSecret: s.webhookSecret } : null;
}

// ---------- the firm's settings (settings.view) ----------

const dto = (r: StripeAccountRow | undefined): StripeAccountDto | null => (r ? { publishableKey: r.publishableKey, secretKeyLast4: r.secretKeyLast4, updatedAt: r.updatedAt.toISOString() } : null);

export async function onlinePaymentSettings(ctx: ActorContext): Promise<OnlinePaymentSettings> {
  const rows = await stripeAccountsOf(ctx.db, ctx.tenant.id);
  return { operating: dto(rows.find((r) => r.account === "operating")), trust: dto(rows.find((r) => r.account === "trust")), webhookUrl: tenantUrl(ctx.tenant.slug, WEBHOOK_PATH) };
}

/** One account's three keys as a whole (test keys with test keys, live with live), or `remove`. */
export async function updateOnlinePaymentSettings(ctx: ActorContext, body: OnlinePaymentSettingsBody): Promise<OnlinePaymentSettings> {
  if (body.remove) {
    await ctx.db.transaction(async (tx) => {
      const gone = await deleteStripeAccount(tx, ctx.tenant.id, body.account);
      if (!gone) throw fail.notFound("Stripe account");
      await writeAudit(tx, { tenantId: ctx.tenant.id, actorUserId: ctx.actor.userId, actorRoleId: ctx.actor.roleId, action: "invoice.stripe-account.remove", entityType: "tenant", entityId: ctx.tenant.id, after: { account: body.account }, ip: ctx.ip });
    });
    return onlinePaymentSettings(ctx);
  }
  const pk = body.publishableKey?.trim() ?? "";
  const sk = body.secretKey?.trim() ?? "";
  const wh = body.webhookSecret?.trim() ?? "";
  const errors: Record<string, string> = {};
  const pkMode = /^pk_(test|live)_[A-Za-z0-9]+$/.exec(pk)?.[1];
  const skMode = /^(?:sk|rk)_(test|live)_[A-Za-z0-9]+$/.exec(sk)?.[1];
  if (!pkMode) errors.publishableKey = "Enter the publishable key (pk_live_… or pk_test_…)";
  if (!skMode) errors.secretKey = "Enter the secret key (sk_live_…, sk_test_… or a restricted rk_… key)";
  else if (pkMode && pkMode !== skMode) errors.secretKey = "The secret key and the publishable key must both be live keys or both test keys";
  if (!/^whsec_[A-Za-z0-9]+$/.test(wh)) errors.webhookSecret = "Enter the webhook's signing secret (whsec_…)";
  if (Object.keys(errors).length) throw fail.validation(errors);
  await tryKeys(sk, pkMode === "live");
  const row = { tenantId: ctx.tenant.id, account: body.account, publishableKey: pk, secretsSealed: await sealSecret({ secretKey: sk, webhookSecret: wh } satisfies Secrets), secretKeyLast4: sk.slice(-4) };
  await ctx.db.transaction(async (tx) => {
    await saveStripeAccount(tx, row);
    // The keys themselves never go to the audit log.
    await writeAudit(tx, { tenantId: ctx.tenant.id, actorUserId: ctx.actor.userId, actorRoleId: ctx.actor.roleId, action: "invoice.stripe-account.save", entityType: "tenant", entityId: ctx.tenant.id, after: { account: body.account, publishableKey: pk, secretKeyLast4: row.secretKeyLast4 }, ip: ctx.ip });
  });
  return onlinePaymentSettings(ctx);
}

/**
 * The keys are tried before they are kept: the secret key reads the account's balance (a refused key, a restricted
 * key without the permission, or a key of the other mode than the publishable key is refused under its field).
 */
async function tryKeys(secretKey: string, live: boolean): Promise<void> {
  let balance: Stripe.Balance;
  try {
    balance = await firmStripe(secretKey).balance.retrieve();
  } catch (e) {
    if (e instanceof Stripe.errors.StripeAuthenticationError) throw fail.validation({ secretKey: "Stripe refused this secret key: copy it again from the Stripe dashboard (Developers, API keys)" });
    if (e instanceof Stripe.errors.StripePermissionError) throw fail.validation({ secretKey: "This restricted key may not read the balance: give it read access to Balance, PaymentIntents and PaymentMethods, and write access to Refunds" });
    if (e instanceof Stripe.errors.StripeConnectionError || e instanceof Stripe.errors.StripeAPIError) throw fail.conflict("Stripe could not be reached to check the keys. Please try again in a few minutes");
    throw e;
  }
  if (balance.livemode !== live) throw fail.validation({ publishableKey: live ? "Stripe says the secret key is a test key, but the publishable key is a live key" : "Stripe says the secret key is a live key, but the publishable key is a test key" });
}

/** Marks an unpaid invoice to be paid into the firm's trust account (or back to the operating one). */
export async function setPayIntoTrust(ctx: ActorContext, body: { id: string; payIntoTrust: boolean }): Promise<InvoiceDetails> {
  await ctx.db.transaction(async (tx) => {
    const inv = await invoiceOr404(ctx, tx, body.id, { forUpdate: true });
    if (inv.voidedAt) throw fail.conflict("This invoice is void");
    if (inv.totalCents - inv.paidCents <= 0) throw fail.conflict("This invoice is paid");
    if (body.payIntoTrust && !(await findStripeAccount(tx, ctx.tenant.id, "trust"))) throw fail.conflict("Set up the trust account's Stripe keys in the invoice settings first");
    if (inv.payIntoTrust === body.payIntoTrust) return;
    await updateInvoice(tx, ctx.tenant.id, inv.id, { payIntoTrust: body.payIntoTrust });
    await writeAudit(tx, { tenantId: ctx.tenant.id, actorUserId: ctx.actor.userId, actorRoleId: ctx.actor.roleId, action: "invoice.pay-into-trust", entityType: "invoice", entityId: inv.id, before: { payIntoTrust: inv.payIntoTrust }, after: { payIntoTrust: body.payIntoTrust }, ip: ctx.ip });
  });
  return invoiceDetails(ctx, body.id);
}

// ---------- the client's link ----------

export const notSetUp = (firmName: string) => new AppError("CONFLICT", `Online payment is not set up. Please pay ${firmName} as the invoice describes`);

/** A PaymentIntent in the firm's account for this invoice (operating, or trust when marked) of the amount the client chose. */
export async function createPaymentIntent(ctx: PublicContext, body: PaymentIntentBody): Promise<PaymentIntentAnswer> {
  const inv = await byToken(ctx);
  const balance = inv.totalCents - inv.paidCents;
  if (balance <= 0) throw fail.conflict("This invoice is paid");
  if (body.amountCents > balance) throw fail.validation({ amountCents: `More than the balance due (${usd(balance)})` });
  const account = accountOfInvoice(inv);
  const row = await findStripeAccount(ctx.db, ctx.tenant.id, account);
  const secrets = row ? await secretsOf(row) : null;
  if (!row || !secrets) throw notSetUp(ctx.tenant.name);
  try {
    const pi = await firmStripe(secrets.secretKey).paymentIntents.create(
      {
        amount: body.amountCents,
        currency: "usd",
        // Card and US bank account (ACH Direct Debit): the SDK's API version calls payment_method_types so.
        allowed_payment_method_types: ["card", "us_bank_account"],
        description: `${displayNumber(inv.number)} — ${ctx.tenant.name}`,
        metadata: { tenant_id: ctx.tenant.id, invoice_id: inv.id, account, invoice_number: displayNumber(inv.number) },
      },
      // A double click (same amount, same balance) gets the same PaymentIntent back; a later payment is another.
      { idempotencyKey: `invoice-${inv.id}-paid-${inv.paidCents}-amount-${body.amountCents}` },
    );
    if (!pi.client_secret) throw new Error("Stripe answered a PaymentIntent without a client secret");
    return { clientSecret: pi.client_secret, publishableKey: row.publishableKey, amountCents: body.amountCents, account };
  } catch (e) {
    if (e instanceof Stripe.errors.StripeAuthenticationError || e instanceof Stripe.errors.StripePermissionError) {
      log.warn({ tenantId: ctx.tenant.id, account, err: e.message }, "invoices: the firm's Stripe key was refused");
      throw notSetUp(ctx.tenant.name);
    }
    throw e;
  }
}

// ---------- the firm's webhook ----------

const RECORDING_EVENTS = new Set(["payment_intent.succeeded", "payment_intent.processing"]);

/** card | ach from the PaymentIntent's method (asked from Stripe when the event does not carry it). */
async function methodOf(stripe: Stripe, pi: Stripe.PaymentIntent): Promise<PaymentMethod> {
  const pm = pi.payment_method;
  let type: string | undefined = typeof pm === "object" && pm ? pm.type : undefined;
  if (!type && typeof pm === "string") type = await stripe.paymentMethods.retrieve(pm).then((m) => m.type, () => undefined);
  if (type === "us_bank_account") return "ach";
  if (type === "card") return "card";
  return pi.status === "processing" ? "ach" : "other";
}

/**
 * POST /api/invoices/stripe-webhook on the firm's host: signed with the webhook secret of one of the firm's
 * accounts (that account is the one paid), each event once; a PaymentIntent is recorded once however many of
 * its events arrive (processing, then succeeded).
 */
/**
 * `afterRecorded` runs once the payment's transaction has committed (the QuickBooks module passes its push:
 * `invoiceStripeWebhookAndSync` in lib/modules/quickbooks/sync.ts, as it composes sending and voiding).
 */
export async function invoiceStripeWebhook(ctx: PublicContext, req: Request, afterRecorded?: (invoiceId: string) => Promise<void>): Promise<Response> {
  const rows = await stripeAccountsOf(ctx.db, ctx.tenant.id);
  const keyed = (await Promise.all(rows.map(async (r) => ({ row: r, secrets: await secretsOf(r) })))).filter((k): k is { row: StripeAccountRow; secrets: Secrets } => k.secrets !== null);
  const { event, secret } = await signedStripeEvent(req, keyed.map((k) => k.secrets.webhookSecret));
  if (REVERSAL_EVENTS.has(event.type)) {
    const r = await reversalEvent(ctx, event, keyed.filter((k) => k.secrets.webhookSecret === secret));
    if (r.changedInvoice && afterRecorded) await afterRecorded(r.changedInvoice);
    return stripeWebhookResponse(r.duplicate);
  }
  const pi = event.data.object as Stripe.PaymentIntent;
  // The account whose secret signed it (the one the metadata names, should both accounts share a secret).
  const signedBy = keyed.filter((k) => k.secrets.webhookSecret === secret);
  const { row, secrets } = signedBy.find((k) => k.row.account === pi.metadata?.account) ?? signedBy[0];
  const account = row.account as StripeAccount;
  const recording = RECORDING_EVENTS.has(event.type) && pi.object === "payment_intent";
  const method = recording ? await methodOf(firmStripe(secrets.secretKey), pi) : "other";
  let recordedInvoice: string | null = null;
  const duplicate = await ctx.db.transaction(async (tx) => {
    if (!(await claimStripeEvent(tx, `${ctx.tenant.id}:${event.id}`, "stripe-invoices", event.type))) return true;
    if (!recording && event.type !== "payment_intent.payment_failed") return false;
    const meta = pi.metadata ?? {};
    const where = { tenantId: ctx.tenant.id, event: event.id, paymentIntent: pi.id, account };
    if (meta.tenant_id !== ctx.tenant.id || typeof meta.invoice_id !== "string" || meta.account !== account) {
      log.warn(where, "invoices: a Stripe event for no invoice of this firm and account (ignored)");
      return false;
    }
    const inv = await findInvoice(tx, ctx.tenant.id, meta.invoice_id, { forUpdate: true });
    if (!inv) {
      log.warn(where, "invoices: a Stripe event for an unknown invoice (ignored)");
      return false;
    }
    const already = await paymentByProviderRef(tx, ctx.tenant.id, pi.id);
    if (event.type === "payment_intent.payment_failed") {
      if (!already) return false;
      // A bank debit recorded at processing that then failed: the money never came, so the payment comes off the
      // invoice (balance and status again), kept in the audit log. One already marked deposited stays for the firm.
      const message = pi.last_payment_error?.message ?? null;
      if (already.depositedOn) {
        await writeAudit(tx, { tenantId: ctx.tenant.id, actorUserId: null, action: "invoice.online-payment-failed", entityType: "invoice", entityId: inv.id, after: { paymentId: already.id, paymentIntent: pi.id, message, kept: "deposited" } });
        return false;
      }
      await deletePayment(tx, ctx.tenant.id, already.id);
      recordedInvoice = inv.id; // QuickBooks: its Payment is voided
      const updated = await refreshStatus(tx, ctx.tenant.id, inv, todayOf(ctx));
      await writeAudit(tx, { tenantId: ctx.tenant.id, actorUserId: null, action: "invoice.online-payment-failed", entityType: "invoice", entityId: inv.id, before: already, after: { paymentIntent: pi.id, message, status: updated.status } });
      return false;
    }
    if (already) return false;
    const balance = inv.voidedAt ? 0 : inv.totalCents - inv.paidCents;
    const amount = Math.min(pi.amount, balance);
    if (amount < pi.amount) {
      // Paid twice from two tabs, or after the invoice was voided: what exceeds the balance is for the firm to refund in Stripe.
      await writeAudit(tx, { tenantId: ctx.tenant.id, actorUserId: null, action: "invoice.online-overpayment", entityType: "invoice", entityId: inv.id, after: { paymentIntent: pi.id, account, receivedCents: pi.amount, appliedCents: amount } });
      log.warn({ ...where, receivedCents: pi.amount, appliedCents: amount }, "invoices: an online payment exceeds the balance (refund the difference)");
    }
    if (amount <= 0) return false;
    await applyPayment(
      tx,
      { tenant: ctx.tenant, ip: null },
      inv,
      { amountCents: amount, paidOn: todayOf(ctx), method, reference: `Stripe ${pi.id}`, recordedByUserId: null, account, providerRef: pi.id },
      { userId: null, roleId: ROLE.PETITIONER },
      todayOf(ctx),
    );
    recordedInvoice = inv.id;
    return false;
  });
  if (recordedInvoice && afterRecorded) await afterRecorded(recordedInvoice);
  return stripeWebhookResponse(duplicate);
}

// ---------- refunds and disputes (issue 33 §4) ----------

/**
 * Refund events (Stripe documents refund.created / refund.updated / refund.failed for every refund since API
 * 2024-10-28.acacia, and charge.refunded on the charge) and dispute events (charge.dispute.created, .closed).
 */
const REFUND_EVENTS = new Set(["charge.refunded", "refund.created", "refund.updated", "refund.failed", "charge.refund.updated"]);
const DISPUTE_EVENTS = new Set(["charge.dispute.created", "charge.dispute.closed"]);
const REVERSAL_EVENTS = new Set([...REFUND_EVENTS, ...DISPUTE_EVENTS]);
/** The refund statuses whose money is (or is about to be) back with the client: off the paid amount. */
const COUNTED_REFUND = new Set(["pending", "requires_action", "succeeded"]);

type Keyed = { row: StripeAccountRow; secrets: Secrets };
type RefundFacts = { id: string; amount: number; status: string; reason: string | null };
const piOf = (o: { payment_intent?: string | { id: string } | null }) => (typeof o.payment_intent === "string" ? o.payment_intent : (o.payment_intent?.id ?? null));
const refundFacts = (r: Stripe.Refund): RefundFacts => ({ id: r.id, amount: r.amount, status: r.status ?? "pending", reason: r.reason ?? null });

/** Brings a payment's refunded amount up to its refunds' (the counted ones), its invoice's balance and status with it. */
async function applyRefunds(tx: Executor, ctx: { tenant: { id: string }; ip: string | null; today: string }, inv: InvoiceRow, payment: InvoicePaymentRow, refunds: RefundFacts[], by: { userId: string | null; roleId: number | null }): Promise<boolean> {
  for (const r of refunds) {
    await upsertRefund(tx, { tenantId: ctx.tenant.id, invoiceId: inv.id, paymentId: payment.id, amountCents: r.amount, status: r.status, providerRef: r.id, reason: r.reason, createdByUserId: by.userId });
  }
  const all = await refundsOfPayment(tx, ctx.tenant.id, payment.id);
  const refundedCents = Math.min(payment.amountCents, all.filter((r) => COUNTED_REFUND.has(r.status)).reduce((a, r) => a + r.amountCents, 0));
  if (refundedCents === payment.refundedCents) return false;
  await updatePayment(tx, ctx.tenant.id, payment.id, { refundedCents });
  const updated = await refreshStatus(tx, ctx.tenant.id, inv, ctx.today);
  await writeAudit(tx, { tenantId: ctx.tenant.id, actorUserId: by.userId, actorRoleId: by.roleId, action: "invoice.refund", entityType: "invoice", entityId: inv.id, before: { paymentId: payment.id, refundedCents: payment.refundedCents, status: inv.status }, after: { paymentId: payment.id, refundedCents, refunds: refunds.map((r) => ({ id: r.id, amountCents: r.amount, status: r.status })), status: updated.status }, ip: ctx.ip });
  return true;
}

async function reversalEvent(ctx: PublicContext, event: Stripe.Event, signedBy: Keyed[]): Promise<{ duplicate: boolean; changedInvoice: string | null }> {
  const o = event.data.object as unknown as { id: string; object: string; payment_intent?: string | { id: string } | null };
  const piId = piOf(o);
  const where = { tenantId: ctx.tenant.id, event: event.id, type: event.type, paymentIntent: piId };
  const known = piId ? await paymentByProviderRef(ctx.db, ctx.tenant.id, piId) : null;
  const key = known ? signedBy.find((k) => k.row.account === known.account) : undefined;
  // The refunds to bring back: the refund itself, or the charge's (listed from Stripe when the event does not carry them).
  let refunds: RefundFacts[] = [];
  if (known && key && REFUND_EVENTS.has(event.type)) {
    if (o.object === "refund") refunds = [refundFacts(o as unknown as Stripe.Refund)];
    else {
      const carried = (o as unknown as Stripe.Charge).refunds?.data;
      refunds = (carried?.length ? carried : (await firmStripe(key.secrets.secretKey).refunds.list({ payment_intent: known.providerRef!, limit: 100 })).data).map(refundFacts);
    }
  }
  let changedInvoice: string | null = null;
  const duplicate = await ctx.db.transaction(async (tx) => {
    if (!(await claimStripeEvent(tx, `${ctx.tenant.id}:${event.id}`, "stripe-invoices", event.type))) return true;
    if (!known || !key) {
      log.warn(where, "invoices: a Stripe refund or dispute for no online payment of this firm and account (ignored)");
      return false;
    }
    const inv = await findInvoice(tx, ctx.tenant.id, known.invoiceId, { forUpdate: true });
    const payment = await findPayment(tx, ctx.tenant.id, known.id, { forUpdate: true });
    if (!inv || !payment) return false;
    const c = { tenant: ctx.tenant, ip: null, today: todayOf(ctx) };
    if (REFUND_EVENTS.has(event.type)) {
      if (await applyRefunds(tx, c, inv, payment, refunds, { userId: null, roleId: null })) changedInvoice = inv.id;
      return false;
    }
    const dispute = o as unknown as Stripe.Dispute;
    const outcome = event.type === "charge.dispute.created" ? "open" : dispute.status === "lost" ? "lost" : "won";
    if (payment.disputeStatus === outcome && payment.disputeRef === dispute.id) return false;
    await updatePayment(tx, ctx.tenant.id, payment.id, { disputeStatus: outcome, disputeRef: dispute.id, disputedCents: Math.min(dispute.amount, payment.amountCents) });
    const updated = await refreshStatus(tx, ctx.tenant.id, inv, c.today);
    await writeAudit(tx, { tenantId: ctx.tenant.id, actorUserId: null, action: `invoice.dispute-${outcome}`, entityType: "invoice", entityId: inv.id, before: { paymentId: payment.id, disputeStatus: payment.disputeStatus, status: inv.status }, after: { paymentId: payment.id, dispute: dispute.id, reason: dispute.reason ?? null, amountCents: dispute.amount, disputeStatus: outcome, status: updated.status } });
    await notify(tx, {
      tenantId: ctx.tenant.id,
      actorUserId: null,
      recipients: await billingRecipients(tx, ctx.tenant.id, inv.companyId, ACTIONS["invoice.manage"].roles),
      kind: outcome === "open" ? "invoice.payment-disputed" : "invoice.dispute-closed",
      params: { number: displayNumber(inv.number), amount: usd(dispute.amount), client: inv.billToName, outcome },
      link: `${INVOICE_DETAILS_PATH}/${inv.id}`,
    });
    changedInvoice = inv.id;
    return false;
  });
  return { duplicate, changedInvoice };
}

/**
 * POST /api/invoices/refund-payment (invoice.manage): a refund of an online payment through the firm's Stripe
 * account (the Refund API, idempotent per payment, amount and what was refunded before), recorded at once as
 * Stripe answers (its later refund.* events only bring the status up to date). Not more than the payment still
 * brings in; not while a dispute is open or lost (the bank decides then).
 */
export async function refundPayment(ctx: ActorContext, body: RefundPaymentBody): Promise<InvoiceDetails> {
  const inv = await invoiceOr404(ctx, ctx.db, body.id);
  const payment = await findPayment(ctx.db, ctx.tenant.id, body.paymentId);
  if (!payment || payment.invoiceId !== inv.id) throw fail.notFound("Payment");
  if (!payment.providerRef?.startsWith("pi_") || !payment.account) throw fail.conflict("Only a payment made online can be refunded here; give back a payment entered by hand outside the app");
  if (payment.disputeStatus === "open" || payment.disputeStatus === "lost") throw fail.conflict("This payment is disputed: the card's bank decides, it cannot be refunded here");
  const net = netOf(payment);
  if (net <= 0) throw fail.conflict("This payment was refunded in full");
  if (body.amountCents > net) throw fail.validation({ amountCents: `More than what can still be refunded (${usd(net)})` });
  const row = await findStripeAccount(ctx.db, ctx.tenant.id, payment.account);
  const secrets = row ? await secretsOf(row) : null;
  if (!secrets) throw fail.conflict("The Stripe account this payment was made into is no longer set up: refund it in the Stripe dashboard");
  let refund: Stripe.Refund;
  try {
    refund = await firmStripe(secrets.secretKey).refunds.create(
      { payment_intent: payment.providerRef, amount: body.amountCents, ...(body.reason ? { reason: body.reason } : {}), metadata: { tenant_id: ctx.tenant.id, invoice_id: inv.id, payment_id: payment.id } },
      { idempotencyKey: `refund-${payment.id}-after-${payment.refundedCents}-amount-${body.amountCents}` },
    );
  } catch (e) {
    if (e instanceof Stripe.errors.StripeError && (e.type === "StripeInvalidRequestError" || e.type === "StripeCardError")) {
      log.warn({ tenantId: ctx.tenant.id, paymentId: payment.id, code: e.code, err: e.message }, "invoices: Stripe refused the refund");
      throw fail.conflict(`Stripe refused the refund: ${e.message}`);
    }
    if (e instanceof Stripe.errors.StripeAuthenticationError || e instanceof Stripe.errors.StripePermissionError) throw fail.conflict("Stripe refused the firm's secret key: check the keys in the online payment settings");
    throw e;
  }
  await ctx.db.transaction(async (tx) => {
    const locked = await findInvoice(tx, ctx.tenant.id, inv.id, { forUpdate: true });
    const p = await findPayment(tx, ctx.tenant.id, payment.id, { forUpdate: true });
    if (!locked || !p) throw fail.notFound("Payment");
    await applyRefunds(tx, { tenant: ctx.tenant, ip: ctx.ip, today: todayOf(ctx) }, locked, p, [refundFacts(refund)], { userId: ctx.actor.userId, roleId: ctx.actor.roleId });
  });
  return invoiceDetails(ctx, inv.id);
}
