// Journey of /app/platform-billing (issue 14, the platform admin's billing screens): the second demo firm
// ("other") subscribes to case management on the manual provider, which leaves its first invoice open; the
// platform admin opens the page from the sidebar, sees every subscriber's subscription and the plans, makes a
// coupon through the dialog (a refused one first: the server's 422 under the fields) and finds it in the
// list, then marks the open invoice paid through the confirmation and sees it paid. A firm admin has no entry.
import { expect, test } from "./fixtures";
import { browserApi, expectNoAxeViolations, expectToast, firmUrl, selectTab, signedInAs, signInByApi } from "./helpers";
import { FIRM, FIRM_NAME, OTHER, OTHER_DOMAIN, OTHER_NAME } from "./firm";

test("the platform admin sees subscriptions and plans, makes a coupon and marks an open invoice paid", async ({ browser }) => {
  test.setTimeout(120_000);
  // The other firm subscribes: a check on file, case management monthly for one seat; the invoice stays open.
  const other = await (await browser.newContext()).newPage();
  await other.context().addCookies([{ name: "cookie_consent", value: "accepted", url: firmUrl(OTHER, "/") }]);
  await signInByApi(other, `admin@${OTHER_DOMAIN}`, undefined, { slug: OTHER });
  expect((await browserApi(other, "payapi/billing/attach-payment-method", { kind: "check", label: "Check on file" })).status).toBe(200);
  expect((await browserApi(other, "payapi/plans/subscribe", { planId: "CASE", interval: "month", seats: 1 })).status).toBe(200);
  const invoices = await browserApi<{ number: string; status: string; totalCents: number }[]>(other, "payapi/invoices/list", {});
  expect(invoices.data[0]).toMatchObject({ status: "open", totalCents: 4900 });
  const number = invoices.data[0].number;
  await other.context().close();

  const page = await signedInAs(browser, "platform");
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Platform billing" }).click();
  await expect(page).toHaveURL(/\/app\/platform-billing$/);
  await expect(page.getByRole("heading", { level: 1, name: "Platform billing" })).toBeVisible();

  // Subscriptions: the demo firm's, its client Acme's and the other firm's new one.
  const subscriptions = page.getByRole("table", { name: "Subscriptions" });
  const otherRow = subscriptions.getByRole("row").filter({ hasText: OTHER_NAME });
  await expect(otherRow).toContainText("Case management");
  await expect(otherRow).toContainText("$49.00");
  await expect(otherRow).toContainText("Active");
  const demoRow = subscriptions.getByRole("row").filter({ hasText: FIRM_NAME }).filter({ hasNotText: "Client company" });
  await expect(demoRow).toContainText("$2,450.00");
  await expect(demoRow).toContainText("Yearly");
  // Every worker's firm has an Acme (tests/e2e/firm.ts): this firm's is the one "of" it.
  await expect(subscriptions.getByRole("row").filter({ hasText: "Acme Technologies Inc." }).filter({ hasText: `Client company of ${FIRM_NAME}` })).toHaveCount(1);
  await page.getByLabel("Status").selectOption({ label: "Canceled" });
  await expect(page.getByText("No subscriptions match")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(otherRow).toBeVisible();
  await expectNoAxeViolations(page, "platform billing: subscriptions");

  // Plans: read-only, every plan with its prices.
  await selectTab(page, "Plans");
  const plans = page.getByRole("table", { name: "Plans" });
  const casePlan = plans.getByRole("row").filter({ has: page.getByRole("cell", { name: "CASE", exact: true }) });
  await expect(casePlan).toContainText("$49.00");
  await expect(casePlan).toContainText("$490.00");
  await expect(casePlan).toContainText("Per seat");
  await expect(plans.getByRole("row").filter({ has: page.getByRole("cell", { name: "CASE_I9_PAF", exact: true }) })).toContainText("Case management, Form I-9, Public access files");
  await expectNoAxeViolations(page, "platform billing: plans");

  // Coupons: a refused coupon first (the server's 422 under its fields), then a good one.
  await selectTab(page, "Coupons");
  await page.getByRole("button", { name: "New coupon" }).click();
  const dialog = page.getByRole("dialog", { name: "New coupon" });
  await dialog.getByLabel("Code").fill("AB");
  await dialog.getByLabel("Percent off").fill("150");
  await dialog.getByRole("button", { name: "Create coupon" }).click();
  await expect(dialog.getByText("Coupon code not valid")).toBeVisible();
  await expect(dialog.getByText("Field value must be less than or equal to 100")).toBeVisible();
  await expectNoAxeViolations(page, "new coupon dialog", { include: '[role="dialog"]' });
  const code = `ADMIN${Date.now().toString(36).toUpperCase()}`;
  await dialog.getByLabel("Code").fill(code.toLowerCase());
  await dialog.getByLabel("Discount type").selectOption({ label: "Amount off" });
  await dialog.getByLabel("Amount off (USD)").fill("25.00");
  await dialog.getByLabel("Duration").selectOption({ label: "A number of months" });
  await dialog.getByLabel("Months").fill("3");
  await dialog.getByLabel("Maximum redemptions").fill("10");
  await dialog.getByLabel("Last day").fill("12/31/2030");
  await dialog.getByRole("button", { name: "Create coupon" }).click();
  await expectToast(page, "Success");
  await expect(dialog).toBeHidden();
  const couponRow = page.getByRole("table", { name: "Coupons" }).getByRole("row").filter({ hasText: code });
  await expect(couponRow).toContainText("$25.00 off");
  await expect(couponRow).toContainText("3 months");
  await expect(couponRow).toContainText("0 of 10");
  await expect(couponRow).toContainText("12/31/2030");
  await expect(couponRow).toContainText("Active");
  await expectNoAxeViolations(page, "platform billing: coupons");

  // Invoices: the other firm's open invoice, marked paid through the confirmation.
  await selectTab(page, "Invoices");
  await page.getByLabel("Status").selectOption({ label: "Open" });
  const table = page.getByRole("table", { name: "Invoices" });
  const row = table.getByRole("row").filter({ hasText: number });
  await expect(row).toContainText(OTHER_NAME);
  await expect(row).toContainText("$49.00");
  await expect(row).toContainText("Open");
  await row.getByRole("button", { name: `Mark invoice ${number} paid` }).click();
  const confirm = page.getByRole("dialog", { name: `Mark invoice ${number} paid?` });
  await expect(confirm).toContainText(`Record that the payment of $49.00 for invoice ${number} (${OTHER_NAME}) was received.`);
  await confirm.getByLabel("Payment reference").fill("Check 2001");
  await expectNoAxeViolations(page, "mark paid dialog", { include: '[role="dialog"]' });
  await confirm.getByRole("button", { name: "Mark paid" }).click();
  await expectToast(page, "Success");
  await expect(confirm).toBeHidden();
  // No longer open; among the paid ones, with today's payment date.
  await expect(row).toHaveCount(0);
  await page.getByLabel("Status").selectOption({ label: "Paid" });
  const paid = table.getByRole("row").filter({ hasText: number });
  await expect(paid).toContainText("Paid");
  await expect(paid.getByRole("button", { name: `Mark invoice ${number} paid` })).toHaveCount(0);
  await expectNoAxeViolations(page, "platform billing: invoices");
  await page.context().close();
});

test("a firm admin has no Platform billing entry and is told the page is not theirs", async ({ browser }) => {
  const page = await signedInAs(browser, "admin");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Platform billing" })).toHaveCount(0);
  await page.goto(firmUrl(FIRM, "/app/platform-billing"));
  await expect(page.getByText("Only the platform administrator can open this page")).toBeVisible();
  await page.context().close();
});
