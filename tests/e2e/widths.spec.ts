// Every screen on a phone (issue 33 §3): as the admin and as a paralegal, every page of the role's menu and the
// first page of each kind its screens link to (a case, a client, an I-9, an invoice…, each tab of a details page)
// fits a 390 px screen — document.documentElement.scrollWidth <= 390: tables scroll inside their own box, long
// words wrap — and axe finds nothing serious or critical there. So do the client's invoice page (a line whose
// description is one 300-character word) and its "Link expired" card. A file whose name is 5,000 characters long,
// uploaded to a case, shows on the dashboard ("Updates") without widening the page, on a desktop and on a phone.
import { axeViolations } from "./axe";
import { expect, test, type Browser, type Page } from "./fixtures";
import { firmUrl, lastMailTo, pageApi, signedInAs } from "./helpers";
import { settled, startI9, visitEveryScreen, type MenuPart, type Visited } from "./screens";
import { FIRM } from "./firm";

// The longest journeys of the suite, each on its own: they may run at once in several workers (each on its worker's firm).
test.describe.configure({ mode: "parallel" });

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

/** What one screen measured: the page's width, and axe's serious or critical findings. */
type Measure = { screen: string; width: number; serious: string[]; wider: string[]; collapsed: number };

/**
 * What widens the page: the elements that reach past the screen's right edge while their parent does not (and does
 * not clip them), each with two of its ancestors and the start of its text.
 */
function widerThan(page: Page, width: number) {
  return page.evaluate((w) => {
    const past = (el: Element) => el.getBoundingClientRect().right > w + 0.5;
    const name = (el: Element) => `${el.tagName.toLowerCase()}${typeof el.className === "string" && el.className ? `.${el.className.split(/\s+/).slice(0, 4).join(".")}` : ""}`;
    const out: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll("*"))) {
      const parent = el.parentElement;
      if (!parent || !past(el) || past(parent) || getComputedStyle(parent).overflowX !== "visible") continue;
      const chain = [el, parent, parent.parentElement].filter(Boolean).map((e) => name(e!));
      out.push(`${chain.join(" < ")} → ${Math.round(el.getBoundingClientRect().right)} px: “${(el.textContent ?? "").trim().slice(0, 40)}”`);
      if (out.length === 3) break;
    }
    return out;
  }, width);
}

async function seriousAxe(page: Page): Promise<string[]> {
  const run = async () => {
    await settled(page);
    const violations = await axeViolations(page);
    return violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
  };
  // A refresh can start between the settled check and the analysis: a finding must still be there the second time.
  const found = await run();
  return found.length ? run() : found;
}

async function measure(page: Page, screen: string, width: number): Promise<Measure> {
  await settled(page);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  // A table's ScrollBox takes the width its parent gives it: one in a shrink-to-fit parent would shrink to nothing.
  const collapsed = await page.locator(".scroll-cue").evaluateAll((boxes) => boxes.filter((b) => b.getClientRects().length > 0 && b.getBoundingClientRect().width < 120).length);
  return { screen, width: scrollWidth, serious: await seriousAxe(page), wider: scrollWidth > width ? await widerThan(page, width) : [], collapsed };
}

/** Fails naming every screen too wide or with serious axe findings (all of them, not only the first). */
function expectAllFit(measures: Measure[], width: number) {
  const widest = measures.reduce((a, m) => Math.max(a, m.width), 0);
  test.info().annotations.push({ type: "widths", description: `${measures.length} screens, widest ${widest} px; ${measures.filter((m) => m.width > width).length} over ${width} px` });
  // WIDTHS_REPORT=1: every screen's figures, for a before/after comparison.
  if (process.env.WIDTHS_REPORT === "1") for (const m of measures) console.log(`[widths] ${m.screen}\t${m.width}\t${m.serious.length}\t${m.serious.join(" | ")}\t${m.wider.join("; ")}\t${m.collapsed}`);
  const tooWide = measures.filter((m) => m.width > width).map((m) => `${m.screen}: ${m.width} px (${m.wider.join("; ")})`);
  const axe = measures.filter((m) => m.serious.length).map((m) => `${m.screen}: ${m.serious.join(" | ")}`);
  expect(tooWide, `screens wider than ${width} px`).toEqual([]);
  expect(measures.filter((m) => m.collapsed).map((m) => m.screen), "screens with a table box squeezed under 120 px").toEqual([]);
  expect(axe, "serious or critical axe findings").toEqual([]);
}

/** The role's screens (screens.ts, the Spanish journey's list too), each measured at 390 px. */
/** The role's screens (its share of the menu, screens.ts) measured on a phone. */
async function everyScreen(browser: Browser, user: string, part: MenuPart): Promise<Visited & { measures: Measure[] }> {
  const page = await signedInAs(browser, user, PHONE);
  const measures: Measure[] = [];
  const visited = await visitEveryScreen(page, user, async (screen) => {
    measures.push(await measure(page, screen, 390));
  }, part);
  await page.context().close();
  return { ...visited, measures };
}

/** The screens the issue found too wide were among those measured: [the menu page, the screen], by the share that has the page. */
function expectMeasured({ measures, menu, mine }: Visited & { measures: Measure[] }, user: string, expected: [string, string][]) {
  for (const [from, kind] of expected) {
    expect(menu, `${user}'s menu`).toContain(from);
    if (mine.includes(from)) expect(measures.some((m) => m.screen === `${user} ${kind}`), `${user} measured ${kind}`).toBe(true);
  }
}

// Some forty screens with their tabs, each measured and checked by axe, split into shares of the menu that run side by
// side (one walk took ~4 minutes, the suite's last): each still longer than a journey's usual 2 minutes.
const SHARES = { admin: 3, paralegal: 2 };

for (let index = 0; index < SHARES.admin; index++) {
  test(`every screen of the admin fits a 390 px screen, with no serious axe finding (part ${index + 1} of ${SHARES.admin})`, async ({ browser }) => {
    test.setTimeout(600_000);
    // The demo firm starts with no Form I-9: one to open from the I-9 list (whichever share has it).
    const desktop = await signedInAs(browser, "admin", DESKTOP);
    await startI9(desktop, `Screen${Date.now()}`);
    await desktop.context().close();
    const result = await everyScreen(browser, "admin", { index, of: SHARES.admin });
    expectAllFit(result.measures, 390);
    expectMeasured(result, "admin", [
      ["/app/dashboard", "/app/dashboard"],
      ["/app/basic-settings", "/app/basic-settings"],
      ["/app/i9-list", "/app/i9-details/:id"],
      ["/app/cases", "/app/petition-details/:id"],
    ]);
  });
}

for (let index = 0; index < SHARES.paralegal; index++) {
  test(`every screen of a paralegal fits a 390 px screen, with no serious axe finding (part ${index + 1} of ${SHARES.paralegal})`, async ({ browser }) => {
    test.setTimeout(600_000);
    const result = await everyScreen(browser, "paralegal", { index, of: SHARES.paralegal });
    expectAllFit(result.measures, 390);
    expectMeasured(result, "paralegal", [
      ["/app/dashboard", "/app/dashboard"],
      ["/app/cases", "/app/petition-details/:id"],
    ]);
  });
}

test("the client's invoice page and its expired link fit a 390 px screen, with no serious axe finding", async ({ browser }) => {
  const admin = await signedInAs(browser, "admin", DESKTOP, "/app/invoice-list");
  const clients = await pageApi<{ id: string; name: string }[]>(admin, "company/list", { page: 1, perpage: 1 });
  const email = `wide-invoice-${Date.now()}@example.com`;
  const longWord = `Consultation${"x".repeat(288)}`;
  const invoice = await pageApi<{ id: string }>(admin, "invoices/create", {
    companyId: clients[0].id,
    billToEmail: email,
    lines: [{ kind: "legal_fee", description: longWord, quantity: 1, unitCents: 125_000 }],
  });
  await pageApi(admin, "invoices/send", { id: invoice.id, to: email });
  const link = /(http:\/\/[a-z0-9]+\.localhost:\d+\/app\/invoice-view\?token=[A-Za-z0-9_-]+)/.exec(await lastMailTo(email))?.[1];
  expect(link, "the invoice link in the e-mail").toBeTruthy();

  const context = await browser.newContext(PHONE);
  await context.addCookies([{ name: "cookie_consent", value: "accepted", url: firmUrl(FIRM, "/") }]);
  const client = await context.newPage();
  const measures: Measure[] = [];
  await client.goto(link!);
  await expect(client.getByRole("heading", { level: 1 })).toContainText("Invoice INV-");
  await expect(client.getByText(longWord)).toBeVisible();
  measures.push(await measure(client, "client's invoice page", 390));

  // An expired link: the server's answer to it (410 QUESTIONNAIRE_EXPIRED, tested in the invoices' integration tests).
  await client.route("**/api/invoices/token/view", (route) =>
    route.fulfill({ status: 410, json: { status: false, message: "This invoice link has expired.", result: { error: { code: "QUESTIONNAIRE_EXPIRED" } } } }),
  );
  await client.reload();
  await expect(client.getByRole("heading", { name: "Link expired" })).toBeVisible();
  measures.push(await measure(client, "invoice link expired", 390));
  expectAllFit(measures, 390);
});

test("a file name of 5,000 characters on the dashboard keeps the page as wide as the screen, on a desktop and on a phone", async ({ browser }) => {
  const admin = await signedInAs(browser, "admin", DESKTOP, "/app/cases");
  const caseLink = admin.getByRole("main").getByRole("link", { name: /^Open case / }).last();
  await expect(caseLink).toBeVisible();
  const caseId = /petition-details\/([0-9a-f-]{36})/.exec((await caseLink.getAttribute("href"))!)![1];
  // One word, with no hyphen or space where a line could break.
  const name = `${"ScanOfTheSignedPetition".repeat(218).slice(0, 4_996)}.pdf`;
  expect(name).toHaveLength(5_000);
  const status = await admin.evaluate(
    async ([id, fileName]) => {
      const form = new FormData();
      form.append("petitionId", id);
      form.append("file", new File(["%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n"], fileName, { type: "application/pdf" }));
      return (await fetch("/api/s3/upload", { method: "POST", body: form })).status;
    },
    [caseId, name] as const,
  );
  expect(status).toBe(200);

  for (const [label, options, width] of [["desktop", DESKTOP, 1280], ["phone", PHONE, 390]] as const) {
    const page = label === "desktop" ? admin : await signedInAs(browser, "admin", options);
    await page.goto(firmUrl(FIRM, "/app/dashboard"));
    const updates = page.locator('[data-widget="UPDATES"]');
    const event = updates.getByText(`File uploaded: ${name.slice(0, 40)}`, { exact: false });
    await expect(event).toBeVisible();
    await settled(page);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, `the dashboard on a ${label}: ${(await widerThan(page, width)).join("; ")}`).toBeLessThanOrEqual(width);
    // The whole name is there to read: wrapped inside the screen, not cut off by a box that hides what overflows it.
    expect(await event.textContent()).toContain(name);
    const cut = await event.evaluate((el, w) => {
      const r = el.getBoundingClientRect();
      if (r.right > w + 0.5 || el.scrollWidth > el.clientWidth + 1) return `the text reaches ${Math.round(r.right)} px`;
      for (let p = el.parentElement; p; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== "visible" && p.getBoundingClientRect().right < r.right - 0.5) return `${p.tagName} cuts it`;
      }
      return null;
    }, width);
    expect(cut, `the file name on a ${label}`).toBeNull();
  }
});
