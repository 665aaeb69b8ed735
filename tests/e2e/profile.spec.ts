// Journeys of /app/profile: a user of their own (added by the admin through the Users screen and activated
// from the e-mailed link) changes their password and signs in with the new one; the profile's other parts.
import { expect, test, type Page } from "./fixtures";
import { expectNoAxeViolations, expectToast, firmUrl, lastMailTo, linkIn, PORT, signInByApi } from "./helpers";
import { FIRM, DOMAIN } from "./firm";

const CONSENT = [{ name: "cookie_consent", value: "accepted", domain: `${FIRM}.localhost`, path: "/" }];

test.beforeEach(async ({ context }) => {
  await context.addCookies(CONSENT);
});

// The admin signs in once for the file (sign-ins are rate limited per address) and adds the users.
test.describe.configure({ mode: "serial" });
let admin: Page;
test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  await context.addCookies(CONSENT);
  admin = await context.newPage();
  await signInByApi(admin, `admin@${DOMAIN}`);
});
test.afterAll(async () => {
  await admin.context().close();
});

const FIRST_PASSWORD = "First#Pass1";
const NEW_PASSWORD = "Second#Pass2";

/**
 * The admin adds a staff user in the UI; the e-mailed activation link sets the user's first password
 * (in `userPage`, which has no session). Returns the e-mail.
 */
async function createActiveUser(userPage: Page, firstName: string): Promise<string> {
  const email = `e2e-profile-${Date.now()}@example.com`;
  const page = admin;
  await page.goto(firmUrl(FIRM, "/app/users"));
  await page.getByRole("button", { name: "Add user" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add user" });
  await dialog.getByLabel("First name").fill(firstName);
  await dialog.getByLabel("Last name").fill("Profile");
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByLabel("Role").selectOption({ label: "Attorney" });
  await dialog.getByRole("button", { name: "Add user" }).click();
  await expectToast(page, "Success");

  const link = linkIn(await lastMailTo(email), "/app/public/activate-user-account");
  const token = new URL(link).searchParams.get("token");
  expect(token).toBeTruthy();
  // The activation page belongs to the account screens; its API is enough here (called from the
  // browser: only Chromium resolves *.localhost).
  await userPage.goto(firmUrl(FIRM, "/app/login"));
  const status = await userPage.evaluate(async (body) => {
    const res = await fetch("/api/users/activate", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    return res.status;
  }, { token, password: FIRST_PASSWORD, confirmPassword: FIRST_PASSWORD });
  expect(status).toBe(200);
  return email;
}

async function signInTo(page: Page, email: string, password: string) {
  await signInByApi(page, email, undefined, { password });
}

test("a user changes their password and signs in with the new one", async ({ page }) => {
  const email = await createActiveUser(page, "Pat");
  await signInTo(page, email, FIRST_PASSWORD);
  await page.goto(firmUrl(FIRM, "/app/profile"));
  await expect(page.getByRole("heading", { level: 1, name: "My profile" })).toBeVisible();
  await expectNoAxeViolations(page, "profile");

  await page.getByLabel("Current password").fill(FIRST_PASSWORD);
  await page.getByLabel(/^New password/).fill("weak");
  await page.getByLabel("Confirm new password").fill("weak");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(
    page.getByText("The password must contain at least: 1 uppercase, 1 lowercase, 1 number, and one special character"),
  ).toBeVisible();

  await page.getByLabel("Current password").fill("Wrong#Pass9");
  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("The current password is incorrect")).toBeVisible();

  await page.getByLabel("Current password").fill(FIRST_PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expectToast(page, "Success");
  await expect(page.getByLabel("Current password")).toHaveValue("");

  await page.context().clearCookies();
  await page.goto(firmUrl(FIRM, "/app/login"));
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password/i).first().fill(FIRST_PASSWORD);
  await page.getByRole("button", { name: /sign in|log in/i }).click();
  await expect(page).toHaveURL(/\/app\/login/);

  await signInTo(page, email, NEW_PASSWORD);
  await page.goto(firmUrl(FIRM, "/app/profile"));
  await expect(page.getByLabel("First name")).toHaveValue("Pat");
});

test("a user edits their details, uploads a picture and asks for (then cancels) the deletion of the profile", async ({ page }) => {
  const email = await createActiveUser(page, "Robin");
  await signInTo(page, email, FIRST_PASSWORD);
  await page.goto(firmUrl(FIRM, "/app/profile"));

  await page.getByLabel("Phone").fill("+1 202 555 0199");
  await page.getByRole("button", { name: "Save details" }).click();
  await expectToast(page, "Success");

  // A file that is not PNG/JPEG is refused in the browser with a clear message.
  const input = page.getByLabel("Choose a file for profile picture");
  await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(page.getByText("“notes.txt” cannot be used: choose a PNG or JPEG image.")).toBeVisible();
  // Too large.
  await input.setInputFiles({ name: "big.png", mimeType: "image/png", buffer: Buffer.alloc(600 * 1024, 1) });
  await expect(page.getByText("“big.png” is 600 KB: the image must be at most 512 KB.")).toBeVisible();
  // A real 1×1 PNG: preview, upload, then the stored picture.
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  );
  await input.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await expect(page.getByRole("img", { name: "Preview of the new profile picture" })).toBeVisible();
  await page.getByRole("button", { name: "Upload" }).click();
  await expectToast(page, "Success");
  await expect(page.getByRole("img", { name: "profile picture", exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Request deletion" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your profile?" });
  await dialog.getByLabel("Password").fill("Wrong#Pass9");
  await dialog.getByRole("button", { name: "Request deletion" }).click();
  await expect(dialog.getByText("The password is incorrect")).toBeVisible();
  await dialog.getByLabel("Password").fill(FIRST_PASSWORD);
  await dialog.getByRole("button", { name: "Request deletion" }).click();
  await expectToast(page, "Success");
  await expect(page.getByText("Your profile is scheduled for deletion")).toBeVisible();

  await page.reload();
  await expect(page.getByText("Your profile is scheduled for deletion")).toBeVisible();
  await page.getByRole("button", { name: "Cancel deletion request" }).click();
  await expect(page.getByText("Your profile is scheduled for deletion")).toBeHidden();
});

test("the demo admin's profile loads without changing anything", async () => {
  const page = admin;
  await page.goto(`http://${FIRM}.localhost:${PORT}/app/profile`);
  await expect(page.getByLabel("First name")).toHaveValue("Demo");
  await expect(page.getByText(`admin@${DOMAIN}`).first()).toBeVisible();
});
