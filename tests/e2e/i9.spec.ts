// Form I-9, employees (issue 12 section 1): the admin adds an employee to a client (the form says what is
// wrong first), starts her Form I-9 (Section 1 overdue, Section 2 due three business days after the first
// day), records the termination (the I-9 is kept until 3 years after the hire), and imports the employer's HR
// file — checked first, every bad row named, nothing saved until the file is right, then one employee
// updated and another added.
import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, expectToast, firmUrl, rowAction, signedInAs } from "./helpers";
import { FIRM, FIRM_NAME } from "./firm";

test("an employer's employees: added, terminated, imported from the HR file", async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const last = `Okafor${stamp}`;
  const page = await signedInAs(browser, "admin", {}, "/app/dashboard");
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Employees" }).click();
  await expect(page.getByRole("heading", { name: "Employees", level: 1 })).toBeVisible();

  // Add one: the required fields and a wrong date first.
  await page.getByRole("button", { name: "Add employee" }).first().click();
  const add = page.getByRole("dialog", { name: "Add employee" });
  await add.getByRole("button", { name: "Add employee" }).click();
  await expect(add.getByText("*First Name is required")).toBeVisible();
  await expect(add.getByText("*Employer is required")).toBeVisible();
  await add.getByLabel("Employer").selectOption({ label: "Acme Technologies Inc." });
  await add.getByLabel("First name").fill("Grace");
  await add.getByLabel("Last name").fill(last);
  await add.getByLabel("Employee ID").fill(`HR-${stamp}`);
  await add.getByLabel("Hire date (first day of work for pay)").fill("02/30/2026");
  await add.getByRole("button", { name: "Add employee" }).click();
  await expect(add.getByText("Date must be a valid format (MM/DD/YYYY)")).toBeVisible();
  await add.getByLabel("Hire date (first day of work for pay)").fill("03/02/2026");
  await add.getByRole("button", { name: "Add employee" }).click();
  await expectToast(page, "Success");
  await page.getByRole("searchbox", { name: "Search by name, e-mail or employee ID" }).fill(last);
  const row = page.getByRole("row").filter({ hasText: `Grace ${last}` });
  await expect(row).toContainText("Acme Technologies Inc.");
  await expect(row).toContainText("Employed");
  await expectNoAxeViolations(page, "Employees");

  // Her Form I-9: Section 1 was due on the first day.
  await rowAction(page, row, `Actions for Grace ${last}`, "Start Form I-9");
  await expectToast(page, "Success");
  // It opens the new form at once.
  await expect(page.getByRole("heading", { name: `Form I-9 of Grace ${last}`, level: 1 })).toBeVisible();
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "I-9 Forms" }).click();
  await page.getByRole("searchbox", { name: "Search by employee name or employee ID" }).fill(last);
  // The search is the list's (its address), so the export below takes it too.
  await expect(page).toHaveURL((u) => u.pathname === "/app/i9-list" && u.searchParams.get("search") === last);
  const form = page.getByRole("row").filter({ hasText: `Grace ${last}` });
  await expect(form).toContainText("Section 1 pending");
  await expect(form).toContainText(/Overdue by \d+ days/);
  await expect(form).toContainText("03/05/2026");
  await expectNoAxeViolations(page, "I-9 Forms");
  // The filtered list as CSV.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const exported = await download;
  expect(exported.suggestedFilename()).toMatch(/^i9-forms-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await exported.path())!, "utf8");
  expect(text).toContain(`Grace ${last},Acme Technologies Inc.,2026-03-02,,Section 1 pending,`);
  expect(text.trim().split("\r\n")).toHaveLength(2);
  // Its details: the computed dates and the audit trail.
  await form.getByRole("link", { name: `Open the Form I-9 of Grace ${last}` }).click();
  await expect(page.getByRole("heading", { name: `Form I-9 of Grace ${last}`, level: 1 })).toBeVisible();
  await expect(page.getByText("While employed, and after")).toBeVisible();
  const trail = page.getByRole("table", { name: "Audit trail" });
  await expect(trail.getByRole("row").filter({ hasText: "Form I-9 started" })).toContainText("Demo Admin");
  await expect(trail.getByRole("row").filter({ hasText: "Employee added" })).toBeVisible();
  await expectNoAxeViolations(page, "Form I-9 details");
  await page.goto(firmUrl(FIRM, `/app/employees?search=${last}`));

  // The termination: not before the hire date.
  await rowAction(page, row, `Actions for Grace ${last}`, "Record termination");
  const end = page.getByRole("dialog", { name: `Record the termination of Grace ${last}` });
  await end.getByLabel("Termination date").fill("01/15/2026");
  await end.getByRole("button", { name: "Save" }).click();
  await expect(end.getByText("The termination date cannot be before the hire date")).toBeVisible();
  await end.getByLabel("Termination date").fill("10/30/2026");
  await end.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success");
  await expect(row).toContainText("Terminated");
  await expect(row).toContainText("10/30/2026");
  // Kept 3 years after the hire (later than 1 year after the termination), purgeable the day after.
  await page.goto(firmUrl(FIRM, `/app/i9-list?search=${last}`));
  await expect(page.getByRole("row").filter({ hasText: `Grace ${last}` })).toContainText("Terminated");
  await expect(page.getByRole("row").filter({ hasText: `Grace ${last}` })).toContainText("03/03/2029");
  await page.goto(firmUrl(FIRM, `/app/employees?search=${last}`));

  // The HR file: a bad row is named and nothing is saved; the corrected file updates Grace and adds Hugo.
  await page.getByRole("button", { name: "Import from HR file" }).click();
  const imp = page.getByRole("dialog", { name: "Import employees" });
  await imp.getByLabel("Employer of everyone in the file").selectOption({ label: "Acme Technologies Inc." });
  const header = "EMPLOYEE_ID,FIRST_NAME,LAST_NAME,HIRE_DATE,TERMINATION_DATE,WORK_LOCATION";
  const csv = (rows: string[]) => ({ name: "hr.csv", mimeType: "text/csv", buffer: Buffer.from([header, ...rows].join("\n")) });
  await imp.getByLabel("Employees file (CSV or XLSX)").setInputFiles(csv([`HR-${stamp},Grace,${last},03/02/2026,10/30/2026,Denver CO`, `HR2-${stamp},Hugo,${last},13/01/2026,,`]));
  await expect(imp.getByText("2 rows: 0 to add, 1 to update, 1 with errors.")).toBeVisible();
  await expect(imp.getByRole("table", { name: "Rows to fix" })).toContainText(`Hugo ${last}`);
  await expect(imp.getByText("Fix these rows in the file and choose it again.")).toBeVisible();
  await expect(imp.getByRole("button", { name: "Import 1 employee" })).toBeDisabled();
  await imp.getByLabel("Employees file (CSV or XLSX)").setInputFiles(csv([`HR-${stamp},Grace,${last},03/02/2026,10/30/2026,Denver CO`, `HR2-${stamp},Hugo,${last},11/02/2026,,`]));
  await expect(imp.getByText("2 rows: 1 to add, 1 to update, 0 with errors.")).toBeVisible();
  await imp.getByRole("button", { name: "Import 2 employees" }).click();
  await expectToast(page, "Success");
  await expect(imp).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: `Hugo ${last}` })).toContainText("11/02/2026");
  await expect(page.getByRole("row")).toHaveCount(3);
});

test("an I-9 user works for the employers the firm's admin gave it", async ({ browser }) => {
  // The admin gives the demo I-9 user Globex as well (the demo gives it Acme and the firm itself).
  const admin = await signedInAs(browser, "admin", {}, "/app/employees");
  await admin.getByRole("button", { name: "I-9 users" }).click();
  const dialog = admin.getByRole("dialog", { name: "I-9 users and their employers" });
  const clerk = dialog.getByRole("group", { name: /Demo I-9 User/ });
  await expect(clerk.getByRole("checkbox", { name: "Acme Technologies Inc." })).toBeChecked();
  await clerk.getByRole("checkbox", { name: "Globex Analytics LLC" }).check();
  await expectNoAxeViolations(admin, "I-9 users dialog", { include: "[role=dialog]" });
  await clerk.getByRole("button", { name: "Save the employers of Demo I-9 User" }).click();
  await expectToast(admin, "Success");

  // The I-9 user lands on the I-9 forms and keeps the employees of its employers only.
  const page = await signedInAs(browser, "i9");
  await expect(page).toHaveURL(/\/app\/i9-list/);
  await expect(page.getByRole("heading", { name: "I-9 Forms", level: 1 })).toBeVisible();
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Employees" }).click();
  await page.getByRole("searchbox", { name: "Search by name, e-mail or employee ID" }).fill("Delgado");
  await expect(page.getByRole("row").filter({ hasText: "Rosa Delgado" })).toContainText("Acme Technologies Inc.");
  await page.getByRole("button", { name: "Add employee" }).first().click();
  const employer = page.getByRole("dialog", { name: "Add employee" }).getByLabel("Employer");
  await expect(employer.getByRole("option")).toHaveText(["Choose an employer", `${FIRM_NAME} (the firm)`, "Acme Technologies Inc.", "Globex Analytics LLC"]);
});
