// Journey of /app/background-jobs: the platform admin opens it from the sidebar, sees every queue with
// its counts and the (empty) failed list, and runs the nightly clean-up now; a firm admin has no entry.
import { expect, test, type Locator } from "./fixtures";
import { expectNoAxeViolations, PORT, signInByApi } from "./helpers";
import { FIRM, DOMAIN } from "./firm";

const CONSENT = [{ name: "cookie_consent", value: "accepted", domain: `${FIRM}.localhost`, path: "/" }];

test("the platform admin sees the queues and runs the clean-up now", async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await page.context().addCookies(CONSENT);
  await signInByApi(page, `platform@${DOMAIN}`);
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Background jobs" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Background jobs" })).toBeVisible();

  const queues = page.getByRole("table", { name: "Queues" });
  for (const name of ["E-mail delivery", "Daily deadline scan", "Case deadline reminders", "Daily notification digest", "Nightly clean-up"]) {
    await expect(queues.getByRole("row").filter({ hasText: name })).toBeVisible();
  }
  await expect(page.getByRole("heading", { level: 2, name: "Failed jobs" })).toBeVisible();
  await expect(page.getByText("No failed jobs")).toBeVisible();
  await expectNoAxeViolations(page, "background jobs");

  const cleanup = queues.getByRole("row").filter({ hasText: "Nightly clean-up" });
  const count = async (cell: Locator) => Number((await cell.innerText()).replace(/\D/g, ""));
  const doneBefore = await count(cleanup.getByRole("cell").nth(4));
  await page.getByRole("button", { name: "Run now: Nightly clean-up" }).click();
  await expect(page.getByText("Nightly clean-up will run in a moment.", { exact: true })).toBeVisible();
  // The server's workers take it within seconds (a background job: no page event says when): reload the page until its
  // count of runs has grown, up to 30 s.
  await expect(async () => {
    await page.reload();
    const row = page.getByRole("table", { name: "Queues" }).getByRole("row").filter({ hasText: "Nightly clean-up" });
    expect(await count(row.getByRole("cell").nth(4))).toBeGreaterThan(doneBefore);
  }).toPass({ timeout: 30_000 });
  await page.context().close();
});

test("a firm admin has no Background jobs entry and is told the page is not theirs", async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await page.context().addCookies(CONSENT);
  await signInByApi(page, `admin@${DOMAIN}`);
  await expect(page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Background jobs" })).toHaveCount(0);
  await page.goto(`http://${FIRM}.localhost:${PORT}/app/background-jobs`);
  await expect(page.getByText("Only the platform administrator sees background jobs")).toBeVisible();
  await page.context().close();
});
