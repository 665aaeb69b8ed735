// Prevailing wage determinations (issue 11 section 2): the paralegal starts a PWD for a client's
// position from /app/pwd-list, records its filing with the DOL case number, then the determination — a
// validity end outside rule 12's range is refused with the allowed bound — and the list shows it valid.
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, expectToast, plusDaysUtc, signedInAs, usDateUtc } from "./helpers";

test("a PWD from job description to determination", async ({ browser }) => {
  const today = new Date();
  const page = await signedInAs(browser, "paralegal", {}, "/app/dashboard");
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "PWDs" }).click();
  await expect(page.getByRole("heading", { name: "Prevailing wage determinations", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, "PWD list");

  await page.getByRole("button", { name: "New PWD" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New prevailing wage determination" });
  await dialog.getByRole("button", { name: "Create PWD" }).click();
  await expect(dialog.getByText("*Job Title is required")).toBeVisible();
  await dialog.getByLabel("Client").selectOption({ index: 1 });
  await dialog.getByLabel("Job title").fill("Senior Data Engineer");
  await dialog.getByLabel("SOC code").fill("15-1252.00");
  await dialog.getByLabel("Minimum education").selectOption({ label: "Master's" });
  await dialog.getByLabel("Experience (months)").fill("24");
  await dialog.getByLabel("City").fill("Austin");
  await dialog.getByLabel("County").fill("Travis");
  await dialog.getByRole("combobox", { name: /^State/ }).selectOption("TX");
  await expectNoAxeViolations(page, "New PWD dialog", { include: "[role=dialog]" });
  await dialog.getByRole("button", { name: "Create PWD" }).click();
  await expectToast(page, "Success");
  await expect(page.getByRole("heading", { name: /^PWD-\d{4}-\d{4} · Senior Data Engineer$/, level: 1 })).toBeVisible();
  await expect(page.getByText("Not determined", { exact: true })).toBeVisible();

  // Filed with the DOL.
  await page.getByRole("button", { name: "Record filing" }).click();
  const filing = page.getByRole("dialog", { name: "The PWD was filed" });
  await filing.getByLabel("Filed on").fill(usDateUtc(plusDaysUtc(today, -30)));
  await filing.getByLabel("DOL case number").fill("P-100-26001-000042");
  await filing.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success");
  await expect(page.getByText("P-100-26001-000042")).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit position" })).toHaveCount(0);

  // The determination: rule 12 bounds the validity end the determination states.
  await page.getByRole("button", { name: "Record determination" }).click();
  const det = page.getByRole("dialog", { name: "The DOL's determination" });
  await det.getByLabel("Determination date").fill(usDateUtc(today));
  await det.getByLabel("Prevailing wage ($)").fill("142,500");
  await det.getByLabel("Wage level").selectOption({ label: "Level III" });
  await det.getByLabel("Valid until").fill(usDateUtc(plusDaysUtc(today, 30)));
  await det.getByRole("button", { name: "Save" }).click();
  await expect(det.getByText(`A PWD is valid at least 90 days: not before ${usDateUtc(plusDaysUtc(today, 90))}`)).toBeVisible();
  await det.getByLabel("Valid until").fill(usDateUtc(plusDaysUtc(today, 180)));
  await det.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success");
  await expect(page.getByText("$142,500.00 / Year")).toBeVisible();
  await expect(page.getByText("180 days left")).toBeVisible();
  await expectNoAxeViolations(page, "PWD details");

  // The list: valid, with the days left.
  await page.getByRole("link", { name: "Back to PWDs" }).click();
  await page.getByLabel("Validity").selectOption({ label: "Valid" });
  const row = page.getByRole("row").filter({ hasText: "Senior Data Engineer" });
  await expect(row.getByText("Valid", { exact: true })).toBeVisible();
  await expect(row.getByText("PWD Response")).toBeVisible();
});
