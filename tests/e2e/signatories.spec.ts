// Authorized signatories (/app/auth-signatories): filter by client (kept in the URL), add one in a
// dialog, edit it, and delete it after a confirmation.
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, expectToast, firmUrl, rowAction, signInByApi } from "./helpers";
import { FIRM, DOMAIN } from "./firm";

test.describe("authorized signatories", () => {
  test("admin adds, edits and deletes a signatory with confirmation", async ({ page }) => {
    const stamp = Date.now();
    const last = `Signer${stamp}`;
    await page.context().addCookies([{ name: "cookie_consent", value: "accepted", url: firmUrl(FIRM, "/") }]);
    await signInByApi(page, `admin@${DOMAIN}`, "/app/auth-signatories");
    await expect(page.getByRole("heading", { level: 1, name: "Authorized Signatories" })).toBeVisible();

    // Filter by client: the filter goes into the URL.
    const clientFilter = page.getByRole("search").getByLabel("Client");
    await expect(clientFilter.getByRole("option", { name: "Globex Analytics LLC" })).toBeAttached();
    await clientFilter.selectOption({ label: "Globex Analytics LLC" });
    await expect(page).toHaveURL(/[?&]filter=/);
    const table = page.getByRole("table", { name: "Authorized Signatories" });
    await expect(table.getByRole("row").filter({ hasText: "Hana Sato" })).toHaveCount(1);
    await expect(table.getByRole("row").filter({ hasText: "Jordan Reyes" })).toHaveCount(0);

    // Add: the client of the filter is preselected; required fields and the e-mail rule first.
    await page.getByRole("button", { name: "Add signatory" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add authorized signatory" });
    await expect(dialog.getByLabel("Client")).toHaveValue(/[0-9a-f-]{36}/);
    await dialog.getByRole("button", { name: "Add signatory" }).click();
    await expect(dialog.getByText("*First Name is required")).toBeVisible();
    await expect(dialog.getByText("*Title is required")).toBeVisible();
    await dialog.getByLabel("First name").fill("Sam");
    await dialog.getByLabel("Last name").fill(last);
    await dialog.getByRole("textbox", { name: "Title", exact: true }).fill("Chief Financial Officer");
    await dialog.getByLabel("E-mail").fill("sam@");
    await dialog.getByRole("button", { name: "Add signatory" }).click();
    await expect(dialog.getByText("Please enter a valid email.")).toBeVisible();
    await dialog.getByLabel("E-mail").fill(`sam.${stamp}@globex.example`);
    await dialog.getByRole("button", { name: "Add signatory" }).click();
    await expectToast(page, "Success");
    await expect(dialog).toBeHidden();
    const row = table.getByRole("row").filter({ hasText: last });
    await expect(row).toContainText("Globex Analytics LLC");
    await expect(row).toContainText("Chief Financial Officer");

    await expectNoAxeViolations(page, "signatories list");
    // Edit the title.
    await rowAction(page, row, `Actions for Sam ${last}`, "Edit");
    const edit = page.getByRole("dialog", { name: "Edit authorized signatory" });
    await edit.getByRole("textbox", { name: "Title", exact: true }).fill("Treasurer");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expectToast(page, "Success");
    await expect(row).toContainText("Treasurer");

    // Delete: cancel first keeps it, confirm removes it.
    await rowAction(page, row, `Actions for Sam ${last}`, "Delete");
    const confirm = page.getByRole("dialog", { name: "Delete this signatory?" });
    await expect(confirm).toContainText(`Sam ${last} will no longer sign for Globex Analytics LLC.`);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(1);
    await rowAction(page, row, `Actions for Sam ${last}`, "Delete");
    await page.getByRole("dialog", { name: "Delete this signatory?" }).getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Success");
    await expect(table.getByRole("row").filter({ hasText: last })).toHaveCount(0);
    await expect(table.getByRole("row").filter({ hasText: "Hana Sato" })).toHaveCount(1);
  });
});
