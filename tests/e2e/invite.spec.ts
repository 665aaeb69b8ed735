// Invite → activate: the firm invites a client contact from the Clients screen, the contact opens
// the e-mailed link, chooses a password, signs in, and is sent to complete the company profile.
import { expect, test } from "./fixtures";
import { expectToast, firmUrl, lastMailTo, linkIn, signIn, signInByApi } from "./helpers";
import { FIRM, DOMAIN } from "./firm";

const PASSWORD = "Client@2468";

test("admin invites a client; the contact activates the account and is asked to complete the profile", async ({ browser }) => {
  const stamp = Date.now();
  const email = `ivy.${stamp}@invite-e2e.example`;

  const admin = await browser.newPage();
  await admin.context().addCookies([{ name: "cookie_consent", value: "accepted", url: firmUrl(FIRM, "/") }]);
  await signInByApi(admin, `admin@${DOMAIN}`, "/app/employers");
  await admin.getByRole("button", { name: "Invite client" }).click();
  const dialog = admin.getByRole("dialog", { name: "Invite a client" });
  await dialog.getByLabel("Company name").fill(`Invited Co ${stamp}`);
  await dialog.getByLabel("First name").fill("Ivy");
  await dialog.getByLabel("Last name").fill("Invitee");
  await dialog.getByLabel("Contact e-mail").fill(email);
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expectToast(admin, "Success");
  await admin.context().close();

  const link = linkIn(await lastMailTo(email), "/app/public/account-activation-invite");
  const contact = await browser.newPage();
  await contact.goto(link);
  await expect(contact.getByRole("heading", { name: "Accept your invitation" })).toBeVisible();
  await contact.getByLabel(/^New password/).fill(PASSWORD);
  await contact.getByLabel(/^Confirm new password/).fill(PASSWORD);
  await contact.getByRole("button", { name: "Accept and activate" }).click();
  await expect(contact.getByRole("heading", { name: "Welcome aboard" })).toBeVisible();

  // The link works once.
  await contact.goto(link);
  await expect(contact.getByText(/invalid or has expired/i).first()).toBeVisible();

  await signIn(contact, email, PASSWORD);
  await expect(contact).toHaveURL(/\/app\/basic-settings/);
  await expect(contact.getByText("Complete your company profile to continue")).toBeVisible();
  await contact.context().close();
});
