// QuickBooks Online (issue 14 section 2) on a server without the app's credentials: the firm admin finds
// QuickBooks in the navigation; the settings page says exactly how to set it up (the env names, the redirect
// URI and webhook URL to register, developer.intuit.com, restart) and passes axe; the status page says not
// set up / not connected; the customers page says to connect first with a link back to the settings; the
// callback's landing shows its note (a known error code and a success) in the reader's language.
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, firmUrl, signedInAs } from "./helpers";
import { FIRM } from "./firm";

test("QuickBooks without app credentials: how to set it up, not connected, customers ask to connect first", async ({ browser }) => {
  const admin = await signedInAs(browser, "admin", {}, "/app/dashboard");
  const nav = admin.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link", { name: "QuickBooks customers" })).toBeVisible();
  await nav.getByRole("link", { name: "QuickBooks", exact: true }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "QuickBooks status" })).toBeVisible();
  await expect(admin.getByText("Not set up on this server")).toBeVisible();

  // The settings page explains the setup.
  await admin.getByRole("link", { name: "QuickBooks settings" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "QuickBooks settings" })).toBeVisible();
  await expect(admin.getByRole("heading", { name: "QuickBooks is not set up on this server yet" })).toBeVisible();
  for (const name of ["QUICKBOOKS_CLIENT_ID", "QUICKBOOKS_CLIENT_SECRET", "QUICKBOOKS_REDIRECT_URI", "QUICKBOOKS_ENVIRONMENT"]) {
    await expect(admin.getByText(name, { exact: true })).toBeVisible();
  }
  await expect(admin.getByText(/\/api\/quickbook\/auth$/)).toBeVisible();
  await expect(admin.getByText(/\/api\/quickbook\/webhook$/)).toBeVisible();
  await expect(admin.getByRole("link", { name: "developer.intuit.com" })).toHaveAttribute("href", "https://developer.intuit.com");
  await expect(admin.getByText(/Restart the server/)).toBeVisible();
  await expect(admin.getByRole("link", { name: "Connect to QuickBooks" })).toHaveCount(0);
  await expectNoAxeViolations(admin, "QuickBooks settings (not set up)");

  // The customers page: connect first, with the way to the settings.
  await admin.goto(firmUrl(FIRM, "/app/customers"));
  await expect(admin.getByRole("heading", { level: 1, name: "QuickBooks customers" })).toBeVisible();
  await expect(admin.getByText("Connect QuickBooks first")).toBeVisible();
  await expect(admin.getByRole("button", { name: "Create from a client" })).toHaveCount(0);
  await admin.getByRole("link", { name: "Go to the QuickBooks settings" }).click();
  await expect(admin).toHaveURL(/\/app\/quickbook-settings$/);

  // Where Intuit's callback lands: its note, then the state as it is.
  await admin.goto(firmUrl(FIRM, "/app/quickbooks/status?error=realm_taken"));
  await expect(admin.getByRole("alert").filter({ hasText: "This QuickBooks company is connected to another firm already." })).toBeVisible();
  await expect(admin.getByText("Not set up on this server")).toBeVisible();
  await admin.goto(firmUrl(FIRM, "/app/quickbooks/status?connected=1"));
  await expect(admin.getByRole("status").filter({ hasText: "QuickBooks is connected." })).toBeVisible();
});
