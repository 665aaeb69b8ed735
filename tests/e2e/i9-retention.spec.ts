// Form I-9 retention (issue 12 section 4, Done-when #2): an employee hired 01/03/2023 leaves 06/30/2024, so
// her I-9 is kept until 01/03/2026 (3 years after the hire) and may be purged since; a legal hold stops the
// purge (the button goes, the record and the retention report say why); released from the report, the
// purge asks for her name typed, keeps a certificate on the record and on /app/purged-i9. A rehire within
// 3 years on the same form (Supplement B): after the next termination the form is kept 3 years from the
// rehire, not from the first hire; on the way, a copy of the EAD examined is kept with the form (issue 33 §5).
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, expectToast, firmUrl, plusDaysUtc, rowAction, signedInAs, usDateUtc } from "./helpers";
import { addEmployeeWithI9, signSection1ByLink } from "./i9-helpers";
import { FIRM } from "./firm";

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
  await page.goto(firmUrl(FIRM, `/app/employees?search=${last}`));
  await rowAction(page, row, `Actions for ${name}`, "Record termination");
  const end = page.getByRole("dialog", { name: `Record the termination of ${name}` });
  await end.getByLabel("Termination date").fill("06/30/2024");
  await end.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success");

  // Past its retention date: eligible for purge.
  await page.goto(firmUrl(FIRM, `/app/i9-list?search=${last}`));
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
  await page.goto(firmUrl(FIRM, "/app/i9-reports"));
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
  await page.goto(firmUrl(FIRM, `/app/i9-list?search=${last}`));
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

  await page.goto(firmUrl(FIRM, "/app/purged-i9"));
  const certificate = page.getByRole("row").filter({ hasText: name });
  await expect(certificate).toContainText("01/03/2023");
  await expect(certificate).toContainText("06/30/2024");
  await expect(certificate).toContainText("01/03/2026");
  await expect(certificate).toContainText("Demo Admin");
  await expectNoAxeViolations(page, "Purged Forms I-9");
});

test("a rehire on Supplement B: after the next termination the I-9 is kept 3 years from the rehire", async ({ browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const p = { first: "Rosa", last: `Quintero${stamp}`, email: `rosa.${stamp}@example.com` };
  const name = `${p.first} ${p.last}`;
  const today = new Date();
  const plusYearsUtc = (d: Date, n: number) => new Date(Date.UTC(d.getUTCFullYear() + n, d.getUTCMonth(), d.getUTCDate()));
  const hire = plusDaysUtc(today, 14); // addEmployeeWithI9's hire date
  const left = plusDaysUtc(today, 44);
  const rehired = plusDaysUtc(today, 74);
  const leftAgain = plusDaysUtc(today, 104);
  const page = await signedInAs(browser, "admin");
  await addEmployeeWithI9(page, p);
  await signSection1ByLink(browser, page, p);
  const recordUrl = page.url();

  // Section 2 today with an EAD valid for two years.
  await page.getByRole("button", { name: "Complete Section 2" }).click();
  const s2 = page.getByRole("dialog", { name: `Complete Section 2 of ${name}` });
  await s2.getByLabel("Document title").selectOption({ label: "Employment Authorization Document with a photograph (Form I-766)" });
  await s2.getByLabel("Issuing authority").fill("USCIS");
  await s2.getByLabel("Document number").fill("IOE0912345678");
  await s2.getByLabel("Expiration date (MM/DD/YYYY)").fill(usDateUtc(plusDaysUtc(today, 700)));
  await s2.getByRole("textbox", { name: "Last name", exact: true }).fill("Admin");
  await s2.getByRole("textbox", { name: "First name", exact: true }).fill("Demo");
  await s2.getByRole("textbox", { name: "Title", exact: true }).fill("HR Manager");
  await s2.getByLabel("Business address").fill("1 Market Street");
  await s2.getByLabel("City or town").fill("San Francisco");
  await s2.getByRole("combobox", { name: "State", exact: true }).selectOption("CA");
  await s2.getByLabel("ZIP code").fill("94105");
  await s2.getByLabel("I have read the certification above and sign Section 2 electronically").check();
  await s2.getByRole("textbox", { name: "Signature", exact: true }).fill("Demo Admin");
  await s2.getByRole("button", { name: "Sign Section 2" }).click();
  await expectToast(page, "Success");
  // A copy of the EAD examined, kept with the form (issue 33 §5).
  const ead = "Employment Authorization Document with a photograph (Form I-766)";
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: `Upload a copy of the ${ead}` }).click();
  await (await chooser).setFiles({ name: "ead-front.png", mimeType: "image/png", buffer: Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64") });
  await expectToast(page, "Success");
  await expect(page.getByRole("list", { name: `Copies of the ${ead}` })).toContainText("ead-front.png");
  await expect(page.getByRole("table", { name: "Audit trail" })).toContainText("Copy of a document kept");

  // She leaves a month after the first day: kept until 3 years after the hire.
  const terminate = async (day: Date) => {
    await page.goto(firmUrl(FIRM, `/app/employees?search=${p.last}`));
    await rowAction(page, page.getByRole("row").filter({ hasText: name }), `Actions for ${name}`, "Record termination");
    const end = page.getByRole("dialog", { name: `Record the termination of ${name}` });
    await end.getByLabel("Termination date").fill(usDateUtc(day));
    await end.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Success");
    await page.goto(recordUrl);
  };
  await terminate(left);
  const retention = page.getByRole("heading", { name: "Retention", exact: true, level: 2 }).locator("xpath=../..");
  await expect(retention).toContainText(`Kept until ${usDateUtc(plusYearsUtc(hire, 3))}`);

  // Rehired a month later on the same form (Supplement B).
  await page.getByRole("button", { name: "Record rehire" }).click();
  const rehire = page.getByRole("dialog", { name: `Rehire of ${name}` });
  await rehire.getByLabel("Date of rehire").fill(usDateUtc(rehired));
  await rehire.getByLabel("I attest to the statement above").check();
  await rehire.getByLabel("Name of employer or authorized representative").fill("Demo Admin");
  await rehire.getByLabel("Signature (type the name above)").fill("Demo Admin");
  await expectNoAxeViolations(page, "Supplement B rehire");
  await rehire.getByRole("button", { name: "Sign Supplement B" }).click();
  await expectToast(page, "Success");
  const supplement = page.getByRole("heading", { name: "Supplement B: Reverification and rehire", level: 2 }).locator("xpath=../..");
  await expect(supplement).toContainText(`Rehire on ${usDateUtc(rehired)}`);
  await expect(retention).toContainText("Kept for as long as the employee works here");

  // She leaves again: kept 3 years from the rehire, not from the first hire.
  await terminate(leftAgain);
  await expect(retention).toContainText(`Kept until ${usDateUtc(plusYearsUtc(rehired, 3))}`);
  await expect(retention).toContainText(`The 3 years count from the rehire on ${usDateUtc(rehired)} (Supplement B)`);
  await expect(retention).not.toContainText(usDateUtc(plusYearsUtc(hire, 3)));
});
