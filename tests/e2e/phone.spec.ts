// The case flow on a phone (390×844): no page is wider than the screen (tab bars and tables scroll inside
// their own box), the menu drawer has a backdrop and closes on a tap outside it, the cookie banner leaves
// room for the end of the page, and every screen has zero axe violations.
import { expect, test, type Page } from "./fixtures";
import { expectNoAxeViolations, firmUrl, selectTab, signInByApi } from "./helpers";
import { FIRM, DOMAIN } from "./firm";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ mode: "serial" });

let page: Page;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  page = await context.newPage();
  await signInByApi(page, `admin@${DOMAIN}`);
});

test.afterAll(async () => {
  await page.context().close();
});

/** The page scrolls only vertically: nothing pushes it wider than the screen. */
async function expectFitsWidth(screen: string) {
  await page.waitForLoadState("networkidle");
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.scrollingElement!.scrollWidth, window.innerWidth]);
  expect(scrollWidth, `${screen} is ${scrollWidth} px wide in a ${innerWidth} px screen`).toBeLessThanOrEqual(innerWidth);
}

async function checkScreen(screen: string) {
  await expectFitsWidth(screen);
  await expectNoAxeViolations(page, `${screen} at 390 px`);
}

test("the cookie banner leaves room for the end of the page until it is answered", async () => {
  const banner = page.getByRole("region", { name: /cookie/i });
  await page.goto(firmUrl(FIRM, "/app/dashboard"));
  await expect(banner).toBeVisible();
  await checkScreen("dashboard");
  await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
  const bannerTop = (await banner.boundingBox())!.y;
  const mainBottom = await page.locator("#main").evaluate((el) => el.getBoundingClientRect().bottom);
  expect(mainBottom, "the end of the page scrolls above the banner").toBeLessThanOrEqual(bannerTop + 1);
  await banner.getByRole("button", { name: "Accept" }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => document.body.style.paddingBottom)).toBe("");
});

test("the menu drawer has a backdrop and closes on a tap outside it", async () => {
  await page.goto(firmUrl(FIRM, "/app/dashboard"));
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav).toBeHidden();
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  await expect(nav).toBeVisible();
  const backdrop = page.getByTestId("menu-backdrop");
  await expect(backdrop).toBeVisible();
  await expectNoAxeViolations(page, "menu drawer open");
  // A tap on the page beside the drawer (the drawer is 240 px wide).
  await page.mouse.click(340, 500);
  await expect(nav).toBeHidden();
  await expect(backdrop).toHaveCount(0);
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  await expect(nav).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(nav).toBeHidden();
});

test("no page of the case flow is wider than the phone's screen", async () => {
  await page.goto(firmUrl(FIRM, "/app/cases"));
  await expect(page.getByRole("heading", { level: 1, name: "Cases" })).toBeVisible();
  await expect(page.locator('a[href*="/app/petition-details/"]').first()).toBeVisible();
  await checkScreen("case list");

  await page.locator('a[href*="/app/petition-details/"]').first().click();
  await page.waitForURL(/petition-details/);
  const tabs = page.getByRole("tablist");
  await expect(tabs).toBeVisible();
  // The tab bar scrolls inside itself.
  const [tabsScroll, tabsClient] = await tabs.evaluate((el) => [el.scrollWidth, el.clientWidth]);
  expect(tabsScroll).toBeGreaterThan(tabsClient);
  for (const name of await page.getByRole("tab").allTextContents()) {
    await selectTab(page, name, { exact: true });
    await checkScreen(`case details, ${name} tab`);
  }

  await page.goto(firmUrl(FIRM, "/app/employers"));
  await expect(page.getByRole("heading", { level: 1, name: "Clients" })).toBeVisible();
  const client = page.locator('table a[href*="/app/company/details/"]').first();
  await expect(client).toBeVisible();
  await checkScreen("client list");
  await client.click();
  await page.waitForURL(/company\/details/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await checkScreen("client details");
});
