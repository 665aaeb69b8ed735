// Reminders and to-dos: the admin creates a reminder on /app/tasks-list, sees it listed and marks it
// done; an RFE recorded on a case (Tracking tab) queues the deadline sync, whose job (run by the server's
// workers within seconds) puts the RFE-response reminders on the case attorney's to-do list, the bell
// tells the attorney of the RFE, and the attorney marks a reminder done. The default map gives attorneys
// TASK_LIST (issue 33); the journey still makes sure of it (another journey may change the firm's map) and restores the map.
import { expect, test, type Page } from "./fixtures";
import { expectNoAxeViolations, expectToast, firmUrl, pdf, plusDaysUtc, selectTab, signedInAs, uploadScannedPacket, usDateUtc } from "./helpers";
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

const usDate = usDateUtc;
const plusDays = plusDaysUtc;

test("create a reminder on the to-do list, see it listed, mark it done", async ({ browser }) => {
  const admin = await signedInAs(browser, "admin", {}, "/app/tasks-list");
  await expect(admin.getByRole("heading", { name: "To-dos", level: 1 })).toBeVisible();
  await expect(admin.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "To-dos" })).toBeVisible();
  await expectNoAxeViolations(admin, "to-do list");

  await admin.getByRole("button", { name: "New reminder" }).first().click();
  const dialog = admin.getByRole("dialog", { name: "New reminder" });
  await expect(dialog).toBeVisible();
  // The contract's messages, before anything is sent.
  await dialog.getByRole("button", { name: "Create reminder" }).click();
  await expect(dialog.getByText("*Title is required")).toBeVisible();
  await dialog.getByLabel("Title").fill("Call Acme about the LCA posting");
  await dialog.getByLabel("Due date").fill(plusDays(new Date(), 3).toISOString().slice(0, 10));
  await dialog.getByLabel("Time", { exact: true }).fill("09:30");
  await dialog.getByLabel("Notes").fill("Confirm both worksites");
  await expectNoAxeViolations(admin, "new reminder dialog", { include: "[role=dialog]" });
  await dialog.getByRole("button", { name: "Create reminder" }).click();
  await expectToast(admin, "Success");
  await expect(dialog).toBeHidden();

  const row = admin.getByRole("row").filter({ hasText: "Call Acme about the LCA posting" });
  await expect(row).toBeVisible();
  await expect(row).toContainText(usDate(plusDays(new Date(), 3)));
  await expect(row).toContainText("Open");
  await row.getByRole("button", { name: "Mark done: “Call Acme about the LCA posting”" }).click();
  await expect(admin.getByText("“Call Acme about the LCA posting” marked done").first()).toBeVisible();
  // The open list no longer shows it; the Done filter does.
  await expect(admin.getByRole("row").filter({ hasText: "Call Acme about the LCA posting" })).toHaveCount(0);
  await admin.getByRole("combobox", { name: "Status" }).selectOption({ label: "Done" });
  await expect(admin.getByRole("row").filter({ hasText: "Call Acme about the LCA posting" })).toContainText("Done");
});

test("an RFE recorded on a case puts the response reminders on the attorney's to-do list", async ({ browser }) => {
  const admin = await signedInAs(browser, "admin", {}, "/app/dashboard");
  // Attorneys have the task list by default (issue 33); made sure of for this journey, the map restored at the end.
  const details = await api<{ permissions?: Record<string, string[]> }>(admin, "tenant/details", {});
  const before = details.permissions ?? {};
  await api(admin, "tenant/update", { permissions: { ...before, "6": [...new Set([...(before["6"] ?? []), "TASK_LIST"])] } });
  try {
    // Case 2026-000004 (attorney assigned): record a new RFE on its Tracking tab.
    await admin.goto(firmUrl(FIRM, "/app/cases"));
    await admin.getByRole("link", { name: "Open case 2026-000004" }).click();
    await expect(admin.getByRole("heading", { name: "Case 2026-000004" })).toBeVisible();
    // USCIS's response needs the scanned copy of the filed packet (the seed has none): upload it first.
    const caseId = admin.url().split("/").pop()!;
    await uploadScannedPacket(admin, caseId);
    await admin.reload();
    await selectTab(admin, "Tracking");
    const form = admin.locator("form", { has: admin.getByRole("heading", { name: "Record the USCIS response" }) });
    await form.getByRole("combobox", { name: /^Response/ }).selectOption({ label: "Request for evidence" });
    const notice = new Date();
    await form.getByLabel("Response date").fill(usDate(notice));
    await form.getByLabel("RFE notice date").fill(usDate(notice));
    // A notice is served by mail unless it came electronically (8 CFR 103.8(b)): this one reached the online account.
    await expect(form.getByLabel("Served by mail")).toBeChecked();
    await form.getByLabel("Served by mail").uncheck();
    const chooser = admin.waitForEvent("filechooser");
    await form.getByRole("button", { name: "Attach notice" }).click();
    await (await chooser).setFiles(pdf("rfe-notice.pdf"));
    await expect(form.getByRole("list", { name: "Attached files" })).toContainText("rfe-notice.pdf");
    await form.getByRole("button", { name: "Save response" }).click();
    await admin.getByRole("dialog", { name: "Record “Request for evidence”?" }).getByRole("button", { name: "Record Request for evidence" }).click();
    await expectToast(admin, "Success");

    // Rule 18: 84 calendar days after the notice; reminders 30, 14, 7 and 1 day before, and the day after.
    const due = plusDays(notice, 84);
    const attorney = await signedInAs(browser, "attorney");
    // The response's save queues deadlines.sync-case (documents/uscis-response.ts), whose job makes the reminders; the
    // to-do list does not read them again by itself: open it until they show, up to 45 s.
    await expect(async () => {
      await attorney.goto(firmUrl(FIRM, "/app/tasks-list"));
      const rows = attorney.getByRole("row").filter({ hasText: `Case 2026-000004: RFE/NOID response due ${usDate(due)}` });
      await expect(rows).toHaveCount(5, { timeout: 2_000 });
    }).toPass({ timeout: 45_000 });
    const rows = attorney.getByRole("row").filter({ hasText: "RFE/NOID response due" });
    await expect(rows.first()).toContainText(usDate(plusDays(due, -30)));
    await expect(rows.first()).toContainText("30 days before");
    await expect(rows.last()).toContainText(usDate(plusDays(due, 1)));
    await expect(rows.last()).toContainText("Day after the deadline");
    await expectNoAxeViolations(attorney, "attorney's to-do list");
    // The bell tells the attorney of the RFE (issue 9's journey: RFE → reminders → bell → done).
    const bell = attorney.getByTestId("notification-bell");
    await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/, { timeout: 25_000 });
    await bell.click();
    const panel = attorney.getByRole("dialog", { name: "Notifications" });
    await expect(panel.getByText("RFE received on case 2026-000004").first()).toBeVisible();
    await attorney.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    // The attorney marks the 30-days-before reminder done: the open list keeps the other four.
    const first = attorney.getByRole("row").filter({ hasText: "30 days before" }).filter({ hasText: "RFE/NOID response due" });
    await first.getByRole("button", { name: /^Mark done: “Case 2026-000004: RFE\/NOID response due .*”$/ }).click();
    await expect(attorney.getByText(/marked done/).first()).toBeVisible();
    await expect(attorney.getByRole("row").filter({ hasText: "RFE/NOID response due" })).toHaveCount(4);

    // The case's Reminders section lists all five, the open ones first.
    await attorney.getByRole("link", { name: "2026-000004" }).first().click();
    const section = attorney.getByRole("region", { name: "Reminders" });
    await expect(section.getByText(`Case 2026-000004: RFE/NOID response due ${usDate(due)}`)).toHaveCount(5);
    await expectNoAxeViolations(attorney, "case reminders");
    // A reminder added from the case (its dialog loads on first opening) lands in the section, and the
    // focus comes back to "Add reminder".
    await section.getByRole("button", { name: "Add reminder" }).click();
    const dialog = attorney.getByRole("dialog", { name: "New reminder" });
    await dialog.getByLabel("Title").fill("Ask the client for the RFE exhibits");
    await dialog.getByLabel("Due date").fill(plusDays(new Date(), 5).toISOString().slice(0, 10));
    await dialog.getByRole("button", { name: "Create reminder" }).click();
    await expectToast(attorney, "Success");
    await expect(dialog).toBeHidden();
    await expect(section.getByText("Ask the client for the RFE exhibits")).toBeVisible();
    await expect(section.getByRole("button", { name: "Add reminder" })).toBeFocused();
  } finally {
    await api(admin, "tenant/update", { permissions: before });
  }
});
