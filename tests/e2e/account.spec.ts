// Account journeys without a session: registration (client company and beneficiary), e-mail
// verification, forgot / reset password, invalid links, the firm-address page and the legal pages.
// The e-mail steps read the SMTP sink of scripts/e2e-server.mjs (full run only).
import { expect, test, type Page } from "./fixtures";
import { expectNoAxeViolations, expectToast, firmUrl, lastMailTo, linkIn, PORT, signedInAs, signIn } from "./helpers";
import { FIRM, DOMAIN } from "./firm";

const PASSWORD = "Journey#2468";
const NEW_PASSWORD = "Renewed$1357";

/** A fresh address per run (example.com is not a temporary-mail domain). */
const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The newest e-mail to `to` that holds a link to `pathPart` (earlier e-mails to the same address are skipped). */
async function linkFromMail(to: string, pathPart: string, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown = null;
  // The e-mail leaves through the mail.deliver job (lib/server/jobs/runner.ts: its workers look every 2 s) for the
  // SMTP sink: no page says it has come, so read the sink again every 300 ms, up to timeoutMs.
  while (Date.now() < deadline) {
    try {
      return linkIn(await lastMailTo(to, Math.max(500, deadline - Date.now())), pathPart);
    } catch (e) {
      last = e;
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  throw last instanceof Error ? last : new Error(`No e-mail to ${to} with a link to ${pathPart}`);
}

async function fillPasswords(page: Page, password: string, labels = { password: /^Password/, confirm: /^Confirm password/ }) {
  await page.getByLabel(labels.password).fill(password);
  await page.getByLabel(labels.confirm).fill(password);
}

/** Signs in as a demo user and makes one API call with that session (then signs the browser out). */
async function callAs(page: Page, email: string, apiPath: string, data: Record<string, unknown>) {
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/app\/login/, { timeout: 15_000 });
  // From the page: a same-origin fetch carries the session cookie and the Origin header (*.localhost
  // resolves in Chromium, not in Node's resolver).
  const res = await page.evaluate(
    async ({ url, body }) => {
      const r = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      return { status: r.status, text: await r.text() };
    },
    { url: apiPath, body: data },
  );
  expect(res.status, res.text).toBe(200);
  await page.context().clearCookies();
}

async function registerBeneficiary(page: Page, email: string) {
  await page.goto(firmUrl(FIRM, "/app/register"));
  await page.getByLabel("I am a beneficiary").check();
  await page.getByLabel(/^First name/).fill("Ana");
  await page.getByLabel(/^Last name/).fill("Journey");
  await page.getByLabel(/^E-mail address/).fill(email);
  await fillPasswords(page, PASSWORD);
  await page.getByLabel(/I have read and agree/).check();
  await page.getByRole("button", { name: "Register", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
}

test.describe("account pages", () => {
  test("forgot password: e-mail link, reset, sign in with the new password", async ({ page }) => {
    const email = uniqueEmail("reset");
    await registerBeneficiary(page, email);

    // Confirm the address so the beneficiary account is active.
    await page.goto(await linkFromMail(email, "/app/verify-email"));
    await expect(page.getByRole("heading", { name: "Your e-mail address is verified" })).toBeVisible();
    await expect(page.getByText("You can sign in now")).toBeVisible();

    await page.goto(firmUrl(FIRM, "/app/forgot-password"));
    await page.getByLabel(/^E-mail address/).fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
    await expectToast(page, "Success");

    const resetLink = await linkFromMail(email, "/app/public/reset-password");
    await page.goto(resetLink);
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await fillPasswords(page, NEW_PASSWORD, { password: /^New password/, confirm: /^Confirm new password/ });
    await page.getByRole("button", { name: "Update password" }).click();
    await expect(page.getByRole("heading", { name: "Your password was changed" })).toBeVisible();
    await expectToast(page, "Success");
    await page.getByRole("link", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/app\/login/);

    // The old password no longer works, the new one does, and the link cannot be used twice.
    await signIn(page, email, PASSWORD);
    await expect(page.getByRole("alert").first()).toBeVisible();
    await expect(page).toHaveURL(/\/app\/login/);
    await signIn(page, email, NEW_PASSWORD);
    await expect(page).not.toHaveURL(/\/app\/login/, { timeout: 15_000 });

    await page.context().clearCookies();
    await page.goto(resetLink);
    await expect(page.getByRole("heading", { name: "This link is invalid or has expired" })).toBeVisible();
  });

  test("client company registration: verify e-mail, sign-in waits for the firm's approval", async ({ page }) => {
    const email = uniqueEmail("client");
    await page.goto(firmUrl(FIRM, "/app/register"));
    await page.getByLabel("I represent a company (client of this firm)").check();
    await page.getByLabel(/^Company name/).fill(`Journey Robotics ${Date.now()}`);
    await page.getByLabel(/^Company phone/).fill("+1 212 555 0142");
    await page.getByLabel(/^First name/).fill("Carla");
    await page.getByLabel(/^Last name/).fill("Journey");
    await page.getByLabel(/^E-mail address/).fill(email);
    await fillPasswords(page, PASSWORD);
    await page.getByLabel(/I have read and agree/).check();
    await page.getByRole("button", { name: "Register company" }).click();
    await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
    await expect(page.getByText(/reviews your company registration/)).toBeVisible();
    await expectToast(page, "Success");

    await page.goto(await linkFromMail(email, "/app/verify-email"));
    await expect(page.getByRole("heading", { name: "Your e-mail address is verified" })).toBeVisible();
    await expect(page.getByText(/awaiting approval by/)).toBeVisible();

    await signIn(page, email, PASSWORD);
    await expect(page.getByRole("alert").filter({ hasText: /awaiting approval/i })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/login/);
  });

  test("staff activation link: choose a password, then sign in", async ({ page }) => {
    const email = uniqueEmail("staff");
    await callAs(page, `manager@${DOMAIN}`, "/api/users/create", { firstName: "Sam", lastName: "Journey", email, roleId: 8 });

    const link = await linkFromMail(email, "/app/public/activate-user-account");
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Activate your account" })).toBeVisible();
    await page.getByLabel(/^New password/).fill(PASSWORD);
    await page.getByLabel(/^Confirm new password/).fill("Mismatch#99");
    await page.getByRole("button", { name: "Activate account" }).click();
    await expect(page.getByText("The password confirmation does not match")).toBeVisible();
    await page.getByLabel(/^Confirm new password/).fill(PASSWORD);
    await page.getByRole("button", { name: "Activate account" }).click();
    await expect(page.getByRole("heading", { name: "Your account is active" })).toBeVisible();
    await expect(page.getByText(`Sign in with ${email}.`)).toBeVisible();

    await signIn(page, email, PASSWORD);
    await expect(page).not.toHaveURL(/\/app\/login/, { timeout: 15_000 });
  });

  test("invited firm: the admin activates the firm from the e-mailed key", async ({ page }) => {
    const slug = `e2e-firm-${Date.now().toString(36)}`;
    const adminEmail = uniqueEmail("firm");
    await callAs(page, `platform@${DOMAIN}`, "/api/tenant/invite", { name: "Journey Immigration LLP", slug, adminName: "Fay Journey", adminEmail });

    const link = await linkFromMail(adminEmail, "/app/public/account-activation");
    expect(link).toContain(`${slug}.localhost`);
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Activate your firm" })).toBeVisible();
    await expect(page.getByText(/activate Journey Immigration LLP/)).toBeVisible();
    await fillPasswords(page, PASSWORD, { password: /^New password/, confirm: /^Confirm new password/ });
    await page.getByRole("button", { name: "Activate firm" }).click();
    await expect(page.getByRole("heading", { name: "Your firm is active" })).toBeVisible();
    await expectToast(page, "Success");

    await signIn(page, adminEmail, PASSWORD, slug);
    await expect(page).not.toHaveURL(/\/app\/login/, { timeout: 15_000 });
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "This firm is already active" })).toBeVisible();
  });

  test("invalid links show the request-a-new-link page", async ({ page }) => {
    await page.goto(firmUrl(FIRM, "/app/public/reset-password?token=not-a-real-token-123"));
    await expect(page.getByRole("heading", { name: "This link is invalid or has expired" })).toBeVisible();
    await expect(page.getByText(/valid for 60 minutes/)).toBeVisible();
    await page.getByRole("link", { name: "Request a new reset link" }).click();
    await expect(page).toHaveURL(/\/app\/forgot-password$/);
    await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();

    await page.goto(firmUrl(FIRM, "/app/public/reset-password"));
    await expect(page.getByRole("heading", { name: "This link is invalid or has expired" })).toBeVisible();

    await page.goto(firmUrl(FIRM, "/app/public/activate-user-account?token=expired-or-used-token"));
    await expect(page.getByRole("heading", { name: "This link is invalid or has expired" })).toBeVisible();
    await page.getByRole("link", { name: "Request a new link" }).click();
    await expect(page).toHaveURL(/\/app\/resend-link\?type=activation$/);
    await expect(page.getByLabel("Account activation link")).toBeChecked();

    await page.goto(firmUrl(FIRM, "/app/verify-email?token=garbage-token-value"));
    await expect(page.getByRole("heading", { name: "This link is invalid or has expired" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/app/resend-link?type=verification");
    await expect(page.getByText(/BAD_REQUEST|Something went wrong/)).toHaveCount(0);
  });

  test("forgot password answers the same for an unknown address", async ({ page }) => {
    await page.goto(firmUrl(FIRM, "/app/forgot-password"));
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("*Email is required")).toBeVisible();
    await expect(page.getByLabel(/^E-mail address/)).toBeFocused();
    await page.getByLabel(/^E-mail address/).fill(uniqueEmail("nobody"));
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
    await expect(page.getByText("If an account with this e-mail address exists, we have sent it a link to reset the password.")).toBeVisible();
  });

  test("registration form checks the e-mail, the password rule, the confirmation and the terms", async ({ page }) => {
    await page.goto(firmUrl(FIRM, "/app/register?type=beneficiary"));
    await expect(page.getByLabel("I am a beneficiary")).toBeChecked();
    await page.getByLabel(/^E-mail address/).fill("someone@mailinator.com");
    await page.getByLabel(/^Password/).fill("weak");
    await page.getByLabel(/^Confirm password/).fill("other");
    await page.getByRole("button", { name: "Register", exact: true }).click();
    await expect(page.getByText("*First Name is required")).toBeVisible();
    await expect(page.getByText("Temporary e-mail addresses are not accepted. Please use a permanent address.")).toBeVisible();
    await expect(page.getByText("The password must contain at least: 1 uppercase, 1 lowercase, 1 number, and one special character")).toBeVisible();
    await expect(page.getByText("The password confirmation does not match")).toBeVisible();
    await expect(page.getByText("Please accept the Terms of Use and the Privacy Policy to continue")).toBeVisible();

    const password = page.getByLabel(/^Password/);
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show Password", exact: true }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide Password", exact: true }).click();
    await expect(password).toHaveAttribute("type", "password");

    await page.getByLabel("I represent a company (client of this firm)").check();
    await expect(page.getByLabel(/^Company name/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Terms of Use" })).toHaveAttribute("href", "/app/terms");
  });

  test("the bare host asks for the firm's address and goes to its sign-in page", async ({ page }) => {
    await page.goto(`http://localhost:${PORT}/app/default-user`);
    await expect(page.getByRole("heading", { name: "Find your firm" })).toBeVisible();
    await page.getByLabel(/^Your firm’s address/).fill("Not A Slug!");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText(/Use only lowercase letters, digits and hyphens/)).toBeVisible();
    await page.getByLabel(/^Your firm’s address/).fill(FIRM);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(firmUrl(FIRM, "/app/login"));

    // Pages that need a firm send the bare host here and continue there.
    await page.goto(`http://localhost:${PORT}/app/forgot-password`);
    await expect(page).toHaveURL(/\/app\/default-user\?next=%2Fapp%2Fforgot-password$/);
    await page.getByLabel(/^Your firm’s address/).fill(FIRM);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(firmUrl(FIRM, "/app/forgot-password"));
  });

  test("the sign-in, register and forgot-password pages pass axe (the Register link is not told by colour alone)", async ({ page }) => {
    await page.goto(firmUrl(FIRM, "/app/login"));
    await expect(page.getByRole("link", { name: "Register" })).toHaveCSS("text-decoration-line", "underline");
    await expectNoAxeViolations(page, "login");
    await page.goto(firmUrl(FIRM, "/app/register"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, "register");
    await page.goto(firmUrl(FIRM, "/app/forgot-password"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, "forgot password");
  });

  test("terms, privacy and cookie policy pages", async ({ page }) => {
    await page.goto(firmUrl(FIRM, "/app/terms"));
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Use" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /No legal advice from us/ })).toBeVisible();
    await page.getByRole("navigation", { name: "Legal documents" }).getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(page.getByText(/We do not sell or rent personal information/)).toBeVisible();
    await page.goto(firmUrl(FIRM, "/app/policy-terms"));
    await expect(page.getByRole("heading", { level: 1, name: "Cookie Policy" })).toBeVisible();
    for (const name of ["icm_session", "cookie_consent", "NEXT_LOCALE", "icm.theme"]) {
      await expect(page.getByRole("rowheader", { name })).toBeVisible();
    }
  });
});

test("signing out from the account menu ends the session: the sign-in page, and the app no longer opens", async ({ browser }) => {
  const page = await signedInAs(browser, "paralegal", {}, "/app/cases");
  await page.getByRole("button", { name: /Demo Paralegal/ }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/app\/login$/);
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  // The session was revoked: the case list sends back to the sign-in page.
  await page.goto(firmUrl(FIRM, "/app/cases"));
  await expect(page).toHaveURL(/\/app\/login\?/);
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
});
