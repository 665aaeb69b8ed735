// Journeys of the branch screens: an admin creates, edits and deletes a branch; the form's messages.
import { expect, test, type Page } from "./fixtures";
import { expectNoAxeViolations, expectToast, PORT, rowAction, signInByApi } from "./helpers";
import { FIRM, DOMAIN } from "./firm";

// One admin sign-in for the whole file (sign-ins are rate limited per address), shared by the tests in order.
test.describe.configure({ mode: "serial" });
let admin: Page;
test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  await context.addCookies([{ name: "cookie_consent", value: "accepted", domain: `${FIRM}.localhost`, path: "/" }]);
  admin = await context.newPage();
  await signInByApi(admin, `admin@${DOMAIN}`);
});
test.afterAll(async () => {
  await admin.context().close();
});

test("admin creates, edits and deletes a branch", async () => {
  const page = admin;
  const name = `E2E Branch ${Date.now()}`;
  await page.goto(`http://${FIRM}.localhost:${PORT}/app/branch-list`);
  await page.getByRole("link", { name: "Add branch" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New branch" })).toBeVisible();

  await page.getByLabel("Branch name").fill(name);
  await page.getByLabel("Branch code").fill("E2E");
  await page.getByLabel("E-mail").fill("e2e-branch@example.com");
  await page.getByLabel("Address line 1").fill("1 Main Street");
  await page.getByLabel("Country").selectOption({ label: "United States" });
  await page.getByLabel("Zip code").fill("10001");
  await page.getByRole("button", { name: "Create branch" }).click();
  await expectToast(page, "Success");
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("1 Main Street")).toBeVisible();

  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page.getByLabel("Branch name")).toHaveValue(name);
  await page.getByLabel("Branch code").fill("E2X");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expectToast(page, "Success");
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("E2X", { exact: true })).toBeVisible();

  await page.getByRole("link", { name: "Back to branches" }).click();
  await page.getByRole("searchbox", { name: "Search branches by name, code or e-mail" }).fill(name);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByRole("button", { name: /delete/i })).toHaveCount(0);
  await expectNoAxeViolations(page, "branch list");
  await rowAction(page, row, `Actions for ${name}`, "Delete");
  const confirm = page.getByRole("dialog", { name: "Delete branch?" });
  await expect(confirm).toContainText(name);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Success");
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  await expect(page.getByText("No branches match")).toBeVisible();
});

test("the branch form shows the shared validation messages", async () => {
  const page = admin;
  await page.goto(`http://${FIRM}.localhost:${PORT}/app/branch-create`);
  await page.getByLabel("E-mail").fill("nope");
  await page.getByLabel("Address line 1").fill("1 Main Street");
  await page.getByRole("button", { name: "Create branch" }).click();
  await expect(page.getByText("*Branch Name is required")).toBeVisible();
  await expect(page.getByText("Please enter a valid email.")).toBeVisible();
  await expect(page.getByText("*Country is required")).toBeVisible();
  await page.getByLabel("Country").selectOption({ label: "United States" });
  await page.getByLabel("Zip code").fill("ABCDE");
  await page.getByRole("button", { name: "Create branch" }).click();
  await expect(page.getByText("Zip Code not valid")).toBeVisible();
});

test("a branch in use cannot be deleted and the answer says why", async () => {
  const page = admin;
  await page.goto(`http://${FIRM}.localhost:${PORT}/app/branch-list`);
  const row = page.getByRole("row").filter({ hasText: "Washington DC (HQ)" });
  await row.getByRole("link", { name: "Washington DC (HQ)", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Washington DC (HQ)" })).toBeVisible();
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Delete branch?" }).getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Error");
  await expect(page.getByRole("heading", { level: 1, name: "Washington DC (HQ)" })).toBeVisible();
});
