// Questionnaire by token link: the admin creates a case for a new beneficiary and sends the questionnaire;
// the beneficiary opens the e-mailed link without signing in, fills the steps (passport rule), saves,
// reloads (progress kept), submits after confirming, and a second visit shows "already submitted".
import { expect, test, type Page } from "./fixtures";
import { expectToast, firmUrl, lastMailTo, linkIn, signInByApi } from "./helpers";
import { FIRM, DOMAIN } from "./firm";

type Envelope<T> = { status: boolean; message: string; result: { data: T } };

/** POST /api/<path> from the signed-in page (cookie session, same-origin). */
async function api<T>(page: Page, path: string, body: unknown): Promise<T> {
  const res = await page.evaluate(
    async ([p, b]) => {
      const r = await fetch(`/api/${p}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(b) });
      return { status: r.status, json: await r.json() };
    },
    [path, body] as const,
  );
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return (res.json as Envelope<T>).result.data;
}

test.describe("questionnaire by token link", () => {
  test("staff send it, the beneficiary fills, saves, reloads, submits; the link is then used", async ({ page, browser }) => {
    const stamp = Date.now();
    const email = `q${stamp}@example.com`;
    const lastName = `Quest${stamp}`;
    await page.context().addCookies([{ name: "cookie_consent", value: "accepted", url: firmUrl(FIRM, "/") }]);
    await signInByApi(page, `admin@${DOMAIN}`);

    const clients = await api<{ id: string; name: string }[]>(page, "company/list", { search: "Acme" });
    const acme = clients.find((c) => c.name.startsWith("Acme"));
    expect(acme).toBeTruthy();
    const beneficiary = await api<{ id: string }>(page, "beneficiary/create", { companyId: acme?.id, firstName: "Nina", lastName, email });
    // A spouse already on file: the questionnaire offers it, and the submitted answers complete it.
    await api(page, "beneficiary/save-dependant", { beneficiaryId: beneficiary.id, relation: "spouse", firstName: "Omar", lastName, dateOfBirth: "1989-02-03" });
    const created = await api<{ id: string; caseNumber: string }>(page, "petition/create", { petitionerId: acme?.id, beneficiaryIds: [beneficiary.id] });
    const sent = await api<{ sentTo: string }>(page, "petition/send-questionnaire", { petitionId: created.id, kind: "beneficiary", beneficiaryId: beneficiary.id });
    expect(sent.sentTo).toBe(email);

    // The beneficiary, in a browser without a session, opens the e-mailed link.
    const link = linkIn(await lastMailTo(email), "/app/fill-questionnaire");
    const context = await browser.newContext();
    await context.addCookies([{ name: "cookie_consent", value: "accepted", url: firmUrl(FIRM, "/") }]);
    const b = await context.newPage();
    await b.goto(link);
    await expect(b.getByRole("heading", { level: 1, name: "Beneficiary questionnaire" })).toBeVisible();
    await expect(b.getByText(created.caseNumber)).toBeVisible();
    const steps = b.getByRole("navigation", { name: "Progress" });

    // Identity: names come from the firm's record.
    await expect(b.getByLabel("First name")).toHaveValue("Nina");
    await b.getByLabel("Date of birth").fill("13/40/1990");
    await b.getByRole("button", { name: "Next", exact: true }).click();
    await expect(b.getByText("Date must be a valid format (MM/DD/YYYY)")).toBeVisible();
    await b.getByLabel("Date of birth").fill("04/17/1990");
    await b.getByLabel("Gender").selectOption("Female");
    await b.getByLabel("Country of birth").selectOption({ label: "India" });
    await b.getByLabel("Country of citizenship").selectOption({ label: "India" });
    await b.getByRole("button", { name: "Next", exact: true }).click();

    // Passport: the number must fit the issuing country.
    await expect(b.getByRole("heading", { level: 2, name: "Passport" })).toBeVisible();
    await b.getByLabel("Issuing country").selectOption({ label: "India" });
    await b.getByLabel("Passport number").fill("12345");
    await b.getByLabel("Issue date").fill("01/10/2020");
    await b.getByLabel("Expiry date").fill("01/09/2030");
    await b.getByRole("button", { name: "Next", exact: true }).click();
    await expect(b.getByText("Passport number not valid")).toBeVisible();
    await b.getByLabel("Passport number").fill("K1234567");
    await b.getByRole("button", { name: "Next", exact: true }).click();

    // Addresses.
    const current = b.getByRole("region", { name: "Current address" });
    await current.getByLabel("Address line 1").fill("1600 K Street NW");
    await current.getByLabel("Country").selectOption({ label: "United States" });
    await current.getByLabel("Zip code").fill("20006");
    await b.getByRole("button", { name: "Next", exact: true }).click();

    // Education, then save and reload: the progress is kept.
    await expect(b.getByRole("heading", { level: 2, name: "Education" })).toBeVisible();
    await b.getByLabel("Degree").fill("Master of Science");
    await b.getByLabel("Field of study").fill("Computer Science");
    await b.getByLabel("Institution").fill("IIT Madras");
    await b.getByLabel("Country").selectOption({ label: "India" });
    await b.getByLabel("Start date").fill("08/01/2008");
    await b.getByRole("button", { name: "Save progress" }).click();
    await expectToast(b, "Success");
    await b.reload();
    await expect(b.getByLabel("Date of birth")).toHaveValue("04/17/1990");
    await steps.getByRole("button", { name: "Education" }).click();
    await expect(b.getByLabel("Degree")).toHaveValue("Master of Science");
    await steps.getByRole("button", { name: "Passport" }).click();
    await expect(b.getByLabel("Passport number")).toHaveValue("K1234567");

    // Family: the spouse on file is there; the beneficiary adds the country of birth.
    await steps.getByRole("button", { name: "Spouse and children" }).click();
    const spouse = b.getByRole("group", { name: "Family member 1" });
    await expect(spouse.getByLabel("First name")).toHaveValue("Omar");
    await expect(spouse.getByLabel("Date of birth")).toHaveValue("02/03/1989");
    await spouse.getByLabel("Country of birth").selectOption({ label: "India" });

    // The remaining steps, then submit after confirming.
    await steps.getByRole("button", { name: "Immigration history" }).click();
    await b.getByLabel("I am in the United States now").check();
    await b.getByLabel("I-94 number").fill("12345");
    await b.getByRole("button", { name: "Submit", exact: true }).click();
    await expect(b.getByText("I-94 Number not valid")).toBeVisible();
    await b.getByLabel("Current status (e.g. F-1, H-4)").fill("F-1");
    await b.getByLabel("Last entry date").fill("08/15/2019");
    await b.getByLabel("I-94 number").fill("123456789A1");
    await b.getByRole("button", { name: "Submit", exact: true }).click();
    const confirm = b.getByRole("dialog", { name: "Submit the questionnaire?" });
    await confirm.getByRole("button", { name: "Submit", exact: true }).click();
    await expect(b.getByRole("heading", { name: "Thank you!" })).toBeVisible();

    // The answers can be read back with the link; a second visit of the form says it was used.
    await b.getByRole("link", { name: "View your answers" }).click();
    await expect(b.getByRole("heading", { level: 1, name: "Submitted questionnaire" })).toBeVisible();
    await expect(b.getByText("K1234567")).toBeVisible();
    await b.goto(link);
    await expect(b.getByRole("heading", { name: "This questionnaire was already submitted" })).toBeVisible();
    await expect(b.getByText(/contact your law firm/)).toBeVisible();
    await context.close();

    // The spouse on file now has the country of birth the beneficiary gave.
    const record = await api<{ dependants: { firstName: string; countryOfBirthId: number | null }[] }>(page, "beneficiary/details", { id: beneficiary.id });
    expect(record.dependants).toEqual([expect.objectContaining({ firstName: "Omar", countryOfBirthId: 101 })]);

    // Staff see the submitted answers of the case.
    await page.goto(firmUrl(FIRM, `/app/filled-case-details?petitionId=${created.id}`));
    await expect(page.getByRole("heading", { level: 2, name: new RegExp(lastName) })).toBeVisible();
  });

  test("an unknown link shows a clear page, not an error", async ({ page }) => {
    await page.goto(firmUrl(FIRM, "/app/fill-questionnaire?token=not-a-real-token"));
    await expect(page.getByRole("heading", { name: "This link is not valid" })).toBeVisible();
    await expect(page.getByText(/contact your law firm/)).toBeVisible();
  });
});
