// The journeys' `test`: Playwright's, plus a check that runs around every journey. A screen that asks for a
// message its page did not send (i18n/page-messages.tsx: each page sends only its own namespaces) shows the
// key instead of the text and logs MISSING_MESSAGE in the browser: the journey fails, naming it.
import { test as base, expect, type Browser, type BrowserContext } from "@playwright/test";

export { expect };
export type { Browser, BrowserContext, Locator, Page } from "@playwright/test";

export const test = base.extend<{ messagesSent: void }>({
  messagesSent: [
    async ({ browser, context }, use) => {
      const missing: string[] = [];
      const watch = (c: BrowserContext) =>
        c.on("console", (m) => {
          if (m.type() === "error" && m.text().includes("MISSING_MESSAGE")) missing.push(`${m.page()?.url() ?? ""}: ${m.text()}`);
        });
      watch(context);
      // Most journeys open their own contexts (signedInAs): watch those too.
      const newContext = browser.newContext;
      browser.newContext = async (...args: Parameters<Browser["newContext"]>) => {
        const c = await newContext.apply(browser, args);
        watch(c);
        return c;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
      expect(missing, "messages a screen asked for and its page did not send (node scripts/page-messages.mjs --write)").toEqual([]);
    },
    { auto: true },
  ],
});
