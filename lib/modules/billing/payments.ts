// Billing details, payment methods, charging and the platform's invoices (spec section 7 /payapi/billing/…,
// /subscribers/update-billing-details, /invoices/list), the platform admin's "payment received" for the manual
// provider, and the Stripe webhook (signature checked by the route, each event processed once).
import "server-only";
import type Stripe from "stripe";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext, HostContext } from "@/lib/server/context";
import type { Db, Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import { log } from "@/lib/server/log";
import { can } from "@/lib/shared/permissions";
import type { AdminInvoiceRow } from "./admin-contract";
import type { AttachPaymentMethodBody, BillingDetailsBody, BillingDetailsDto, BillingInvoiceDto, BillingInvoiceListBody, PaymentMethodDto } from "./contract";
import { invoiceNumber } from "./constants";
import { providerFor } from "./providers";
import { BillingInputError } from "./providers/types";
import {
  claimWebhookEvent,
  findActiveSubscription,
  findInvoice,
  findSubscriber,
  insertPaymentMethod,
  paymentMethodsOf,
  platformInvoiceById,
  platformInvoiceByProviderRef,
  unpaidInvoiceOf,
  updateInvoice,
  updateSubscriber,
  type BillingInvoiceRow,
  type BillingSubscriberRow,
} from "./repository";
import { invoicesWithSubscriber } from "./repository/platform";
import { detailsDto, invoiceDto, paymentMethodDto, scopeOf, subscriberFor, subscriberRef } from "./subscriber";

const NOTHING_DUE = "Nothing is due for the current period";

function audit(ctx: ActorContext, tx: Executor, action: string, entityType: string, entityId: string, after: unknown, before?: unknown) {
  return writeAudit(tx, { tenantId: ctx.tenant.id, actorUserId: ctx.actor.userId, actorRoleId: ctx.actor.roleId, action, entityType, entityId, before, after, ip: ctx.ip });
}

export async function updateBillingDetails(ctx: ActorContext, body: BillingDetailsBody): Promise<BillingDetailsDto> {
  return ctx.db.transaction(async (tx) => {
    const before = await subscriberFor(tx, ctx, { forUpdate: true });
    const row = await updateSubscriber(tx, ctx.tenant.id, before.id, { name: body.name, email: body.email, address: body.address ?? null, taxId: body.taxId ?? null });
    await audit(ctx, tx, "billing.details", "billing_subscriber", row.id, detailsDto(row), detailsDto(before));
    return detailsDto(row);
  });
}

/**
 * Records (manual) or attaches (Stripe: the customer made on first need) a payment method. The first one,
 * or one asked to, becomes the default.
 */
export async function attachPaymentMethod(ctx: ActorContext, body: AttachPaymentMethodBody): Promise<PaymentMethodDto[]> {
  const subscriber = await ctx.db.transaction((tx) => subscriberFor(tx, ctx));
  const provider = providerFor(subscriber.provider);
  let customerId = subscriber.providerCustomerId;
  try {
    customerId = await provider.ensureCustomer({ subscriberId: subscriber.id, tenantId: ctx.tenant.id, name: subscriber.name ?? ctx.tenant.name, email: subscriber.email, customerId });
    const facts = await provider.attachPaymentMethod({ customerId, ...body });
    await ctx.db.transaction(async (tx) => {
      const locked = await subscriberFor(tx, ctx, { forUpdate: true });
      if (customerId !== locked.providerCustomerId) await updateSubscriber(tx, ctx.tenant.id, locked.id, { providerCustomerId: customerId });
      const existing = await paymentMethodsOf(tx, ctx.tenant.id, locked.id);
      const row = await insertPaymentMethod(tx, { tenantId: ctx.tenant.id, subscriberId: locked.id, provider: provider.name, ...facts, isDefault: existing.length === 0 || body.makeDefault === true });
      await audit(ctx, tx, "billing.payment-method.attach", "billing_payment_method", row.id, paymentMethodDto(row));
    });
  } catch (e) {
    if (e instanceof BillingInputError) throw fail.validation({ [e.field]: e.message });
    throw e;
  }
  return paymentMethods(ctx);
}

export async function paymentMethods(ctx: ActorContext): Promise<PaymentMethodDto[]> {
  const scope = scopeOf(ctx);
  const subscriber = await findSubscriber(ctx.db, scope.tenantId, scope.companyId);
  return subscriber ? (await paymentMethodsOf(ctx.db, ctx.tenant.id, subscriber.id)).map(paymentMethodDto) : [];
}

/**
 * Charges an invoice of the caller's firm with a payment method (default: the subscriber's default one). Manual:
 * nothing moves, the invoice stays open for the platform admin. Stripe: a PaymentIntent; paid, open
 * (processing) or failed with the bank's message.
 */
export async function chargeInvoice(ctx: ActorContext, invoiceId: string, paymentMethodId?: string): Promise<BillingInvoiceRow> {
  const scope = scopeOf(ctx);
  const subscriber = await findSubscriber(ctx.db, scope.tenantId, scope.companyId);
  if (!subscriber) throw fail.notFound("Invoice");
  return chargeSubscriberInvoice({ db: ctx.db, actorUserId: ctx.actor.userId, actorRoleId: ctx.actor.roleId, ip: ctx.ip }, subscriber, invoiceId, paymentMethodId);
}

/** Who charges: a signed-in caller, or the daily renewal (no actor). */
type Charger = { db: Db; actorUserId: string | null; actorRoleId: number | null; ip: string | null };

/** chargeInvoice for a subscriber already found (the calls, and renew.ts). */
export async function chargeSubscriberInvoice(by: Charger, subscriber: BillingSubscriberRow, invoiceId: string, paymentMethodId?: string): Promise<BillingInvoiceRow> {
  const methods = await paymentMethodsOf(by.db, subscriber.tenantId, subscriber.id);
  const method = paymentMethodId ? methods.find((m) => m.id === paymentMethodId) : (methods.find((m) => m.isDefault) ?? methods[0]);
  if (paymentMethodId && !method) throw fail.notFound("Payment method");
  const invoice = await findInvoice(by.db, subscriber.tenantId, subscriber.id, invoiceId);
  if (!invoice) throw fail.notFound("Invoice");
  if (invoice.status === "paid") return invoice;
  const provider = providerFor(subscriber.provider);
  const result = await provider.charge({
    customerId: subscriber.providerCustomerId,
    paymentMethodRef: method?.providerRef ?? null,
    amountCents: invoice.totalCents,
    currency: invoice.currency,
    invoiceId: invoice.id,
    previousRef: invoice.providerRef,
    tenantId: subscriber.tenantId,
    description: `Invoice ${invoiceNumber(invoice.number)}`,
  });
  return by.db.transaction(async (tx) => {
    const locked = (await platformInvoiceById(tx, invoice.id))!;
    if (locked.status === "paid") return locked;
    const row = await updateInvoice(tx, subscriber.tenantId, invoice.id, {
      status: result.status,
      providerRef: result.providerRef ?? locked.providerRef,
      failureMessage: result.status === "failed" ? (result.failureMessage ?? "Payment failed") : null,
      paidAt: result.status === "paid" ? new Date() : null,
    });
    await writeAudit(tx, {
      tenantId: subscriber.tenantId,
      actorUserId: by.actorUserId,
      actorRoleId: by.actorRoleId,
      action: "billing.charge",
      entityType: "billing_invoice",
      entityId: row.id,
      before: { status: locked.status },
      after: { status: row.status, provider: provider.name, providerRef: row.providerRef },
      ip: by.ip,
    });
    return row;
  });
}

/** billing/charge-for-plan: charges the current period's unpaid invoice again (after a failure, or a new card). */
export async function chargeForPlan(ctx: ActorContext, body: { paymentMethodId?: string }): Promise<BillingInvoiceDto> {
  const scope = scopeOf(ctx);
  const subscriber = await findSubscriber(ctx.db, scope.tenantId, scope.companyId);
  const current = subscriber ? await findActiveSubscription(ctx.db, ctx.tenant.id, subscriber.id) : null;
  if (!subscriber || !current) throw fail.conflict("There is no subscription: subscribe to a plan first");
  if (body.paymentMethodId && !(await paymentMethodsOf(ctx.db, ctx.tenant.id, subscriber.id)).some((m) => m.id === body.paymentMethodId)) throw fail.notFound("Payment method");
  const unpaid = await unpaidInvoiceOf(ctx.db, ctx.tenant.id, current.id);
  if (!unpaid) throw fail.conflict(NOTHING_DUE);
  return invoiceDto(await chargeInvoice(ctx, unpaid.id, body.paymentMethodId));
}

/**
 * invoices/list: the caller's subscriber's invoices (none yet: an empty page). `scope: "platform"` (billing.admin
 * only, 403 otherwise) lists every subscriber's, each row with its subscriber (README "Who is billed").
 */
export async function invoices(ctx: ActorContext, body: BillingInvoiceListBody) {
  const { page, perpage } = body;
  if (body.scope === "platform") {
    if (!can(ctx.actor, "billing.admin")) throw fail.forbidden();
    const { rows, total } = await invoicesWithSubscriber(ctx.db, body, null);
    return { data: rows.map((r): AdminInvoiceRow => ({ ...invoiceDto(r.invoice), subscriber: subscriberRef(r) })), pagination: { page, perpage, total } };
  }
  const scope = scopeOf(ctx);
  const subscriber = await findSubscriber(ctx.db, scope.tenantId, scope.companyId);
  if (!subscriber) return { data: [] as BillingInvoiceDto[], pagination: { page, perpage, total: 0 } };
  const { rows, total } = await invoicesWithSubscriber(ctx.db, body, { tenantId: ctx.tenant.id, subscriberId: subscriber.id });
  return { data: rows.map((r) => invoiceDto(r.invoice)), pagination: { page, perpage, total } };
}

/**
 * invoices/mark-paid (platform admin): the manual provider's "payment received", for any firm's invoice. The
 * optional `reference` (check number, transfer id) is kept in the audit entry (billing_invoices has no column for it).
 */
export async function markInvoicePaid(ctx: ActorContext, invoiceId: string, reference?: string): Promise<BillingInvoiceDto> {
  return ctx.db.transaction(async (tx) => {
    const invoice = await platformInvoiceById(tx, invoiceId);
    if (!invoice) throw fail.notFound("Invoice");
    if (invoice.status === "paid") return invoiceDto(invoice);
    if (invoice.status === "void") throw fail.conflict("A void invoice cannot be paid");
    const row = await updateInvoice(tx, invoice.tenantId, invoice.id, { status: "paid", paidAt: new Date(), markedPaidByUserId: ctx.actor.userId, failureMessage: null });
    await writeAudit(tx, { tenantId: invoice.tenantId, actorUserId: ctx.actor.userId, actorRoleId: ctx.actor.roleId, action: "billing.invoice.mark-paid", entityType: "billing_invoice", entityId: row.id, before: { status: invoice.status }, after: { status: "paid", reference: reference ?? null }, ip: ctx.ip });
    return invoiceDto(row);
  });
}

/**
 * A Stripe event whose signature the route checked: processed once (its id claimed in billing_webhook_events
 * in the same transaction as its effect). payment_intent.succeeded → the invoice paid; payment_failed → failed.
 */
export async function processStripeEvent(ctx: HostContext, event: Stripe.Event): Promise<{ duplicate: boolean }> {
  return ctx.db.transaction(async (tx) => {
    if (!(await claimWebhookEvent(tx, event.id, "stripe", event.type))) return { duplicate: true };
    if (event.type === "payment_intent.succeeded" || event.type === "payment_intent.payment_failed") {
      const pi = event.data.object as Stripe.PaymentIntent;
      const invoice = await platformInvoiceByProviderRef(tx, pi.id);
      if (!invoice) {
        log.warn({ event: event.id, paymentIntent: pi.id }, "billing: Stripe event for an unknown payment");
        return { duplicate: false };
      }
      if (invoice.status === "paid") return { duplicate: false };
      const paid = event.type === "payment_intent.succeeded";
      await updateInvoice(tx, invoice.tenantId, invoice.id, { status: paid ? "paid" : "failed", paidAt: paid ? new Date() : null, failureMessage: paid ? null : (pi.last_payment_error?.message ?? "Payment failed") });
      await writeAudit(tx, { tenantId: invoice.tenantId, actorUserId: null, action: `billing.webhook.${event.type}`, entityType: "billing_invoice", entityId: invoice.id, before: { status: invoice.status }, after: { status: paid ? "paid" : "failed", event: event.id } });
    }
    return { duplicate: false };
  });
}
