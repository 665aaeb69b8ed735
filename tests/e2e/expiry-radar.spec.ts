// The expiry radar (issue 11 section 4): the admin records a new person's US status documents — an EAD
// that ended 10 days ago, an I-94 ending in 40 days, a passport in 60 — sees them soonest first on the
// person's record, then finds them on the firm-wide radar and narrows it to passports.
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, expectToast, plusDaysUtc, searchList, signedInAs, usDateUtc } from "./helpers";

test("a person's expiring documents on their record and on the firm's radar", async ({ browser }) => {
  const today = new Date();
  const last = `Radar${Date.now()}`;
  const page = await signedInAs(browser, "admin", {}, "/app/beneficiaries");
  await page.getByRole("button", { name: "Add beneficiary" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add beneficiary" });
  await dialog.getByLabel("First name").fill("Rosa");
  await dialog.getByLabel("Last name").fill(last);
  await dialog.getByLabel("Passport expiry date").fill(usDateUtc(plusDaysUtc(today, 60)));
  await dialog.getByLabel("I-94 number").fill("12345");
  await dialog.getByLabel("I-94 admit until").fill(usDateUtc(plusDaysUtc(today, 40)));
  await dialog.getByLabel("EAD expires").fill(usDateUtc(plusDaysUtc(today, -10)));
  await dialog.getByRole("button", { name: "Add beneficiary" }).click();
  await expect(dialog.getByText("I-94 Number not valid")).toBeVisible();
  await dialog.getByLabel("I-94 number").fill("987654321A1");
  await dialog.getByRole("button", { name: "Add beneficiary" }).click();
  await expectToast(page, "Success");

  const panel = page.getByRole("dialog", { name: `Rosa ${last}` });
  const radar = panel.getByRole("list", { name: "Expiry radar" });
  await expect(radar.getByRole("listitem")).toHaveText([/^EAD.*expired 10 days ago$/, /^I-94 admit until.*40 days left$/, /^Passport.*60 days left$/]);
  await expectNoAxeViolations(page, "beneficiary with the expiry radar", { include: "[role=dialog]" });
  await panel.getByRole("button", { name: "Close" }).click();

  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Expiry radar" }).click();
  await expect(page.getByRole("heading", { name: "Expiry radar", level: 1 })).toBeVisible();
  await searchList(page, "Search by person or client", last);
  const rows = page.getByRole("row").filter({ hasText: `Rosa ${last}` });
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText("expired 10 days ago");
  await page.getByLabel("Date", { exact: true }).selectOption({ label: "Passport" });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(usDateUtc(plusDaysUtc(today, 60)));
  await expectNoAxeViolations(page, "expiry radar");
  await rows.first().getByRole("link", { name: `Rosa ${last}` }).click();
  await expect(page.getByRole("dialog", { name: `Rosa ${last}` })).toBeVisible();
});
