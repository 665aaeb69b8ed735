// The cross-firm account switch end to end in Chromium, across two sub-domains, at first use (a fresh
// browser, no cookie on the other host yet): multi@demo.test signs in on demo.localhost, switches to
// the other firm from the account menu, lands signed in on other.localhost, survives a reload there,
// and switches back. No call of the hand-off may fail on its own host.
import { expect, test, type Page } from "./fixtures";
import { interactive, PORT, signIn } from "./helpers";
import { DOMAIN, FIRM_NAME, OTHER_NAME, FIRM, OTHER } from "./firm";

/** Opens "Switch account" from the account menu, once the page is interactive (the sign-in form's redirect loaded it). */
async function openSwitchDialog(page: Page) {
  const item = page.getByRole("menuitem", { name: "Switch account" });
  await interactive(page);
  await page.getByRole("button", { name: /Morgan Multi-Firm/ }).click();
  await item.click();
}

async function switchTo(page: Page, firm: string) {
  await openSwitchDialog(page);
  const dialog = page.getByRole("dialog", { name: "Switch account" });
  await dialog.getByRole("radio", { name: new RegExp(firm) }).check();
  await dialog.getByRole("button", { name: "Switch" }).click();
}

test("switching to another firm's sub-domain and back works at first use", async ({ page }) => {
  const failures: string[] = [];
  page.on("response", (r) => {
    if (r.url().includes("/api/") && r.status() >= 400) failures.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  });

  await signIn(page, `multi@${DOMAIN}`);
  await expect(page.getByText("Choose an account")).toBeVisible();
  await page.getByRole("group", { name: FIRM_NAME }).getByRole("radio").first().check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(new RegExp(`^http://${FIRM}\\.localhost:${PORT}/app/dashboard`));
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();

  await switchTo(page, OTHER_NAME);
  await expect(page).toHaveURL(new RegExp(`^http://${OTHER}\\.localhost:${PORT}/app/dashboard`));
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`^http://${OTHER}\\.localhost:${PORT}/app/dashboard`));
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  // The dialog now names the other firm as the current account.
  await openSwitchDialog(page);
  await expect(page.getByRole("dialog", { name: "Switch account" }).getByRole("radio", { name: new RegExp(`${OTHER_NAME}.*current`) })).toBeDisabled();
  await page.getByRole("button", { name: "Cancel" }).click();

  await switchTo(page, FIRM_NAME);
  await expect(page).toHaveURL(new RegExp(`^http://${FIRM}\\.localhost:${PORT}/app/dashboard`));
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  expect(failures).toEqual([]);
});
