// Issue 33: the people who do the work see their work. With the firm's default permissions (every case role has
// the to-do list), the demo paralegal finds "To-dos" in the main navigation; the admin assigns them a reminder on
// case 2026-000004; the paralegal sees it on the to-do list and in the bell, opens it from the bell (it leads to
// the case), and finds it in the case's Reminders card; the dashboard shows it in "My tasks".
import { expect, test, type Page } from "./fixtures";
import { expectNoAxeViolations, firmUrl, plusDaysUtc, signedInAs, usDateUtc } from "./helpers";
import { FIRM } from "./firm";

/** POST /api/<path> from the page (its session cookie, same origin); the envelope's data. */
async function api<T>(page: Page, path: string, body: unknown): Promise<T> {
  const res = await page.evaluate(
    async ([p, b]) => {
      const r = await fetch(`/api/${p}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(b) });
      return { status: r.status, json: await r.json() };
    },
    [path, body] as const,
  );
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.result.data as T;
}

test("a paralegal sees the to-do list in the menu, opens an assigned reminder, sees the case's Reminders card", async ({ browser }) => {
  const paralegal = await signedInAs(browser, "paralegal", {}, "/app/dashboard");
  const nav = paralegal.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link", { name: "To-dos" })).toBeVisible();
  const me = await api<{ userId: string }>(paralegal, "users/login-user-details", {});

  // The admin puts a reminder on case 2026-000004 for the paralegal.
  const admin = await signedInAs(browser, "admin", {}, "/app/cases");
  await admin.getByRole("link", { name: "Open case 2026-000004" }).click();
  await expect(admin.getByRole("heading", { name: "Case 2026-000004" })).toBeVisible();
  const petitionId = admin.url().split("/").pop()!;
  const title = `Collect the RFE exhibits ${Date.now()}`;
  const due = plusDaysUtc(new Date(), 4);
  await api(admin, "reminders/save", { title, dueDate: due.toISOString().slice(0, 10), petitionId, assigneeIds: [me.userId] });

  // The to-do list, from the menu.
  await nav.getByRole("link", { name: "To-dos" }).click();
  await expect(paralegal.getByRole("heading", { name: "To-dos", level: 1 })).toBeVisible();
  await expect(paralegal.getByText("To-dos are not available")).toHaveCount(0);
  const row = paralegal.getByRole("row").filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText(usDateUtc(due));
  await expect(row).toContainText("2026-000004");
  await expectNoAxeViolations(paralegal, "paralegal's to-do list");

  // The bell tells of the reminder (polled); opening it leads to the case.
  const bell = paralegal.getByTestId("notification-bell");
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/, { timeout: 25_000 });
  await bell.click();
  const panel = paralegal.getByRole("dialog", { name: "Notifications" });
  const item = panel.getByRole("link", { name: new RegExp(`New reminder: ${title}`) });
  await expect(item).toBeVisible();
  await item.click();
  await expect(paralegal).toHaveURL(new RegExp(`/app/petition-details/${petitionId}$`));
  await expect(paralegal.getByRole("heading", { name: "Case 2026-000004" })).toBeVisible();

  // The case's Reminders card lists it.
  const section = paralegal.getByRole("region", { name: "Reminders" });
  await expect(section.getByText(title)).toBeVisible();
  await expectNoAxeViolations(paralegal, "case reminders for the paralegal");

  // The dashboard's "My tasks" widget has it too.
  await paralegal.goto(firmUrl(FIRM, "/app/dashboard"));
  const tasks = paralegal.getByRole("region", { name: "My tasks" });
  await expect(tasks.getByText(title)).toBeVisible();
});
