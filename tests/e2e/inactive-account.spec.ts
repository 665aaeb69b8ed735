// Issue 34 §3: a deactivated account's sign-in used to reset the form with no message (the answer's
// LOGIN_USER_INACTIVE was taken for an ended session and the page reloaded). Now the form stays, filled, and says
// the account is inactive and whom to ask — the demo firm's administrator, Dana Admin (admin@demo.test), from the
// firm's profile — in the reader's language; a wrong password still says only "Invalid email or password".
// The e-mail step reads the SMTP sink of scripts/e2e-server.mjs (full run only).
import { expect, test, type Page } from "./fixtures";
import { firmUrl, linkIn, lastMailTo, pageApi, signedInAs } from "./helpers";
import { FIRM, FIRM_NAME, DOMAIN, reEscape } from "./firm";

const PASSWORD = "Inactive#2468";

type Labels = { email: RegExp; password: RegExp; submit: string };
const ENGLISH: Labels = { email: /^Email/, password: /^Password/, submit: "Sign in" };

async function signInWithForm(page: Page, email: string, password: string, labels: Labels = ENGLISH) {
  const form = page.getByRole("form", { name: labels.submit });
  await form.getByLabel(labels.email).fill(email);
  await form.getByLabel(labels.password).fill(password);
  await form.getByRole("button", { name: labels.submit }).click();
  return form;
}

test("a deactivated user is told, after the right password, that the account is inactive and to ask the firm's administrator", async ({ browser }) => {
  const email = `e2e-inactive-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

  // The admin adds a paralegal, who activates the account; then the admin deactivates it.
  const admin = await signedInAs(browser, "admin", {}, "/app/users");
  const created = await pageApi<{ id: string }>(admin, "users/create", { firstName: "Ina", lastName: "Active", email, roleId: 8 });
  const user = await browser.newPage();
  await user.context().addCookies([{ name: "cookie_consent", value: "accepted", url: firmUrl(FIRM, "/") }]);
  await user.goto(linkIn(await lastMailTo(email, 20_000), "/app/public/activate-user-account"));
  await user.getByLabel(/^New password/).fill(PASSWORD);
  await user.getByLabel(/^Confirm new password/).fill(PASSWORD);
  await user.getByRole("button", { name: "Activate account" }).click();
  await expect(user.getByRole("heading", { name: "Your account is active" })).toBeVisible();
  await pageApi(admin, "users/manage-status", { id: created.id, statusId: 2 });
  await admin.context().close();

  // A wrong password: the generic answer, as for any address; nothing says the account exists or is inactive.
  await user.goto(firmUrl(FIRM, "/app/login"));
  let form = await signInWithForm(user, email, "Wrong-Pass1!");
  await expect(form.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  await expect(form).not.toContainText(/inactive/i);

  // The right password: the form stays as it was (no reload, the e-mail still typed) and says whom to ask.
  form = await signInWithForm(user, email, PASSWORD);
  await expect(form.getByRole("alert")).toHaveText(
    new RegExp(reEscape(`Your account at ${FIRM_NAME} is inactive. Please ask Dana Admin (admin@${DOMAIN}), the firm's administrator, to reactivate it`)),
  );
  await expect(user).toHaveURL(/\/app\/login$/);
  await expect(form.getByLabel(ENGLISH.email)).toHaveValue(email);
  // No session was made: the dashboard sends back to the sign-in page.
  await user.goto(firmUrl(FIRM, "/app/dashboard"));
  await expect(user).toHaveURL(/\/app\/login/);

  // In Spanish, the same answer in the reader's language.
  await user.context().addCookies([{ name: "NEXT_LOCALE", value: "es", url: firmUrl(FIRM, "/") }]);
  await user.goto(firmUrl(FIRM, "/app/login"));
  form = await signInWithForm(user, email, PASSWORD, { email: /^Correo electrónico/, password: /^Contraseña/, submit: "Iniciar sesión" });
  await expect(form.getByRole("alert")).toHaveText(
    new RegExp(reEscape(`Su cuenta en ${FIRM_NAME} está inactiva. Pida a Dana Admin (admin@${DOMAIN}), administrador de la firma, que la reactive`)),
  );
  await expect(form).not.toContainText("Your account");
  await user.context().close();
});
