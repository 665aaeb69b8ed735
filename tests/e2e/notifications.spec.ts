// Notifications (the bell): the admin puts the documentation manager on two demo cases (an optional
// assignment, allowed at any step, so the journey does not depend on the cases' progress); the
// documentation manager sees the unread count on the bell, opens the panel, follows a notification to its
// case (it is then read), sees the next one arrive without a reload (polling), marks all read and
// removes them; the e-mail went out at once; zero axe violations on the open panel.
import { expect, test, type Page } from "./fixtures";
import { expectNoAxeViolations, firmUrl, lastMailTo, signedInAs } from "./helpers";
import { FIRM, DOMAIN } from "./firm";

/** A same-origin API call from the signed-in page (the session cookie and Origin ride along). */
async function api<T>(page: Page, path: string, body: Record<string, unknown>): Promise<T> {
  const res = await page.evaluate(
    async ({ url, body }) => {
      const r = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      return { status: r.status, text: await r.text() };
    },
    { url: `/api/${path}`, body },
  );
  expect(res.status, res.text).toBe(200);
  return JSON.parse(res.text).result.data as T;
}

async function caseId(page: Page, number: string): Promise<string> {
  await page.goto(firmUrl(FIRM, "/app/cases"));
  await page.getByRole("link", { name: `Open case ${number}` }).click();
  await expect(page.getByRole("heading", { name: `Case ${number}` })).toBeVisible();
  return page.url().split("/").pop()!;
}

/** The admin assigns the demo documentation manager on the case (ASSIGN_DOCUMENTATION_MANAGER). */
async function assignDocManager(admin: Page, petitionId: string) {
  const users = await api<{ userId: string; email: string }[]>(admin, "petition/assignable-users", { petitionId, roleId: 9 });
  const dm = users.find((u) => u.email === `docmanager@${DOMAIN}`);
  expect(dm, JSON.stringify(users)).toBeTruthy();
  await api(admin, "petition/assign-a-role", { petitionId, roleId: 9, userId: dm!.userId });
}

test("the bell: count, panel, open a notification, new ones without reload, mark all read, remove", async ({ browser }) => {
  const admin = await signedInAs(browser, "admin");
  const first = await caseId(admin, "2026-000002");
  const second = await caseId(admin, "2026-000004");
  await assignDocManager(admin, first);

  // The e-mail went out at once (default choice), with the case's link.
  expect(await lastMailTo(`docmanager@${DOMAIN}`)).toContain("You were assigned to case 2026-000002");

  const dm = await signedInAs(browser, "docmanager");
  const bell = dm.getByTestId("notification-bell");
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
  await bell.click();
  const panel = dm.getByRole("dialog", { name: "Notifications" });
  await expect(panel).toBeVisible();
  const item = panel.getByRole("link", { name: /You were assigned to case 2026-000002/ });
  await expect(item).toContainText("You are the documentation manager of this case.");
  await expectNoAxeViolations(dm, "notifications panel", { include: "[role=dialog]" });
  await item.click();
  await expect(dm).toHaveURL(new RegExp(`/app/petition-details/${first}$`));
  await expect(dm.getByRole("heading", { name: "Case 2026-000002" })).toBeVisible();
  await expect(bell).toHaveAccessibleName("Notifications");

  // A new one arrives while the page stays open: the count is polled (15 s).
  await assignDocManager(admin, second);
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread", { timeout: 25_000 });

  await bell.click();
  await expect(panel.getByRole("listitem")).toHaveCount(2);
  await panel.getByRole("button", { name: "Mark all read" }).click();
  // (the modal panel hides the rest of the page from assistive technology meanwhile: read the label itself)
  await expect(bell).toHaveAttribute("aria-label", "Notifications");
  await expect(panel.getByRole("button", { name: "Mark all read" })).toBeDisabled();
  await expect(panel.getByText("Unread:")).toHaveCount(0);

  await panel.getByRole("button", { name: "Remove notification: You were assigned to case 2026-000004" }).click();
  await expect(panel.getByRole("listitem")).toHaveCount(1);
  await panel.getByRole("button", { name: "Remove notification: You were assigned to case 2026-000002" }).click();
  await expect(panel.getByText("You have no notifications.")).toBeVisible();
  await dm.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
  await expect(bell).toHaveAccessibleName("Notifications");
});

test("the profile keeps the notification e-mail choice: at once, daily digest or off", async ({ browser }) => {
  const page = await signedInAs(browser, "docexec", {}, "/app/profile");
  const group = page.getByRole("group", { name: "Send me notification e-mails" });
  await expect(group.getByRole("radio", { name: /^At once/ })).toBeChecked();
  await group.getByRole("radio", { name: /^Daily digest/ }).check();
  await expect(page.getByText("Your notification e-mail choice was saved", { exact: true })).toBeVisible();
  await page.reload();
  await expect(group.getByRole("radio", { name: /^Daily digest/ })).toBeChecked();
  await expectNoAxeViolations(page, "profile with the notification e-mail choice");
  await group.getByRole("radio", { name: /^At once/ }).check();
  await expect(group.getByRole("radio", { name: /^At once/ })).toBeChecked();
});
