// Journeys of /app/users: an admin adds a staff user, finds them in the list and deactivates them;
// the exact validation messages; a role without access gets the "not allowed" state.
import { expect, test, type Page } from "./fixtures";
import { expectNoAxeViolations, expectToast, PORT, rowAction, signInByApi } from "./helpers";
import { FIRM, DOMAIN } from "./firm";

// The cookie banner is fixed at the bottom of the screen; these journeys are not about it.
const CONSENT = [{ name: "cookie_consent", value: "accepted", domain: `${FIRM}.localhost`, path: "/" }];

// One admin sign-in for the whole file (sign-ins are rate limited per address), shared by the tests in order.
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

async function openUsers(): Promise<Page> {
  await admin.goto(`http://${FIRM}.localhost:${PORT}/app/users`);
  await expect(admin.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
  return admin;
}

test("admin adds a user, sees them in the list and deactivates them after confirming", async () => {
  const stamp = Date.now();
  const email = `e2e-user-${stamp}@example.com`;
  const lastName = `Tester${stamp}`;
  const page = await openUsers();

  await page.getByRole("button", { name: "Add user" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add user" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("First name").fill("Erin");
  await dialog.getByLabel("Last name").fill(lastName);
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByLabel("Role").selectOption({ label: "Paralegal" });
  await dialog.getByRole("button", { name: "Add user" }).click();
  await expectToast(page, "Success");
  await expect(dialog).toBeHidden();

  await page.getByRole("searchbox", { name: "Search by name or e-mail" }).fill(email);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`Erin ${lastName}`);
  await expect(row).toContainText("Paralegal");
  await expect(row).toContainText("Pending activation");

  // Row actions live in a menu: no solid red button on every row; Deactivate comes last, apart, asks first.
  await expect(row.getByRole("button", { name: /deactivate|delete/i })).toHaveCount(0);
  await row.getByRole("button", { name: `Actions for Erin ${lastName}` }).click();
  await expect(page.getByRole("menuitem")).toHaveText(["Edit", "Deactivate"]);
  await expectNoAxeViolations(page, "users, row menu open", { include: '[role="menu"]' });
  await page.keyboard.press("Escape");
  await rowAction(page, row, `Actions for Erin ${lastName}`, "Deactivate");
  const confirm = page.getByRole("dialog", { name: "Deactivate user?" });
  await expect(confirm).toContainText(`Erin ${lastName}`);
  await confirm.getByRole("button", { name: "Deactivate" }).click();
  await expectToast(page, "Success");
  await expect(confirm).toBeHidden();
  await expect(row).toContainText("Inactive");
  // Focus came back to the row's menu button.
  await expect(row.getByRole("button", { name: `Actions for Erin ${lastName}` })).toBeFocused();
  await row.getByRole("button", { name: `Actions for Erin ${lastName}` }).click();
  await expect(page.getByRole("menuitem")).toHaveText(["Edit", "Activate"]);
  await page.keyboard.press("Escape");
});

test("the users list and its deactivate confirmation pass axe in the light and dark themes", async () => {
  const page = await openUsers();
  await expect(page.getByRole("row").filter({ hasText: `attorney@${DOMAIN}` })).toBeVisible();
  await expectNoAxeViolations(page, "users (light)");
  for (const theme of ["dark", "semi-dark"]) {
    await page.evaluate((t) => window.localStorage.setItem("icm.theme", t), theme);
    await page.reload();
    await expect(page.locator("body")).toHaveClass(new RegExp(`theme-${theme}`));
    const row = page.getByRole("row").filter({ hasText: `attorney@${DOMAIN}` });
    await expectNoAxeViolations(page, `users (${theme})`);
    // The destructive button of the confirmation is readable on the dark theme (white on light red was 2.8:1).
    await rowAction(page, row, "Actions for Demo Attorney", "Deactivate");
    await expect(page.getByRole("dialog", { name: "Deactivate user?" })).toBeVisible();
    await expectNoAxeViolations(page, `deactivate confirmation (${theme})`);
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
  }
  await page.evaluate(() => window.localStorage.setItem("icm.theme", "light"));
});

test("the add-user form shows the shared validation messages", async () => {
  const page = await openUsers();
  await page.getByRole("button", { name: "Add user" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add user" });
  await dialog.getByLabel("E-mail").fill("not-an-email");
  await dialog.getByLabel("Phone").fill("12");
  await dialog.getByRole("button", { name: "Add user" }).click();
  await expect(dialog.getByText("*First Name is required")).toBeVisible();
  await expect(dialog.getByText("*Last Name is required")).toBeVisible();
  await expect(dialog.getByText("Please enter a valid email.")).toBeVisible();
  await expect(dialog.getByText("12 is not a valid phone number")).toBeVisible();
  await expect(dialog.getByText("*Role is required")).toBeVisible();
  // A branch manager needs a branch.
  await dialog.getByLabel("Role").selectOption({ label: "Branch Manager" });
  await dialog.getByRole("button", { name: "Add user" }).click();
  await expect(dialog.getByText("*Branch is required")).toBeVisible();
});

test("the list filters by status and opens a user from ?focus=", async () => {
  const page = await openUsers();
  await page.getByLabel("Status").selectOption({ label: "Active" });
  const attorney = page.getByRole("row").filter({ hasText: `attorney@${DOMAIN}` });
  await expect(attorney).toBeVisible();
  await attorney.getByRole("button", { name: "Demo Attorney", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "User details" });
  await expect(dialog.getByLabel("First name")).toHaveValue("Demo");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // The global search links a user as /app/users?focus=<id>: the same dialog opens by itself.
  const id = await page.evaluate(async (email) => {
    const res = await fetch("/api/users/list", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ search: email }),
    });
    const json = (await res.json()) as { result: { data: { id: string }[] } };
    return json.result.data[0].id;
  }, `attorney@${DOMAIN}`);
  await page.goto(`http://${FIRM}.localhost:${PORT}/app/users?focus=${id}`);
  await expect(page.getByRole("dialog", { name: "User details" }).getByLabel("Last name")).toHaveValue("Attorney");
});

test("a role without user management sees the not-allowed state", async ({ page }) => {
  await page.context().addCookies(CONSENT);
  await signInByApi(page, `attorney@${DOMAIN}`, "/app/users");
  await expect(page.getByText("You are not allowed to manage users")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the dashboard" })).toBeVisible();
});
