// The daily renewal ("billing.daily", jobs.ts): every active subscription whose period is over either ends
// (plans/unSubscribe asked for it: canceled, the firm's products cleared) or moves on to the next period,
// invoiced (coupon periods left, credit) and charged with the default payment method (manual: open until
// the platform admin marks it paid). Idempotent: each subscription is locked and looked at again, and a
// period already advanced is not due any more.
import "server-only";
import { writeAudit } from "@/lib/server/audit/audit";
import { getDb } from "@/lib/server/db/client";
import { log } from "@/lib/server/log";
import { invoicePeriod, syncProducts } from "./invoicing";
import { periodEnd, type Interval } from "./money";
import { chargeSubscriberInvoice } from "./payments";
import { dueSubscriptions, findCouponById, findPlan, findSubscriberById, lockSubscription, updateSubscription } from "./repository";

export async function renewDue(today: string): Promise<{ renewed: number; ended: number; failed: number }> {
  const db = await getDb();
  const counts = { renewed: 0, ended: 0, failed: 0 };
  for (const due of await dueSubscriptions(db, today)) {
    const outcome = await db.transaction(async (tx) => {
      const subscriber = await findSubscriberById(tx, due.tenantId, due.subscriberId, { forUpdate: true });
      let sub = await lockSubscription(tx, due.tenantId, due.id);
      if (!subscriber || !sub || sub.status !== "active" || sub.periodEnd > today) return null;
      const audit = (action: string, after: unknown) => writeAudit(tx, { tenantId: due.tenantId, actorUserId: null, action, entityType: "billing_subscription", entityId: due.id, after });
      if (sub.cancelAtPeriodEnd) {
        await updateSubscription(tx, due.tenantId, sub.id, { status: "canceled", canceledAt: new Date() });
        await syncProducts(tx, subscriber, []);
        await audit("billing.ended", { status: "canceled", periodEnd: sub.periodEnd });
        return { ended: true as const, invoiceIds: [] as string[] };
      }
      const plan = (await findPlan(tx, sub.planCode))!;
      const coupon = sub.couponId ? await findCouponById(tx, sub.couponId) : null;
      const invoiceIds: string[] = [];
      // Catch up when the job did not run for a whole period (each period its own invoice).
      while (sub.periodEnd <= today) {
        const start = sub.periodEnd;
        sub = await updateSubscription(tx, due.tenantId, sub.id, { periodStart: start, periodEnd: periodEnd(start, sub.interval as Interval) });
        const fresh = (await findSubscriberById(tx, due.tenantId, subscriber.id))!;
        const invoice = await invoicePeriod(tx, { tenantId: due.tenantId, today }, { subscriber: fresh, subscription: sub, plan, coupon });
        sub = (await lockSubscription(tx, due.tenantId, sub.id))!;
        if (invoice.status !== "paid") invoiceIds.push(invoice.id);
      }
      await audit("billing.renewed", { periodStart: sub.periodStart, periodEnd: sub.periodEnd, invoices: invoiceIds });
      return { ended: false as const, invoiceIds, subscriber };
    });
    if (!outcome) continue;
    if (outcome.ended) {
      counts.ended++;
      continue;
    }
    counts.renewed++;
    for (const id of outcome.invoiceIds) {
      try {
        const row = await chargeSubscriberInvoice({ db, actorUserId: null, actorRoleId: null, ip: null }, outcome.subscriber, id);
        if (row.status === "failed") counts.failed++;
      } catch (err) {
        // The invoice stays open; billing/charge-for-plan (or the next run's caller) charges it again.
        counts.failed++;
        log.warn({ err, invoiceId: id }, "billing: renewal charge failed");
      }
    }
  }
  return counts;
}
