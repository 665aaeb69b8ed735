// What a page loads, and when (issue 8: the case screens' JavaScript): a list's rows fetch their page only when
// someone is about to open one (RowLink); a case tab that brings its own code and messages (lazyWithMessages)
// says so with "Try again" when they fail to load, and loads the other language's files after a language switch;
// the top bar's menus load their code on first opening (LazyMenu), still open from the keyboard, and say so when
// their code cannot be fetched; a list's search or filter given before the page's scripts ran, or before Next.js's
// router follows the address, is not lost.
import type { Request } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { firmUrl, selectTab, signInByApi } from "./helpers";
import { FIRM, DOMAIN } from "./firm";

async function signedIn(page: Page) {
  await page.context().addCookies([{ name: "cookie_consent", value: "accepted", url: firmUrl(FIRM, "/") }]);
  await signInByApi(page, `admin@${DOMAIN}`);
}

/** The RSC requests (navigations, prefetches) the page makes for `pathname`. */
function rscRequestsFor(page: Page) {
  const seen: string[] = [];
  page.on("request", (r: Request) => {
    if (r.headers()["rsc"] === "1") seen.push(new URL(r.url()).pathname);
  });
  return (pathname: string) => seen.filter((p) => p === pathname).length;
}

test("the case list fetches a row's page when the pointer rests on its link or it takes the focus, not when the rows show", async ({ page }) => {
  await signedIn(page);
  const requestsFor = rscRequestsFor(page);
  await page.goto(firmUrl(FIRM, "/app/cases"));
  const links = page.getByRole("main").getByRole("link", { name: /^Open case / });
  await expect(links.first()).toBeVisible();
  expect(await links.count()).toBeGreaterThan(1);
  const [first, second] = [links.nth(0), links.nth(1)];
  const firstPath = (await first.getAttribute("href"))!;
  const secondPath = (await second.getAttribute("href"))!;
  // Rows in view for a while: no case page asked for. An absence has no event to wait for: a plain next/link would
  // prefetch once its row entered the view (RowLink turns that off, components/ui/row-link.tsx), so allow it 1 s.
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1_000);
  expect(requestsFor(firstPath)).toBe(0);
  expect(requestsFor(secondPath)).toBe(0);

  await first.hover();
  await expect.poll(() => requestsFor(firstPath), { timeout: 10_000 }).toBeGreaterThan(0);
  expect(requestsFor(secondPath)).toBe(0);
  await second.focus();
  await expect.poll(() => requestsFor(secondPath), { timeout: 10_000 }).toBeGreaterThan(0);
});

test("a case tab whose code cannot be fetched says so, and Try again loads it", async ({ page }) => {
  await signedIn(page);
  await page.goto(firmUrl(FIRM, "/app/cases"));
  await page.getByRole("link", { name: "Open case 2026-000002" }).click();
  await expect(page.getByRole("heading", { name: "Case 2026-000002" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  // From now on no script can be fetched (the network is gone).
  const offline = (route: { abort: () => Promise<void> }) => route.abort();
  await page.route("**/_next/static/chunks/**", offline);
  await selectTab(page, "Documents");
  const panel = page.getByRole("tabpanel");
  const retry = panel.getByRole("button", { name: "Try again" });
  await expect(retry).toBeVisible({ timeout: 30_000 });
  await expect(panel).toContainText("Something went wrong");

  await page.unroute("**/_next/static/chunks/**", offline);
  await retry.click();
  await expect(panel.getByRole("table", { name: "Documents of the case" })).toBeVisible();
  await expect(retry).toBeHidden();
});

test("after a language switch an open case tab that brings its own messages shows them in the new language", async ({ page }) => {
  await signedIn(page);
  await page.goto(firmUrl(FIRM, "/app/cases"));
  await page.getByRole("link", { name: "Open case 2026-000002" }).click();
  await selectTab(page, "Documents");
  await expect(page.getByRole("tabpanel").getByRole("table", { name: "Documents of the case" })).toBeVisible();

  await page.getByRole("banner").getByRole("combobox", { name: "Language" }).selectOption("es");
  await expect(page.getByRole("heading", { name: "Caso 2026-000002" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Documentos" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel").getByRole("table", { name: "Documentos del caso" })).toBeVisible();
  await expect(page.getByRole("tabpanel")).not.toContainText("Documents of the case");
});

test("the top bar's menus load on first opening: from the keyboard too, with the focus inside and back on the button after Escape", async ({ page }) => {
  await signedIn(page);
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await page.goto(firmUrl(FIRM, "/app/cases"));
  await page.waitForLoadState("networkidle");
  const before = scripts.length;
  const account = page.getByRole("banner").getByRole("button", { name: /Demo Admin/ });
  await expect(account).toHaveAttribute("aria-haspopup", "menu");
  await expect(account).toHaveAttribute("aria-expanded", "false");

  // Keyboard: focus the button (its code is fetched then), Enter opens the menu.
  await account.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menu")).toBeVisible();
  expect(scripts.length).toBeGreaterThan(before);
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem", { name: "Sign out" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="menu"]')))).toBe(true);
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem").first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("banner").getByRole("button", { name: /Demo Admin/ })).toBeFocused();
  await expect(page.getByRole("banner").getByRole("button", { name: /Demo Admin/ })).toHaveAttribute("aria-expanded", "false");

  // Pointer: the starred pages menu opens on the first press.
  await page.getByRole("banner").getByRole("button", { name: "Starred" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();
});

test("a top bar menu whose code cannot be fetched says so, and opens at the next press once it can", async ({ page }) => {
  await signedIn(page);
  await page.goto(firmUrl(FIRM, "/app/cases"));
  // What the page fetches when idle (the toast list, the dialog) has arrived before the network goes.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
  await page.waitForLoadState("networkidle");
  const offline = (route: { abort: () => Promise<void> }) => route.abort();
  await page.route("**/_next/static/chunks/**", offline);
  const starred = page.getByRole("banner").getByRole("button", { name: "Starred" });
  await starred.click();
  await expect(page.getByText("This menu could not be loaded. Check your connection and try again.").first()).toBeVisible();
  await expect(page.getByRole("menu")).toBeHidden();

  await page.unroute("**/_next/static/chunks/**", offline);
  await starred.click();
  await expect(page.getByRole("menu")).toBeVisible();
});

/**
 * The moment between a page's hydration and the effect in which Next.js's router hooks the history API, held
 * open: the page gets the browser's own pushState/replaceState back until `rehook` (a CI run chose the I-9 work
 * queue in that moment: the address changed, the list did not, and every later choice was taken as no change).
 */
async function unhookRouter(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { routerHooks?: [History["pushState"], History["replaceState"]] };
    w.routerHooks = [history.pushState, history.replaceState];
    history.pushState = History.prototype.pushState;
    history.replaceState = History.prototype.replaceState;
  });
  return () =>
    page.evaluate(() => {
      const w = window as unknown as { routerHooks: [History["pushState"], History["replaceState"]] };
      [history.pushState, history.replaceState] = w.routerHooks;
    });
}

test("a list's filter chosen before the router follows the address applies once it does, and a choice the address already holds applies too", async ({ page }) => {
  await signedIn(page);
  await page.goto(firmUrl(FIRM, "/app/users"));
  const status = page.getByLabel("Status", { exact: true });
  await expect(page.getByRole("row").filter({ hasText: `attorney@${DOMAIN}` })).toBeVisible();
  const shown = status.locator("option:checked");
  const filterOf = (url: string) => JSON.parse(new URL(url).searchParams.get("filter") ?? "{}") as { matcher?: { statusIds?: number[] } };

  // Chosen while the router does not follow the history: written once it does.
  let rehook = await unhookRouter(page);
  await status.selectOption({ label: "Active" });
  await expect(shown).toHaveText("All statuses");
  await rehook();
  await expect(shown).toHaveText("Active");
  expect(filterOf(page.url()).matcher?.statusIds).toEqual([1]);
  await expect(page.getByRole("row").filter({ hasText: `attorney@${DOMAIN}` })).toBeVisible();

  // Past the 2 s wait the address is written anyway, ahead of the page; choosing again then applies.
  rehook = await unhookRouter(page);
  await status.selectOption({ label: "Pending activation" });
  // writeHistory (components/list/list-view.ts) waits for the router's hook 2 s at most (100 × 20 ms), then writes
  // the address, which the page does not show: poll it, up to 5 s.
  await expect.poll(() => filterOf(page.url()).matcher?.statusIds, { timeout: 5_000 }).toEqual([3]);
  await expect(shown).toHaveText("Active");
  await rehook();
  await status.selectOption({ label: "Pending activation" });
  await expect(shown).toHaveText("Pending activation");
  await expect(page.getByRole("row").filter({ hasText: `attorney@${DOMAIN}` })).toHaveCount(0);
});

test("a list's search typed and a filter chosen before the page's scripts ran are applied once they run", async ({ page }) => {
  await signedIn(page);
  // The page's scripts are held back (its styles are not) until the search is typed and the filter chosen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(firmUrl(FIRM, "/app/users"), { waitUntil: "commit" });
  const box = page.getByRole("searchbox", { name: "Search by name or e-mail" });
  await box.fill(`attorney@${DOMAIN}`);
  const status = page.getByLabel("Status", { exact: true });
  await status.selectOption({ label: "Active" });
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);

  release();
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(page).toHaveURL((u) => u.searchParams.get("search") === `attorney@${DOMAIN}`);
  await expect(box).toHaveValue(`attorney@${DOMAIN}`);
  await expect(status.locator("option:checked")).toHaveText("Active");
  expect(JSON.parse(new URL(page.url()).searchParams.get("filter") ?? "{}")).toEqual({ matcher: { statusIds: [1] } });
  const rows = page.getByRole("main").getByRole("row");
  await expect(rows.filter({ hasText: `attorney@${DOMAIN}` })).toBeVisible();
  await expect(rows.filter({ hasText: `admin@${DOMAIN}` })).toHaveCount(0);
});
