// New-ticket triage (issue 33 §1): the firm admin changes the roles told of a client's new ticket on the settings'
// "New support tickets" card (paralegals in, front office out); the demo petitioner raises a ticket; the paralegal
// (now a triage role) finds it on the bell — the notification leads to the ticket — and in the dashboard's
// "Support tickets" widget among the open tickets nobody holds yet; the front office user (no longer a triage
// role) gets neither. The card is put back to admins and front office at the end, whatever happened.
import { expect, test, type Page } from "./fixtures";
import { expectNoAxeViolations, firmUrl, signedInAs } from "./helpers";
import { FIRM } from "./firm";

const UNASSIGNED = /^Open tickets nobody holds yet \((\d+)\)$/;

const rolesGroup = (page: Page) => page.getByRole("group", { name: "Roles to alert" });

/** On the settings' "New support tickets" card: the triage roles set to exactly `checked` among `roles`, saved. */
async function setTriageRoles(page: Page, roles: Record<string, boolean>) {
  await page.goto(firmUrl(FIRM, "/app/basic-settings"));
  await expect(page.getByRole("heading", { name: "New support tickets" })).toBeVisible();
  const group = rolesGroup(page);
  for (const [role, on] of Object.entries(roles)) await group.getByRole("checkbox", { name: role, exact: true }).setChecked(on);
  await page.locator("form").filter({ has: group }).getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Roles for new tickets saved.", { exact: true })).toBeVisible();
}

const supportWidget = (page: Page) => page.getByRole("region", { name: "Your dashboard" }).getByRole("region", { name: "Support tickets", exact: true });

/**
 * The dashboard's "Support tickets" widget once loaded: the count of open unassigned tickets it lists; 0 when the
 * firm has no ticket in reach yet (the widget then says only "No ticket yet."); null when it has tickets but no
 * unassigned list (not a triage role).
 */
async function unassignedCount(page: Page): Promise<number | null> {
  await page.goto(firmUrl(FIRM, "/app/dashboard"));
  const widget = supportWidget(page);
  const none = widget.getByText("No ticket yet.");
  await expect(widget.getByRole("link", { name: "All tickets" }).or(none)).toBeVisible({ timeout: 20_000 });
  if ((await none.count()) > 0) return 0;
  const heading = widget.getByRole("heading", { name: UNASSIGNED });
  if ((await heading.count()) === 0) return null;
  return Number(UNASSIGNED.exec(((await heading.textContent()) ?? "").trim())![1]);
}

/** Opens the bell's panel and waits for its list (or its empty state). */
async function openBell(page: Page) {
  await page.getByTestId("notification-bell").click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  await expect(panel.getByRole("listitem").first().or(panel.getByText("You have no notifications."))).toBeVisible();
  return panel;
}

test("a client's new ticket alerts the firm's chosen triage roles: bell and dashboard, and nobody else", async ({ browser }) => {
  const admin = await signedInAs(browser, "admin", {}, "/app/basic-settings");
  try {
    // The admin alerts paralegals instead of the front office (admins stay); the choice is kept after a reload.
    await setTriageRoles(admin, { Admin: true, Paralegal: true, "Front Office User": false });
    await expectNoAxeViolations(admin, "settings with the new support tickets card");
    await admin.reload();
    await expect(rolesGroup(admin).getByRole("checkbox", { name: "Paralegal", exact: true })).toBeChecked();
    await expect(rolesGroup(admin).getByRole("checkbox", { name: "Front Office User", exact: true })).not.toBeChecked();
    await expect(admin.getByText("Your firm has not chosen yet: admins and front office are alerted.")).toHaveCount(0);

    // Before the ticket: the paralegal's widget lists the unassigned tickets (none when the firm has no ticket yet,
    // as on a fresh demo firm), the front office's does not once there are tickets (below).
    const paralegal = await signedInAs(browser, "paralegal", {}, "/app/dashboard");
    const before = await unassignedCount(paralegal);
    expect(before).not.toBeNull();
    const front = await signedInAs(browser, "frontoffice", {}, "/app/dashboard");

    // The petitioner raises a ticket.
    const subject = `Travel letter for the consulate ${Date.now()}`;
    const client = await signedInAs(browser, "petitioner", {}, "/app/support-tickets");
    await client.getByRole("button", { name: "New ticket" }).first().click();
    const dialog = client.getByRole("dialog", { name: "New ticket" });
    await dialog.getByLabel("Subject").fill(subject);
    await dialog.getByLabel("Description").fill("Our employee travels next month and needs a letter for the consulate.");
    await dialog.getByRole("combobox", { name: "Type" }).selectOption({ label: "Case update" });
    await dialog.getByRole("button", { name: "Create ticket" }).click();
    await client.waitForURL(/\/app\/support-tickets\/[0-9a-f-]{36}$/);
    const ticketUrl = client.url();
    const number = /TKT-\d{6}/.exec((await client.getByRole("heading", { level: 1 }).textContent())!)![0];

    // The paralegal: the widget counts one more unassigned ticket (the list shows the five oldest: the new one
    // is among them while there were fewer than five), and the bell leads to the ticket.
    expect(await unassignedCount(paralegal)).toBe(before! + 1);
    if (before! < 5) await expect(supportWidget(paralegal).getByRole("link", { name: number, exact: true })).toBeVisible();
    const panel = await openBell(paralegal);
    const alert = panel.getByRole("link", { name: new RegExp(`New ticket ${number} from`) });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(`“${subject}” is waiting for someone to take it.`);
    await expectNoAxeViolations(paralegal, "notifications panel with the new ticket", { include: "[role=dialog]" });
    await alert.click();
    await paralegal.waitForURL(ticketUrl);
    await expect(paralegal.getByRole("heading", { level: 1 })).toContainText(subject);

    // The front office, no longer a triage role: no alert, no unassigned list (it still reads the ticket list).
    expect(await unassignedCount(front)).toBeNull();
    const frontPanel = await openBell(front);
    await expect(frontPanel.getByRole("link", { name: new RegExp(`New ticket ${number}`) })).toHaveCount(0);
    await front.goto(firmUrl(FIRM, `/app/support-tickets?search=${number}`));
    await expect(front.getByRole("row").filter({ hasText: subject })).toBeVisible();
  } finally {
    // Back to the firm's usual triage roles for the other journeys.
    await setTriageRoles(admin, { Admin: true, Paralegal: false, "Front Office User": true });
  }
});
