// RFE cases (issue 11 section 1): the open RFE of demo case 2026-000004 on /app/ref-cases; its notice
// edited (the due date follows rule 18), the issues worked through, the team assigned, the response
// uploaded and sent for approval; the attorney approves it and passes the signature; the filing is
// recorded with the scanned copy; USCIS's receipt and decision are recorded on the case, which closes
// the RFE case with its history.
import { expect, test, type Locator, type Page } from "./fixtures";
import { expectNoAxeViolations, expectToast, pdf, plusDaysUtc, selectTab, signedInAs, uploadScannedPacket, usDateUtc } from "./helpers";

const usDate = usDateUtc;
const plusDays = plusDaysUtc;

async function upload(page: Page, button: string, name: string) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: button }).click();
  await (await chooser).setFiles(pdf(name));
  await expect(page.getByRole("button", { name: `Download ${name}` })).toBeVisible();
}

/** Attach a notice to one of the case's USCIS forms. */
async function attach(page: Page, form: Locator, name: string) {
  const chooser = page.waitForEvent("filechooser");
  await form.getByRole("button", { name: "Attach notice" }).click();
  await (await chooser).setFiles(pdf(name));
  await expect(form.getByRole("list", { name: "Attached files" })).toContainText(name);
}

test("an RFE answered from notice to decision", async ({ browser }) => {
  const today = new Date();
  const admin = await signedInAs(browser, "admin", {}, "/app/dashboard");
  await admin.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "RFE cases" }).click();
  await expect(admin.getByRole("heading", { name: "RFE cases", level: 1 })).toBeVisible();
  await admin.getByLabel("State").selectOption({ label: "Open" });
  const row = admin.getByRole("row").filter({ hasText: "2026-000004" });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(/days? left|due today|Overdue by/)).toBeVisible();
  await expectNoAxeViolations(admin, "RFE cases");
  await row.getByRole("link", { name: /^2026-000004-R\d+$/ }).click();
  await expect(admin.getByRole("heading", { name: /^RFE 2026-000004-R\d+$/, level: 1 })).toBeVisible();
  const rfeUrl = admin.url();

  // The notice: served by mail today → due in 84 + 3 days.
  await admin.getByRole("button", { name: "Edit notice" }).click();
  const notice = admin.getByRole("dialog", { name: "Edit the notice" });
  await notice.getByLabel("Notice date").fill("13/45/2026");
  await notice.getByRole("button", { name: "Save" }).click();
  await expect(notice.getByRole("alert")).toHaveText("Date must be a valid format (MM/DD/YYYY)");
  await notice.getByLabel("Notice date").fill(usDate(today));
  await notice.getByLabel("Served by mail").check();
  await notice.getByRole("button", { name: "Save" }).click();
  await expectToast(admin, "Success");
  await expect(admin.getByText(`Notice saved: response due ${usDate(plusDays(today, 87))}`).first()).toBeVisible();
  await expect(admin.getByText(usDate(plusDays(today, 87))).first()).toBeVisible();

  // The issues USCIS raised, worked through.
  await admin.getByLabel("New issue").fill("Specialty occupation: degree requirement");
  await admin.getByRole("button", { name: "Add issue" }).click();
  await admin.getByRole("checkbox", { name: "Addressed: Specialty occupation: degree requirement" }).check();
  await expect(admin.getByText("1 of 1 addressed")).toBeVisible();

  // The team.
  await admin.getByRole("button", { name: "Assign Attorney" }).click();
  const assign = admin.getByRole("dialog", { name: "Assign Attorney" });
  await assign.getByLabel("Attorney").selectOption({ index: 1 });
  await assign.getByRole("button", { name: "Save" }).click();
  await expectToast(admin, "Success");
  await expect(admin.getByRole("listitem").filter({ hasText: "Response documents prepared" }).getByText("Next")).toBeVisible();

  // The response, sent for approval.
  await upload(admin, "Upload response documents", "response-brief.pdf");
  await admin.getByRole("button", { name: "Send for approval" }).click();
  await expectToast(admin, "Success");
  await expect(admin.getByText("Response Docs Prepared").first()).toBeVisible();
  await expectNoAxeViolations(admin, "RFE case");

  // The attorney approves it; no signature is needed.
  const attorney = await signedInAs(browser, "attorney");
  await attorney.goto(rfeUrl);
  await attorney.getByRole("button", { name: "Approve response" }).click();
  await attorney.getByRole("dialog", { name: "Approve the response?" }).getByRole("button", { name: "Approve response" }).click();
  await expectToast(attorney, "Success");
  await expect(attorney.getByText("Response Docs Approved").first()).toBeVisible();
  await expect(attorney.getByRole("button", { name: "Upload response documents" })).toHaveCount(0);
  await attorney.getByRole("button", { name: "No signature needed" }).click();
  await expectToast(attorney, "Success");

  // The filing, with the scanned copy of what was sent.
  await admin.goto(rfeUrl);
  await admin.getByRole("button", { name: "Record filing" }).click();
  const filing = admin.getByRole("dialog", { name: "The response was filed" });
  await filing.getByLabel("Filed on").fill(usDate(today));
  await filing.getByRole("button", { name: "Save" }).click();
  await expectToast(admin, "Success");
  await expect(admin.getByText("Response to RFE Filed").first()).toBeVisible();
  await upload(admin, "Upload scanned copy", "filed-response.pdf");

  // USCIS's receipt and decision are recorded on the case.
  await admin.getByRole("link", { name: "Record USCIS's receipt on the case" }).click();
  await expect(admin.getByRole("heading", { name: "Case 2026-000004" })).toBeVisible();
  const caseId = new URL(admin.url()).pathname.split("/").pop()!;
  await uploadScannedPacket(admin, caseId);
  await admin.reload();
  await selectTab(admin, "Tracking");
  const received = admin.locator("form", { has: admin.getByRole("heading", { name: "RFE response received by USCIS" }) });
  await received.getByLabel("Day USCIS received the response").fill(usDate(today));
  await attach(admin, received, "receipt.pdf");
  await received.getByRole("button", { name: "Record RFE response" }).click();
  await expectToast(admin, "Success");
  const decision = admin.locator("form", { has: admin.getByRole("heading", { name: "Record the USCIS response" }) });
  await decision.getByRole("combobox", { name: /^Response/ }).selectOption({ label: "Approved" });
  await decision.getByLabel("Response date").fill(usDate(today));
  await attach(admin, decision, "approval-notice.pdf");
  await decision.getByRole("button", { name: "Save response" }).click();
  await admin.getByRole("dialog", { name: "Record “Approved”?" }).getByRole("button", { name: "Record Approved" }).click();
  await expectToast(admin, "Success");

  // The RFE case is closed with the decision and its history.
  await admin.goto(rfeUrl);
  await expect(admin.getByText("USCIS answered: nothing more to do on this RFE case.")).toBeVisible();
  await expect(admin.getByText(`Approved · ${usDate(today)}`)).toBeVisible();
  await selectTab(admin, "History");
  await expect(admin.getByText(`RFE case closed: Approved on ${usDate(today)}`)).toBeVisible();
  await expect(admin.getByText("Response filed with USCIS on")).toBeVisible();
  await expectNoAxeViolations(admin, "RFE case history");
});
