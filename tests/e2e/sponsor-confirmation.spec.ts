// The sponsor's confirmation (issue 15: /public/confirm-sponsorship-questionnaire and the `{token}` route):
// an individual sponsor's case whose sponsor questionnaire is in; staff send "Sponsorship confirmation" from
// the case; the sponsor types the e-mail's short address /app/<token>, lands on the confirmation page, checks
// their answers, accepts the sponsor's obligations and signs with their name (a wrong name is refused); the
// case history tells staff the sponsorship is confirmed.
import { expect, test } from "./fixtures";
import { browserApi, expectNoAxeViolations, expectToast, firmUrl, lastMailTo, linkIn, signedInAs } from "./helpers";
import { FIRM } from "./firm";

test("staff ask the sponsor to confirm; the sponsor opens the short link, checks the answers, signs; staff see it in the history", async ({ browser }) => {
  const stamp = Date.now();
  const email = `sponsor-${stamp}@example.com`;
  // The address the sponsor gives in the questionnaire: the confirmation goes there.
  const given = `maria-${stamp}@example.com`;
  const page = await signedInAs(browser, "admin", {}, "/app/dashboard");

  // Set-up through the API: an individual sponsor, Maria Lopez, with a case whose sponsor questionnaire is submitted.
  const maria = await browserApi<{ id: string }>(page, "individual/create", { firstName: "Maria", lastName: "Lopez", email });
  expect(maria.status, maria.message).toBe(200);
  const spouse = await browserApi<{ id: string }>(page, "beneficiary/create", { companyId: maria.data.id, firstName: "Jorge", lastName: `Lopez${stamp}` });
  const created = await browserApi<{ id: string; caseNumber: string }>(page, "petition/create", { petitionerId: maria.data.id, beneficiaryIds: [spouse.data.id], title: `Spouse petition ${stamp}` });
  expect(created.status).toBe(200);
  await browserApi(page, "petition/send-questionnaire", { petitionId: created.data.id, kind: "sponsor", email });
  const answers = {
    identity: { firstName: "Maria", middleName: "", lastName: "Lopez", dateOfBirth: "06/01/1970", citizenshipCountryId: 231, email: given, phone: "" },
    relationship: { relationship: "spouse", details: "" },
    address: { address: { line1: "1600 K Street NW", aptType: "STE", aptNumber: "500", countryId: 231, zipcode: "20006" } },
    income: { occupation: "Architect", employer: "Studio L", annualIncome: "95000", householdSize: "3" },
  };
  const sponsorToken = new URL(linkIn(await lastMailTo(email), "/app/fill-sponsor-questionnaire")).searchParams.get("token")!;
  // The sponsor's answers go in as the questionnaire page sends them (the link's token as bearer).
  const submitted = await page.evaluate(
    async ([token, body]) => {
      const r = await fetch("/api/questionnaire/submit", { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
      return { status: r.status, text: await r.text() };
    },
    [sponsorToken, answers] as const,
  );
  expect(submitted.status, submitted.text).toBe(200);

  // Staff send the confirmation from the case.
  await page.goto(firmUrl(FIRM, `/app/petition-details/${created.data.id}`));
  // The dialog's code loads on first use.
  const send = page.getByRole("dialog", { name: "Send questionnaire" });
  await page.getByRole("button", { name: "Send questionnaire" }).click();
  await expect(send).toBeVisible();
  await send.getByLabel("Questionnaire").selectOption({ label: "Sponsorship confirmation (after the sponsor questionnaire)" });
  await send.getByRole("button", { name: "Send", exact: true }).click();
  await expectToast(page, "Success");
  await expect(page.getByText(`Questionnaire sent to ${given}`, { exact: false }).first()).toBeVisible();

  // The sponsor types the short address from the e-mail on another device.
  const mail = await lastMailTo(given);
  const short = /https?:\/\/\S+\/app\/([A-Za-z0-9_-]{43})(?=\s|$)/.exec(mail);
  expect(short, mail).toBeTruthy();
  const context = await browser.newContext();
  await context.addCookies([{ name: "cookie_consent", value: "accepted", url: firmUrl(FIRM, "/") }]);
  const s = await context.newPage();
  await s.goto(firmUrl(FIRM, `/app/${short![1]}`));
  await expect(s).toHaveURL(/\/app\/public\/confirm-sponsorship-questionnaire\?token=/);
  await expect(s.getByRole("heading", { level: 1, name: "Confirm your sponsorship" })).toBeVisible();
  await expect(s.getByText(created.data.caseNumber)).toBeVisible();

  // Step 1: the answers to check (as submitted), and the verdict.
  await expect(s.getByRole("heading", { level: 2, name: "Your answers" })).toBeVisible();
  await expect(s.getByText("Architect", { exact: true })).toBeVisible();
  await expect(s.getByText("Studio L", { exact: true })).toBeVisible();
  await s.getByLabel("Are these answers correct and complete?").selectOption({ label: "Yes, they are correct" });
  await expectNoAxeViolations(s, "sponsorship confirmation: answers");
  await s.getByRole("button", { name: "Next", exact: true }).click();

  // Step 2: the obligations, accepted and signed; a name that is not the sponsor's is refused.
  await expect(s.getByRole("heading", { level: 2, name: "Sponsor's obligations" })).toBeVisible();
  await expect(s.getByText("125 % of the federal poverty guidelines", { exact: false })).toBeVisible();
  await s.getByLabel("I have read the sponsor's obligations above and I agree to sponsor the person named in this case").check();
  await s.getByLabel("Type your full name to sign").fill("Somebody Else");
  await s.getByRole("button", { name: "Submit", exact: true }).click();
  await s.getByRole("dialog").getByRole("button", { name: "Submit", exact: true }).click();
  await expect(s.getByText("Please type your full name as in your sponsor questionnaire")).toBeVisible();
  await s.getByLabel("Type your full name to sign").fill("Maria Lopez");
  await expectNoAxeViolations(s, "sponsorship confirmation: obligations");
  await s.getByRole("button", { name: "Submit", exact: true }).click();
  await s.getByRole("dialog").getByRole("button", { name: "Submit", exact: true }).click();
  await expect(s.getByRole("heading", { name: "Thank you" })).toBeVisible();
  await context.close();

  // Staff see the confirmation in the case history.
  await page.goto(firmUrl(FIRM, `/app/petition-details/${created.data.id}`));
  await page.getByRole("tab", { name: "History" }).click();
  await expect(page.getByText("Sponsorship confirmed by Maria Lopez", { exact: false })).toBeVisible();
});
