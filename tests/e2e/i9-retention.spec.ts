// Form I-9 retention (issue 12 section 4, Done-when #2): an employee hired 01/03/2023 leaves 06/30/2024, so
// her I-9 is kept until 01/03/2026 (3 years after the hire) and may be purged since; a legal hold stops the
// purge (the button goes, the record and the retention report say why); released from the report, the
// purge asks for her name typed, keeps a certificate on the record and on /app/purged-i9.
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, expectToast, firmUrl, rowAction, signedInAs } from "./helpers";

test("a former employee's I-9: retention date, a legal hold that stops the purge, then the purge with its certificate", async ({ browser }) => {
  const last = `Varga${Date.now().toString(36)}`;
  const name = `Lena ${last}`;
  const page = await signedInAs(browser, "admin", {}, "/app/employees");
  await page.getByRole("button", { name: "Add employee" }).first().click();
  const add = page.getByRole("dialog", { name: "Add employee" });
  await add.getByLabel("Employer").selectOption({ label: "Acme Technologies Inc." });
  await add.getByLabel("First name").fill("Lena");
  await add.getByLabel("Last name").fill(last);
  await add.getByLabel("Hire date (first day of work for pay)").fill("01/03/2023");
  await add.getByRole("button", { name: "Add employee" }).click();
  await expectToast(page, "Success");
  await page.getByRole("searchbox", { name: "Search by name, e-mail or employee ID" }).fill(last);
  const row = page.getByRole("row").filter({ hasText: name });
  await rowAction(page, row, `Actions for ${name}`, "Start Form I-9");
  await expectToast(page, "Success");
  await expect(page.getByRole("heading", { name: `Form I-9 of ${name}`, level: 1 })).toBeVisible();
  await page.goto(firmUrl("demo", `/app/employees?search=${last}`));
  await rowAction(page, row, `Actions for ${name}`, "Record termination");
  const end = page.getByRole("dialog", { name: `Record the termination of ${name}` });
  await end.getByLabel("Termination date").fill("06/30/2024");
  await end.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success");

  // Past its retention date: eligible for purge.
  await page.goto(firmUrl("demo", `/app/i9-list?search=${last}`));
  const form = page.getByRole("row").filter({ hasText: name });
  await expect(form).toContainText("Eligible for purge");
  await form.getByRole("link", { name: `Open the Form I-9 of ${name}` }).click();
  await expect(page.getByRole("heading", { name: `Form I-9 of ${name}`, level: 1 })).toBeVisible();
  const retention = page.getByRole("heading", { name: "Retention", exact: true, level: 2 }).locator("xpath=../..");
  await expect(retention).toContainText("this Form I-9 may be purged since 01/04/2026");

  // A legal hold: the purge button goes.
  await retention.getByRole("button", { name: "Place legal hold" }).click();
  const hold = page.getByRole("dialog", { name: `Legal hold on the Form I-9 of ${name}` });
  await hold.getByRole("button", { name: "Place legal hold" }).click();
  await expect(hold.getByText("*Reason is required")).toBeVisible();
  await hold.getByLabel("Reason").fill("ICE Notice of Inspection 2026-031");
  await hold.getByRole("button", { name: "Place legal hold" }).click();
  await expectToast(page, "Success");
  await expect(retention).toContainText("A legal hold stands");
  await expect(retention).toContainText("ICE Notice of Inspection 2026-031");
  await expect(retention.getByRole("button", { name: "Purge" })).toHaveCount(0);
  await expectNoAxeViolations(page, "Form I-9 details with a legal hold");

  // The retention report shows the hold; it is released there.
  await page.goto(firmUrl("demo", "/app/i9-reports"));
  await expect(page.getByRole("heading", { name: "I-9 retention reports", level: 1 })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Legal hold");
  const holds = page.getByRole("heading", { name: "Legal holds", exact: true, level: 2 }).locator("xpath=../..");
  const item = holds.getByRole("listitem").filter({ hasText: `Form I-9 of ${name}` });
  await expect(item).toContainText("ICE Notice of Inspection 2026-031");
  await expectNoAxeViolations(page, "I-9 retention reports");
  await item.getByRole("button", { name: "Release" }).click();
  await page.getByRole("dialog", { name: "Release this legal hold?" }).getByRole("button", { name: "Release" }).click();
  await expectToast(page, "Success");
  await expect(item).toHaveCount(0);

  // The purge: the name typed, a certificate kept.
  await page.goto(firmUrl("demo", `/app/i9-list?search=${last}`));
  await page.getByRole("link", { name: `Open the Form I-9 of ${name}` }).click();
  await retention.getByRole("button", { name: "Purge" }).click();
  const purge = page.getByRole("dialog", { name: `Purge the Form I-9 of ${name}` });
  await purge.getByLabel(`Type ${name} to confirm`).fill("Lena");
  await purge.getByRole("button", { name: "Purge permanently" }).click();
  await expect(purge.getByText(`Type the employee's name, ${name}, to confirm`)).toBeVisible();
  await purge.getByLabel(`Type ${name} to confirm`).fill(name);
  await purge.getByRole("button", { name: "Purge permanently" }).click();
  await expectToast(page, "Success");
  await expect(retention).toContainText("This Form I-9 was purged");
  await expect(retention).toContainText("3 years after the hire");
  await expect(retention).toContainText("Demo Admin");
  await expect(page.getByText("Purged", { exact: true }).first()).toBeVisible();

  await page.goto(firmUrl("demo", "/app/purged-i9"));
  const certificate = page.getByRole("row").filter({ hasText: name });
  await expect(certificate).toContainText("01/03/2023");
  await expect(certificate).toContainText("06/30/2024");
  await expect(certificate).toContainText("01/03/2026");
  await expect(certificate).toContainText("Demo Admin");
  await expectNoAxeViolations(page, "Purged Forms I-9");
});
