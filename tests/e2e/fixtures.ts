// The journeys' `test`: Playwright's, on this worker's firm (baseURL: tests/e2e/firm.ts), plus what runs around every journey.
// - A screen that asks for a message its page did not send (i18n/page-messages.tsx: each page sends only its own
//   namespaces), or a key that names a group of messages, shows the key instead of the text and logs MISSING_MESSAGE or
//   INSUFFICIENT_PATH in the browser: the journey fails, naming it.
// - The contexts a journey opens (signedInAs, browser.newContext) are closed when it ends, so their pages stop polling
//   the one journey server (the bell, a case's messages): left open, they made every later journey slower (the suite's
//   journeys took 3× as long by the end, docs/performance.md). A serial spec keeps its pages from test to test
//   (opened in beforeAll or an earlier test): its contexts are closed when the next spec file starts.
// - page.goto and page.reload of one of the app's pages return once the page's scripts have run (`<html
//   data-hydrated>`, set by components/providers.tsx): what a journey typed or chose before that was lost, as for a
//   user on a slow machine, and CI's busy machines met it one journey at a time.
// - A journey that fails says what its pages asked the server for: the last API calls (method, path, status, time
//   taken, the message of a refusal), each failed or unanswered call and each uncaught page error, printed with the
//   failure: a flake shows its cause in the first red run.
import { readFileSync } from "node:fs";
import { test as base, expect, type Browser, type BrowserContext, type ConsoleMessage, type Page, type Request, type Response } from "@playwright/test";
import { FIRM } from "./firm";
import { firmUrl } from "./helpers";

export { expect };
export type { Browser, BrowserContext, Locator, Page } from "@playwright/test";

/**
 * What next-intl logs when a screen's text is not there (a message its page did not send, a key naming a group of
 * messages rather than one, a message that does not parse or format): the screen shows the key instead.
 */
const INTL_ERROR = /\b(MISSING_MESSAGE|MISSING_FORMAT|INSUFFICIENT_PATH|INVALID_MESSAGE|INVALID_KEY|FORMATTING_ERROR)\b/;

/** Every context opened in this worker, in order, with the console watchers of the test that runs now. */
const opened: BrowserContext[] = [];
let watchers: ((c: BrowserContext) => void)[] = [];
/** opened.length when the last test ended, and that test's file. */
let endedAt = 0;
let lastFile = "";

const serialFiles = new Map<string, boolean>();
function isSerial(file: string): boolean {
  let serial = serialFiles.get(file);
  if (serial === undefined) {
    serial = /describe\.configure\(\{\s*mode:\s*"serial"/.test(readFileSync(file, "utf8"));
    serialFiles.set(file, serial);
  }
  return serial;
}

/** Waits, after a load that answered with one of the app's pages (Next.js varies those on RSC), for its hydration. */
async function hydrated(page: Page, res: Response | null): Promise<Response | null> {
  if (res && /\brsc\b/i.test(res.headers()["vary"] ?? "") && (res.headers()["content-type"] ?? "").startsWith("text/html")) {
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 20_000 });
  }
  return res;
}

let loadsWait = false;
/** page.goto and page.reload wait for hydration (patched once, on the class every page shares). */
function loadsWaitForHydration(page: Page) {
  if (loadsWait) return;
  loadsWait = true;
  const proto = Object.getPrototypeOf(page) as Page;
  const { goto, reload } = proto;
  // waitUntil: "commit" asks for the page as soon as it starts arriving: no wait then.
  proto.goto = async function (this: Page, ...args: Parameters<Page["goto"]>) {
    const res = await goto.apply(this, args);
    return args[1]?.waitUntil === "commit" ? res : hydrated(this, res);
  };
  proto.reload = async function (this: Page, ...args: Parameters<Page["reload"]>) {
    const res = await reload.apply(this, args);
    return args[0]?.waitUntil === "commit" ? res : hydrated(this, res);
  };
}

/** How many of a journey's last API calls its failure shows. */
const CALLS_SHOWN = 40;

/** The API calls, failed requests and page errors of the contexts it watches, as text (see the header). */
function networkLog() {
  const started = new Map<Request, number>();
  const lines: string[] = [];
  const t0 = Date.now();
  const at = () => `${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s`;
  const api = (r: Request) => {
    const u = new URL(r.url());
    return u.pathname.startsWith("/api/") ? `${r.method()} ${u.host} ${u.pathname}` : null;
  };
  const onRequest = (r: Request) => {
    if (api(r)) started.set(r, Date.now());
  };
  const onResponse = async (res: Response) => {
    const r = res.request();
    const what = api(r);
    if (!what) return;
    const ms = Date.now() - (started.get(r) ?? Date.now());
    started.delete(r);
    let why = "";
    if (res.status() >= 400) why = ` ${(await res.text().catch(() => "")).slice(0, 300)}`;
    lines.push(`${at()}  ${what} → ${res.status()} in ${ms} ms${why}`);
  };
  const onFailed = (r: Request) => {
    const what = api(r);
    // Next.js cancels its prefetches of the links a page shows when the page moves on: not the journey's calls.
    if (!what) return;
    started.delete(r);
    lines.push(`${at()}  ${what} → failed: ${r.failure()?.errorText ?? "?"}`);
  };
  const onPageError = (e: Error) => lines.push(`${at()}  page error: ${e.message}`);
  const onPage = (p: Page) => p.on("pageerror", onPageError);
  return {
    watch(c: BrowserContext) {
      c.on("request", onRequest);
      c.on("response", onResponse);
      c.on("requestfailed", onFailed);
      c.on("page", onPage);
      for (const p of c.pages()) onPage(p);
    },
    unwatch(c: BrowserContext) {
      c.off("request", onRequest);
      c.off("response", onResponse);
      c.off("requestfailed", onFailed);
      c.off("page", onPage);
      for (const p of c.pages()) p.off("pageerror", onPageError);
    },
    text() {
      const pending = [...started.entries()].map(([r, t]) => `(no answer after ${Date.now() - t} ms)  ${api(r)}`);
      return [...lines.slice(-CALLS_SHOWN), ...pending].join("\n");
    },
  };
}

async function closeAll(contexts: BrowserContext[]) {
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
}

export const test = base.extend<{ messagesSent: void }, { tracksContexts: void }>({
  // Relative paths open on this worker's firm (tests/e2e/firm.ts).
  baseURL: firmUrl(FIRM, ""),
  tracksContexts: [
    async ({ browser }, use) => {
      const newContext = browser.newContext;
      browser.newContext = async (...args: Parameters<Browser["newContext"]>) => {
        const c = await newContext.apply(browser, args);
        opened.push(c);
        c.on("page", loadsWaitForHydration);
        for (const w of watchers) w(c);
        return c;
      };
      await use();
      browser.newContext = newContext;
      await closeAll(opened.splice(0));
    },
    { auto: true, scope: "worker" },
  ],
  messagesSent: [
    async ({ context }, use, testInfo) => {
      // A new spec file: the contexts of the files before it are done (those its own beforeAll opened came after endedAt).
      if (testInfo.file !== lastFile) {
        await closeAll(opened.splice(0, endedAt));
        lastFile = testInfo.file;
      }
      const startedAt = opened.length;
      const missing: string[] = [];
      const onConsole = (m: ConsoleMessage) => {
        if (m.type() === "error" && INTL_ERROR.test(m.text())) missing.push(`${m.page()?.url() ?? ""}: ${m.text()}`);
      };
      const watched: BrowserContext[] = [];
      const calls = networkLog();
      const watch = (c: BrowserContext) => {
        c.on("console", onConsole);
        calls.watch(c);
        watched.push(c);
      };
      watch(context);
      context.on("page", loadsWaitForHydration);
      // Most journeys open their own contexts (signedInAs): watch those too, and the serial spec's earlier ones.
      for (const c of opened) watch(c);
      watchers = [watch];
      try {
        await use();
      } finally {
        watchers = [];
        for (const c of watched) {
          c.off("console", onConsole);
          calls.unwatch(c);
        }
        // On the runner's output, and in the JSON report (an attachment's text would be cut to 300 characters there).
        if (testInfo.status !== "passed" && testInfo.expectedStatus === "passed") console.log(`\n[api calls of "${testInfo.title}"]\n${calls.text() || "(none)"}`);
        if (!isSerial(testInfo.file)) await closeAll(opened.splice(startedAt));
        endedAt = opened.length;
      }
      expect(missing, "messages a screen could not show (not sent by its page: node scripts/page-messages.mjs --write; a group's key; a message that does not format)").toEqual([]);
    },
    { auto: true },
  ],
});
