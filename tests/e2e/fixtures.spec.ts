// The journeys' own check (./fixtures): a screen that asks for a message its page did not send logs
// MISSING_MESSAGE in the browser, and the journey fails. Both tests are expected to fail (test.fail):
// they pass only while the watcher catches the message, on the default page and on a context a journey
// opens itself.
import { test } from "./fixtures";
import { firmUrl } from "./helpers";
import { FIRM } from "./firm";

const MISSING = "Error: MISSING_MESSAGE: Could not resolve `cases.title` in messages for locale `en`.";

test("a MISSING_MESSAGE on the journey's page fails the journey", async ({ page }) => {
  test.fail();
  await page.goto(firmUrl(FIRM, "/app/login"));
  await page.evaluate((text) => console.error(text), MISSING);
});

test("a MISSING_MESSAGE in a context the journey opened fails the journey", async ({ browser }) => {
  test.fail();
  const page = await (await browser.newContext()).newPage();
  await page.goto(firmUrl(FIRM, "/app/login"));
  await page.evaluate((text) => console.error(text), MISSING);
});

test("a key naming a group of messages (INSUFFICIENT_PATH) fails the journey", async ({ page }) => {
  test.fail();
  await page.goto(firmUrl(FIRM, "/app/login"));
  await page.evaluate(() => console.error("Error: INSUFFICIENT_PATH: Message at `esign.staff.prepare` resolved to an object, but only strings are supported."));
});
