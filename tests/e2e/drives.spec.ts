// Cloud drives (issue 15 section 5) on a server without the providers' app credentials: the firm admin finds
// "Cloud drives" in the navigation; the Google Drive, Dropbox and OneDrive pages each say exactly how to set
// it up (the console, the redirect URI to register, the scopes, the env names, restart) and pass axe; the
// OAuth return page with a state nobody started says the link is not valid, with the way back; in Spanish too.
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, firmUrl, signedInAs } from "./helpers";
import { FIRM } from "./firm";

test("cloud drives without app credentials: each page says how to set it up; the return page refuses an unknown state", async ({ browser }) => {
  const admin = await signedInAs(browser, "admin", {}, "/app/dashboard");
  await admin.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Cloud drives" }).click();
  await expect(admin).toHaveURL(/\/app\/google-drive$/);
  await expect(admin.getByRole("heading", { level: 1, name: "Google Drive" })).toBeVisible();
  await expect(admin.getByRole("heading", { name: "Google Drive is not set up on this server yet" })).toBeVisible();
  for (const name of ["GOOGLE_DRIVE_CLIENT_ID", "GOOGLE_DRIVE_CLIENT_SECRET", "https://www.googleapis.com/auth/drive.readonly"]) {
    await expect(admin.getByText(name, { exact: true })).toBeVisible();
  }
  await expect(admin.getByText(/\/app\/google-drive-check$/)).toBeVisible();
  await expect(admin.getByRole("link", { name: "console.cloud.google.com" })).toHaveAttribute("href", "https://console.cloud.google.com/apis/credentials");
  await expect(admin.getByText(/Restart the server/)).toBeVisible();
  await expect(admin.getByRole("button", { name: "Connect Google Drive" })).toHaveCount(0);
  await expectNoAxeViolations(admin, "Google Drive (not set up)");

  // The other drives, reached from the page's own links (keyboard: a link is focused and followed with Enter).
  const others = admin.getByRole("navigation", { name: "Other cloud drives" });
  await others.getByRole("link", { name: "Dropbox" }).focus();
  await admin.keyboard.press("Enter");
  await expect(admin.getByRole("heading", { level: 1, name: "Dropbox" })).toBeVisible();
  await expect(admin.getByRole("heading", { name: "Dropbox is not set up on this server yet" })).toBeVisible();
  for (const name of ["DROPBOX_APP_KEY", "DROPBOX_APP_SECRET", "files.content.read"]) await expect(admin.getByText(name, { exact: true })).toBeVisible();
  await expectNoAxeViolations(admin, "Dropbox (not set up)");

  await admin.getByRole("navigation", { name: "Other cloud drives" }).getByRole("link", { name: "OneDrive" }).click();
  await expect(admin).toHaveURL(/\/app\/ms$/);
  await expect(admin.getByRole("heading", { name: "OneDrive is not set up on this server yet" })).toBeVisible();
  for (const name of ["MS_GRAPH_CLIENT_ID", "MS_GRAPH_CLIENT_SECRET", "MS_GRAPH_TENANT", "Files.Read.All", "offline_access"]) await expect(admin.getByText(name, { exact: true })).toBeVisible();
  await expect(admin.getByRole("link", { name: "entra.microsoft.com" })).toBeVisible();
  await expectNoAxeViolations(admin, "OneDrive (not set up)");

  // The return page with a state nobody started: not valid, and the way back to each drive.
  await admin.goto(firmUrl(FIRM, "/app/google-drive-check?state=made-up&code=whatever"));
  await expect(admin.getByRole("heading", { level: 1, name: "Connecting a cloud drive" })).toBeVisible();
  await expect(admin.getByRole("alert").filter({ hasText: "This connection link is not valid (any more)" })).toBeVisible();
  await expect(admin.getByRole("link", { name: "Back to Google Drive" })).toHaveAttribute("href", "/app/google-drive");
  await expectNoAxeViolations(admin, "Cloud drive return (invalid)");

  // In Spanish.
  await admin.context().addCookies([{ name: "NEXT_LOCALE", value: "es", url: firmUrl(FIRM, "/") }]);
  await admin.goto(firmUrl(FIRM, "/app/dropbox-config"));
  await expect(admin.getByRole("heading", { name: "Dropbox aún no está configurado en este servidor" })).toBeVisible();
  await expect(admin.getByText("DROPBOX_APP_KEY", { exact: true })).toBeVisible();
});
