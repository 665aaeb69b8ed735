// Steps the I-9 journeys share: the employer adds an employee and starts her Form I-9 (its record page
// open), and the employee signs Section 1 through her link as an authorized noncitizen.
import { expect, type Browser, type Page } from "@playwright/test";
import { expectToast, firmUrl, lastMailTo, linkIn, plusDaysUtc, rowAction, usDateUtc } from "./helpers";
import { FIRM } from "./firm";

export type Person = { first: string; last: string; email: string };

/** Adds the employee to Acme (hired in 14 days), starts her I-9 and opens its page. */
export async function addEmployeeWithI9(page: Page, p: Person): Promise<void> {
  await page.goto(firmUrl(FIRM, "/app/employees"));
  await page.getByRole("button", { name: "Add employee" }).first().click();
  const add = page.getByRole("dialog", { name: "Add employee" });
  await add.getByLabel("Employer").selectOption({ label: "Acme Technologies Inc." });
  await add.getByLabel("First name").fill(p.first);
  await add.getByLabel("Last name").fill(p.last);
  await add.getByLabel("E-mail").fill(p.email);
  await add.getByLabel("Hire date (first day of work for pay)").fill(usDateUtc(plusDaysUtc(new Date(), 14)));
  await add.getByRole("button", { name: "Add employee" }).click();
  await expectToast(page, "Success");
  await page.getByRole("searchbox", { name: "Search by name, e-mail or employee ID" }).fill(p.last);
  await rowAction(page, page.getByRole("row").filter({ hasText: `${p.first} ${p.last}` }), `Actions for ${p.first} ${p.last}`, "Start Form I-9");
  await expectToast(page, "Success");
  // Starting it opens the new form.
  await expect(page.getByRole("heading", { name: `Form I-9 of ${p.first} ${p.last}`, level: 1 })).toBeVisible();
}

/** Sends the Section 1 link from the record page; the employee signs it as a noncitizen authorized for 700 days. */
export async function signSection1ByLink(browser: Browser, page: Page, p: Person): Promise<void> {
  await page.getByRole("button", { name: "Send Section 1 link" }).click();
  await page.getByRole("dialog", { name: "Send the Section 1 link" }).getByRole("button", { name: "Send link" }).click();
  await expectToast(page, "Success");
  const context = await browser.newContext();
  const employee = await context.newPage();
  await employee.goto(linkIn(await lastMailTo(p.email), "/app/I9-questionnaire/"));
  await employee.getByLabel("Address (street number and name)").fill("12 Elm Street");
  await employee.getByLabel("City or town").fill("Austin");
  await employee.getByRole("combobox", { name: "State", exact: true }).selectOption("TX");
  await employee.getByLabel("ZIP code").fill("78701");
  await employee.getByLabel("Date of birth (MM/DD/YYYY)").fill("07/14/1991");
  await employee.getByLabel("U.S. Social Security number").fill("234-56-7890");
  await employee.getByLabel("4. A noncitizen (other than items 2 and 3 above) authorized to work").check();
  await employee.getByLabel("Work authorized until (MM/DD/YYYY)").fill(usDateUtc(plusDaysUtc(new Date(), 700)));
  await employee.getByLabel("Form I-94 admission number").fill("98765432101");
  await employee.getByLabel("I have read the statement above and sign this Section electronically").check();
  await employee.getByLabel("Signature of employee").fill(`${p.first} ${p.last}`);
  await employee.getByRole("button", { name: "Sign and send Section 1" }).click();
  await employee.getByRole("dialog", { name: "Sign Section 1?" }).getByRole("button", { name: "Sign and send Section 1" }).click();
  await expect(employee.getByText("Thank you: Section 1 is signed")).toBeVisible();
  await context.close();
  await page.reload();
}
