// Beneficiaries (/app/beneficiaries): add one (date and passport rules), add a spouse, find it by
// passport, reopen it with ?focus=<id>; a petitioner sees only their company's beneficiaries and a
// beneficiary their own record, read-only.
import { expect, test, type Page } from "./fixtures";
import { expectNoAxeViolations, expectToast, firmUrl, signInByApi } from "./helpers";
import { FIRM, DOMAIN } from "./firm";

async function signInAs(page: Page, email: string) {
  await page.context().addCookies([{ name: "cookie_consent", value: "accepted", url: firmUrl(FIRM, "/") }]);
  await signInByApi(page, email);
}

test.describe("beneficiaries", () => {
  test("admin adds a beneficiary (passport and date rules) and a spouse", async ({ page }) => {
    const stamp = Date.now();
    const last = `Bene${stamp}`;
    const name = `Eve ${last}`;
    const passport = `A${String(stamp).slice(-8)}`;
    await signInAs(page, `admin@${DOMAIN}`);
    await page.goto(firmUrl(FIRM, "/app/beneficiaries"));
    await expect(page.getByRole("heading", { level: 1, name: "Beneficiaries" })).toBeVisible();

    await page.getByRole("button", { name: "Add beneficiary" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add beneficiary" });
    await dialog.getByRole("button", { name: "Add beneficiary" }).click();
    await expect(dialog.getByText("*First Name is required")).toBeVisible();
    await dialog.getByLabel("First name").fill("Eve");
    await dialog.getByLabel("Last name").fill(last);
    await dialog.getByLabel("Date of birth").fill("13/40/1990");
    await dialog.getByLabel("Passport issued by").selectOption({ label: "United States" });
    await dialog.getByLabel("Passport number").fill("12345");
    await dialog.getByRole("button", { name: "Add beneficiary" }).click();
    await expect(dialog.getByText("Date must be a valid format (MM/DD/YYYY)")).toBeVisible();
    await expect(dialog.getByText("Passport number not valid")).toBeVisible();

    await dialog.getByLabel("Date of birth").fill("04/17/1990");
    await dialog.getByLabel("Passport number").fill(passport);
    await dialog.getByRole("button", { name: "Add beneficiary" }).click();
    await expectToast(page, "Success");

    // The new beneficiary opens, ready for dependants; its id is in ?focus=.
    const panel = page.getByRole("dialog", { name });
    await expect(panel).toBeVisible();
    await expect(page).toHaveURL(/[?&]focus=[0-9a-f-]{36}/);
    const id = new URL(page.url()).searchParams.get("focus");
    await expect(panel.getByText("04/17/1990")).toBeVisible();
    await expect(panel.getByText(passport)).toBeVisible();
    await expect(panel.getByText("No dependants yet.")).toBeVisible();

    await panel.getByRole("button", { name: "Add spouse" }).click();
    const spouseForm = panel.getByRole("region", { name: "Add spouse" });
    await spouseForm.getByLabel("First name").fill("Sol");
    await spouseForm.getByLabel("Last name").fill(last);
    await spouseForm.getByLabel("Date of birth").fill("01/09/1992");
    await spouseForm.getByRole("button", { name: "Add dependant" }).click();
    await expectToast(page, "Success");
    await expect(spouseForm).toBeHidden();
    const dependants = panel.getByRole("list", { name: "Dependants" });
    await expect(dependants.getByRole("listitem").filter({ hasText: `Sol ${last}` })).toContainText("Spouse");
    await expect(panel.getByRole("button", { name: "Add spouse" })).toBeDisabled();
    await expect(panel.getByText("A beneficiary can have only one spouse.")).toBeVisible();

    // Close; search by passport number finds it, with one dependant.
    await panel.getByRole("button", { name: "Close" }).click();
    await expect(panel).toBeHidden();
    await expect(page).not.toHaveURL(/focus=/);
    await page.getByRole("searchbox", { name: "Search by name, e-mail or passport" }).fill(passport);
    const row = page.getByRole("table", { name: "Beneficiaries" }).getByRole("row").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(passport);

    // A link with ?focus=<id> opens it again.
    await page.goto(firmUrl(FIRM, `/app/beneficiaries?focus=${id}`));
    await expect(page.getByRole("dialog", { name })).toBeVisible();
    await expect(page.getByRole("dialog", { name }).getByText(`Sol ${last}`)).toBeVisible();
  });

  test("petitioner sees only Acme's beneficiaries", async ({ page }) => {
    await signInAs(page, `petitioner@${DOMAIN}`);
    await page.goto(firmUrl(FIRM, "/app/beneficiaries"));
    await expect(page.getByRole("heading", { level: 1, name: "Beneficiaries" })).toBeVisible();
    const table = page.getByRole("table", { name: "Beneficiaries" });
    await expect(table.getByRole("row").filter({ hasText: "Arjun Sharma" })).toHaveCount(1);
    await expect(table.getByRole("row").filter({ hasText: "Wei Zhang" })).toHaveCount(1);
    await expect(table.getByRole("row").filter({ hasText: "Lucia Fernandez" })).toHaveCount(0);
    // No client filter or column: everything listed is their company's.
    await expect(page.getByRole("search").getByLabel("Client")).toHaveCount(0);
    await expect(table.getByRole("columnheader", { name: /Client/ })).toHaveCount(0);
    // Globex's beneficiary is not found by search either.
    await page.getByRole("searchbox", { name: "Search by name, e-mail or passport" }).fill("Fernandez");
    await expect(page.getByText("No beneficiaries match")).toBeVisible();
  });

  test("beneficiary sees their own record, read-only", async ({ page }) => {
    await signInAs(page, `beneficiary@${DOMAIN}`);
    await page.goto(firmUrl(FIRM, "/app/beneficiaries"));
    await expect(page.getByRole("heading", { level: 1, name: "My record" })).toBeVisible();
    await expectNoAxeViolations(page, "beneficiary own record");
    await expect(page.getByText("Arjun Sharma", { exact: true })).toBeVisible();
    await expect(page.getByText("K1234567")).toBeVisible();
    await expect(page.getByText("Meera Sharma")).toBeVisible();
    await expect(page.getByRole("button", { name: /Edit|Delete|Add spouse|Add child/ })).toHaveCount(0);
  });
});
