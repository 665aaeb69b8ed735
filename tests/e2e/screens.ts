// Every screen of a role, one after the other (issue 33 §3, §2): each page of the role's menu and the first page of
// each kind those pages link to (in the main part), each with its tabs. The widths journey measures each
// (widths.spec.ts), the Spanish journey reads each for English left in it (spanish-screens.spec.ts): one list.
import { expect, type Page } from "./fixtures";
import { expectToast, firmUrl, plusDaysUtc, rowAction, selectTab, usDateUtc } from "./helpers";
import { FIRM } from "./firm";

/** Waits for the screen to settle: no request in flight, no list refreshing, no transition running. */
export async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"), undefined, { timeout: 10_000 });
}

const ID = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d+)$/i;
/** A page's kind: its path with the record ids left out (every case's details page is one screen). */
export const kindOf = (path: string) =>
  new URL(path, "http://x")
    .pathname.split("/")
    .map((s) => (ID.test(s) ? ":id" : s))
    .join("/");
/** Not screens of their own: signing out, the not-found page. */
const NOT_A_SCREEN = /^\/app\/(login|logout|error-404)\b/;

/** Called once the screen is shown and settled: `screen` names it ("admin /app/cases", "admin /app/petition-details/:id, History tab"). */
export type OnScreen = (screen: string) => Promise<void>;

/** Every tab of the screen open in `page` (a details page), one after the other. */
async function eachTab(page: Page, screen: string, onScreen: OnScreen) {
  const tabs = page.getByRole("main").getByRole("tab");
  const names = (await tabs.allTextContents()).map((n) => n.trim()).filter(Boolean);
  for (const name of names.slice(1)) {
    await selectTab(page, name, { exact: true });
    await settled(page);
    await onScreen(`${screen}, ${name} tab`);
  }
}

/** A share of a role's menu: its pages i with i % of === index (a long walk split into tests that run side by side). */
export type MenuPart = { index: number; of: number };

/** What visitEveryScreen went through: the screens' names in the order visited, the whole menu's kinds, and its share's. */
export type Visited = { screens: string[]; menu: string[]; mine: string[] };

/**
 * The role's screens in `page` (signed in as `user`): each page of its menu (of its share of the menu, `part`), then
 * the first page of each kind those pages link to that is not on the menu, each with its tabs.
 */
export async function visitEveryScreen(page: Page, user: string, onScreen: OnScreen, part: MenuPart = { index: 0, of: 1 }): Promise<Visited> {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const menu = await page.locator("#app-sidebar a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
  expect(menu.length, `${user}'s menu`).toBeGreaterThan(5);
  const mine = menu.filter((_, i) => i % part.of === part.index);
  // A page on the menu is visited by the share it is in, not as a link of another share's page.
  const menuKinds = new Set(menu.map(kindOf));
  const seen = new Set<string>();
  const linked: string[] = [];
  const screens: string[] = [];
  const visited: OnScreen = async (screen) => {
    screens.push(screen);
    await onScreen(screen);
  };
  const visit = async (path: string, collect: boolean) => {
    seen.add(kindOf(path));
    await page.goto(firmUrl(FIRM, path));
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await settled(page);
    const screen = `${user} ${kindOf(path)}`;
    await visited(screen);
    await eachTab(page, screen, visited);
    if (!collect) return;
    const hrefs = await page.locator("#main a[href^='/app/']").evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
    for (const href of hrefs) {
      const kind = kindOf(href);
      if (NOT_A_SCREEN.test(kind) || seen.has(kind) || menuKinds.has(kind) || linked.some((l) => kindOf(l) === kind)) continue;
      linked.push(href);
    }
  };
  for (const path of mine) if (!seen.has(kindOf(path))) await visit(path, true);
  for (const path of linked) if (!seen.has(kindOf(path))) await visit(path, false);
  return { screens, menu: [...menuKinds], mine: mine.map(kindOf) };
}

/** Adds an employee of Acme hired in 14 days and starts her Form I-9 (the demo firm starts with none), in English. */
export async function startI9(page: Page, last: string) {
  await page.goto(firmUrl(FIRM, "/app/employees"));
  await page.getByRole("button", { name: "Add employee" }).first().click();
  const add = page.getByRole("dialog", { name: "Add employee" });
  await add.getByLabel("Employer").selectOption({ label: "Acme Technologies Inc." });
  await add.getByLabel("First name").fill("Wide");
  await add.getByLabel("Last name").fill(last);
  await add.getByLabel("E-mail").fill(`${last.toLowerCase()}@example.com`);
  await add.getByLabel("Hire date (first day of work for pay)").fill(usDateUtc(plusDaysUtc(new Date(), 14)));
  await add.getByRole("button", { name: "Add employee" }).click();
  await expectToast(page, "Success");
  await page.getByRole("searchbox", { name: "Search by name, e-mail or employee ID" }).fill(last);
  await rowAction(page, page.getByRole("row").filter({ hasText: `Wide ${last}` }), `Actions for Wide ${last}`, "Start Form I-9");
  await expect(page.getByText(`Form I-9 of Wide ${last} started`, { exact: true })).toBeVisible();
}
