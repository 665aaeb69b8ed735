// The platform admin's lists across subscribers (/app/platform-billing): subscriptions/list, invoices/list with
// scope "platform", coupons/list, and mark-paid's reference. billing.admin only (403 for a firm's admin, a
// petitioner, another firm's admin); the platform admin reaches every firm's rows whichever firm's host it
// signs in on (the deliberate platform-wide read, README "Who is billed"). Other test files share the
// database, so each check searches for this test's own firm or coupon prefix.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "@/db/schema/platform";
import { getDb } from "@/lib/server/db/client";
import { uid } from "../../factories";
import { addCard, billingFirm, call, makeCoupon } from "./helpers";

/** A firm on CASE yearly × 3 seats with a coupon, and its petitioner company on I9 monthly. */
async function subscribedFirm() {
  const f = await billingFirm();
  const coupon = await makeCoupon(f.slug, f.platform, { kind: "percent", percentOff: 10, duration: "forever" });
  await addCard(f.slug, f.admin);
  await addCard(f.slug, f.petitioner);
  expect((await call("plans/subscribe", { planId: "CASE", interval: "year", seats: 3, couponCode: coupon, today: "2026-03-01" }, f.admin, f.slug)).status).toBe(200);
  expect((await call("plans/subscribe", { planId: "I9", interval: "month", today: "2026-03-05" }, f.petitioner, f.slug)).status).toBe(200);
  return { ...f, coupon };
}

describe("subscriptions/list", () => {
  it("lists every firm's and company's subscription for the platform admin of any firm: sorted, filtered, searched", async () => {
    const f = await subscribedFirm();
    const g = await billingFirm();
    const list = await call("subscriptions/list", { search: f.tenant.name, sortBy: "price", sortOrder: "asc" }, g.platform, g.slug);
    expect(list.status).toBe(200);
    expect(list.body.result.pagination).toEqual({ page: 1, perpage: 25, total: 2 });
    const [company, firm] = list.body.result.data;
    expect(company).toMatchObject({
      subscriber: { kind: "company", name: f.company.name, firmName: f.tenant.name },
      planId: "I9",
      interval: "month",
      seats: 1,
      priceCents: 2900,
      status: "active",
      periodStart: "2026-03-05",
      periodEnd: "2026-04-05",
      couponCode: null,
    });
    expect(firm).toMatchObject({ subscriber: { kind: "firm", name: f.tenant.name, firmName: f.tenant.name }, planId: "CASE", planName: expect.any(String), interval: "year", seats: 3, priceCents: 147000, periodEnd: "2027-03-01", couponCode: f.coupon });
    const desc = await call("subscriptions/list", { search: f.tenant.name, sortBy: "price", sortOrder: "desc" }, f.platform, f.slug);
    expect(desc.body.result.data.map((r: { planId: string }) => r.planId)).toEqual(["CASE", "I9"]);

    // The company cancels: the status filter tells them apart.
    expect((await call("plans/cancel", {}, f.petitioner, f.slug)).status).toBe(200);
    const active = await call("subscriptions/list", { search: f.tenant.name, filter: { matcher: { status: "active" } } }, g.platform, g.slug);
    expect(active.body.result.data.map((r: { planId: string }) => r.planId)).toEqual(["CASE"]);
    const canceled = await call("subscriptions/list", { search: f.company.name, filter: { matcher: { status: "canceled" } } }, g.platform, g.slug);
    expect(canceled.body.result.data).toHaveLength(1);
    expect(canceled.body.result.data[0]).toMatchObject({ planId: "I9", status: "canceled" });
    // Pages of one.
    const second = await call("subscriptions/list", { search: f.tenant.name, page: 2, perpage: 1, sortBy: "subscriber", sortOrder: "asc" }, g.platform, g.slug);
    expect(second.body.result.pagination).toEqual({ page: 2, perpage: 1, total: 2 });
    expect(second.body.result.data).toHaveLength(1);
  });

  it("refuses bad input (422), and every role but the platform admin (403), of this firm or another", async () => {
    const f = await subscribedFirm();
    const g = await billingFirm();
    for (const body of [{ filter: { matcher: { status: "paused" } } }, { sortBy: "nope" }, { perpage: 101 }, { tenantId: f.tenant.id }]) {
      expect((await call("subscriptions/list", body, f.platform, f.slug)).status).toBe(422);
    }
    const bad = await call("subscriptions/list", { filter: { matcher: { status: "paused" } } }, f.platform, f.slug);
    expect(Object.keys(bad.body.result.error.fields)).toEqual(["filter.matcher.status"]);
    for (const who of [f.admin, f.petitioner, f.subscriber, f.attorney]) expect((await call("subscriptions/list", {}, who, f.slug)).status).toBe(403);
    // Another firm's admin asking for this firm's subscriptions: refused too.
    expect((await call("subscriptions/list", { search: f.tenant.name }, g.admin, g.slug)).status).toBe(403);
  });
});

describe("invoices/list with scope platform, and mark-paid's reference", () => {
  it("the platform admin lists every subscriber's invoices with their subscriber, filters open/paid, marks one paid with a reference", async () => {
    const f = await subscribedFirm();
    const g = await billingFirm();
    const all = await call("invoices/list", { scope: "platform", search: f.tenant.name, sortBy: "totalCents", sortOrder: "asc" }, g.platform, g.slug);
    expect(all.status).toBe(200);
    expect(all.body.result.pagination.total).toBe(2);
    const [companyInv, firmInv] = all.body.result.data;
    expect(companyInv).toMatchObject({ status: "open", totalCents: 2900, issuedOn: "2026-03-05", paidAt: null, subscriber: { kind: "company", name: f.company.name, firmName: f.tenant.name } });
    expect(firmInv).toMatchObject({ status: "open", totalCents: 132300, discountCents: 14700, subscriber: { kind: "firm", name: f.tenant.name } });
    expect(firmInv.number).toMatch(/^B-\d{6}$/);
    // By number.
    const byNumber = await call("invoices/list", { scope: "platform", search: firmInv.number }, g.platform, g.slug);
    expect(byNumber.body.result.data.map((r: { id: string }) => r.id)).toEqual([firmInv.id]);

    const marked = await call("invoices/mark-paid", { invoiceId: firmInv.id, reference: "Check 1042" }, g.platform, g.slug);
    expect(marked.status).toBe(200);
    expect(marked.body.result.data).toMatchObject({ status: "paid", paidAt: expect.any(String) });
    const db = await getDb();
    const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.entityId, firmInv.id), eq(auditLog.action, "billing.invoice.mark-paid")));
    expect(audit.after).toEqual({ status: "paid", reference: "Check 1042" });
    expect(audit.tenantId).toBe(f.tenant.id);

    const paid = await call("invoices/list", { scope: "platform", search: f.tenant.name, filter: { matcher: { status: "paid" } } }, g.platform, g.slug);
    expect(paid.body.result.data.map((r: { id: string }) => r.id)).toEqual([firmInv.id]);
    const open = await call("invoices/list", { scope: "platform", search: f.tenant.name, filter: { matcher: { status: "open" } } }, g.platform, g.slug);
    expect(open.body.result.data.map((r: { id: string }) => r.id)).toEqual([companyInv.id]);

    // Without the scope, as before: the caller's own subscriber's invoices, without the subscriber.
    const own = await call("invoices/list", {}, f.admin, f.slug);
    expect(own.body.result.data.map((r: { id: string }) => r.id)).toEqual([firmInv.id]);
    expect(own.body.result.data[0].subscriber).toBeUndefined();
    const company = await call("invoices/list", { filter: { matcher: { status: "open" } } }, f.petitioner, f.slug);
    expect(company.body.result.data.map((r: { id: string }) => r.id)).toEqual([companyInv.id]);
  });

  it("scope platform: 422 on bad input, 403 for every role but the platform admin; another firm's own list stays its own", async () => {
    const f = await subscribedFirm();
    const g = await billingFirm();
    expect((await call("invoices/list", { scope: "everyone" }, f.platform, f.slug)).status).toBe(422);
    expect((await call("invoices/list", { scope: "platform", filter: { matcher: { status: "late" } } }, f.platform, f.slug)).status).toBe(422);
    expect((await call("invoices/list", { scope: "platform", sortBy: "dueDate" }, f.platform, f.slug)).status).toBe(422);
    for (const who of [f.admin, f.petitioner, f.subscriber]) expect((await call("invoices/list", { scope: "platform" }, who, f.slug)).status).toBe(403);
    expect((await call("invoices/list", { scope: "platform", search: f.tenant.name }, g.admin, g.slug)).status).toBe(403);
    expect((await call("invoices/list", { search: f.tenant.name }, g.admin, g.slug)).body.result.pagination.total).toBe(0);
    // mark-paid: the reference is at most 100 characters; another firm's admin may not mark this firm's invoice.
    const [inv] = (await call("invoices/list", {}, f.admin, f.slug)).body.result.data;
    const long = await call("invoices/mark-paid", { invoiceId: inv.id, reference: "x".repeat(101) }, f.platform, f.slug);
    expect(long.status).toBe(422);
    expect(Object.keys(long.body.result.error.fields)).toEqual(["reference"]);
    expect((await call("invoices/mark-paid", { invoiceId: inv.id, reference: "Wire 7" }, g.admin, g.slug)).status).toBe(403);
    expect((await call("invoices/list", {}, f.admin, f.slug)).body.result.data[0].status).toBe("open");
  });
});

describe("coupons/list", () => {
  it("lists the platform's coupons with their redemptions and whether they are active; filters, sorts, searches", async () => {
    const f = await billingFirm();
    const g = await billingFirm();
    const prefix = `L${uid().toUpperCase().slice(0, 8)}`;
    await makeCoupon(f.slug, f.platform, { code: `${prefix}A`, kind: "percent", percentOff: 15, duration: "repeating", durationMonths: 6, maxRedemptions: 10, expiresOn: "2030-12-31" });
    await makeCoupon(f.slug, f.platform, { code: `${prefix}B`, kind: "amount", amountOffCents: 500, duration: "once", maxRedemptions: 1 });
    await makeCoupon(f.slug, f.platform, { code: `${prefix}C`, kind: "percent", percentOff: 50, duration: "forever", expiresOn: "2026-01-31" });
    // B is used up by a subscribe.
    await addCard(f.slug, f.admin);
    expect((await call("plans/subscribe", { planId: "I9", interval: "month", couponCode: `${prefix}B`, today: "2026-01-10" }, f.admin, f.slug)).status).toBe(200);

    const list = await call("coupons/list", { search: prefix, sortBy: "code", sortOrder: "asc", today: "2026-02-01" }, g.platform, g.slug);
    expect(list.status).toBe(200);
    expect(list.body.result.pagination).toEqual({ page: 1, perpage: 25, total: 3 });
    const [a, b, c] = list.body.result.data;
    expect(a).toMatchObject({ code: `${prefix}A`, kind: "percent", percentOff: 15, amountOffCents: null, duration: "repeating", durationMonths: 6, maxRedemptions: 10, redeemedCount: 0, expiresOn: "2030-12-31", active: true });
    expect(b).toMatchObject({ code: `${prefix}B`, kind: "amount", amountOffCents: 500, duration: "once", maxRedemptions: 1, redeemedCount: 1, expiresOn: null, active: false });
    expect(c).toMatchObject({ code: `${prefix}C`, duration: "forever", maxRedemptions: null, expiresOn: "2026-01-31", active: false });
    const active = await call("coupons/list", { search: prefix, filter: { matcher: { state: "active" } }, today: "2026-02-01" }, g.platform, g.slug);
    expect(active.body.result.data.map((r: { code: string }) => r.code)).toEqual([`${prefix}A`]);
    const inactive = await call("coupons/list", { search: prefix, sortBy: "code", sortOrder: "desc", filter: { matcher: { state: "inactive" } }, today: "2026-02-01" }, g.platform, g.slug);
    expect(inactive.body.result.data.map((r: { code: string }) => r.code)).toEqual([`${prefix}C`, `${prefix}B`]);
    // The last day still counts: on Jan 31 C is active.
    const onLastDay = await call("coupons/list", { search: `${prefix}C`, today: "2026-01-31" }, g.platform, g.slug);
    expect(onLastDay.body.result.data[0].active).toBe(true);
  });

  it("refuses bad input (422) and every role but the platform admin (403), of this firm or another", async () => {
    const f = await billingFirm();
    const g = await billingFirm();
    for (const body of [{ filter: { matcher: { state: "expired" } } }, { sortBy: "percentOff" }, { page: 0 }, { code: "X" }]) {
      expect((await call("coupons/list", body, f.platform, f.slug)).status).toBe(422);
    }
    for (const who of [f.admin, f.petitioner, f.subscriber]) expect((await call("coupons/list", {}, who, f.slug)).status).toBe(403);
    expect((await call("coupons/list", {}, g.admin, g.slug)).status).toBe(403);
  });
});
