// Form I-9 Sections 1 and 2 (issue 12 "Done when" 1): the employer adds an employee and starts her I-9, sends
// her the Section 1 link; she fills and signs Section 1 with no sign-in; the SSN shows masked and "Show"
// reveals it (on the audit trail); a remote verifier gets the Section 2 link, is refused an over-documented
// set, then signs with one List A document; the record is complete and the official I-9 PDF downloads. In
// between, she corrects her address in the signed Section 1 by a correction link (issue 33 §5).
import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { PDFDocument } from "pdf-lib";
import { expectNoAxeViolations, expectToast, firmUrl, lastMailTo, linkIn, mailLinkTo, plusDaysUtc, signedInAs, usDateUtc } from "./helpers";
import { addEmployeeWithI9 } from "./i9-helpers";
import { FIRM } from "./firm";

test("an employee signs Section 1 by her link, a remote verifier completes Section 2, the I-9 PDF downloads", async ({ browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const last = `Nwosu${stamp}`;
  const email = `amara.${stamp}@example.com`;
  const page = await signedInAs(browser, "admin");

  // The employer adds her and starts her Form I-9.
  await addEmployeeWithI9(page, { first: "Amara", last, email });

  // The Section 1 link goes to her e-mail.
  await page.getByRole("button", { name: "Send Section 1 link" }).click();
  await page.getByRole("dialog", { name: "Send the Section 1 link" }).getByRole("button", { name: "Send link" }).click();
  await expectToast(page, "Success");
  const s1 = await browser.newContext();
  const employee = await s1.newPage();
  await employee.goto(linkIn(await lastMailTo(email), "/app/I9-questionnaire/"));
  await expect(employee.getByRole("heading", { name: "Form I-9, Section 1: Employee Information and Attestation" })).toBeVisible();
  await expect(employee.getByLabel("Last name (family name)")).toHaveValue(last);
  await employee.getByLabel("Address (street number and name)").fill("12 Elm Street");
  await employee.getByLabel("City or town").fill("Austin");
  await employee.getByRole("combobox", { name: "State", exact: true }).selectOption("TX");
  await employee.getByLabel("ZIP code").fill("78701");
  await employee.getByLabel("Date of birth (MM/DD/YYYY)").fill("02/29/2000");
  await employee.getByLabel("U.S. Social Security number").fill("123-45-6789");
  await employee.getByLabel("4. A noncitizen (other than items 2 and 3 above) authorized to work").check();
  await employee.getByLabel("Work authorized until (MM/DD/YYYY)").fill(usDateUtc(plusDaysUtc(new Date(), 700)));
  await employee.getByLabel("Form I-94 admission number").fill("12345");
  await employee.getByLabel("I have read the statement above and sign this Section electronically").check();
  await employee.getByLabel("Signature of employee").fill(`Amara ${last}`);
  await employee.getByRole("button", { name: "Sign and send Section 1" }).click();
  await expect(employee.getByText("Form I-94 Admission Number not valid")).toBeVisible();
  await employee.getByLabel("Form I-94 admission number").fill("12345678901");
  await expectNoAxeViolations(employee, "Section 1 by the employee's link");
  await employee.getByRole("button", { name: "Sign and send Section 1" }).click();
  await employee.getByRole("dialog", { name: "Sign Section 1?" }).getByRole("button", { name: "Sign and send Section 1" }).click();
  await expect(employee.getByText("Thank you: Section 1 is signed")).toBeVisible();
  await s1.close();

  // The employer sees it masked; "Show" reveals the SSN and the trail records the view.
  await page.reload();
  await expect(page.getByText("Section 2 pending").first()).toBeVisible();
  await expect(page.getByText("•••••6789")).toBeVisible();
  await page.getByRole("button", { name: "Show the whole number (recorded in the audit trail)" }).first().click();
  await expect(page.getByText("123-45-6789")).toBeVisible();
  await expect(page.getByRole("table", { name: "Audit trail" }).getByRole("row").filter({ hasText: "A protected number was shown" })).toContainText("Demo Admin");
  await expectNoAxeViolations(page, "Form I-9 details with Section 1");

  // A wrong answer in the signed Section 1: only she corrects it, by her correction link, with her initials;
  // the earlier answer and the date stay on the record, the trail names who signed and the link.
  // The employer writes why (M-274 9.0): the explanation is required, shown to her, and kept with the correction.
  await page.getByRole("button", { name: "Ask for a correction" }).click();
  const ask = page.getByRole("dialog", { name: "Ask the employee to correct Section 1" });
  await ask.getByRole("button", { name: "Send correction link" }).click();
  await expect(ask.getByText("*Reason for the correction is required")).toBeVisible();
  await ask.getByLabel("What is wrong or missing").fill("Your street number should be 14, as on your lease.");
  await ask.getByRole("button", { name: "Send correction link" }).click();
  await expectToast(page, "Success");
  await expect(page.getByText("Correction asked, not made yet")).toBeVisible();
  const fix = await browser.newContext();
  const correcting = await fix.newPage();
  await correcting.goto(await mailLinkTo(email, "/app/i9-correction/"));
  await expect(correcting.getByRole("heading", { name: "Form I-9, Section 1: correction" })).toBeVisible();
  await expect(correcting.getByText("Your street number should be 14, as on your lease.")).toBeVisible();
  await expect(correcting.getByLabel("Address (street number and name)")).toHaveValue("12 Elm Street");
  await expect(correcting.getByText("On file: •••••6789. Leave empty to keep it, or type the correct number.")).toBeVisible();
  await correcting.getByLabel("Address (street number and name)").fill("14 Elm Street");
  await correcting.getByLabel("I have read the statement above and sign this Section electronically").check();
  await correcting.getByLabel("Signature of employee").fill(`Amara ${last}`);
  await correcting.getByRole("button", { name: "Sign the correction" }).click();
  await expect(correcting.getByText("*Initials is required")).toBeVisible();
  await correcting.getByLabel("Your initials on this correction").fill("AN");
  await expectNoAxeViolations(correcting, "Section 1 correction by the employee's link");
  await correcting.getByRole("button", { name: "Sign the correction" }).click();
  await correcting.getByRole("dialog", { name: "Sign the correction of Section 1?" }).getByRole("button", { name: "Sign the correction" }).click();
  await expect(correcting.getByText("Thank you: your correction of Section 1 is recorded")).toBeVisible();
  await fix.close();
  await page.reload();
  await expect(page.getByText("14 Elm Street, Austin, TX 78701")).toBeVisible();
  await expect(page.getByText("Address (street number and name) — earlier: 12 Elm Street")).toBeVisible();
  await expect(page.getByText("Asked by Demo Admin: Your street number should be 14, as on your lease.")).toBeVisible();
  await expect(page.getByText("Correction asked, not made yet")).toHaveCount(0);

  // What she cannot correct, the employer states, signed and dated, without touching her answers.
  await page.getByRole("button", { name: "Attach a statement" }).click();
  const state = page.getByRole("dialog", { name: "Attach a statement to Section 1" });
  await state.getByRole("textbox", { name: "Statement", exact: true }).fill("Her middle initial was left out; she is on leave until March and cannot add it now.");
  await state.getByLabel("Your signature (type your full name)").fill("Demo Admin");
  await state.getByRole("button", { name: "Sign and attach" }).click();
  await expectToast(page, "Success");
  await expect(page.getByText("Her middle initial was left out; she is on leave until March and cannot add it now.")).toBeVisible();
  await expect(page.getByRole("table", { name: "Audit trail" }).getByRole("row").filter({ hasText: "Statement attached to Section 1 by the employer" })).toContainText("Demo Admin");
  await expect(page.getByRole("table", { name: "Audit trail" }).getByRole("row").filter({ hasText: "Section 1 corrected by the employee" })).toContainText(`Signed as “Amara ${last}”`);

  // A remote verifier gets the Section 2 link.
  await page.getByRole("button", { name: "Send to a remote verifier" }).click();
  const send = page.getByRole("dialog", { name: "Send Section 2 to a remote verifier" });
  await send.getByLabel("Verifier").selectOption({ label: "Nora Quinn (Bay Area Mobile Notary)" });
  await send.getByRole("button", { name: "Send link" }).click();
  await expectToast(page, "Success");
  const s2 = await browser.newContext();
  const verifier = await s2.newPage();
  const verifierLink = linkIn(await lastMailTo("nora.quinn@notary.example"), "/app/i9/fill-verifier-info/");
  // The spec's query-string form of the link opens the same form (the record is the token's); a wrong token says the link is not valid.
  const queryForm = (path: string) => verifierLink.replace(/\/app\/i9\/fill-verifier-info\/[^?]+/, path);
  await verifier.goto(queryForm("/app/i9/fill-verifier-info"));
  await expect(verifier.getByRole("heading", { name: "Form I-9, Section 2: documents examined by an authorized representative" })).toBeVisible();
  await expect(verifier.getByText(`${last}, Amara`)).toBeVisible();
  await verifier.goto(queryForm("/app/i9/fill-verifier-info").replace(/token=[^&]+/, "token=not-a-token"));
  await expect(verifier).toHaveURL(/\/app\/i9\/fill-verifier-info\?token=not-a-token$/);
  await expect(verifier.getByText(/This link is not valid\. Please use the latest link you received from/)).toBeVisible();
  await verifier.goto(verifierLink);
  await expect(verifier.getByRole("heading", { name: "Form I-9, Section 2: documents examined by an authorized representative" })).toBeVisible();
  await expect(verifier.getByText(`${last}, Amara`)).toBeVisible();
  await expect(verifier.getByText("123-45-6789")).toHaveCount(0);
  await verifier.getByLabel("Document title").selectOption({ label: "Employment Authorization Document with a photograph (Form I-766)" });
  await verifier.getByLabel("Issuing authority").fill("USCIS");
  await verifier.getByLabel("Document number").fill("SRC1234567890");
  await verifier.getByLabel("Expiration date (MM/DD/YYYY)").fill(usDateUtc(plusDaysUtc(new Date(), 60)));
  await expect(verifier.getByRole("textbox", { name: "First name", exact: true })).toHaveValue("Nora");
  await verifier.getByRole("textbox", { name: "Title", exact: true }).fill("Notary Public");
  await verifier.getByLabel("Business address").fill("1 Robot Way");
  await verifier.getByLabel("City or town").fill("San Francisco");
  await verifier.getByRole("combobox", { name: "State", exact: true }).selectOption("CA");
  await verifier.getByLabel("ZIP code").fill("94105");
  await verifier.getByLabel("I have read the certification above and sign Section 2 electronically").check();
  await verifier.getByRole("textbox", { name: "Signature", exact: true }).fill("Nora Quinn");
  // An expired document is refused by the server, on its field.
  await verifier.getByLabel("Expiration date (MM/DD/YYYY)").fill("01/01/2020");
  await verifier.getByRole("button", { name: "Sign and send Section 2" }).click();
  await verifier.getByRole("dialog", { name: "Sign Section 2?" }).getByRole("button", { name: "Sign and send Section 2" }).click();
  await expect(verifier.getByText(/expired before the day it was examined/)).toBeVisible();
  await verifier.getByLabel("Expiration date (MM/DD/YYYY)").fill(usDateUtc(plusDaysUtc(new Date(), 60)));
  await expectNoAxeViolations(verifier, "Section 2 by the verifier's link");
  await verifier.getByRole("button", { name: "Sign and send Section 2" }).click();
  await verifier.getByRole("dialog", { name: "Sign Section 2?" }).getByRole("button", { name: "Sign and send Section 2" }).click();
  await expect(verifier.getByText("Thank you: Section 2 is signed")).toBeVisible();
  await verifier.getByRole("link", { name: "See what you sent" }).click();
  await expect(verifier.getByRole("heading", { name: "Form I-9, Section 2: what you sent" })).toBeVisible();
  await expect(verifier.getByText("Nora Quinn, Notary Public")).toBeVisible();
  await verifier.goto(queryForm("/app/filled-i9-details"));
  await expect(verifier.getByRole("heading", { name: "Form I-9, Section 2: what you sent" })).toBeVisible();
  await expect(verifier.getByText("Nora Quinn, Notary Public")).toBeVisible();
  await s2.close();

  // Complete: the verifier is named, and the official form downloads filled in.
  await page.reload();
  await expect(page.getByText("Remote verifier Nora Quinn (link)")).toBeVisible();
  await expect(page.getByText("•••••••••7890")).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Form I-9 (PDF)" }).click();
  const file = await download;
  const form = (await PDFDocument.load(await readFile((await file.path())!))).getForm();
  expect(form.getTextField("Last Name (Family Name)").getText()).toBe(last);
  expect(form.getTextField("US Social Security Number").getText()).toBe("123456789");
  expect(form.getTextField("Document Number 0 (if any)").getText()).toBe("SRC1234567890");

  // The EAD ends in 60 days: the work authorization report lists her in its 60-day window.
  await page.getByRole("link", { name: "I-9 Forms" }).first().click();
  await page.getByRole("link", { name: "Work authorization reports" }).click();
  await expect(page.getByRole("heading", { name: "Work authorization reports", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: /Within 60 days/ }).click();
  await expect(page.getByRole("button", { name: /Within 60 days/ })).toHaveAttribute("aria-pressed", "true");
  const due = page.getByRole("row").filter({ hasText: `Amara ${last}` });
  await expect(due).toContainText("Reverification due");
  await expectNoAxeViolations(page, "Work authorization reports");
  await page.getByRole("button", { name: /Within 30 days/ }).click();
  await expect(page.getByRole("row").filter({ hasText: `Amara ${last}` })).toHaveCount(0);
  await page.getByRole("button", { name: /Within 60 days/ }).click();
  await due.getByRole("link", { name: `Open the Form I-9 of Amara ${last}` }).click();

  // Supplement B: a reverification with a new EAD, the earlier document kept.
  await page.getByRole("button", { name: "Record reverification" }).click();
  const sup = page.getByRole("dialog", { name: `Reverification of Amara ${last}` });
  await sup.getByRole("button", { name: "Sign Supplement B" }).click();
  await expect(sup.getByText("Choose a document from the Lists of Acceptable Documents")).toBeVisible();
  await sup.getByLabel("Document title").selectOption({ label: "A: Employment Authorization Document with a photograph (Form I-766)" });
  await sup.getByLabel("Issuing authority").fill("USCIS");
  await sup.getByLabel("Document number").fill("IOE0987654321");
  const renewed = usDateUtc(plusDaysUtc(new Date(), 1400));
  await sup.getByLabel("Expiration date (MM/DD/YYYY)").fill(renewed);
  await sup.getByLabel("I attest to the statement above").check();
  await sup.getByLabel("Name of employer or authorized representative").fill("Demo Admin");
  await sup.getByLabel("Signature (type the name above)").fill("Demo Adm");
  await sup.getByRole("button", { name: "Sign Supplement B" }).click();
  await expect(sup.getByText("Type the name above to sign: Demo Admin")).toBeVisible();
  await sup.getByLabel("Signature (type the name above)").fill("Demo Admin");
  await expectNoAxeViolations(page, "Supplement B reverification");
  await sup.getByRole("button", { name: "Sign Supplement B" }).click();
  await expectToast(page, "Success");
  const supplement = page.getByRole("heading", { name: "Supplement B: Reverification and rehire", level: 2 }).locator("xpath=../..");
  await expect(supplement).toContainText("Reverification");
  await expect(supplement).toContainText("signed by Demo Admin");
  await expect(supplement.getByText("•••••••••4321")).toBeVisible();
  await expect(page.getByText(renewed).first()).toBeVisible();
  await expect(page.getByRole("table", { name: "Audit trail" })).toContainText("Reverification recorded (Supplement B)");

  // E-Verify, recorded by hand; the case then waits in the "E-Verify open" work queue.
  await page.getByRole("button", { name: "Record E-Verify case" }).click();
  const ev = page.getByRole("dialog", { name: `E-Verify case of Amara ${last}` });
  await ev.getByLabel("E-Verify case number").fill("12");
  await ev.getByLabel("Date opened").fill(usDateUtc(new Date()));
  await ev.getByRole("button", { name: "Save" }).click();
  await expect(ev.getByText("Enter the E-Verify case number as E-Verify shows it (8 to 20 letters and digits)")).toBeVisible();
  await ev.getByLabel("E-Verify case number").fill("2026330123456AB");
  await ev.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success");
  const everify = page.getByRole("heading", { name: "E-Verify", exact: true, level: 2 }).locator("xpath=../..");
  await expect(everify).toContainText("2026330123456AB");
  await expect(everify).toContainText("Open");
  await page.goto(firmUrl(FIRM, `/app/i9-list?search=${last}`));
  await page.getByLabel("Work queue").selectOption("everify_open");
  await expect(page.getByLabel("Work queue").locator("option:checked")).toHaveText(/^E-Verify open \(\d+\)$/);
  await expect(page.getByRole("row").filter({ hasText: `Amara ${last}` })).toBeVisible();
  await expectNoAxeViolations(page, "I-9 Forms in a work queue");
  // The employer's inspection package: one ZIP.
  await page.getByRole("button", { name: "Inspection package" }).click();
  const pack = page.getByRole("dialog", { name: "Inspection package" });
  await pack.getByLabel("Employer").selectOption({ label: "Acme Technologies Inc." });
  const zip = page.waitForEvent("download");
  await pack.getByRole("button", { name: "Download ZIP" }).click();
  expect((await zip).suggestedFilename()).toMatch(/^i9-inspection-Acme-Technologies-Inc-\d{4}-\d{2}-\d{2}\.zip$/);
  await expectToast(page, "Success");

  // The verifier's page lists the link as used.
  await page.goto(firmUrl(FIRM, "/app/verifiers-list"));
  await page.getByRole("link", { name: "Nora Quinn" }).click();
  await expect(page.getByRole("row").filter({ hasText: `Amara ${last}` })).toContainText("Section 2 signed");
  await expectNoAxeViolations(page, "Verifier info");
});
