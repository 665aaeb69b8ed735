// The demo's platform billing (lib/modules/billing) on the manual provider: the demo firm on the yearly case
// management plan for 5 seats and its client Acme (the demo petitioner's company) on the monthly one, each
// with a payment method on file and its first invoice paid, so every journey lands where it did before plans
// mattered (a petitioner without a card or a plan is sent to settings). Globex has no plan: its petitioner
// (billing-petitioner@<firm>.test) is the billing journey's, sent to settings until it subscribes.
import { billingInvoices, billingPaymentMethods, billingSubscribers, billingSubscriptions } from "@/db/schema/billing";
import { tenants } from "@/db/schema/tenancy";
import { eq } from "drizzle-orm";
import type { Executor } from "@/lib/server/db/client";
import type { DemoFirm } from "./demo-firms";
import { periodEnd, type Interval } from "@/lib/modules/billing/money";

type Seat = { tenantId: string; companyId: string | null; name: string; email: string; planCode: string; interval: Interval; seats: number; priceCents: number; method: { kind: string; label?: string; brand?: string; last4?: string; expMonth?: number; expYear?: number } };

async function subscribe(tx: Executor, s: Seat, today: string) {
  const [subscriber] = await tx.insert(billingSubscribers).values({ tenantId: s.tenantId, companyId: s.companyId, name: s.name, email: s.email, provider: "manual" }).returning();
  await tx.insert(billingPaymentMethods).values({ tenantId: s.tenantId, subscriberId: subscriber.id, provider: "manual", isDefault: true, ...s.method });
  const end = periodEnd(today, s.interval);
  const [subscription] = await tx
    .insert(billingSubscriptions)
    .values({ tenantId: s.tenantId, subscriberId: subscriber.id, planCode: s.planCode, interval: s.interval, seats: s.seats, periodStart: today, periodEnd: end })
    .returning();
  await tx.insert(billingInvoices).values({
    tenantId: s.tenantId,
    subscriberId: subscriber.id,
    subscriptionId: subscription.id,
    status: "paid",
    paidAt: new Date(),
    lines: [{ description: `Demo plan ${s.planCode}, ${today} to ${end}`, amountCents: s.priceCents }],
    subtotalCents: s.priceCents,
    totalCents: s.priceCents,
    periodStart: today,
    periodEnd: end,
    issuedOn: today,
    provider: "manual",
  });
}

export async function seedDemoBilling(tx: Executor, ids: { tenantId: string; acme: string; firm: DemoFirm }) {
  const today = new Date().toISOString().slice(0, 10);
  await subscribe(tx, { tenantId: ids.tenantId, companyId: null, name: ids.firm.name, email: `admin@${ids.firm.domain}`, planCode: "CASE", interval: "year", seats: 5, priceCents: 5 * 49000, method: { kind: "check", label: "Check on file" } }, today);
  await subscribe(tx, { tenantId: ids.tenantId, companyId: ids.acme, name: "Acme Technologies Inc.", email: "hr@acme.example", planCode: "CASE", interval: "month", seats: 1, priceCents: 4900, method: { kind: "card", brand: "Visa", last4: "4242", expMonth: 12, expYear: 2030 } }, today);
  await tx.update(tenants).set({ selectedPlans: ["CASE"] }).where(eq(tenants.id, ids.tenantId));
}
