// LCAs (issue 10): the LCA manager requests an LCA, takes it into preparation, completes it with a
// worksite and wages, files it with its DOL case number, posts the notice electronically (its public
// page opens without a login), has it certified, adds a document to its public access file and
// downloads the PAF bundle; then imports a past LCA from a DOL disclosure file and purges its public
// access file, whose certificate is listed on /app/purged-paf.
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, expectToast, firmUrl, lastMailTo, linkIn, selectTab, signedInAs } from "./helpers";
import { FIRM } from "./firm";

const pad = (n: number) => String(n).padStart(2, "0");
const usDate = (d: Date) => `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;
const plusDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);
/** The DOL case number of a filing today: I-200-YYDDD-NNNNNN (DDD: the day of the year). */
function dolNumber(d: Date, serial: string) {
  const start = new Date(d.getFullYear(), 0, 0);
  const doy = Math.round((new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime() - start.getTime()) / 86_400_000);
  return `I-200-${String(d.getFullYear()).slice(2)}${String(doy).padStart(3, "0")}-${serial}`;
}

function pdf(name: string) {
  const body = "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";
  return { name, mimeType: "application/pdf", buffer: Buffer.from(body, "latin1") };
}

/**
 * The journey keeps the East Coast's calendar, in the browser and here: an electronic notice goes up when
 * its start day has begun in New York (lib/modules/lca/notices.ts postingDays), so a posting "from today"
 * is live at any hour only on that calendar (from 00:00 to 05:00 UTC the UTC day is New York's tomorrow).
 */
const EAST_COAST = "America/New_York";
function eastCoastToday(): Date {
  const [y, m, d] = new Intl.DateTimeFormat("en-CA", { timeZone: EAST_COAST, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date()).split("-").map(Number);
  return new Date(y, m - 1, d);
}

test("an LCA from request to certified, with its electronic notice and public access file", async ({ browser }) => {
  const today = eastCoastToday();
  const page = await signedInAs(browser, "lcamanager", { timezoneId: EAST_COAST }, "/app/lcalist");
  await expect(page.getByRole("heading", { name: "Labor Condition Applications", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "LCAs" })).toHaveAttribute("aria-current", "page");
  // The demo firm's LCAs are listed.
  await expect(page.getByRole("link", { name: "LCA-2026-0001" })).toBeVisible();
  await expectNoAxeViolations(page, "LCA list");

  // Filter: certified only.
  await page.getByLabel("Status").selectOption({ label: "Certified" });
  await expect(page.getByRole("link", { name: "LCA-2026-0002" })).toBeHidden();
  await expect(page.getByRole("link", { name: "LCA-2026-0001" })).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();

  // Request.
  await page.getByRole("button", { name: "Request LCA" }).first().click();
  const request = page.getByRole("dialog", { name: "Request an LCA" });
  await expect(request).toBeVisible();
  await request.getByRole("button", { name: "Request LCA" }).click();
  await expect(request.getByText(/Client is required/)).toBeVisible();
  await request.getByLabel("Employer").selectOption({ label: "Acme Technologies Inc." });
  await request.getByLabel("Job title").fill("Data Engineer");
  await request.getByLabel("SOC code").fill("15-1252");
  const begin = plusDays(today, 45);
  await request.getByLabel("Begin date").fill(usDate(begin));
  await request.getByLabel("End date").fill(usDate(plusDays(begin, 364 * 3)));
  await expectNoAxeViolations(page, "request LCA dialog", { include: "[role=dialog]" });
  await request.getByRole("button", { name: "Request LCA" }).click();
  await expectToast(page, "Success");
  await page.waitForURL(/\/app\/lca-details\//);
  const number = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  expect(number).toMatch(/^LCA-\d{4}-\d{4}$/);
  await expect(page.getByText("Requested", { exact: true }).first()).toBeVisible();
  // What filing still needs is listed.
  await expect(page.getByText("Add at least one worksite.")).toBeVisible();
  await expectNoAxeViolations(page, "LCA details");

  // Into preparation: the manager logged the status, so the manager may edit it.
  await page.getByRole("button", { name: "Change status" }).click();
  const status = page.getByRole("dialog", { name: `Change the status of ${number}` });
  await status.getByLabel("New status").selectOption({ label: "In preparation" });
  await status.getByRole("button", { name: "Change status" }).click();
  await expectToast(page, "Success");
  await expect(status).toBeHidden();

  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const edit = page.getByRole("dialog", { name: `Edit ${number}` });
  await expect(edit).toBeVisible();
  await edit.getByLabel("Occupation").fill("Software Developers");
  await edit.getByLabel("Wage from (US$)").fill("125,000");
  await edit.getByLabel("Paid per").selectOption({ label: "year" });
  await edit.getByLabel("Prevailing wage (US$)").fill("110000");
  await edit.getByLabel("Prevailing wage per").selectOption({ label: "year" });
  await edit.getByLabel("Wage level").selectOption("II");
  await edit.getByLabel("Prevailing wage source").selectOption({ label: "OEWS (OFLC wage library)" });
  await edit.getByLabel("H-1B dependent employer").selectOption({ label: "No" });
  await edit.getByLabel("Willful violator").selectOption({ label: "No" });
  await edit.getByRole("button", { name: "Add worksite" }).click();
  await edit.getByLabel("Street address").fill("500 Howard Street");
  await edit.getByLabel("City").fill("San Francisco");
  await edit.getByLabel("State").selectOption("CA");
  await edit.getByLabel("ZIP code").fill("9410");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit.getByText("Zip Code not valid")).toBeVisible();
  await edit.getByLabel("ZIP code").fill("94105");
  await expectNoAxeViolations(page, "edit LCA dialog", { include: "[role=dialog]" });
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expectToast(page, "Success");
  await expect(edit).toBeHidden();
  await expect(page.getByText("Nothing to fix.")).toBeVisible();
  await selectTab(page, "Worksites");
  await expect(page.getByText("500 Howard Street")).toBeVisible();
  await selectTab(page, "Wages");
  await expect(page.getByText("$125,000.00 per year")).toBeVisible();

  // File it.
  await page.getByRole("button", { name: "Change status" }).click();
  await status.getByLabel("New status").selectOption({ label: "Filed" });
  await status.getByLabel("DOL case number").fill("I-200-1");
  await status.getByLabel("Filing date").fill(usDate(today));
  await status.getByRole("button", { name: "Change status" }).click();
  await expect(status.getByText(/DOL Case Number/)).toBeVisible();
  const dol = dolNumber(today, "424242");
  await status.getByLabel("DOL case number").fill(dol);
  await status.getByRole("button", { name: "Change status" }).click();
  await expectToast(page, "Success");
  await expect(status).toBeHidden();
  await expect(page.getByText("Filed", { exact: true }).first()).toBeVisible();
  // Filed: no more edits.
  await expect(page.getByRole("button", { name: "Edit", exact: true })).toBeHidden();

  // The notice, posted electronically from today: live, with a public page.
  await selectTab(page, "Notice of filing");
  await expect(page.getByText("No notice posted yet")).toBeVisible();
  await page.getByLabel("Start date").fill(usDate(today));
  await page.getByRole("button", { name: "Save posting" }).click();
  await expectToast(page, "Success");
  await expect(page.getByText("Live", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "LCA notices tab");
  const publicLink = page.getByRole("link", { name: "Open the public page" });
  const publicPath = await publicLink.getAttribute("href");
  expect(publicPath).toMatch(/^\/app\/lca-notice\/[A-Za-z0-9_-]{20,}$/);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(firmUrl(FIRM, publicPath!));
  await expect(visitor.getByText(/Labor Condition Application/).first()).toBeVisible();
  await expect(visitor.getByText("Data Engineer").first()).toBeVisible();
  await visitor.context().close();
  const [noticePdf] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download notice (PDF)" }).click()]);
  expect(noticePdf.suggestedFilename()).toMatch(/\.pdf$/);

  // Certified.
  await page.getByRole("button", { name: "Change status" }).click();
  await status.getByLabel("New status").selectOption({ label: "Certified" });
  await status.getByLabel("Decision date").fill(usDate(today));
  await status.getByRole("button", { name: "Change status" }).click();
  // Certified on the filing day: the product asks whether the date is a typo before it records it.
  const sameDay = page.getByRole("dialog", { name: "Certified on the day it was filed?" });
  await expect(sameDay).toContainText("the filing day, is often a typo");
  await sameDay.getByRole("button", { name: "Yes, certified that day" }).click();
  await expectToast(page, "Success");
  await expect(page.getByText("Certified", { exact: true }).first()).toBeVisible();

  // The public access file: the certified LCA uploaded, the bundle downloaded.
  await selectTab(page, "Public access file");
  const certifiedItem = page.getByRole("listitem").filter({ hasText: "Certified LCA (ETA-9035)" });
  await expect(certifiedItem.getByText("Missing")).toBeVisible();
  await certifiedItem.locator("input[type=file]").setInputFiles(pdf("certified-lca.pdf"));
  await expectToast(page, "Success");
  await expect(certifiedItem.getByText("certified-lca.pdf", { exact: true })).toBeVisible();
  await expect(certifiedItem.getByText("Uploaded")).toBeVisible();
  await expectNoAxeViolations(page, "LCA public access file tab");
  const [bundle] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download PAF (PDF)" }).click()]);
  expect(bundle.suggestedFilename()).toMatch(/\.pdf$/);

  await selectTab(page, "History");
  await expect(page.getByText("Status changed to Certified")).toBeVisible();
  await expect(page.getByText("Added to the public access file: certified-lca.pdf")).toBeVisible();
});

test("a past LCA imported from a DOL file has its public access file purged, with a certificate", async ({ browser }) => {
  const page = await signedInAs(browser, "lcamanager", {}, "/app/lcalist");
  await page.getByRole("button", { name: "Import from DOL file" }).click();
  const dialog = page.getByRole("dialog", { name: "Import LCAs from a DOL file" });
  const header = "CASE_NUMBER,CASE_STATUS,VISA_CLASS,JOB_TITLE,SOC_CODE,BEGIN_DATE,END_DATE,EMPLOYER_FEIN,WORKSITE_ADDRESS1,WORKSITE_CITY,WORKSITE_STATE,WORKSITE_POSTAL_CODE";
  const good = `${header}\nI-200-21032-000777,Certified,H-1B,QA Analyst,15-1253,02/01/2021,01/31/2024,98-7654321,500 Howard Street,San Francisco,CA,94105\n`;
  // A bad SOC code, the FEIN of another firm's client and a bad state: the row lists all three at once.
  const bad = good.replace(",15-1253,", ",15-12,").replace(",98-7654321,", ",77-1234567,").replace(",CA,", ",ZZ,");
  await dialog.getByLabel("File").setInputFiles({ name: "lca-disclosure.csv", mimeType: "text/csv", buffer: Buffer.from(bad) });
  await expect(dialog.getByText("1 rows: 0 ready, 1 with errors.")).toBeVisible();
  const problems = dialog.getByRole("row").filter({ hasText: "I-200-21032-000777" }).getByRole("listitem");
  await expect(problems).toHaveText(["SOC_CODE: SOC code not valid", "WORKSITE_STATE: Not a US state code", "EMPLOYER_FEIN: No client of your firm has this FEIN"]);
  await expect(dialog.getByRole("button", { name: /Import/ }).last()).toBeDisabled();
  await expectNoAxeViolations(page, "LCA import dialog", { include: "[role=dialog]" });
  await dialog.getByLabel("File").setInputFiles({ name: "lca-disclosure.csv", mimeType: "text/csv", buffer: Buffer.from(good) });
  await expect(dialog.getByText("1 rows: 1 ready, 0 with errors.")).toBeVisible();
  await dialog.getByRole("button", { name: "Import 1 LCA" }).click();
  await expectToast(page, "Success");
  await expect(dialog).toBeHidden();

  await page.getByLabel(/Search by LCA/).fill("I-200-21032-000777");
  await page.getByLabel(/Search by LCA/).press("Enter");
  const row = page.getByRole("row").filter({ hasText: "I-200-21032-000777" });
  await expect(row).toBeVisible();
  const link = row.getByRole("link").first();
  const number = (await link.textContent())!.trim();
  await link.click();
  await page.waitForURL(/\/app\/lca-details\//);

  await selectTab(page, "Public access file");
  await expect(page.getByText("1 year after the LCA's end date")).toBeVisible();
  await page.getByRole("button", { name: "Purge public access file" }).click();
  const purge = page.getByRole("dialog", { name: `Purge the public access file of ${number}?` });
  await purge.getByLabel(`Type ${number} to confirm`).fill("LCA-0000-0000");
  await purge.getByRole("button", { name: "Purge public access file" }).click();
  await expect(purge.getByRole("alert")).toBeVisible();
  await purge.getByLabel(`Type ${number} to confirm`).fill(number);
  await expectNoAxeViolations(page, "purge dialog", { include: "[role=dialog]" });
  await purge.getByRole("button", { name: "Purge public access file" }).click();
  await expectToast(page, "Success");
  await expect(page.getByText("Public access file purged").first()).toBeVisible();

  await page.goto(firmUrl(FIRM, "/app/purged-paf"));
  await expect(page.getByRole("heading", { name: "Purged public access files", level: 1 })).toBeVisible();
  const cert = page.getByRole("row").filter({ hasText: number });
  await expect(cert).toBeVisible();
  await expect(cert.getByText("1 year after the LCA's end date")).toBeVisible();
  await expectNoAxeViolations(page, "purged public access files");

  // The PAF report: the purged file under "Purged", and the CSV export.
  await page.goto(firmUrl(FIRM, "/app/paf-reports"));
  await expect(page.getByRole("heading", { name: "Public access file report", level: 1 })).toBeVisible();
  await page.getByLabel("State").selectOption({ label: "Purged" });
  const purgedRow = page.getByRole("row").filter({ hasText: number });
  await expect(purgedRow).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "LCA-2026-0001" })).toHaveCount(0);
  await expectNoAxeViolations(page, "PAF report");
  const [csv] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
  expect(csv.suggestedFilename()).toMatch(/^paf-report-.*\.csv$/);
});

test("a case shows the LCAs that back it, and an LCA is requested from the case", async ({ browser }) => {
  const page = await signedInAs(browser, "admin", {}, "/app/lcalist");
  await page.getByRole("link", { name: "LCA-2026-0001" }).click();
  await page.waitForURL(/\/app\/lca-details\//);
  await selectTab(page, "Cases");
  const caseLink = page.getByRole("link", { name: /^Open case / });
  const caseNumber = (await caseLink.textContent())!.trim();
  await caseLink.click();
  await page.waitForURL(/\/app\/petition-details\//);
  const section = page.getByRole("region", { name: "LCAs" });
  await expect(section.getByRole("link", { name: "LCA-2026-0001" })).toBeVisible();
  await expect(section.getByText("Certified", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "case LCAs section");

  await section.getByRole("button", { name: "Request LCA" }).click();
  const request = page.getByRole("dialog", { name: "Request an LCA" });
  // The case's client is the employer: no employer to choose.
  await expect(request.getByLabel("Employer")).toHaveCount(0);
  await request.getByLabel("Job title").fill("Senior Data Engineer");
  await request.getByRole("button", { name: "Request LCA" }).click();
  await expectToast(page, "Success");
  await page.waitForURL(/\/app\/lca-details\//);
  await selectTab(page, "Cases");
  await expect(page.getByRole("link", { name: `Open case ${caseNumber}` })).toBeVisible();
});

test("the employer gives an LCA's details through a fill link, without signing in", async ({ browser }) => {
  const page = await signedInAs(browser, "lcamanager", {}, "/app/lcalist");
  await page.getByRole("link", { name: "LCA-2026-0003" }).click();
  await page.waitForURL(/\/app\/lca-details\//);
  await page.getByRole("button", { name: "Send to employer" }).click();
  const dialog = page.getByRole("dialog", { name: "Send LCA-2026-0003 to the employer" });
  await dialog.getByLabel("E-mail").fill("not-an-email");
  await dialog.getByRole("button", { name: "Send link" }).click();
  await expect(dialog.getByText("Please enter a valid email.")).toBeVisible();
  await dialog.getByLabel("E-mail").fill("jobs@globex.example");
  await expectNoAxeViolations(page, "send LCA to employer dialog", { include: "[role=dialog]" });
  await dialog.getByRole("button", { name: "Send link" }).click();
  await expectToast(page, "Success");
  await expect(page.getByText("Details pending", { exact: true }).first()).toBeVisible();

  const link = linkIn(await lastMailTo("jobs@globex.example"), "/app/fill-lca-anonymous-user");
  const employer = await (await browser.newContext()).newPage();
  await employer.goto(link);
  await expect(employer.getByRole("heading", { name: "Details for LCA-2026-0003" })).toBeVisible();
  await expectNoAxeViolations(employer, "LCA fill link");
  await employer.getByRole("button", { name: "Send details" }).click();
  await expect(employer.getByText(/Wage From/).first()).toBeVisible();
  const begin = new Date();
  begin.setDate(begin.getDate() + 60);
  const end = new Date(begin);
  end.setDate(end.getDate() + 700);
  const us = (d: Date) => `${String(d.getMonth() + 1).padStart(2, "0")}/${String(d.getDate()).padStart(2, "0")}/${d.getFullYear()}`;
  await employer.getByLabel("Job title").fill("Cloud Architect");
  await employer.getByLabel("Begin date").fill(us(begin));
  await employer.getByLabel("End date").fill(us(end));
  await employer.getByLabel("Wage from (US$)").fill("150000");
  await employer.getByLabel("Paid per").selectOption({ label: "year" });
  await employer.getByLabel("Street address").fill("1 Globex Plaza");
  await employer.getByLabel("City").fill("New York");
  await employer.getByLabel("State").selectOption("NY");
  await employer.getByLabel("ZIP code").fill("10001");
  await employer.getByRole("button", { name: "Send details" }).click();
  await expect(employer.getByRole("heading", { name: "Thank you" })).toBeVisible();
  // The link is used: opening it again says so.
  await employer.goto(link);
  await expect(employer.getByRole("heading", { name: "These details were already sent" })).toBeVisible();
  await employer.context().close();

  await page.reload();
  await expect(page.getByText("Cloud Architect").first()).toBeVisible();
  await selectTab(page, "History");
  await expect(page.getByText("The employer sent the details (jobs@globex.example)")).toBeVisible();
});
