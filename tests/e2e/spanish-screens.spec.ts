// Spanish everywhere (issue 33 §2): as the admin and as a paralegal who chose Spanish, every screen the widths
// journey visits (screens.ts: each page of the role's menu, the first page of each kind they link to, each tab)
// shows no text, placeholder, aria-label, title or alt that is an English catalog text whose Spanish differs
// (leaked-english.ts, over messages/en/*.json and messages/es/*.json). Each screen's count is printed
// ("[spanish] <screen>\t<count>") so that the lead can compare before and after; the journey fails listing every
// leak of every screen, not only the first.
import { expect, test, type Browser, type Page } from "./fixtures";
import { firmUrl, signedInAs } from "./helpers";
import { englishLeaks, leakIndex, loadCatalogs, type Leak, type Shown } from "./leaked-english";
import { startI9, visitEveryScreen, type MenuPart } from "./screens";
import { FIRM } from "./firm";

// The longest journeys of the suite, each on its own: they may run at once in several workers (each on its worker's firm).
test.describe.configure({ mode: "parallel" });

// Journeys run from the checkout's root (as helpers.ts' mail folder).
const root = process.cwd();
const INDEX = leakIndex(loadCatalogs(root, "en"), loadCatalogs(root, "es"));

/** What the screen shows a reader: the visible text nodes, and the placeholders, aria-labels, titles and alts of visible elements. */
function shownOn(page: Page): Promise<Shown[]> {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      if (el.closest("[hidden], [aria-hidden='true'], template, script, style, noscript")) return false;
      const css = getComputedStyle(el);
      return css.visibility !== "hidden" && css.display !== "none" && el.getClientRects().length > 0;
    };
    const out: { where: string; text: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent?.trim();
      if (text && n.parentElement && visible(n.parentElement)) out.push({ where: "text", text });
    }
    // A control's whole label ("Save" split over a spinner and a text node still reads "Save").
    for (const el of Array.from(document.body.querySelectorAll("button, a, label, legend, th, option, [role='tab'], h1, h2, h3"))) {
      if (visible(el) || el.tagName === "OPTION") {
        const text = (el as HTMLElement).innerText?.trim();
        if (text) out.push({ where: "text", text });
      }
    }
    for (const attr of ["placeholder", "aria-label", "title", "alt"]) {
      for (const el of Array.from(document.body.querySelectorAll(`[${attr}]`))) {
        const text = el.getAttribute(attr)?.trim();
        if (text && visible(el)) out.push({ where: attr, text });
      }
    }
    return out;
  });
}

/** Every screen of the role read in Spanish: the leaks of each, and the count printed per screen. */
async function leaksOnEveryScreen(browser: Browser, user: string, part: MenuPart): Promise<{ screens: number; mine: number; leaks: (Leak & { screen: string })[] }> {
  const page = await signedInAs(browser, user);
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "es", url: firmUrl(FIRM, "/") }]);
  await page.goto(firmUrl(FIRM, "/app/dashboard"));
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  const leaks: (Leak & { screen: string })[] = [];
  const { screens, mine } = await visitEveryScreen(page, user, async (screen) => {
    const found = englishLeaks(await shownOn(page), INDEX);
    console.log(`[spanish] ${screen}\t${found.length}`);
    leaks.push(...found.map((l) => ({ ...l, screen })));
  }, part);
  await page.context().close();
  return { screens: screens.length, mine: mine.length, leaks };
}

/**
 * English still shown to a Spanish reader when this journey was first run (session 2026-12-02: 16 texts on 8
 * screens), each a text the product stores or receives in English rather than a catalog text left untranslated
 * on a screen: the open work of issue 33 §2, listed in its note. Any other English text fails the journey; these
 * are printed so the count can only go down.
 */
const KNOWN_ENGLISH: ReadonlyArray<{ key: RegExp; why: string }> = [
  { key: /^letters\.kinds\./, why: "letter template names are stored with each firm's templates in English" },
  { key: /^platformBilling\.plans\.products\./, why: "the plan's product names come from the billing catalogue in English" },
];

function expectNoLeaks(result: { screens: number; mine: number; leaks: (Leak & { screen: string })[] }, user: string) {
  const known = result.leaks.filter((l) => KNOWN_ENGLISH.some((k) => k.key.test(l.key)));
  const fresh = result.leaks.filter((l) => !known.includes(l));
  const line = (l: Leak & { screen: string }) => `${l.screen}: ${l.where} “${l.text}” (${l.key})`;
  console.log(`[spanish] ${user}: ${result.screens} screens, ${result.leaks.length} English texts (${known.length} known):\n${known.map(line).join("\n")}`);
  test.info().annotations.push({ type: "spanish", description: `${user}: ${result.screens} screens, ${result.leaks.length} English texts, ${known.length} known` });
  // Every page of its share of the menu was read (and the pages they link to, and their tabs).
  expect(result.screens, `${user}'s screens`).toBeGreaterThanOrEqual(result.mine);
  expect(fresh.map(line), "English catalog texts on Spanish screens").toEqual([]);
}

// As many screens as the widths journey, each read once, split into shares of the menu that run side by side: each
// still longer than a journey's usual 2 minutes.
const SHARES = { admin: 2, paralegal: 2 };

for (let index = 0; index < SHARES.admin; index++) {
  test(`every screen of the admin in Spanish shows no English catalog text (part ${index + 1} of ${SHARES.admin})`, async ({ browser }) => {
    test.setTimeout(600_000);
    // The demo firm starts with no Form I-9: one to open from the I-9 list (as the widths journey does).
    const admin = await signedInAs(browser, "admin");
    await startI9(admin, `Spanish${Date.now()}`);
    await admin.context().close();
    expectNoLeaks(await leaksOnEveryScreen(browser, "admin", { index, of: SHARES.admin }), "admin");
  });
}

for (let index = 0; index < SHARES.paralegal; index++) {
  test(`every screen of a paralegal in Spanish shows no English catalog text (part ${index + 1} of ${SHARES.paralegal})`, async ({ browser }) => {
    test.setTimeout(600_000);
    expectNoLeaks(await leaksOnEveryScreen(browser, "paralegal", { index, of: SHARES.paralegal }), "paralegal");
  });
}
