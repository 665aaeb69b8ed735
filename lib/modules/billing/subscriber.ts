// Whose billing a caller acts on, and the answers' shapes. A petitioner (role 50) acts for its company; every
// other billing role for the firm. The subscriber row is made on first need, with the provider configured then.
import "server-only";
import type { ActorContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import { ROLE } from "@/lib/shared/constants/roles";
import { invoiceNumber } from "./constants";
import type { SubscriberRefDto } from "./admin-contract";
import type { BillingDetailsDto, BillingInvoiceDto, PaymentMethodDto, PlanDto, SubscriptionDto } from "./contract";
import { planPrice } from "./money";
import { configuredProvider } from "./providers";
import {
  ensureSubscriber,
  findSubscriber,
  type BillingInvoiceRow,
  type BillingPaymentMethodRow,
  type BillingPlanRow,
  type BillingSubscriberRow,
  type BillingSubscriptionRow,
} from "./repository";

export type Scope = { tenantId: string; companyId: string | null };

export function scopeOf(ctx: ActorContext): Scope {
  if (ctx.actor.roleId === ROLE.PETITIONER) {
    if (!ctx.actor.companyId) throw fail.forbidden();
    return { tenantId: ctx.tenant.id, companyId: ctx.actor.companyId };
  }
  return { tenantId: ctx.tenant.id, companyId: null };
}

/** The caller's subscriber row, made when missing; `forUpdate` serializes the subscriber's changes. */
export async function subscriberFor(db: Executor, ctx: ActorContext, opts: { forUpdate?: boolean } = {}): Promise<BillingSubscriberRow> {
  const scope = scopeOf(ctx);
  let row = await findSubscriber(db, scope.tenantId, scope.companyId, opts);
  if (!row) {
    await ensureSubscriber(db, { tenantId: scope.tenantId, companyId: scope.companyId, provider: configuredProvider() });
    row = await findSubscriber(db, scope.tenantId, scope.companyId, opts);
  }
  if (!row) throw new Error("billing subscriber not made");
  return row;
}

export const planDto = (p: BillingPlanRow): PlanDto => ({
  id: p.code,
  name: p.name,
  products: p.products,
  monthlyCents: p.monthlyCents,
  yearlyCents: p.yearlyCents,
  perSeat: p.perSeat,
  active: p.active,
});

export const subscriptionDto = (s: BillingSubscriptionRow, plan: BillingPlanRow, couponCode: string | null): SubscriptionDto => ({
  id: s.id,
  planId: plan.code,
  planName: plan.name,
  products: plan.products,
  interval: s.interval as SubscriptionDto["interval"],
  seats: s.seats,
  status: s.status as SubscriptionDto["status"],
  periodStart: s.periodStart,
  periodEnd: s.periodEnd,
  cancelAtPeriodEnd: s.cancelAtPeriodEnd,
  priceCents: planPrice(plan, s.interval as SubscriptionDto["interval"], s.seats),
  couponCode,
  couponPeriodsLeft: s.couponPeriodsLeft,
});

export const paymentMethodDto = (m: BillingPaymentMethodRow): PaymentMethodDto => ({
  id: m.id,
  provider: m.provider,
  kind: m.kind,
  label: m.label,
  brand: m.brand,
  last4: m.last4,
  expMonth: m.expMonth,
  expYear: m.expYear,
  isDefault: m.isDefault,
});

export const detailsDto = (s: BillingSubscriberRow): BillingDetailsDto => ({
  provider: s.provider as BillingDetailsDto["provider"],
  name: s.name,
  email: s.email,
  address: s.address ?? null,
  taxId: s.taxId,
  creditCents: s.creditCents,
});

export const invoiceDto = (i: BillingInvoiceRow): BillingInvoiceDto => ({
  id: i.id,
  number: invoiceNumber(i.number),
  status: i.status as BillingInvoiceDto["status"],
  currency: i.currency,
  lines: i.lines,
  subtotalCents: i.subtotalCents,
  discountCents: i.discountCents,
  creditCents: i.creditCents,
  totalCents: i.totalCents,
  periodStart: i.periodStart,
  periodEnd: i.periodEnd,
  issuedOn: i.issuedOn,
  paidAt: i.paidAt?.toISOString() ?? null,
  failureMessage: i.failureMessage,
});

/** A list row's subscriber (repository/platform.ts subscriberCols): the company's name, or the firm's. */
export const subscriberRef = (r: { subscriberId: string; companyId: string | null; subscriberName: string; firmName: string }): SubscriberRefDto => ({
  id: r.subscriberId,
  kind: r.companyId ? "company" : "firm",
  name: r.subscriberName,
  firmName: r.firmName,
});
