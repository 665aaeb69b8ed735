// The employer's PERM questionnaire (issue 11: fill-perm-questionnaire, filled-perm-case-details): staff send
// it from green-card case 2026-000003 with "Send questionnaire"; the employer opens the e-mailed link without
// signing in, finds the company prefilled, is stopped by the checks (ownership details, wage range), submits,
// and reads the answers back; staff read them on the PERM answers page.
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, expectToast, firmUrl, lastMailTo, linkIn, signedInAs } from "./helpers";
import { FIRM } from "./firm";

test("staff send the employer's PERM questionnaire; the employer answers it by link; staff read the answers", async ({ browser }) => {
  const email = `perm-hr-${Date.now()}@example.com`;
  const page = await signedInAs(browser, "admin", {}, "/app/cases");
  await page.getByRole("link", { name: "Open case 2026-000003" }).click();
  await expect(page.getByRole("heading", { name: "Case 2026-000003" })).toBeVisible();
  const caseUrl = page.url();

  await page.getByRole("button", { name: "Send questionnaire" }).click();
  const send = page.getByRole("dialog", { name: "Send questionnaire" });
  // A green-card employment case offers the two PERM questionnaires.
  await expect(send.getByLabel("Questionnaire").locator("option", { hasText: "PERM questionnaire (worker)" })).toHaveCount(1);
  await send.getByLabel("Questionnaire").selectOption({ label: "PERM questionnaire (employer)" });
  await expect(send.getByLabel("Beneficiary")).toHaveCount(0);
  await send.getByLabel("Send to another e-mail").fill(email);
  await send.getByRole("button", { name: "Send", exact: true }).click();
  await expectToast(page, "Success");
  await expect(page.getByRole("region", { name: "Notifications (F8)" }).getByText(`Questionnaire sent to ${email}`)).toBeVisible();

  const link = linkIn(await lastMailTo(email), "/app/fill-perm-questionnaire");
  const context = await browser.newContext();
  await context.addCookies([{ name: "cookie_consent", value: "accepted", url: firmUrl(FIRM, "/") }]);
  const b = await context.newPage();
  await b.goto(link);
  await expect(b.getByRole("heading", { level: 1, name: "PERM questionnaire: employer" })).toBeVisible();
  await expect(b.getByText("2026-000003")).toBeVisible();

  // Employer: the company comes from the firm's record; the contact and the ownership answer are the employer's.
  await expect(b.getByLabel("Legal name")).not.toHaveValue("");
  await b.getByLabel("FEIN").fill("98-7654321");
  await b.getByLabel("NAICS code").fill("523920");
  await b.getByLabel("Year the business started").fill("1998");
  await b.getByLabel("Number of employees").fill("850");
  const address = b.getByRole("region", { name: "Company address" });
  await address.getByLabel("Address line 1").fill("200 Park Avenue");
  await address.getByLabel("Country").selectOption({ label: "United States" });
  await address.getByLabel("Zip code").fill("10166");
  await b.getByLabel("Contact name").fill("Dana Whitfield");
  await b.getByLabel("Contact job title").fill("HR Director");
  await b.getByLabel("Contact e-mail").fill("dana@globex.example");
  await b.getByLabel("Contact phone").fill("+1 212 555 0147");
  await b.getByLabel("The worker owns part of the company or is related to its owners or officers").check();
  await b.getByRole("button", { name: "Next", exact: true }).click();
  await expect(b.getByText("*Ownership Details is required")).toBeVisible();
  await b.getByLabel("The worker owns part of the company or is related to its owners or officers").uncheck();
  await b.getByRole("button", { name: "Next", exact: true }).click();

  // Position: the wage range must not run backwards.
  await expect(b.getByRole("heading", { level: 2, name: "Position" })).toBeVisible();
  await b.getByLabel("Job title").fill("Financial Analyst");
  await b.getByLabel("SOC code").selectOption({ index: 1 });
  await b.getByLabel("Job duties").fill("Analyse portfolios and build valuation models.");
  await b.getByLabel("Minimum education").selectOption({ label: "Master’s degree" });
  await b.getByLabel("Field of study required").fill("Finance");
  await b.getByLabel("Experience required (months)").fill("12");
  const worksite = b.getByRole("region", { name: "Worksite address" });
  await worksite.getByLabel("Address line 1").fill("200 Park Avenue");
  await worksite.getByLabel("Country").selectOption({ label: "United States" });
  await worksite.getByLabel("Zip code").fill("10166");
  await b.getByLabel("Hours per week").fill("40");
  await b.getByLabel("Offered wage from").fill("98,000");
  await b.getByLabel("Offered wage to").fill("90,000");
  await b.getByLabel("Paid per").selectOption({ index: 1 });
  await b.getByRole("button", { name: "Next", exact: true }).click();
  await expect(b.getByText("Offered Wage To not valid")).toBeVisible();
  await b.getByLabel("Offered wage to").fill("110,000");
  await b.getByRole("button", { name: "Next", exact: true }).click();

  // Recruitment, then submit after confirming.
  await expect(b.getByRole("heading", { level: 2, name: "Recruitment" })).toBeVisible();
  await b.getByLabel("US workers who applied").fill("2");
  await b.getByLabel("The lawful, job-related reason each US applicant was not hired").fill("Neither had the required CFA-level valuation experience.");
  await expectNoAxeViolations(b, "PERM questionnaire");
  await b.getByRole("button", { name: "Submit", exact: true }).click();
  await b.getByRole("dialog", { name: "Submit the questionnaire?" }).getByRole("button", { name: "Submit", exact: true }).click();
  await expect(b.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  await b.getByRole("link", { name: "View your answers" }).click();
  await expect(b).toHaveURL(/\/app\/filled-perm-case-details\?token=/);
  await expect(b.getByRole("heading", { level: 1, name: "Submitted PERM questionnaires" })).toBeVisible();
  await expect(b.getByText("Dana Whitfield")).toBeVisible();
  await context.close();

  // Staff read the PERM answers of the case.
  const petitionId = new URL(caseUrl).pathname.split("/").pop();
  await page.goto(firmUrl(FIRM, `/app/filled-perm-case-details?petitionId=${petitionId}`));
  await expect(page.getByRole("heading", { level: 1, name: "Submitted PERM questionnaires" })).toBeVisible();
  await expect(page.getByText("$98,000.00").first()).toBeVisible();
  await expect(page.getByText("Neither had the required CFA-level valuation experience.").first()).toBeVisible();
  await expectNoAxeViolations(page, "filled PERM questionnaires");
});
