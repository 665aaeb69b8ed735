// Journeys of the platform shell: sign-in landing for every role, the account chooser,
// theme and cookie banner, unknown firms and paths. (Tenant isolation over HTTP and the API's security headers are
// checked on the built server by scripts/smoke-standalone.mjs, and per endpoint by the integration tests.)
import { expect, test } from "./fixtures";
import { DEMO_PASSWORD, expectNoAxeViolations, firmUrl, interactive, PORT, signIn } from "./helpers";
import { FIRM, DOMAIN, FIRM_NAME, OTHER, OTHER_NAME } from "./firm";

// Titled by the role's user name: a test's title must not depend on the worker that runs it (tests/e2e/firm.ts).
const LANDING: { user: string; path: RegExp }[] = [
  { user: "platform", path: /\/app\/dashboard$/ },
  { user: "settings", path: /\/app\/dashboard$/ },
  { user: "admin", path: /\/app\/dashboard$/ },
  { user: "manager", path: /\/app\/dashboard$/ },
  { user: "frontoffice", path: /\/app\/dashboard$/ },
  { user: "attorney", path: /\/app\/dashboard$/ },
  { user: "supervisor", path: /\/app\/dashboard$/ },
  { user: "paralegal", path: /\/app\/dashboard$/ },
  { user: "docmanager", path: /\/app\/dashboard$/ },
  { user: "docexec", path: /\/app\/dashboard$/ },
  { user: "lcamanager", path: /\/app\/dashboard$/ },
  { user: "subscriber", path: /\/app\/dashboard$/ },
  { user: "i9", path: /\/app\/i9-list$/ },
  { user: "petitioner", path: /\/app\/dashboard$/ },
  { user: "beneficiary", path: /\/app\/dashboard$/ },
];

test.describe("sign-in lands each role where the spec says", () => {
  for (const { user, path } of LANDING) {
    test(user, async ({ page }) => {
      await signIn(page, `${user}@${DOMAIN}`);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
    });
  }
});

test("a protected page without a session goes to the login, then back after signing in", async ({ page }) => {
  await page.goto(firmUrl(FIRM, "/app/users"));
  await expect(page).toHaveURL(/\/app\/login\?next=/);
  await page.getByLabel("Email").fill(`admin@${DOMAIN}`);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/app\/users/);
});

test("a wrong password shows the error and creates no session", async ({ page }) => {
  await signIn(page, `admin@${DOMAIN}`, "Wrong@12345");
  await expect(page.getByText("Invalid email or password").first()).toBeVisible();
  await expect(page).toHaveURL(/\/app\/login/);
});

test("the account chooser lists both firms and hands off to the other sub-domain", async ({ page }) => {
  await signIn(page, `multi@${DOMAIN}`);
  await expect(page.getByText("Choose an account")).toBeVisible();
  await expect(page.getByText(FIRM_NAME, { exact: true })).toBeVisible();
  await expect(page.getByText(OTHER_NAME, { exact: true })).toBeVisible();
  const otherFirm = page.getByRole("group", { name: OTHER_NAME });
  await otherFirm.getByRole("radio").first().check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(new RegExp(`^http://${OTHER}\\.localhost:${PORT}/app/dashboard`));
});

test("theme switch sets the body class and survives a reload", async ({ page }) => {
  await signIn(page, `attorney@${DOMAIN}`);
  await expect(page).toHaveURL(/dashboard/);
  await expect(page.locator("body")).toHaveClass(/theme-light/);
  const theme = page.getByLabel("Theme").filter({ visible: true });
  // The sign-in form's redirect loaded the dashboard: a choice made before its scripts run is not seen.
  const choose = async (value: string, cls: RegExp) => {
    await interactive(page);
    await theme.selectOption(value);
    await expect(page.locator("body")).toHaveClass(cls);
  };
  await choose("dark", /theme-dark/);
  await page.reload();
  await expect(page.locator("body")).toHaveClass(/theme-dark/);
  await choose("semi-dark", /theme-semi-dark/);
});

test("the starred-pages menu with no entries is a valid menu; the dashboard passes axe in every theme", async ({ page }) => {
  await signIn(page, `supervisor@${DOMAIN}`);
  await expect(page).toHaveURL(/dashboard/);
  await expectNoAxeViolations(page, "dashboard");
  await page.getByRole("button", { name: "Starred" }).click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  // A menu has at least one item: the empty note is a disabled one.
  await expect(menu.getByRole("menuitem")).toHaveAttribute("aria-disabled", "true");
  await expectNoAxeViolations(page, "starred menu, empty", { include: '[role="menu"]' });
  await page.keyboard.press("Escape");
  for (const theme of ["dark", "semi-dark"]) {
    await page.evaluate((t) => window.localStorage.setItem("icm.theme", t), theme);
    await page.reload();
    await expect(page.locator("body")).toHaveClass(new RegExp(`theme-${theme}`));
    await expectNoAxeViolations(page, `dashboard (${theme})`);
  }
  await page.evaluate(() => window.localStorage.setItem("icm.theme", "light"));

  // The I-9 list tells a role without I-9 access so, under the page's proper name.
  await page.goto(firmUrl(FIRM, "/app/i9-list"));
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByText("I-9 Forms", { exact: true })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("This page is not available for your role");
  await expect(page.getByRole("main")).toContainText("Forms I-9 are kept by the firm's I-9 staff and by each employer.");
  await expectNoAxeViolations(page, "/app/i9-list");
});

test("cookie banner: accept hides it for good, with a 7-day cookie", async ({ page, context }) => {
  await page.goto(firmUrl(FIRM, "/app/login"));
  const banner = page.getByRole("region", { name: "Cookie consent" }).or(page.getByLabel("Cookie consent"));
  await expect(banner.first()).toBeVisible();
  await expect(banner.first().getByRole("link")).toHaveAttribute("href", /policy-terms/);
  await banner.first().getByRole("button", { name: "Accept" }).click();
  await expect(banner.first()).toBeHidden();
  const consent = (await context.cookies()).find((c) => c.name === "cookie_consent");
  expect(consent?.value).toBe("accepted");
  const days = ((consent?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThan(7.1);
  await page.reload();
  await expect(page.getByLabel("Cookie consent")).toHaveCount(0);
});

test("cookie banner: reject also hides it", async ({ page, context }) => {
  await page.goto(firmUrl(FIRM, "/app/login"));
  await page.getByLabel("Cookie consent").getByRole("button", { name: "Reject" }).click();
  await expect(page.getByLabel("Cookie consent")).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === "cookie_consent")?.value).toBe("rejected");
});

test("an unknown firm and an unknown path go to the error-404 page", async ({ page }) => {
  await page.goto(firmUrl("no-such-firm", "/app/dashboard"));
  await expect(page).toHaveURL(/\/app\/error-404/);
  await page.goto(firmUrl(FIRM, "/app/this-page-does-not-exist"));
  await expect(page).toHaveURL(/\/app\/error-404/);
});
