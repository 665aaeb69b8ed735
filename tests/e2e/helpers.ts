// Shared steps of the browser journeys.
import { expect, test, type Browser, type BrowserContextOptions, type Locator, type Page } from "@playwright/test";
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { axeViolations } from "./axe";
import { FIRM, DOMAIN } from "./firm";

export const PORT = Number(process.env.E2E_PORT || 3100);
export const DEMO_PASSWORD = "Demo@12345";
export const firmUrl = (slug: string, p = "/app/login") => `http://${slug}.localhost:${PORT}${p}`;

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, slug = FIRM) {
  await page.goto(firmUrl(slug, "/app/login"));
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password/i).first().fill(password);
  await page.getByRole("button", { name: /sign in|log in/i }).click();
}

/**
 * Signs the page's browser context in as `email` through POST /api/auth/login, without the login form: the
 * session cookie the server sets is added to the context, then the page opens `landing` (a path of the firm, or
 * a whole URL; the role's dashboard by default). The form has journeys of its own (account, shell, switch-account);
 * this saves every other journey the login page and the dashboard it would land on first.
 * Node cannot resolve `demo.localhost`, so the call goes to 127.0.0.1 with the firm's Host header.
 */
export async function signInByApi(page: Page, email: string, landing = "/app/dashboard", { password = DEMO_PASSWORD, slug = FIRM } = {}): Promise<void> {
  const url = new URL(firmUrl(slug, "/api/auth/login"));
  const setCookie = await new Promise<string[]>((resolve, reject) => {
    const body = JSON.stringify({ email, password });
    const req = request(
      { host: "127.0.0.1", port: url.port, path: url.pathname, method: "POST", headers: { host: url.host, "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          if (res.statusCode === 200 && res.headers["set-cookie"]) resolve(res.headers["set-cookie"]);
          else reject(new Error(`Sign-in as ${email} answered ${res.statusCode}: ${Buffer.concat(chunks).toString("utf8").slice(0, 300)}`));
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
  await page.context().addCookies(
    setCookie.map((c) => {
      const [pair] = c.split(";");
      const i = pair.indexOf("=");
      return { name: pair.slice(0, i).trim(), value: pair.slice(i + 1).trim(), url: firmUrl(slug, "/"), httpOnly: true, sameSite: "Lax" as const };
    }),
  );
  await page.goto(landing.startsWith("/") ? firmUrl(slug, landing) : landing);
}

/**
 * A new browser context (cookies accepted) signed in as `<user>@<domain>` of this worker's demo firm (firm.ts), its page open at
 * `landing` (see signInByApi).
 */
export async function signedInAs(browser: Browser, user: string, contextOptions: BrowserContextOptions = {}, landing?: string): Promise<Page> {
  const context = await browser.newContext(contextOptions);
  await context.addCookies([{ name: "cookie_consent", value: "accepted", url: firmUrl(FIRM, "/") }]);
  const page = await context.newPage();
  await signInByApi(page, `${user}@${DOMAIN}`, landing);
  return page;
}

/** The newest e-mail the SMTP sink of scripts/e2e-server.mjs received for `to`. */
export async function lastMailTo(to: string, timeoutMs = 15_000, containing?: string): Promise<string> {
  const dir = path.resolve(".data/e2e-mail");
  const deadline = Date.now() + timeoutMs;
  // Sent by the mail.deliver job after the commit (lib/server/jobs/runner.ts: its workers look every 2 s), written by
  // the sink: no page says it has come, so read the folder again every 250 ms, up to timeoutMs.
  while (Date.now() < deadline) {
    if (existsSync(dir)) {
      // Only whole e-mails (the sink writes `<name>.json.part`, then renames it).
      const files = readdirSync(dir).filter((f) => f.endsWith(".json")).sort().reverse();
      for (const f of files) {
        const m = JSON.parse(readFileSync(path.join(dir, f), "utf8")) as { to: string[]; raw: string };
        if (!m.to.includes(to)) continue;
        const raw = m.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
        if (!containing || raw.includes(containing)) return raw;
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No e-mail to ${to}${containing ? ` containing ${containing}` : ""} within ${timeoutMs} ms`);
}

/**
 * The link to `pathPart` in the newest e-mail to `to` that holds one: waits for that e-mail, so an earlier one to
 * the same address (still the newest while the new one is on its way through the outbox) is never read instead.
 */
export async function mailLinkTo(to: string, pathPart: string, timeoutMs = 15_000): Promise<string> {
  return linkIn(await lastMailTo(to, timeoutMs, pathPart), pathPart);
}

export function linkIn(mail: string, pathPart: string): string {
  const m = mail.match(new RegExp(`https?://[^\\s"<>]*${pathPart.replace(/[/.]/g, "\\$&")}[^\\s"<>]*`));
  if (!m) throw new Error(`No link containing ${pathPart} in the e-mail`);
  return m[0];
}

/**
 * Zero axe violations (WCAG 2 A/AA and best practices) on the page as it is now: called on each screen
 * of the journeys. `include`: check only that part (an open menu: while a modal menu is open the rest of
 * the page is aria-hidden on purpose). Waits for loading lists to settle and transitions to end first.
 */
export async function expectNoAxeViolations(page: Page, screen: string, { include }: { include?: string } = {}) {
  const settled = async () => {
    // A list refreshing (after a search, a save) dims its stale rows (aria-busy): check the page once it has settled…
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // …and once its transitions are over: rows fading back in from the dimmed state fail contrast mid-way.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"), undefined, { timeout: 10_000 });
  };
  const analyze = async () => {
    // A dialog's code may still be on its way at its first opening (Modal loads Radix's dialog then): wait for it.
    if (include) await expect(page.locator(include).first()).toBeVisible();
    await settled();
    const violations = await axeViolations(page, { include });
    return violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join(", ")}`);
  };
  // A step of its own ("axe: <screen>"): the JSON report (.data/e2e-results.json) shows what axe costs.
  await test.step(`axe: ${screen}`, async () => {
    // A refresh can still start between the settled check and the analysis (the branch list's rows dimmed mid-check,
    // three times in CI): a violation must still be there once the page settles again to count.
    let found = await analyze();
    if (found.length > 0) found = await analyze();
    expect(found, `axe violations on ${screen}`).toEqual([]);
  });
}

/**
 * Runs a row action from the row's "⋯" menu (components/ui/row-actions.tsx): the row shows no action
 * buttons of its own, the destructive action comes last in the menu.
 */
export async function rowAction(page: Page, row: Locator, menuName: string, item: string) {
  await row.getByRole("button", { name: menuName, exact: true }).click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  await menu.getByRole("menuitem", { name: item, exact: true }).click();
  await expect(menu).toBeHidden();
}

/** Types into a list's search box and waits until the list has taken it (its address gets ?search=). */
export async function searchList(page: Page, boxName: string, text: string) {
  await page.getByRole("searchbox", { name: boxName }).fill(text);
  await expect(page).toHaveURL(/[?&]search=/);
}

/**
 * Waits for a notice titled `title` that no earlier expectToast saw, then marks every notice shown as seen. A notice
 * stays 10 seconds (components/ui/toast.tsx): without the mark, the previous action's "Success" passed for the next
 * action's before that one had answered, and the journey moved on while its call was in flight (CI's RFE journey
 * left the page and cancelled the USCIS decision it was saving).
 */
export async function expectToast(page: Page, title: "Success" | "Error") {
  // Radix's toast items (components/ui/toast-list.tsx): the only elements with data-swipe-direction.
  const notices = page.locator("li[data-swipe-direction][data-state='open']");
  const fresh = page.locator("li[data-swipe-direction][data-state='open']:not([data-e2e-seen])").filter({ has: page.getByText(title, { exact: true }) });
  await expect(fresh.last()).toBeVisible();
  await notices.evaluateAll((els) => els.forEach((el) => el.setAttribute("data-e2e-seen", "")));
}

/**
 * Waits until the page's scripts have run (`<html data-hydrated>`, components/providers.tsx). page.goto and
 * page.reload wait for it themselves (fixtures.ts); a page a click or a form's redirect loaded does not: call this
 * before its first click, key or choice, which would do nothing before then (as for a user). A click on a part
 * that hydrates later (a Suspense boundary) is replayed by React once it has.
 */
export async function interactive(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 20_000 });
}

/** Selects a tab, once the page is interactive, and waits until it is selected. */
export async function selectTab(page: Page, name: string, { exact = false }: { exact?: boolean } = {}) {
  const tab = page.getByRole("tab", { name, exact });
  await interactive(page);
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
}

/** A minimal well-formed PDF to upload (the server checks the bytes, not the name). */
export function pdf(name: string) {
  const body = "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";
  return { name, mimeType: "application/pdf", buffer: Buffer.from(body, "latin1") };
}

const pad2 = (n: number) => String(n).padStart(2, "0");
/** A UTC calendar day as MM/DD/YYYY (the server's and the journeys' calendar). */
export const usDateUtc = (d: Date) => `${pad2(d.getUTCMonth() + 1)}/${pad2(d.getUTCDate())}/${d.getUTCFullYear()}`;
export const plusDaysUtc = (d: Date, n: number) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + n));

/** Upload a scanned copy of the filed packet to the case open in `page` (USCIS's response needs one; the seed has none). */
export async function uploadScannedPacket(page: Page, caseId: string) {
  const status = await page.evaluate(async (id) => {
    const form = new FormData();
    form.append("petitionId", id);
    form.append("file", new File(["%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n"], "packet.pdf", { type: "application/pdf" }));
    return (await fetch("/api/petition/upload-scanned-copy", { method: "POST", body: form })).status;
  }, caseId);
  expect(status).toBe(200);
}

/** POST /api/<path> from inside the page (its session cookie, same origin: node cannot resolve demo.localhost): status, data and message of the answer. */
export async function browserApi<T>(page: Page, path: string, body: unknown): Promise<{ status: number; data: T; message?: string }> {
  return page.evaluate(
    async ([p, b]) => {
      const r = await fetch(`/api/${p}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(b) });
      const j = await r.json();
      return { status: r.status, data: j.result?.data, message: j.message };
    },
    [path, body] as const,
  );
}

/** browserApi that fails the test unless the call succeeds; its data. */
export async function pageApi<T>(page: Page, path: string, body: unknown): Promise<T> {
  await page.waitForLoadState("load");
  const r = await browserApi<T>(page, path, body);
  expect(r.status, `${path}: ${r.message ?? ""}`).toBe(200);
  return r.data;
}

/** The text on every page of a PDF (pdfjs, the legacy build that runs in Node). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((i) => ("str" in i ? i.str : "")).join(" "));
  }
  await pdf.destroy();
  return pages.join("\n");
}
