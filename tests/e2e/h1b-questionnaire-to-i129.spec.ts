// Issue 34 §1, end to end: an H-1B case's beneficiary answers the questionnaire by its e-mailed link (in the
// United States on F-1, an I-94 number with a letter, last entry, an earlier receipt, an Austin address); the
// case page lists the questionnaire as submitted and leads to the answers; the beneficiary's record shows
// the I-94 with its source (the questionnaire); "Fill a USCIS form" fills the I-129 whose I-94, status, last
// arrival and city fields are read back from the stored PDF.
import { PDFDocument } from "pdf-lib";
import { expect, test } from "./fixtures";
import { firmUrl, lastMailTo, linkIn, pageApi, selectTab, signInByApi } from "./helpers";
import { FIRM, DOMAIN } from "./firm";

test("H-1B: the questionnaire's answers reach the beneficiary record and the I-129", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const email = `h1b${stamp}@example.com`;
  const lastName = `Arrival${stamp}`;
  await page.context().addCookies([{ name: "cookie_consent", value: "accepted", url: firmUrl(FIRM, "/") }]);
  await signInByApi(page, `admin@${DOMAIN}`);

  const clients = await pageApi<{ id: string; name: string }[]>(page, "company/list", { search: "Acme" });
  const acme = clients.find((c) => c.name.startsWith("Acme"))!;
  const beneficiary = await pageApi<{ id: string }>(page, "beneficiary/create", { companyId: acme.id, firstName: "Lucia", lastName, email });
  const created = await pageApi<{ id: string }>(page, "petition/create", { typeId: 1, petitionerId: acme.id, beneficiaryIds: [beneficiary.id] });
  await pageApi(page, "petition/send-questionnaire", { petitionId: created.id, kind: "beneficiary", beneficiaryId: beneficiary.id });

  // The beneficiary, without a session, fills every step from the e-mailed link.
  const link = linkIn(await lastMailTo(email), "/app/fill-questionnaire");
  const context = await browser.newContext();
  await context.addCookies([{ name: "cookie_consent", value: "accepted", url: firmUrl(FIRM, "/") }]);
  const b = await context.newPage();
  await b.goto(link);
  await expect(b.getByRole("heading", { level: 1, name: "Beneficiary questionnaire" })).toBeVisible();
  const next = () => b.getByRole("button", { name: "Next", exact: true }).click();

  await b.getByLabel("Date of birth").fill("04/17/1994");
  await b.getByLabel("Gender").selectOption("Female");
  await b.getByLabel("Country of birth").selectOption({ label: "India" });
  await b.getByLabel("Country of citizenship").selectOption({ label: "India" });
  await next();

  await expect(b.getByRole("heading", { level: 2, name: "Passport" })).toBeVisible();
  await b.getByLabel("Issuing country").selectOption({ label: "India" });
  await b.getByLabel("Passport number").fill("K7654321");
  await b.getByLabel("Issue date").fill("01/10/2020");
  await b.getByLabel("Expiry date").fill("01/09/2030");
  await next();

  const current = b.getByRole("region", { name: "Current address" });
  await current.getByLabel("Address line 1").fill("500 Congress Ave");
  await current.getByLabel("Country").selectOption({ label: "United States" });
  await current.getByLabel("State").selectOption({ label: "Texas" });
  await current.getByLabel("City").selectOption({ label: "Austin" });
  await current.getByLabel("Zip code").fill("78701");
  await next();

  await expect(b.getByRole("heading", { level: 2, name: "Education" })).toBeVisible();
  await b.getByLabel("Degree").fill("Master of Science");
  await b.getByLabel("Field of study").fill("Computer Science");
  await b.getByLabel("Institution").fill("IIT Bombay");
  await b.getByLabel("Country").selectOption({ label: "India" });
  await b.getByLabel("Start date").fill("08/01/2012");

  const steps = b.getByRole("navigation", { name: "Progress" });
  await steps.getByRole("button", { name: "Immigration history" }).click();
  await b.getByLabel("I am in the United States now").check();
  await b.getByLabel("Current status (e.g. F-1, H-4)").fill("F-1");
  await b.getByLabel("Last entry date").fill("08/20/2024");
  await b.getByLabel("I-94 number").fill("123456789A1");
  await b.getByRole("button", { name: "Submit", exact: true }).click();
  await b.getByRole("dialog", { name: "Submit the questionnaire?" }).getByRole("button", { name: "Submit", exact: true }).click();
  await expect(b.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  await context.close();

  // The case page lists the questionnaire as submitted and leads to the answers.
  await page.goto(firmUrl(FIRM, `/app/petition-details/${created.id}`));
  const questionnaires = page.getByRole("list", { name: "Questionnaires", exact: true });
  const row = questionnaires.getByRole("listitem").filter({ hasText: "Beneficiary questionnaire" });
  await expect(row).toContainText("Submitted");
  await expect(row).toContainText(email);
  await row.getByRole("link", { name: "View answers" }).click();
  await expect(page).toHaveURL(new RegExp(`/app/filled-case-details\\?petitionId=${created.id}`));
  await expect(page.getByText("123456789A1").first()).toBeVisible();

  // The beneficiary's record holds the I-94, the status and the last entry, each "From the questionnaire …".
  await page.goto(firmUrl(FIRM, `/app/beneficiaries?focus=${beneficiary.id}`));
  const record = page.getByRole("dialog", { name: `Lucia ${lastName}` });
  await expect(record.getByText("123456789A1")).toBeVisible();
  await expect(record.getByText("F-1", { exact: true })).toBeVisible();
  await expect(record.getByText(/From the questionnaire submitted on/).first()).toBeVisible();

  // Fill the I-129: the I-94 (its letter kept), the status from the form's list, the last arrival and the city read back.
  await page.goto(firmUrl(FIRM, `/app/petition-details/${created.id}`));
  await selectTab(page, "Forms & Letters");
  await page.getByRole("button", { name: "Fill a USCIS form" }).click();
  const fill = page.getByRole("dialog", { name: "Fill a USCIS form" });
  await fill.getByLabel("Form", { exact: true }).selectOption("I-129");
  await fill.getByRole("button", { name: "Fill the form" }).click();
  await expect(fill.getByRole("status")).toContainText("Form I-129 (01/20/25) saved as version 1");
  await fill.getByRole("button", { name: "Done" }).click();
  const forms = await pageApi<{ id: string; docType: string }[]>(page, "documents/list", { petitionId: created.id, category: "forms_letters" });
  const i129 = forms.find((d) => d.docType === "Form I-129 (01/20/25)")!;
  const download = await pageApi<{ url: string }>(page, "filled-forms-and-letters/download", { documentId: i129.id });
  const bytes = await page.evaluate(async (url) => Array.from(new Uint8Array(await (await fetch(url)).arrayBuffer())), download.url);
  const form = (await PDFDocument.load(new Uint8Array(bytes))).getForm();
  const field = (name: string) => form.getFields().find((f) => f.getName() === `form1[0].#subform[2].${name}[0]`)!.getName();
  expect(form.getTextField(field("Part3Line5_ArrivalDeparture")).getText()).toBe("123456789A1");
  expect(form.getDropdown(field("Line11g_CurrentNon")).getSelected()).toEqual(["F1 - STUDENT - ACADEMIC"]);
  expect(form.getTextField(field("Part3Line5_DateofArrival")).getText()).toBe("08/20/2024");
  expect(form.getTextField(field("Line8d_CityTown")).getText()).toBe("Austin");
});
