// The dashboard's widgets (issue 15 section 4). The firm admin sees every widget the permission table gives
// it, each loading on its own (figures, lists, charts with their figures as a table), and the status tabs of
// "Cases in a status"; on the wall ("Updates") it posts an announcement for the staff, a pinned one for
// everyone, and deletes a third after a confirmation; axe checks the board. The branch manager hides a widget from its card (kept after a
// reload), then in "Customize dashboard" shows it again and moves "Updates" first with the keyboard,
// saves, and restores the default (confirmed). A petitioner starts with its cases' current status, has no
// firm-wide widget, reads the announcement for everyone and not the staff's; in Spanish the titles are Spanish.
import { expect, test, type Page } from "./fixtures";
import { expectNoAxeViolations, firmUrl, signedInAs } from "./helpers";
import { FIRM } from "./firm";

const board = (p: Page) => p.getByRole("region", { name: "Your dashboard" });
const widget = (p: Page, title: string) => board(p).getByRole("region", { name: title, exact: true });
const widgetTitles = (p: Page) => board(p).locator("[data-widget] h3[id^='widget-']").allTextContents();

/** Announcement texts of this run (the petitioner's test reads the admin's): unique, so a repeated run finds one each. */
const RUN = Date.now().toString(36);
const said = (text: string) => `${text} (${RUN}.${test.info().repeatEachIndex})`;

test("the admin's widgets: each loads its own figures; the status tabs change the list; axe", async ({ browser }) => {
  const admin = await signedInAs(browser, "admin", {}, "/app/dashboard");
  await expect(board(admin)).toBeVisible();
  for (const title of ["Waiting on you", "Unread messages", "Support tickets", "My tasks", "Deadlines", "Cases by status", "Open cases by next step", "Cases by branch", "Cases in a status", "Updates", "Your signature requests", "Invoices", "LCAs by status", "Prevailing wage determinations", "Clients", "Beneficiaries"]) {
    await expect(widget(admin, title)).toBeVisible();
  }
  // Staff start without the client's "current status" card.
  await expect(widget(admin, "Current status of your cases")).toHaveCount(0);
  // Every widget finished loading, none failed.
  await expect(board(admin).getByText("Loading…")).toHaveCount(0, { timeout: 20_000 });
  await expect(board(admin).getByText("This could not be loaded.")).toHaveCount(0);

  // Figures the demo firm has: its clients, a chart's figures as a table, recent activity linking to cases.
  // (The newest five clients: after other journeys made clients, the seeded ones may no longer be among them.)
  const clients = widget(admin, "Clients");
  const all = clients.getByRole("link", { name: /^All clients \(\d+\)$/ });
  await expect(all).toBeVisible();
  expect(Number(/\d+/.exec((await all.textContent())!)![0])).toBeGreaterThanOrEqual(2);
  await expect(clients.locator('a[href*="/app/company/details/"]').first()).toBeVisible();
  const byStatus = widget(admin, "Cases by status");
  await expect(byStatus.getByRole("table", { name: "Cases by status: the figures" })).toBeAttached();
  const total = Number(await byStatus.getByText("Total", { exact: true }).locator("xpath=following-sibling::span").textContent());
  expect(total).toBeGreaterThan(0);
  const updates = widget(admin, "Updates");
  await expect(updates.getByRole("link", { name: /^Open case \d{4}-\d{6}$/ }).first()).toBeVisible();

  // The wall: an announcement for the staff, one for everyone (pinned), and one deleted after a confirmation.
  const post = async (text: string, everyone: boolean, pin: boolean) => {
    await updates.getByRole("button", { name: "Post an announcement" }).click();
    const dialog = admin.getByRole("dialog", { name: "Post an announcement" });
    await dialog.getByLabel("Announcement").fill(text);
    if (everyone) await dialog.getByRole("radio", { name: /^Everyone, clients too/ }).check();
    if (pin) await dialog.getByRole("checkbox", { name: "Pin it on top" }).check();
    await dialog.getByRole("button", { name: "Post" }).click();
    await expect(dialog).toBeHidden();
  };
  await post(said("Staff meeting on Friday"), false, false);
  await post(said("Holiday hours on Friday"), true, true);
  await post(said("Typo on Friday"), false, false);
  await expect(updates.getByRole("list", { name: "Pinned announcements" }).getByText(said("Holiday hours on Friday"))).toBeVisible();
  const feed = updates.getByRole("list", { name: "Announcements and case events" });
  await expect(feed.getByText(said("Staff meeting on Friday"))).toBeVisible();
  await feed.getByRole("article").filter({ hasText: said("Typo on Friday") }).getByRole("button", { name: "Delete" }).click();
  await admin.getByRole("dialog", { name: "Delete this announcement?" }).getByRole("button", { name: "Delete" }).click();
  await expect(feed.getByText(said("Typo on Friday"))).toHaveCount(0);

  // "Cases in a status": another status tab, another list.
  const inStatus = widget(admin, "Cases in a status");
  const tabs = inStatus.getByRole("group", { name: "Statuses" }).getByRole("button");
  // More than one status (the closing dialog may still hide the page from the accessibility tree a moment).
  await expect(tabs.nth(1)).toBeVisible();
  await expect(tabs.first()).toHaveAttribute("aria-pressed", "true");
  const second = tabs.nth(1);
  const secondLabel = (await second.textContent())!.replace(/\s*\(\d+\)$/, "");
  await second.click();
  await expect(second).toHaveAttribute("aria-pressed", "true");
  await expect(inStatus.getByRole("region", { name: `Cases in status ${secondLabel}` })).toBeVisible();
  await expectNoAxeViolations(admin, "dashboard widgets");
});

test("a user hides a widget, shows it again and reorders in 'Customize dashboard', then restores the default", async ({ browser }) => {
  const manager = await signedInAs(browser, "manager", {}, "/app/dashboard");
  await expect(widget(manager, "Deadlines")).toBeVisible();
  const before = await widgetTitles(manager);
  expect(before[0]).toBe("Waiting on you");

  await widget(manager, "Deadlines").getByRole("button", { name: "Hide Deadlines" }).click();
  await expect(manager.getByText("Deadlines hidden. Customize dashboard shows it again.", { exact: true })).toBeVisible();
  await expect(widget(manager, "Deadlines")).toHaveCount(0);
  await manager.reload();
  await expect(widget(manager, "Waiting on you")).toBeVisible();
  await expect(widget(manager, "Deadlines")).toHaveCount(0);

  await manager.getByRole("button", { name: "Customize dashboard" }).click();
  const panel = manager.getByRole("list", { name: "Arrange the dashboard" });
  await expect(panel.getByRole("checkbox", { name: "Show Deadlines" })).not.toBeChecked();
  await panel.getByRole("checkbox", { name: "Show Deadlines" }).check();
  // "Updates" to the top, by keyboard: one press per place (not a retry), until its "up" is disabled at the top.
  const up = panel.getByRole("button", { name: "Move Updates up" });
  while (await up.isEnabled()) {
    await up.focus();
    await manager.keyboard.press("Enter");
  }
  await manager.getByRole("button", { name: "Save arrangement" }).click();
  await expect(manager.getByText("Dashboard arrangement saved", { exact: true })).toBeVisible();
  await expect(widget(manager, "Deadlines")).toBeVisible();
  await manager.reload();
  await expect(widget(manager, "Updates")).toBeVisible();
  expect((await widgetTitles(manager))[0]).toBe("Updates");

  await manager.getByRole("button", { name: "Customize dashboard" }).click();
  await manager.getByRole("button", { name: "Restore the default" }).click();
  const confirm = manager.getByRole("dialog", { name: "Restore the default arrangement?" });
  await confirm.getByRole("button", { name: "Restore the default" }).click();
  await expect(manager.getByText("Default arrangement restored", { exact: true })).toBeVisible();
  await expect.poll(() => widgetTitles(manager)).toEqual(before);
});

test("a petitioner starts with its cases' current status and sees no firm-wide widget; Spanish titles", async ({ browser }) => {
  const petitioner = await signedInAs(browser, "petitioner", {}, "/app/dashboard");
  await expect(widget(petitioner, "Current status of your cases")).toBeVisible();
  expect((await widgetTitles(petitioner))[0]).toBe("Current status of your cases");
  const current = widget(petitioner, "Current status of your cases");
  await expect(current.getByRole("article").first()).toBeVisible();
  await expect(current.getByRole("article").first().getByText("Next step")).toBeVisible();
  for (const title of ["Clients", "Cases by branch", "Open cases by next step", "Your signature requests"]) await expect(widget(petitioner, title)).toHaveCount(0);
  // The wall: the announcement for everyone, not the staff's.
  const updates = widget(petitioner, "Updates");
  await expect(updates.getByText(said("Holiday hours on Friday")).first()).toBeVisible();
  await expect(updates.getByText(said("Staff meeting on Friday"))).toHaveCount(0);
  await expect(updates.getByRole("button", { name: "Post an announcement" })).toHaveCount(0);
  await expectNoAxeViolations(petitioner, "petitioner's dashboard");

  await petitioner.context().addCookies([{ name: "NEXT_LOCALE", value: "es", url: firmUrl(FIRM, "/") }]);
  await petitioner.goto(firmUrl(FIRM, "/app/dashboard"));
  await expect(petitioner.getByRole("region", { name: "Su panel" }).getByRole("heading", { name: "Estado actual de sus casos" })).toBeVisible();
});
