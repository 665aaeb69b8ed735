// The daily renewal (billing.daily, lib/modules/billing/renew.ts): a period that is over moves on and is
// invoiced (the coupon while it has periods left), a subscription ended with plans/unSubscribe is canceled
// and the firm's selected plans cleared; a second run changes nothing.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { tenants } from "@/db/schema/tenancy";
import { renewDue } from "@/lib/modules/billing/renew";
import { getDb } from "@/lib/server/db/client";
import { addCard, billingFirm, call, makeCoupon } from "./helpers";

const selectedPlansOf = async (id: string) => (await (await getDb()).select({ p: tenants.selectedPlans }).from(tenants).where(eq(tenants.id, id)))[0].p;

describe("renewDue", () => {
  it("renews a monthly plan into the next period with the coupon's periods left, and only once", async () => {
    const f = await billingFirm();
    const code = await makeCoupon(f.slug, f.platform, { kind: "percent", percentOff: 50, duration: "repeating", durationMonths: 2 });
    await addCard(f.slug, f.admin);
    await call("plans/subscribe", { planId: "I9", interval: "month", couponCode: code, today: "2025-01-31" }, f.admin, f.slug);
    expect((await call("plans/get-selected-plan", {}, f.admin, f.slug)).body.result.data.subscription).toMatchObject({ periodEnd: "2025-02-28", couponPeriodsLeft: 1 });
    expect((await renewDue("2025-02-27")).renewed).toBe(0);
    await renewDue("2025-02-28");
    const sub = (await call("plans/get-selected-plan", {}, f.admin, f.slug)).body.result.data.subscription;
    expect(sub).toMatchObject({ periodStart: "2025-02-28", periodEnd: "2025-03-28", couponPeriodsLeft: 0, status: "active" });
    let invoices = (await call("invoices/list", {}, f.admin, f.slug)).body.result.data;
    expect(invoices.map((i: { totalCents: number; periodStart: string }) => [i.periodStart, i.totalCents])).toEqual([
      ["2025-02-28", 1450],
      ["2025-01-31", 1450],
    ]);
    await renewDue("2025-02-28");
    expect((await call("invoices/list", {}, f.admin, f.slug)).body.result.pagination.total).toBe(2);
    // The third period: the coupon is used up, the full price.
    await renewDue("2025-03-28");
    invoices = (await call("invoices/list", {}, f.admin, f.slug)).body.result.data;
    expect(invoices[0]).toMatchObject({ periodStart: "2025-03-28", periodEnd: "2025-04-28", discountCents: 0, totalCents: 2900, status: "open" });
  });

  it("ends a subscription after plans/unSubscribe at its period's end and clears the firm's plans", async () => {
    const f = await billingFirm();
    await addCard(f.slug, f.admin);
    await call("plans/subscribe", { planId: "PAF", interval: "month", today: "2025-05-10" }, f.admin, f.slug);
    await call("plans/unSubscribe", {}, f.admin, f.slug);
    expect(await selectedPlansOf(f.tenant.id)).toEqual(["PAF"]);
    await renewDue("2025-06-10");
    expect((await call("plans/get-selected-plan", {}, f.admin, f.slug)).body.result.data).toMatchObject({ subscription: null, products: [] });
    expect(await selectedPlansOf(f.tenant.id)).toEqual([]);
    expect((await call("invoices/list", {}, f.admin, f.slug)).body.result.pagination.total).toBe(1);
  });
});
