// The billing API's plans and subscriptions (/api/payapi/…) on the manual provider: masterdata/list, plans/list
// (platform admin), list-for-end-users, subscribe (first invoice, coupon, tenants.selected_plans), upgrade with
// proration (preview, upgrade invoice, downgrade credit), unSubscribe, cancel, get-selected-plan; 422, 403, and
// another firm's records (404 / nothing seen).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { tenants } from "@/db/schema/tenancy";
import { getDb } from "@/lib/server/db/client";
import { createUser } from "../../factories";
import { addCard, billingFirm, call, makeCoupon } from "./helpers";

const TODAY = "2026-03-01";
const selectedPlansOf = async (id: string) => (await (await getDb()).select({ p: tenants.selectedPlans }).from(tenants).where(eq(tenants.id, id)))[0].p;

describe("masterdata and plans", () => {
  it("answers the plans, intervals and currency; the admin list has every plan; 403 for roles outside billing", async () => {
    const f = await billingFirm();
    const md = await call("masterdata/list", {}, f.admin, f.slug);
    expect(md.status).toBe(200);
    expect(md.body.result.data).toMatchObject({ intervals: ["month", "year"], currencies: ["USD"], provider: "manual" });
    expect(md.body.result.data.plans.map((p: { id: string }) => p.id)).toEqual(["CASE", "I9", "PAF", "I9_PAF", "CASE_I9", "CASE_I9_PAF"]);
    expect(md.body.result.data.plans[0]).toMatchObject({ monthlyCents: 4900, yearlyCents: 49000, perSeat: true });
    expect((await call("plans/list-for-end-users", {}, f.petitioner, f.slug)).body.result.data).toHaveLength(6);
    expect((await call("plans/list", {}, f.platform, f.slug)).status).toBe(200);
    expect((await call("plans/list", {}, f.admin, f.slug)).status).toBe(403);
    expect((await call("masterdata/list", {}, f.attorney, f.slug)).status).toBe(403);
    expect((await call("plans/list-for-end-users", {}, f.attorney, f.slug)).status).toBe(403);
    expect((await call("masterdata/list", { x: 1 }, f.admin, f.slug)).status).toBe(422);
    expect((await call("plans/list", { x: 1 }, f.platform, f.slug)).status).toBe(422);
    expect((await call("plans/list-for-end-users", { x: 1 }, f.admin, f.slug)).status).toBe(422);
  });
});

describe("subscribe", () => {
  it("needs a payment method, then subscribes the firm, invoices the period (open on the manual provider) and sets the firm's selected plans", async () => {
    const f = await billingFirm();
    const none = await call("plans/subscribe", { planId: "I9_PAF", interval: "month", today: TODAY }, f.admin, f.slug);
    expect(none.status).toBe(422);
    expect(none.body.result.error.fields).toEqual({ paymentMethodId: "Add a payment method first" });
    await addCard(f.slug, f.admin);
    const r = await call("plans/subscribe", { planId: "I9_PAF", interval: "month", today: TODAY }, f.admin, f.slug);
    expect(r.status).toBe(200);
    expect(r.body.result.data.subscription).toMatchObject({ planId: "I9_PAF", interval: "month", seats: 1, periodStart: "2026-03-01", periodEnd: "2026-04-01", priceCents: 3900, status: "active" });
    expect(r.body.result.data).toMatchObject({ hasPaymentMethod: true, products: ["I9", "PAF"] });
    expect(await selectedPlansOf(f.tenant.id)).toEqual(["I9", "PAF"]);
    const inv = await call("invoices/list", {}, f.admin, f.slug);
    expect(inv.body.result.pagination.total).toBe(1);
    expect(inv.body.result.data[0]).toMatchObject({ status: "open", subtotalCents: 3900, discountCents: 0, totalCents: 3900, periodStart: "2026-03-01", periodEnd: "2026-04-01", currency: "USD" });
    expect(inv.body.result.data[0].number).toMatch(/^B-\d{6}$/);
    // A second subscribe is a conflict: change the plan instead.
    expect((await call("plans/subscribe", { planId: "I9", interval: "month" }, f.admin, f.slug)).status).toBe(409);
  });

  it("a petitioner subscribes its company (the firm's plans untouched), per-seat price times seats, with a coupon", async () => {
    const f = await billingFirm();
    const code = await makeCoupon(f.slug, f.platform, { kind: "amount", amountOffCents: 5000, percentOff: undefined });
    await addCard(f.slug, f.petitioner);
    const r = await call("plans/subscribe", { planId: "CASE", interval: "month", seats: 3, couponCode: code.toLowerCase(), today: TODAY }, f.petitioner, f.slug);
    expect(r.status).toBe(200);
    expect(r.body.result.data.subscription).toMatchObject({ planId: "CASE", seats: 3, priceCents: 14700, couponCode: code, couponPeriodsLeft: 0 });
    expect(await selectedPlansOf(f.tenant.id)).toEqual([]);
    const inv = (await call("invoices/list", {}, f.petitioner, f.slug)).body.result.data;
    expect(inv[0]).toMatchObject({ subtotalCents: 14700, discountCents: 5000, totalCents: 9700 });
    // The firm (another subscriber) sees none of it.
    expect((await call("invoices/list", {}, f.admin, f.slug)).body.result.data).toEqual([]);
    expect((await call("plans/get-selected-plan", {}, f.admin, f.slug)).body.result.data.subscription).toBeNull();
  });

  it("refuses bad input (422), other roles (403), an unknown plan or another firm's payment method (404)", async () => {
    const f = await billingFirm();
    const g = await billingFirm();
    const [theirs] = await addCard(g.slug, g.admin);
    await addCard(f.slug, f.admin);
    const bad = await call("plans/subscribe", { planId: "i9", interval: "week", seats: 0 }, f.admin, f.slug);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.result.error.fields).sort()).toEqual(["interval", "planId", "seats"]);
    expect((await call("plans/subscribe", { planId: "I9", interval: "month" }, f.attorney, f.slug)).status).toBe(403);
    expect((await call("plans/subscribe", { planId: "I9", interval: "month" }, f.subscriber, f.slug)).status).toBe(403);
    expect((await call("plans/subscribe", { planId: "NOPE", interval: "month" }, f.admin, f.slug)).status).toBe(404);
    expect((await call("plans/subscribe", { planId: "I9", interval: "month", paymentMethodId: theirs.id }, f.admin, f.slug)).status).toBe(404);
    const badCoupon = await call("plans/subscribe", { planId: "I9", interval: "month", couponCode: "NOSUCHCODE" }, f.admin, f.slug);
    expect(badCoupon.status).toBe(422);
    expect(badCoupon.body.result.error.fields).toEqual({ couponCode: "This coupon code is not valid" });
    // Nothing was kept by the refused subscribe (the transaction rolled back).
    expect((await call("plans/get-selected-plan", {}, f.admin, f.slug)).body.result.data.subscription).toBeNull();
  });
});

describe("upgrade / downgrade", () => {
  it("previews and applies an upgrade (prorated invoice) and a downgrade (credit used on the next invoice)", async () => {
    const f = await billingFirm();
    await addCard(f.slug, f.admin);
    await call("plans/subscribe", { planId: "I9", interval: "month", today: TODAY }, f.admin, f.slug);
    // 2026-03-17: 15 of 31 days left. Credit 2900 × 15/31 = 1403.2 → 1403; charge 3900 × 15/31 = 1887.1 → 1887.
    const preview = await call("plans/upgrade", { planId: "I9_PAF", interval: "month", preview: true, today: "2026-03-17" }, f.admin, f.slug);
    expect(preview.status).toBe(200);
    expect(preview.body.result.data).toMatchObject({ daysLeft: 15, daysInPeriod: 31, creditCents: 1403, chargeCents: 1887, netCents: 484, periodEnd: "2026-04-01" });
    expect((await call("plans/get-selected-plan", {}, f.admin, f.slug)).body.result.data.subscription.planId).toBe("I9");
    const up = await call("plans/upgrade", { planId: "I9_PAF", interval: "month", today: "2026-03-17" }, f.admin, f.slug);
    expect(up.status).toBe(200);
    expect(up.body.result.data.subscription).toMatchObject({ planId: "I9_PAF", periodStart: "2026-03-01", periodEnd: "2026-04-01" });
    expect(await selectedPlansOf(f.tenant.id)).toEqual(["I9", "PAF"]);
    const invoices = (await call("invoices/list", {}, f.admin, f.slug)).body.result.data;
    expect(invoices[0]).toMatchObject({ totalCents: 484, lines: [{ amountCents: -1403 }, { amountCents: 1887 }] });
    // Downgrade on the 27th: 5 days left; credit 3900 × 5/31 = 629, charge 1900 × 5/31 = 306 → −323 kept as credit.
    const down = await call("plans/upgrade", { planId: "PAF", interval: "month", today: "2026-03-27" }, f.admin, f.slug);
    expect(down.status).toBe(200);
    expect(down.body.result.data.details.creditCents).toBe(323);
    expect(await selectedPlansOf(f.tenant.id)).toEqual(["PAF"]);
    // Monthly → yearly on the 28th: a new yearly period from that day; 4 days' credit 1900 × 4/31 = 245; 19000 − 245 = 18755, less the 323 credit.
    const yearly = await call("plans/upgrade", { planId: "PAF", interval: "year", today: "2026-03-28" }, f.admin, f.slug);
    expect(yearly.body.result.data.subscription).toMatchObject({ interval: "year", periodStart: "2026-03-28", periodEnd: "2027-03-28" });
    const last = (await call("invoices/list", {}, f.admin, f.slug)).body.result.data[0];
    expect(last).toMatchObject({ subtotalCents: 18755, creditCents: 323, totalCents: 18432 });
    expect((await call("plans/get-selected-plan", {}, f.admin, f.slug)).body.result.data.details.creditCents).toBe(0);
  });

  it("refuses the same plan and bad input (422), other roles (403), no subscription (409), an unknown plan (404)", async () => {
    const f = await billingFirm();
    expect((await call("plans/upgrade", { planId: "I9", interval: "month" }, f.admin, f.slug)).status).toBe(409);
    await addCard(f.slug, f.admin);
    await call("plans/subscribe", { planId: "I9", interval: "month" }, f.admin, f.slug);
    const same = await call("plans/upgrade", { planId: "I9", interval: "month" }, f.admin, f.slug);
    expect(same.status).toBe(422);
    expect(same.body.result.error.fields).toEqual({ planId: "This is the current plan" });
    expect((await call("plans/upgrade", { planId: "I9", interval: "daily" }, f.admin, f.slug)).status).toBe(422);
    expect((await call("plans/upgrade", { planId: "PAF", interval: "month" }, f.attorney, f.slug)).status).toBe(403);
    expect((await call("plans/upgrade", { planId: "GONE", interval: "month" }, f.admin, f.slug)).status).toBe(404);
    // Another firm's admin has no subscription to change (this firm's is not reached).
    const g = await billingFirm();
    expect((await call("plans/upgrade", { planId: "PAF", interval: "month" }, g.admin, g.slug)).status).toBe(409);
  });
});

describe("unSubscribe and cancel", () => {
  it("unSubscribe keeps the plan to the period's end; cancel ends it now and clears the firm's plans", async () => {
    const f = await billingFirm();
    await addCard(f.slug, f.admin);
    await call("plans/subscribe", { planId: "PAF", interval: "month", today: TODAY }, f.admin, f.slug);
    const un = await call("plans/unSubscribe", {}, f.admin, f.slug);
    expect(un.status).toBe(200);
    expect(un.body.result.data.subscription).toMatchObject({ status: "active", cancelAtPeriodEnd: true, periodEnd: "2026-04-01" });
    expect(await selectedPlansOf(f.tenant.id)).toEqual(["PAF"]);
    const c = await call("plans/cancel", {}, f.admin, f.slug);
    expect(c.status).toBe(200);
    expect(c.body.result.data).toMatchObject({ subscription: null, products: [] });
    expect(await selectedPlansOf(f.tenant.id)).toEqual([]);
    expect((await call("plans/cancel", {}, f.admin, f.slug)).status).toBe(409);
    expect((await call("plans/unSubscribe", {}, f.admin, f.slug)).status).toBe(409);
    // A new subscription after a cancel is allowed.
    expect((await call("plans/subscribe", { planId: "I9", interval: "year" }, f.admin, f.slug)).status).toBe(200);
  });

  it("refuses extra keys (422), other roles (403); another firm's caller reaches nothing (409)", async () => {
    const f = await billingFirm();
    await addCard(f.slug, f.admin);
    await call("plans/subscribe", { planId: "PAF", interval: "month" }, f.admin, f.slug);
    expect((await call("plans/unSubscribe", { now: true }, f.admin, f.slug)).status).toBe(422);
    expect((await call("plans/cancel", { refund: true }, f.admin, f.slug)).status).toBe(422);
    expect((await call("plans/unSubscribe", {}, f.attorney, f.slug)).status).toBe(403);
    expect((await call("plans/cancel", {}, f.subscriber, f.slug)).status).toBe(403);
    const g = await billingFirm();
    expect((await call("plans/cancel", {}, g.admin, g.slug)).status).toBe(409);
    expect((await call("plans/get-selected-plan", {}, f.admin, f.slug)).body.result.data.subscription.status).toBe("active");
  });
});

describe("get-selected-plan", () => {
  it("answers the caller's subscriber (a branch manager reads the firm's), 422 on extra keys, 403 outside billing, nothing of another firm", async () => {
    const f = await billingFirm();
    await addCard(f.slug, f.admin);
    await call("plans/subscribe", { planId: "PAF", interval: "month" }, f.admin, f.slug);
    const sub = await call("plans/get-selected-plan", {}, await createUser(f.tenant, 4), f.slug);
    expect(sub.status).toBe(200);
    expect(sub.body.result.data).toMatchObject({ products: ["PAF"], hasPaymentMethod: true });
    expect((await call("plans/get-selected-plan", {}, f.petitioner, f.slug)).body.result.data).toMatchObject({ subscription: null, hasPaymentMethod: false });
    expect((await call("plans/get-selected-plan", { all: true }, f.admin, f.slug)).status).toBe(422);
    expect((await call("plans/get-selected-plan", {}, f.attorney, f.slug)).status).toBe(403);
    const g = await billingFirm();
    expect((await call("plans/get-selected-plan", {}, g.admin, g.slug)).body.result.data.subscription).toBeNull();
  });
});
