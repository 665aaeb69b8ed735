// Individual sponsors (/app/individuals): add one in a dialog, find it by search, reopen it from a
// ?focus=<id> link and edit it.
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, expectToast, firmUrl, signInByApi } from "./helpers";
import { FIRM, DOMAIN } from "./firm";

test.describe("individual sponsors", () => {
  test("admin adds an individual sponsor, finds and edits it", async ({ page }) => {
    const stamp = Date.now();
    const last = `Sponsor${stamp}`;
    await page.context().addCookies([{ name: "cookie_consent", value: "accepted", url: firmUrl(FIRM, "/") }]);
    await signInByApi(page, `admin@${DOMAIN}`, "/app/individuals");
    await expect(page.getByRole("heading", { level: 1, name: "Individuals" })).toBeVisible();
    await expectNoAxeViolations(page, "individuals list");
    const table = page.getByRole("table", { name: "Individuals" });
    await expect(table.getByRole("row").filter({ hasText: "Maria Lopez" })).toHaveCount(1);

    await page.getByRole("button", { name: "Add individual" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add individual sponsor" });
    await dialog.getByRole("button", { name: "Add individual" }).click();
    await expect(dialog.getByText("*First Name is required")).toBeVisible();
    await expect(dialog.getByText("*Last Name is required")).toBeVisible();
    await dialog.getByLabel("First name").fill("Rita");
    await dialog.getByLabel("Last name").fill(last);
    await dialog.getByLabel("E-mail").fill(`rita.${stamp}@sponsor-e2e.example`);
    await dialog.getByLabel("Phone", { exact: true }).fill("12");
    await dialog.getByRole("button", { name: "Add individual" }).click();
    await expect(dialog.getByText("12 is not a valid phone number")).toBeVisible();
    await dialog.getByLabel("Phone", { exact: true }).fill("3055550142");
    await dialog.getByRole("button", { name: "Add individual" }).click();
    await expectToast(page, "Success");
    await expect(dialog).toBeHidden();

    await page.getByRole("searchbox", { name: "Search by name or e-mail" }).fill(last);
    const row = table.getByRole("row").filter({ hasText: `Rita ${last}` });
    await expect(row).toHaveCount(1);
    await expect(table.getByRole("row")).toHaveCount(2);

    // Open it for editing: the dialog's record is in ?focus=, so the link reopens it.
    await row.getByRole("button", { name: `Edit Rita ${last}` }).click();
    await expect(page).toHaveURL(/[?&]focus=[0-9a-f-]{36}/);
    const focusUrl = page.url();
    const edit = page.getByRole("dialog", { name: "Edit individual sponsor" });
    await expect(edit.getByLabel("Last name")).toHaveValue(last);
    await edit.getByRole("button", { name: "Close" }).click();
    await expect(edit).toBeHidden();
    await page.goto(focusUrl);
    await expect(edit.getByLabel("Last name")).toHaveValue(last);
    await edit.getByLabel("Last name").fill(`${last}-Ortiz`);
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expectToast(page, "Success");
    await expect(edit).toBeHidden();
    await expect(table.getByRole("row").filter({ hasText: `Rita ${last}-Ortiz` })).toHaveCount(1);
  });
});
