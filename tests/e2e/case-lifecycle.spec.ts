// A case from start to the USCIS approval, each step by the role the firm's default workflow names:
// the admin adds a beneficiary to Acme Technologies Inc. and opens an H-1B case for it, uploads two of
// its documents (progress, rows), accepts one and rejects the other with a reason; the petitioner submits
// to the firm; admin, supervisor, paralegal and attorney work the review steps (the paralegal is offered no
// action on the attorney's review); front office handles the fee and — the firm files only once the client's
// invoice is sent and paid — invoices the client from the case with its USCIS fees from the schedule (the
// client opens the e-mailed link, a partial then the full payment; "File after invoice" and "File after
// invoice payment" complete by themselves), then USCIS filing, scanned copy, courier
// tracking and the receipt number; for the petitioner's signature the paralegal fills the I-129 (read back
// from the PDF), generates the support letter and sends it for e-signature, and the signature step sends the
// I-129's signature pages for ink: the signatory e-signs through the e-mailed link, the petitioner uploads
// the ink-signed scan, and the step completes by itself; the originals are recorded; (an invalid one is refused); the USCIS response "approved" with its
// notice closes the case as "Case Approved"; the history lists the steps.
import { expect, test, type Browser, type Page } from "./fixtures";
import { readFileSync } from "node:fs";
import { PDFDocument } from "pdf-lib";
import { expectToast, firmUrl, lastMailTo, pageApi, pdf, pdfText, selectTab, signInByApi } from "./helpers";
import { FIRM, FIRM_NAME, DOMAIN } from "./firm";

test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

type Entry = { code: string; include: boolean };

/** One signed-in page per user for the whole file (sign-ins are rate limited per account). */
const pages = new Map<string, Page>();
/** The firm's workflow steps this journey changed, with their previous `include`. */
let restoreSteps: Record<string, boolean> = {};
let caseUrl = "";
const stamp = Date.now();
const beneficiaryName = `Lia Flow${stamp}`;
const title = `E2E lifecycle ${stamp}`;


async function as(browser: Browser, user: string): Promise<Page> {
  const existing = pages.get(user);
  if (existing) return existing;
  const p = await browser.newPage();
  await p.context().addCookies([{ name: "cookie_consent", value: "accepted", url: firmUrl(FIRM, "/") }]);
  await signInByApi(p, `${user}@${DOMAIN}`);
  pages.set(user, p);
  return p;
}

/** Includes or leaves out workflow steps of the firm; what was changed, to put back afterwards. */
async function setSteps(p: Page, wanted: Record<string, boolean>): Promise<Record<string, boolean>> {
  const config = await pageApi<{ entries: Entry[] }>(p, "workflow/config", {});
  const changed: Record<string, boolean> = {};
  const entries = config.entries.map((e) => {
    if (!(e.code in wanted) || e.include === wanted[e.code]) return e;
    changed[e.code] = e.include;
    return { ...e, include: wanted[e.code] };
  });
  if (Object.keys(changed).length) await pageApi(p, "workflow/update-config", { entries });
  return changed;
}

/** The case opened on a tab, as `p` sees it now. */
async function openTab(p: Page, tab: string) {
  await p.goto(caseUrl, { timeout: 60_000 });
  await selectTab(p, tab);
  return p.getByRole("tabpanel");
}

async function expectNext(p: Page, step: string) {
  await expect(p.getByRole("tabpanel").getByRole("region", { name: "Next step" })).toContainText(step);
}

/** The next step is a review, list or submission: mark it done in the Workflow tab. */
async function markDone(p: Page, step: string, next: string) {
  const panel = await openTab(p, "Workflow");
  await expectNext(p, step);
  await panel.getByRole("button", { name: `Mark “${step}” as done` }).click();
  await p.getByRole("dialog").getByRole("button", { name: "Mark as done" }).click();
  await expectToast(p, "Success");
  await expectNext(p, next);
}

async function assign(p: Page, step: string, role: string, person: string, next: string) {
  const panel = await openTab(p, "Workflow");
  await expectNext(p, step);
  await panel.getByRole("button", { name: step, exact: true }).click();
  const dialog = p.getByRole("dialog", { name: step });
  await dialog.getByLabel(role).selectOption({ label: person });
  await dialog.getByRole("button", { name: "Assign" }).click();
  await expect(dialog).toBeHidden();
  await expectNext(p, next);
  await expect(p.getByRole("tabpanel").getByRole("region", { name: "Next step" })).toContainText(`assigned to ${person}`);
}

test.beforeAll(async ({ browser }) => {
  const admin = await as(browser, "admin");
  // This journey starts the workflow at "Submit to law firm" (the questionnaire link has its own journey),
  // so the firm leaves the beneficiary's questionnaire step out meanwhile; and it files only once the
  // client's invoice is sent and paid (the optional invoice steps, left out by default).
  restoreSteps = await setSteps(admin, { SUBMIT_BY_BENEFICIARY: false, FILE_AFTER_INVOICE: true, FILE_AFTER_INVOICE_PAYMENT: true });
});

test.afterAll(async () => {
  const admin = pages.get("admin");
  if (admin && Object.keys(restoreSteps).length) {
    await admin.goto(firmUrl(FIRM, "/app/cases"));
    await setSteps(admin, restoreSteps);
  }
  for (const p of pages.values()) await p.context().close();
});

test("admin adds a beneficiary to Acme and opens an H-1B case for it", async ({ browser }) => {
  const admin = await as(browser, "admin");
  await admin.goto(firmUrl(FIRM, "/app/beneficiaries"), { timeout: 60_000 });
  await admin.getByRole("button", { name: "Add beneficiary" }).first().click();
  const add = admin.getByRole("dialog", { name: "Add beneficiary" });
  await add.getByLabel("First name").fill("Lia");
  await add.getByLabel("Last name").fill(`Flow${stamp}`);
  await add.getByLabel("Client").selectOption({ label: "Acme Technologies Inc." });
  await add.getByRole("button", { name: "Add beneficiary" }).click();
  await expectToast(admin, "Success");
  await expect(admin.getByRole("dialog", { name: beneficiaryName })).toBeVisible();

  await admin.goto(firmUrl(FIRM, "/app/cases"), { timeout: 60_000 });
  await admin.getByRole("button", { name: "New case" }).first().click();
  const dialog = admin.getByRole("dialog", { name: "New case" });
  await dialog.getByLabel("Client").selectOption({ label: "Acme Technologies Inc." });
  await dialog.getByRole("checkbox", { name: beneficiaryName }).check();
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByRole("button", { name: "Create case" }).click();
  await expectToast(admin, "Success");
  await admin.waitForURL(/\/app\/petition-details\/[0-9a-f-]{36}$/);
  caseUrl = admin.url();
  await expect(admin.getByText("Case Started").first()).toBeVisible();
  await expect(admin.getByRole("main")).toContainText(beneficiaryName);
});

test("the client uploads the beneficiary's documents; the admin accepts one and rejects another with a reason", async ({ browser }) => {
  // Documents the firm's staff upload count as accepted; the client's wait for the firm's review.
  const petitioner = await as(browser, "petitioner");
  let panel = await openTab(petitioner, "Documents");
  await expect(panel.getByText("No beneficiary documents yet.")).toBeVisible();
  const upload = panel.getByRole("button", { name: "Upload document" });
  await expect(upload).toBeDisabled();

  for (const [type, file] of [
    ["Passport biographic page", "passport-bio.pdf"],
    ["Form I-94 arrival/departure record", "i94.pdf"],
  ] as const) {
    await panel.getByLabel("Document type").selectOption({ label: type });
    await expect(panel.getByLabel("Beneficiary")).toHaveValue(/[0-9a-f-]{36}/);
    const chooser = petitioner.waitForEvent("filechooser");
    await upload.click();
    await (await chooser).setFiles(pdf(file));
    // The progress bar shows while the file travels and goes away when the upload is done.
    await expect(panel.getByRole("progressbar", { name: "Upload progress" })).toBeHidden({ timeout: 30_000 });
    const row = panel.getByRole("row").filter({ hasText: file });
    await expect(row).toContainText(type);
    await expect(row).toContainText(beneficiaryName);
    await expect(row).toContainText("Pending review");
    // The client cannot review its own documents.
    await expect(row.getByRole("button", { name: "Accept" })).toHaveCount(0);
  }

  const admin = await as(browser, "admin");
  panel = await openTab(admin, "Documents");
  const bio = panel.getByRole("row").filter({ hasText: "passport-bio.pdf" });
  await bio.getByRole("button", { name: "Accept" }).click();
  await expectToast(admin, "Success");
  await expect(bio).toContainText("Accepted");
  await expect(bio.getByRole("button", { name: "Accept" })).toHaveCount(0);

  const i94 = panel.getByRole("row").filter({ hasText: "i94.pdf" });
  await i94.getByRole("button", { name: "Reject" }).click();
  const reject = admin.getByRole("dialog", { name: "Reject document" });
  await reject.getByRole("button", { name: "Reject document" }).click();
  await expect(reject.getByText(/Reason is required/i)).toBeVisible();
  await reject.getByLabel("Reason").fill("The scan is cut off at the bottom");
  await reject.getByRole("button", { name: "Reject document" }).click();
  await expect(reject).toBeHidden();
  await expect(i94).toContainText("Rejected");
  await expect(i94).toContainText("Rejected: The scan is cut off at the bottom");
});

test("each role works its steps up to the attorney's approval; the paralegal gets no attorney action", async ({ browser }) => {
  const petitioner = await as(browser, "petitioner");
  const admin = await as(browser, "admin");
  const supervisor = await as(browser, "supervisor");
  const paralegal = await as(browser, "paralegal");
  const attorney = await as(browser, "attorney");

  // "Submit to law firm" is the petitioner's step by default.
  await markDone(petitioner, "Submit to law firm", "Manager receives the case");
  await markDone(admin, "Manager receives the case", "Assign supervisor");
  await assign(admin, "Assign supervisor", "Supervisor", "Demo Supervisor", "Supervisor review");

  // The supervisor's review is not the paralegal's to do.
  let panel = await openTab(paralegal, "Workflow");
  await expectNext(paralegal, "Supervisor review");
  await expect(panel.getByRole("button", { name: "Mark “Supervisor review” as done" })).toHaveCount(0);

  await markDone(supervisor, "Supervisor review", "Assign paralegal");
  await assign(supervisor, "Assign paralegal", "Paralegal", "Demo Paralegal", "Paralegal review");
  await markDone(paralegal, "Paralegal review", "Assign attorney");
  await assign(supervisor, "Assign attorney", "Attorney", "Demo Attorney", "Attorney review");

  // The attorney's review: no button for the paralegal, and the server refuses the call too.
  panel = await openTab(paralegal, "Workflow");
  await expectNext(paralegal, "Attorney review");
  await expect(panel.getByRole("button", { name: "Mark “Attorney review” as done" })).toHaveCount(0);
  const id = new URL(caseUrl).pathname.split("/").pop();
  const status = await paralegal.evaluate(async (petitionId) => {
    const res = await fetch("/api/petition/confirm-review-completed", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ petitionId, code: "ATTORNEY_LIST", confirm: true }),
    });
    return res.status;
  }, id);
  expect(status).toBe(403);

  await markDone(attorney, "Attorney review", "Case approved for filing");
  panel = await openTab(attorney, "Workflow");
  await panel.getByRole("button", { name: "Approve case" }).click();
  await attorney.getByRole("dialog", { name: "Approve the case" }).getByRole("button", { name: "Approve case" }).click();
  await expectToast(attorney, "Success");
  await expectNext(attorney, "Filing fee");
});

test("the filing fee, then the client's invoice with the case's USCIS fees: sent, viewed, paid in two parts; the filing steps complete", async ({ browser }) => {
  const front = await as(browser, "frontoffice");

  // The Tracking tab computes the USCIS filing fees from the schedule (the H-1B petition's I-129 among them).
  const tracking = await openTab(front, "Tracking");
  await expect(tracking.getByRole("heading", { name: "USCIS filing fees" })).toBeVisible();
  // The case was opened without a sub type: the section asks which filing it is, then lists its fees.
  await expect(tracking.getByText("Which filing this is (the case has no sub type the schedule knows)")).toBeVisible();
  await tracking.getByRole("combobox", { name: /^Filing/ }).selectOption({ label: "H-1B new employment" });
  await expect(tracking.getByRole("table", { name: "USCIS filing fees of the case" })).toContainText("I-129");
  // …and lists the case's invoices, with a way to bill the client for it.
  await expect(tracking.getByRole("heading", { name: "Invoices", exact: true })).toBeVisible();
  await expect(tracking.getByText("No invoices for this case")).toBeVisible();
  await expect(tracking.getByRole("link", { name: "New invoice" })).toHaveAttribute("href", /\/app\/generate-invoice\?companyId=.+&petitionId=/);
  await markDone(front, "Filing fee", "File after invoice");

  // The invoice, from the case: the client and the case come preset; the case's USCIS fees are added from the schedule.
  await (await openTab(front, "Tracking")).getByRole("link", { name: "New invoice" }).click();
  await expect(front.getByRole("heading", { level: 1, name: "New invoice" })).toBeVisible();
  const caseNumber = (await front.getByRole("group", { name: "Cases this invoice is for" }).getByRole("checkbox", { checked: true }).locator("xpath=..").locator("span.font-medium").textContent())!.trim();
  await front.getByRole("button", { name: `USCIS filing fees of ${caseNumber}` }).click();
  const fees = front.getByRole("dialog", { name: `USCIS filing fees of case ${caseNumber}` });
  // No sub type on the case: nothing to add until the filing is named.
  await expect(fees.getByText("Which filing this is (the case has no sub type the schedule knows)")).toBeVisible();
  await expect(fees.getByRole("button", { name: "No fee to add" })).toBeDisabled();
  await fees.getByRole("combobox", { name: /^Filing/ }).selectOption({ label: "H-1B new employment" });
  await expect(fees.getByRole("table", { name: "USCIS filing fees of the case" })).toContainText("I-129");
  const add = fees.getByRole("button", { name: /^Add \d+ fees? to the invoice$/ });
  await expect(add).toBeEnabled();
  const added = Number(/\d+/.exec((await add.textContent())!)![0]);
  await add.click();
  await expect(fees).toBeHidden();
  await expect(front.getByRole("status").filter({ hasText: `filing fees of case ${caseNumber} added` })).toBeVisible();
  const line1 = front.getByRole("group", { name: "Line 1" });
  await expect(line1.getByLabel("Kind")).toHaveValue("filing_fee");
  await expect(line1.getByLabel("Description")).toHaveValue("Form I-129, H-1B petition");
  await expect(front.getByRole("group", { name: `Line ${added}` })).toBeVisible();
  // Asked again, nothing is added twice.
  await front.getByRole("button", { name: `USCIS filing fees of ${caseNumber}` }).click();
  await fees.getByRole("combobox", { name: /^Filing/ }).selectOption({ label: "H-1B new employment" });
  await fees.getByRole("button", { name: /^Add \d+ fees? to the invoice$/ }).click();
  await expect(front.getByRole("group", { name: `Line ${added + 1}` })).toHaveCount(0);
  // The firm's own fee.
  await front.getByRole("button", { name: "Add line" }).click();
  const legal = front.getByRole("group", { name: `Line ${added + 1}` });
  await legal.getByLabel("Description").fill("H-1B petition: legal fee");
  await legal.getByLabel("Unit price ($)").fill("1,500");
  const billTo = `ap-${stamp}@acme.example`;
  await front.getByLabel("Bill-to e-mail").fill(billTo);
  const total = (await front.getByTestId("invoice-total").textContent())!;
  await front.getByRole("button", { name: "Save invoice" }).click();
  await front.waitForURL(/\/app\/invoice-details\/[0-9a-f-]{36}$/);
  const number = /INV-\d{6}/.exec((await front.getByRole("heading", { level: 1 }).textContent())!)![0];
  const invoiceUrl = front.url();
  await expect(front.getByTestId("invoice-total")).toHaveText(total);

  // Sent: "File after invoice" completes by itself.
  await front.getByRole("button", { name: "Send", exact: true }).click();
  const send = front.getByRole("dialog", { name: `Send invoice ${number}` });
  await send.getByRole("button", { name: "Send", exact: true }).click();
  await expect(send).toBeHidden();
  await expect(front.getByRole("heading", { level: 1 }).getByText("Sent", { exact: true })).toBeVisible();
  await openTab(front, "Workflow");
  await expectNext(front, "File after invoice payment");

  // The client opens the e-mailed link (no account): Viewed.
  const link = /(http:\/\/[a-z0-9]+\.localhost:\d+\/app\/invoice-view\?token=[A-Za-z0-9_-]+)/.exec(await lastMailTo(billTo))?.[1];
  expect(link, "the invoice link in the e-mail").toBeTruthy();
  const clientContext = await browser.newContext();
  await clientContext.addCookies([{ name: "cookie_consent", value: "accepted", url: firmUrl(FIRM, "/") }]);
  const client = await clientContext.newPage();
  await client.goto(link!);
  await expect(client.getByText("Form I-129, H-1B petition")).toBeVisible();
  await expect(client.getByTestId("invoice-total")).toHaveText(total);
  await clientContext.close();

  // A partial payment leaves the case waiting; the rest completes "File after invoice payment".
  await front.goto(firmUrl(FIRM, `/app/invoice-list?search=${number}`));
  const row = front.getByRole("row").filter({ has: front.getByRole("link", { name: `Open invoice ${number}` }) });
  await expect(row.getByText("Viewed", { exact: true })).toBeVisible();
  await row.getByRole("link", { name: `Open invoice ${number}` }).click();
  await front.getByRole("button", { name: "Record payment" }).click();
  let pay = front.getByRole("dialog", { name: `Record a payment on ${number}` });
  await pay.getByLabel("Amount ($)").fill("1,000.00");
  await pay.getByRole("button", { name: "Record payment" }).click();
  await expect(pay).toBeHidden();
  await expect(front.getByRole("heading", { level: 1 }).getByText("Partially paid", { exact: true })).toBeVisible();
  await openTab(front, "Workflow");
  await expectNext(front, "File after invoice payment");
  await front.goto(invoiceUrl);
  await front.getByRole("button", { name: "Record payment" }).click();
  pay = front.getByRole("dialog", { name: `Record a payment on ${number}` });
  await pay.getByRole("button", { name: "Record payment" }).click();
  await expect(pay).toBeHidden();
  await expect(front.getByRole("heading", { level: 1 }).getByText("Paid", { exact: true })).toBeVisible();
  // The case's Tracking tab lists it paid; the case goes on to the signatures.
  await expect((await openTab(front, "Tracking")).getByRole("region", { name: "Invoices of this case" })).toContainText(number);
  await openTab(front, "Workflow");
  await expectNext(front, "Request petitioner signature");
});

test("signatures (the I-129 in ink, the support letter e-signed), forms review and filing with USCIS", async ({ browser }) => {
  test.setTimeout(300_000);
  const front = await as(browser, "frontoffice");
  const paralegal = await as(browser, "paralegal");
  const petitioner = await as(browser, "petitioner");
  const supervisor = await as(browser, "supervisor");
  const petitionId = new URL(caseUrl).pathname.split("/").pop()!;

  // The paralegal fills the I-129 from the case: the client's name read back from the stored PDF's field.
  await openTab(paralegal, "Forms & Letters");
  await paralegal.getByRole("button", { name: "Fill a USCIS form" }).click();
  const fill = paralegal.getByRole("dialog", { name: "Fill a USCIS form" });
  await fill.getByLabel("Form", { exact: true }).selectOption("I-129");
  await fill.getByRole("button", { name: "Fill the form" }).click();
  await expect(fill.getByRole("status")).toContainText("Form I-129 (01/20/25) saved as version 1");
  await fill.getByRole("button", { name: "Done" }).click();
  const forms = await pageApi<{ id: string; docType: string; fileName: string }[]>(paralegal, "documents/list", { petitionId, category: "forms_letters" });
  const i129 = forms.find((d) => d.docType === "Form I-129 (01/20/25)")!;
  const link = await pageApi<{ url: string }>(paralegal, "filled-forms-and-letters/download", { documentId: i129.id });
  const bytes = await paralegal.evaluate(async (url) => Array.from(new Uint8Array(await (await fetch(url)).arrayBuffer())), link.url);
  const filled = await PDFDocument.load(new Uint8Array(bytes));
  const companyField = filled.getForm().getFields().find((f) => f.getName().endsWith("Line3_CompanyorOrgName[0]"))!;
  expect(filled.getForm().getTextField(companyField.getName()).getText()).toBe("Acme Technologies Inc.");

  // The support letter from the firm's template, as PDF, sent for e-signature to the client's signatory.
  await paralegal.getByRole("button", { name: "Generate a letter" }).click();
  const generate = paralegal.getByRole("dialog", { name: "Generate a letter" });
  await generate.getByLabel("Template").selectOption({ label: "H-1B support letter" });
  await generate.getByRole("button", { name: "Generate" }).click();
  await expectToast(paralegal, "Success");
  await expect(generate).toBeHidden();
  const signatory = `signatory-${stamp}@acme.example`;
  const signatures = paralegal.getByRole("region", { name: "E-signatures" });
  await signatures.getByRole("button", { name: "Send for e-signature" }).click();
  const send = paralegal.getByRole("dialog", { name: "Send for e-signature" });
  const letterOption = send.getByLabel("Document").locator("option", { hasText: "H-1B support letter" });
  await expect(letterOption).toHaveCount(1);
  await send.getByLabel("Document").selectOption((await letterOption.getAttribute("value"))!);
  await send.getByLabel("Name of signer 1").fill("Jordan Reyes");
  await send.getByLabel("E-mail of signer 1").fill(signatory);
  await send.getByRole("button", { name: "Continue to the boxes" }).click();
  await expect(paralegal).toHaveURL(/\/app\/esign-prepare\/[0-9a-f-]{36}$/);
  await expect(paralegal.locator('[data-esign-page="1"]')).toBeVisible({ timeout: 20_000 });
  await paralegal.getByRole("radio", { name: "Signature" }).check();
  await paralegal.getByRole("button", { name: "Add box" }).click();
  await paralegal.getByRole("button", { name: "Save boxes" }).click();
  await expect(paralegal.getByText("Boxes saved.", { exact: true })).toBeVisible();
  await paralegal.getByRole("button", { name: "Send", exact: true }).click();
  await paralegal.getByRole("dialog", { name: "Send for signature?" }).getByRole("button", { name: "Send", exact: true }).click();
  await expect(paralegal).toHaveURL(/\/app\/auth\/sign-tpl-prepare-status\?id=/);

  // The signature step sends the I-129's signature pages for ink and waits for the e-signed letter too.
  const panel = await openTab(paralegal, "Workflow");
  await expectNext(paralegal, "Request petitioner signature");
  await panel.getByRole("button", { name: "Request petitioner signature" }).click();
  const request = paralegal.getByRole("dialog", { name: "Request the petitioner's signature" });
  await expect(request.getByRole("group", { name: "Signature boxes of Form I-129 (01/20/25)" })).toBeVisible();
  await expect(request.getByRole("checkbox", { name: /Page 7: Part 7, Item 2: Signature of Authorized Signatory/ })).toBeChecked();
  await expect(request.getByRole("checkbox", { name: /DOD Project Manager/ })).not.toBeChecked();
  await expect(request.getByRole("checkbox", { name: /^H-1B support letter/ })).toBeChecked();
  // Who signs: one of the client's signatories, or someone else by name (issue 34 §3: never the company).
  await request.getByLabel("Who signs the forms").selectOption({ label: "Someone else (type the name)" });
  await request.getByLabel("Name of the person who signs").fill("Jordan Reyes");
  await request.getByRole("button", { name: "Request petitioner signature" }).click();
  await expectToast(paralegal, "Success");
  await expectNext(paralegal, "Petitioner signs the forms");

  // The signatory e-signs the letter through the e-mailed link (no account).
  const mail = await lastMailTo(signatory);
  const signLink = /(http:\/\/[a-z0-9]+\.localhost:\d+\/app\/auth\/sign-document\?token=[A-Za-z0-9_-]+)/.exec(mail)?.[1];
  expect(signLink).toBeTruthy();
  const signerContext = await browser.newContext();
  await signerContext.addCookies([{ name: "cookie_consent", value: "accepted", url: firmUrl(FIRM, "/") }]);
  const s = await signerContext.newPage();
  await s.goto(signLink!);
  await s.getByLabel("I have read this and agree to sign electronically").check();
  await s.getByRole("button", { name: "Continue" }).click();
  await s.getByLabel("Signature 1 (page 1): type your full name").fill("Jordan Reyes");
  await s.getByRole("button", { name: "Sign the document" }).click();
  await expect(s.getByRole("heading", { name: "Document fully signed" })).toBeVisible();
  await signerContext.close();
  // The signed letter is a new version on the case: sealed (a PDF library verifies the digital signature) with its certificate page.
  const envelopes = await pageApi<{ id: string; documentName: string; status: string }[]>(paralegal, "esign/list", { petitionId });
  const letterEnvelope = envelopes.find((e) => e.documentName.startsWith("H-1B support letter"))!;
  expect(letterEnvelope.status).toBe("completed");
  expect(await pageApi<{ signed: boolean; intact: boolean; coversWholeFile: boolean }>(paralegal, "esign/verify", { id: letterEnvelope.id })).toMatchObject({ signed: true, intact: true, coversWholeFile: true });
  const sealed = await paralegal.evaluate(async (id) => {
    const res = await fetch("/api/esign/download", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ id, version: "signed" }) });
    return Array.from(new Uint8Array(await res.arrayBuffer()));
  }, letterEnvelope.id);
  const sealedText = await pdfText(new Uint8Array(sealed));
  expect(sealedText).toContain("Certificate of completion");
  expect(sealedText).toContain(signatory);
  // The letter alone does not finish the step: the I-129 is still to be signed in ink.
  await expectNext(paralegal, "Petitioner signs the forms");

  // The petitioner downloads the signature pages (cover + pages 7, 14, 15), signs them in ink and uploads the scan.
  await openTab(petitioner, "Forms & Letters");
  const ink = petitioner.getByRole("region", { name: "Ink signatures (USCIS forms)" });
  const row = ink.getByRole("row").filter({ hasText: "Form I-129 (01/20/25)" });
  await expect(row).toContainText("Waiting for the scan");
  const download = petitioner.waitForEvent("download");
  await row.getByRole("button", { name: "Download the signature pages of Form I-129 (01/20/25)" }).click();
  const packetPath = (await (await download).path())!;
  const packet = await PDFDocument.load(readFileSync(packetPath));
  expect(packet.getPageCount()).toBe(4);
  expect(await pdfText(readFileSync(packetPath))).toContain("Do not sign electronically");
  const chooser = petitioner.waitForEvent("filechooser");
  await row.getByRole("button", { name: "Upload signed scan: Form I-129 (01/20/25)" }).click();
  await (await chooser).setFiles({ name: "signed I-129 pages.pdf", mimeType: "application/pdf", buffer: readFileSync(packetPath) });
  await expectToast(petitioner, "Success");
  await expect(ink.getByRole("row").filter({ hasText: "Form I-129 (01/20/25)" })).toContainText("Signed");

  // Every signature is in: the step completed by itself.
  await openTab(petitioner, "Workflow");
  await expectNext(petitioner, "Supervisor reviews signed forms");

  // The paralegal records who keeps the signed originals.
  await openTab(paralegal, "Forms & Letters");
  const inkStaff = paralegal.getByRole("region", { name: "Ink signatures (USCIS forms)" });
  await inkStaff.getByRole("button", { name: "Record originals: Form I-129 (01/20/25)" }).click();
  const originals = paralegal.getByRole("dialog", { name: "Signed originals of Form I-129 (01/20/25)" });
  await originals.getByLabel("Who holds the originals").fill(FIRM_NAME);
  await originals.getByLabel("Where they are").fill("Austin office, case binder");
  await originals.getByRole("button", { name: "Save" }).click();
  await expectToast(paralegal, "Success");
  await expect(inkStaff).toContainText(`Originals: ${FIRM_NAME}, Austin office, case binder`);

  await markDone(supervisor, "Supervisor reviews signed forms", "Submit to USCIS");
  await markDone(front, "Submit to USCIS", "Courier tracking");
});

test("front office records the scanned copy, courier tracking and the receipt number", async ({ browser }) => {
  const front = await as(browser, "frontoffice");

  // Without a scanned copy, tracking is not offered yet.
  let panel = await openTab(front, "Tracking");
  await expect(panel.getByText("Upload the scanned copy of the filed forms first")).toBeVisible();
  await expect(front.getByRole("button", { name: "Update Tracking Info" })).toHaveCount(0);

  panel = await openTab(front, "Scanned Copies");
  const chooser = front.waitForEvent("filechooser");
  await panel.getByRole("button", { name: "Upload scanned copy" }).click();
  await (await chooser).setFiles(pdf("filed-packet.pdf"));
  await expect(panel.getByRole("progressbar", { name: "Upload progress" })).toBeHidden({ timeout: 30_000 });
  await expect(panel.getByRole("row").filter({ hasText: "filed-packet.pdf" })).toBeVisible();

  panel = await openTab(front, "Tracking");
  await panel.getByRole("button", { name: "Update Tracking Info" }).click();
  let dialog = front.getByRole("dialog", { name: "Update Tracking Info" });
  await dialog.getByLabel("Carrier").selectOption({ index: 1 });
  await dialog.getByLabel("Tracking number").fill(`1Z${stamp}`);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(panel).toContainText(`1Z${stamp}`);
  await expect(panel.getByRole("button", { name: "Update Receipt Number" })).toBeVisible();

  await panel.getByRole("button", { name: "Update Receipt Number" }).click();
  dialog = front.getByRole("dialog", { name: "Update Receipt Number" });
  await dialog.getByLabel("Receipt number").fill("EAC12");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Receipt Number not valid")).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Receipt number").fill("EAC2612345678");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(panel).toContainText("EAC2612345678");
  await expect(front.getByText("Receipt Received").first()).toBeVisible();
});

test("the USCIS response 'approved' with its notice closes the case; the history lists the steps", async ({ browser }) => {
  const front = await as(browser, "frontoffice");
  const panel = await openTab(front, "Tracking");
  await expect(panel.getByRole("heading", { name: "Record the USCIS response" })).toBeVisible({ timeout: 30_000 });
  const form = panel.locator("form").filter({ has: front.getByRole("heading", { name: "Record the USCIS response" }) });
  await form.getByRole("combobox", { name: /^Response/ }).selectOption({ label: "Approved" });
  const today = new Date();
  const mmddyyyy = `${String(today.getMonth() + 1).padStart(2, "0")}/${String(today.getDate()).padStart(2, "0")}/${today.getFullYear()}`;
  await form.getByLabel("Response date").fill(mmddyyyy);
  const chooser = front.waitForEvent("filechooser");
  await form.getByRole("button", { name: "Attach notice" }).click();
  await (await chooser).setFiles(pdf("approval-notice.pdf"));
  await expect(form.getByRole("list", { name: "Attached files" })).toContainText("approval-notice.pdf");
  await form.getByRole("button", { name: "Save response" }).click();
  const confirm = front.getByRole("dialog", { name: "Record “Approved”?" });
  await confirm.getByRole("button", { name: "Record Approved" }).click();
  await expectToast(front, "Success");
  await expect(front.getByText("Case Approved").first()).toBeVisible();
  await expect(panel.getByRole("row").filter({ hasText: "approval-notice.pdf" })).toBeVisible();
  await expect(panel.getByRole("heading", { name: "Record the USCIS response" })).toHaveCount(0);

  const admin = await as(browser, "admin");
  await openTab(admin, "History");
  const history = admin.getByRole("list", { name: "Case history" });
  for (const step of [
    "Create case",
    "Submit to law firm",
    "Manager receives the case",
    "Assign supervisor",
    "Supervisor review",
    "Assign paralegal",
    "Paralegal review",
    "Assign attorney",
    "Attorney review",
    "Case approved for filing",
    "Filing fee",
    "Request petitioner signature",
    "Petitioner signs the forms",
    "Supervisor reviews signed forms",
    "Submit to USCIS",
    "Courier tracking",
    "USCIS receipt number",
    "USCIS response",
  ]) {
    await expect(history.getByRole("listitem").filter({ hasText: step }).first(), step).toBeVisible();
  }
  await expect(history.getByRole("listitem").filter({ hasText: "Demo Attorney" }).first()).toBeVisible();
  await expect(history.getByRole("listitem").filter({ hasText: "Demo Front Office User" }).first()).toBeVisible();
  await openTab(admin, "Workflow");
  await expect(admin.getByRole("tabpanel").getByRole("region", { name: "Next step" })).toContainText("Workflow complete");
});
