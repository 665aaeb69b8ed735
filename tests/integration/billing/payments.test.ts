// Billing details, payment methods, charge-for-plan, the platform's invoices (list, mark-paid) and coupons
// (create, validate, limits under the row lock) on the manual provider; 422, 403, another firm's records 404.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { billingCoupons } from "@/db/schema/billing";
import { getDb } from "@/lib/server/db/client";
import { createCompany, createUser } from "../../factories";
import { addCard, billingFirm, call, makeCoupon } from "./helpers";

describe("subscribers/update-billing-details", () => {
  it("saves the details the invoices carry; 422, 403; a petitioner's company has its own", async () => {
    const f = await billingFirm();
    const body = { name: "Acme Billing", email: "billing@acme.example", address: { line1: "1 Main St", city: "Austin", state: "TX", postalCode: "78701", country: "US" }, taxId: "12-3456789" };
    const r = await call("subscribers/update-billing-details", body, f.admin, f.slug);
    expect(r.status).toBe(200);
    expect(r.body.result.data).toMatchObject({ provider: "manual", name: "Acme Billing", taxId: "12-3456789", address: { city: "Austin" } });
    expect((await call("plans/get-selected-plan", {}, f.admin, f.slug)).body.result.data.details.email).toBe("billing@acme.example");
    expect((await call("plans/get-selected-plan", {}, f.petitioner, f.slug)).body.result.data.details.email).toBeNull();
    const bad = await call("subscribers/update-billing-details", { name: "", email: "nope" }, f.admin, f.slug);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.result.error.fields).sort()).toEqual(["email", "name"]);
    expect((await call("subscribers/update-billing-details", body, f.attorney, f.slug)).status).toBe(403);
    expect((await call("subscribers/update-billing-details", body, f.subscriber, f.slug)).status).toBe(403);
    // Another firm's admin saves its own subscriber, never this one.
    const g = await billingFirm();
    await call("subscribers/update-billing-details", { ...body, name: "Other" }, g.admin, g.slug);
    expect((await call("plans/get-selected-plan", {}, f.admin, f.slug)).body.result.data.details.name).toBe("Acme Billing");
  });
});

describe("payment methods", () => {
  it("records references (the first is the default), lists them, refuses card numbers and incomplete references", async () => {
    const f = await billingFirm();
    const first = await addCard(f.slug, f.petitioner);
    expect(first).toMatchObject([{ kind: "card", brand: "Visa", last4: "4242", isDefault: true, provider: "manual" }]);
    const both = (await call("billing/attach-payment-method", { kind: "check", label: "Check on file", makeDefault: true }, f.petitioner, f.slug)).body.result.data;
    expect(both.map((m: { label: string | null; isDefault: boolean }) => [m.label, m.isDefault])).toEqual([["Check on file", true], [null, false]]);
    const listed = await call("billing/get-payment-methods", {}, f.petitioner, f.slug);
    expect(listed.status).toBe(200);
    expect(listed.body.result.data).toHaveLength(2);
    // A full card number is never taken: last4 is four digits, and there is no number field at all.
    expect((await call("billing/attach-payment-method", { kind: "card", brand: "Visa", last4: "4242424242424242" }, f.petitioner, f.slug)).status).toBe(422);
    expect((await call("billing/attach-payment-method", { kind: "card", brand: "Visa", last4: "4242", number: "4242424242424242" }, f.petitioner, f.slug)).body.result.error.fields).toEqual({ number: "Unknown field" });
    expect((await call("billing/attach-payment-method", { kind: "card" }, f.petitioner, f.slug)).body.result.error.fields).toEqual({ brand: "*Card brand is required", last4: "*Last 4 digits is required" });
    expect((await call("billing/attach-payment-method", { kind: "check" }, f.petitioner, f.slug)).body.result.error.fields).toEqual({ label: "*Label is required" });
    // A Stripe token needs Stripe.
    expect((await call("billing/attach-payment-method", { token: "pm_card_visa" }, f.petitioner, f.slug)).status).toBe(422);
    expect((await call("billing/attach-payment-method", { kind: "check", label: "x" }, f.attorney, f.slug)).status).toBe(403);
    expect((await call("billing/get-payment-methods", {}, f.attorney, f.slug)).status).toBe(403);
    expect((await call("billing/get-payment-methods", { x: 1 }, f.admin, f.slug)).status).toBe(422);
    // The firm and another firm see none of the petitioner company's methods.
    expect((await call("billing/get-payment-methods", {}, f.admin, f.slug)).body.result.data).toEqual([]);
    const g = await billingFirm();
    expect((await call("billing/get-payment-methods", {}, g.admin, g.slug)).body.result.data).toEqual([]);
  });

  it("two petitioners of the same company share its subscriber; another company's petitioner does not", async () => {
    const f = await billingFirm();
    const colleague = await createUser(f.tenant, 50, { companyId: f.company.id });
    const otherCompany = await createCompany(f.tenant.id);
    const stranger = await createUser(f.tenant, 50, { companyId: otherCompany.id });
    await addCard(f.slug, f.petitioner);
    expect((await call("billing/get-payment-methods", {}, colleague, f.slug)).body.result.data).toHaveLength(1);
    expect((await call("billing/get-payment-methods", {}, stranger, f.slug)).body.result.data).toHaveLength(0);
  });
});

describe("charge-for-plan, invoices/list and invoices/mark-paid", () => {
  it("the manual provider leaves the invoice open until the platform admin marks it paid", async () => {
    const f = await billingFirm();
    const [card] = await addCard(f.slug, f.admin);
    await call("plans/subscribe", { planId: "I9", interval: "month" }, f.admin, f.slug);
    const charged = await call("billing/charge-for-plan", { paymentMethodId: card.id }, f.admin, f.slug);
    expect(charged.status).toBe(200);
    expect(charged.body.result.data).toMatchObject({ status: "open", totalCents: 2900 });
    const invoiceId = charged.body.result.data.id;
    expect((await call("invoices/mark-paid", { invoiceId }, f.admin, f.slug)).status).toBe(403);
    const paid = await call("invoices/mark-paid", { invoiceId }, f.platform, f.slug);
    expect(paid.status).toBe(200);
    expect(paid.body.result.data.status).toBe("paid");
    expect((await call("invoices/list", {}, f.admin, f.slug)).body.result.data[0]).toMatchObject({ status: "paid" });
    // Nothing is due any more.
    expect((await call("billing/charge-for-plan", {}, f.admin, f.slug)).status).toBe(409);
    expect((await call("invoices/mark-paid", { invoiceId: "nope" }, f.platform, f.slug)).status).toBe(422);
    expect((await call("invoices/mark-paid", { invoiceId: "00000000-0000-4000-8000-000000000000" }, f.platform, f.slug)).status).toBe(404);
  });

  it("charge-for-plan: 422 bad id, 403 other roles, 404 another firm's payment method, 409 without a subscription", async () => {
    const f = await billingFirm();
    const g = await billingFirm();
    const [theirs] = await addCard(g.slug, g.admin);
    expect((await call("billing/charge-for-plan", {}, f.admin, f.slug)).status).toBe(409);
    await addCard(f.slug, f.admin);
    await call("plans/subscribe", { planId: "PAF", interval: "month" }, f.admin, f.slug);
    expect((await call("billing/charge-for-plan", { paymentMethodId: "x" }, f.admin, f.slug)).status).toBe(422);
    expect((await call("billing/charge-for-plan", {}, f.attorney, f.slug)).status).toBe(403);
    expect((await call("billing/charge-for-plan", {}, f.subscriber, f.slug)).status).toBe(403);
    expect((await call("billing/charge-for-plan", { paymentMethodId: theirs.id }, f.admin, f.slug)).status).toBe(404);
  });

  it("invoices/list pages, 422 on a bad page, 403 outside billing, another firm's list is its own", async () => {
    const f = await billingFirm();
    await addCard(f.slug, f.admin);
    await call("plans/subscribe", { planId: "I9", interval: "month", today: "2026-03-01" }, f.admin, f.slug);
    await call("plans/upgrade", { planId: "I9_PAF", interval: "month", today: "2026-03-10" }, f.admin, f.slug);
    const page = await call("invoices/list", { page: 2, perpage: 1 }, f.admin, f.slug);
    expect(page.status).toBe(200);
    expect(page.body.result.pagination).toEqual({ page: 2, perpage: 1, total: 2 });
    expect(page.body.result.data).toHaveLength(1);
    expect((await call("invoices/list", { page: 0 }, f.admin, f.slug)).status).toBe(422);
    expect((await call("invoices/list", {}, f.attorney, f.slug)).status).toBe(403);
    const g = await billingFirm();
    expect((await call("invoices/list", {}, g.admin, g.slug)).body.result.pagination.total).toBe(0);
    // The platform admin of another firm marks this firm's invoice paid (a platform action, any firm).
    const id = page.body.result.data[0].id;
    expect((await call("invoices/mark-paid", { invoiceId: id }, g.platform, g.slug)).body.result.data.status).toBe("paid");
  });
});

describe("coupons", () => {
  it("create: platform admin only, 422 on incomplete terms, 409 on a taken code", async () => {
    const f = await billingFirm();
    const code = await makeCoupon(f.slug, f.platform, { kind: "percent", percentOff: 25, duration: "repeating", durationMonths: 3, maxRedemptions: 10, expiresOn: "2030-12-31" });
    expect((await call("coupons/create", { code, kind: "percent", percentOff: 5, duration: "once" }, f.platform, f.slug)).status).toBe(409);
    const bad = await call("coupons/create", { code: "X1Y2Z3", kind: "amount", duration: "repeating" }, f.platform, f.slug);
    expect(bad.status).toBe(422);
    expect(bad.body.result.error.fields).toEqual({ amountOffCents: "*Amount off is required", durationMonths: "*Duration in months is required" });
    expect((await call("coupons/create", { code: "P1", kind: "percent", percentOff: 101, duration: "once" }, f.platform, f.slug)).status).toBe(422);
    expect((await call("coupons/create", { code: "ADMIN10", kind: "percent", percentOff: 10, duration: "once" }, f.admin, f.slug)).status).toBe(403);
    expect((await call("coupons/create", { code: "PET10", kind: "percent", percentOff: 10, duration: "once" }, f.petitioner, f.slug)).status).toBe(403);
  });

  it("validate quotes the discount; refuses unknown, expired, used-up and already-used codes (422 on code); 404 unknown plan; 403", async () => {
    const f = await billingFirm();
    const pct = await makeCoupon(f.slug, f.platform, { kind: "percent", percentOff: 25, duration: "repeating", durationMonths: 3 });
    const q = await call("coupons/validate", { code: pct, planId: "CASE", interval: "month", seats: 2 }, f.petitioner, f.slug);
    expect(q.status).toBe(200);
    expect(q.body.result.data).toEqual({ code: pct, amountCents: 9800, discountCents: 2450, totalCents: 7350, duration: "repeating", durationMonths: 3, periods: 3 });
    const expired = await makeCoupon(f.slug, f.platform, { expiresOn: "2026-02-28" });
    const r = await call("coupons/validate", { code: expired, planId: "I9", today: "2026-03-01" }, f.admin, f.slug);
    expect(r.status).toBe(422);
    expect(r.body.result.error.fields).toEqual({ code: "This coupon has expired" });
    expect((await call("coupons/validate", { code: expired, planId: "I9", today: "2026-02-28" }, f.admin, f.slug)).status).toBe(200);
    expect((await call("coupons/validate", { code: "UNKNOWN1", planId: "I9" }, f.admin, f.slug)).body.result.error.fields).toEqual({ code: "This coupon code is not valid" });
    const single = await makeCoupon(f.slug, f.platform, { maxRedemptions: 1 });
    await addCard(f.slug, f.admin);
    expect((await call("plans/subscribe", { planId: "I9", interval: "month", couponCode: single }, f.admin, f.slug)).status).toBe(200);
    expect((await call("coupons/validate", { code: single, planId: "I9" }, f.petitioner, f.slug)).body.result.error.fields).toEqual({ code: "This coupon has been redeemed the maximum number of times" });
    const many = await makeCoupon(f.slug, f.platform);
    await call("plans/cancel", {}, f.admin, f.slug);
    await call("plans/subscribe", { planId: "I9", interval: "month", couponCode: many }, f.admin, f.slug);
    expect((await call("coupons/validate", { code: many, planId: "I9" }, f.admin, f.slug)).body.result.error.fields).toEqual({ code: "This coupon was already used for this account" });
    expect((await call("coupons/validate", { code: pct, planId: "NOPE" }, f.admin, f.slug)).status).toBe(404);
    expect((await call("coupons/validate", { code: "a", planId: "I9" }, f.admin, f.slug)).status).toBe(422);
    expect((await call("coupons/validate", { code: pct, planId: "I9" }, f.attorney, f.slug)).status).toBe(403);
    expect((await call("coupons/validate", { code: pct, planId: "I9" }, f.subscriber, f.slug)).status).toBe(403);
  });

  it("never redeems past max_redemptions when subscribers subscribe at once (the coupon row is locked)", async () => {
    const f = await billingFirm();
    const code = await makeCoupon(f.slug, f.platform, { maxRedemptions: 2 });
    const petitioners = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const company = await createCompany(f.tenant.id);
        const p = await createUser(f.tenant, 50, { companyId: company.id });
        await addCard(f.slug, p);
        return p;
      }),
    );
    const results = await Promise.all(petitioners.map((p) => call("plans/subscribe", { planId: "PAF", interval: "month", couponCode: code }, p, f.slug)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 422, 422, 422]);
    for (const r of results.filter((x) => x.status === 422)) expect(r.body.result.error.fields).toEqual({ couponCode: "This coupon has been redeemed the maximum number of times" });
    const [row] = await (await getDb()).select().from(billingCoupons).where(eq(billingCoupons.code, code));
    expect(row.redeemedCount).toBe(2);
  });
});
