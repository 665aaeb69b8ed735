// The billing journey (issue 14 section 3): a petitioner whose company has no plan (the demo's Globex,
// billing-petitioner@<firm>.test) is sent to the settings page wherever it goes; the platform admin makes a
// coupon (payapi/coupons/create, from the browser); the petitioner adds a card on the manual provider (its
// brand and last 4 digits), chooses a plan, applies the coupon, subscribes, and from then on lands normally.
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, expectToast, PORT, signedInAs } from "./helpers";
import { FIRM } from "./firm";

const at = (p: string) => `http://${FIRM}.localhost:${PORT}${p}`;

test("a petitioner without a plan is sent to settings, subscribes with a coupon and a card, then lands normally", async ({ browser }) => {
  test.setTimeout(120_000);
  // The platform admin makes a coupon for this run: 20 % off the first invoice, one redemption.
  const platform = await signedInAs(browser, "platform");
  const code = `JOURNEY${Date.now().toString(36).toUpperCase()}`;
  const made = await platform.evaluate(async (c) => {
    const r = await fetch("/api/payapi/coupons/create", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ code: c, kind: "percent", percentOff: 20, duration: "once", maxRedemptions: 1 }) });
    return r.status;
  }, code);
  expect(made).toBe(200);
  await platform.context().close();

  const page = await signedInAs(browser, "billing-petitioner");
  // No card and no plan: the dashboard and any other page send it to settings.
  await expect(page).toHaveURL(/\/app\/basic-settings$/);
  await page.goto(at("/app/cases"));
  await expect(page).toHaveURL(/\/app\/basic-settings$/);
  const card = page.getByRole("region", { name: "Plan and billing" });
  await expect(card.getByText("No plan yet. Add a payment method, then choose a plan.")).toBeVisible();
  await expect(card.getByText(/Payments are recorded by the platform/)).toBeVisible();
  await expectNoAxeViolations(page, "settings with the billing card");

  // A card on the manual provider: its brand and last 4 digits only.
  await card.getByRole("button", { name: "Add payment method" }).click();
  const add = page.getByRole("dialog", { name: "Add payment method" });
  await expect(add.getByLabel("Type")).toHaveValue("card");
  await add.getByLabel("Card brand").fill("Visa");
  await add.getByLabel("Last 4 digits").fill("4242");
  await add.getByLabel("Expiry month").fill("12");
  await add.getByLabel("Expiry year").fill("2031");
  await add.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success");
  await expect(card.getByText("Visa ending in 4242")).toBeVisible();
  // Still no plan: still held on settings.
  await page.goto(at("/app/dashboard"));
  await expect(page).toHaveURL(/\/app\/basic-settings$/);

  // Choose a plan, apply the coupon, see the discount, subscribe.
  await card.getByRole("button", { name: "Choose a plan" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose a plan" });
  await dialog.getByLabel("Plan").selectOption({ label: "I-9 and PAF: $39.00 a month or $390.00 a year" });
  await dialog.getByLabel("Billing interval").selectOption({ label: "Monthly" });
  await expect(dialog.getByText("Price of the period: $39.00")).toBeVisible();
  await dialog.getByLabel("Coupon code").fill("NOSUCHCOUPON");
  await dialog.getByRole("button", { name: "Apply coupon" }).click();
  await expect(dialog.getByText("This coupon code is not valid")).toBeVisible();
  await dialog.getByLabel("Coupon code").fill(code.toLowerCase());
  await dialog.getByRole("button", { name: "Apply coupon" }).click();
  await expect(dialog.getByText("Coupon applied: $7.80 off, $31.20 for the first period.")).toBeVisible();
  await expectNoAxeViolations(page, "choose a plan", { include: '[role="dialog"]' });
  await dialog.getByRole("button", { name: "Subscribe" }).click();
  await expectToast(page, "Success");
  await expect(dialog).toBeHidden();
  await expect(card.getByText("I-9 and PAF")).toBeVisible();
  await expect(card.getByText("$39.00 a month")).toBeVisible();
  await expect(card.getByText(code)).toBeVisible();
  // The platform's invoice: the discount taken off, open until the platform marks it paid.
  const invoices = card.getByRole("table", { name: "Platform invoices" });
  await expect(invoices.getByRole("row")).toHaveCount(2);
  await expect(invoices.getByRole("cell", { name: "$31.20" })).toBeVisible();
  await expect(invoices.getByText("Open")).toBeVisible();

  // The navigation rules follow: the dashboard and the cases open normally now.
  await page.goto(at("/app/dashboard"));
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.goto(at("/app/cases"));
  await expect(page).toHaveURL(/\/app\/cases/);
  await page.context().close();
});
