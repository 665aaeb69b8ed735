// Green-card employment cases and the Visa Bulletin (issue 11 section 3): the attorney enters this month's
// bulletin, sets demo case 2026-000003's category and priority date on its Green card tab and sees the date
// not current for final action but current for filing (as the API answers), records the I-140 receipt, then
// its approval and the I-485's receipt, opens the case to the client's edits again, finds the case in the
// Visa Bulletin's green-card list, and — once the month's cut-off is current — sees it turn current with the
// case team told through the bell (the demo case has none: its managers, the admins).
// The admin creates a green-card case by mistake, downloads its documents as one zip and deletes it.
import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { unzipSync } from "fflate";
import { expectNoAxeViolations, expectToast, firmUrl, pageApi, pdf, selectTab, signedInAs, usDateUtc } from "./helpers";
import { FIRM } from "./firm";

test("a green card's priority date against the Visa Bulletin", async ({ browser }) => {
  const today = new Date();
  const month = today.toISOString().slice(0, 7);
  const page = await signedInAs(browser, "attorney", {}, "/app/dashboard");
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Visa Bulletin" }).click();
  await expect(page.getByRole("heading", { name: "Visa Bulletin", level: 1 })).toBeVisible();
  await expect(page.getByText("No bulletin entered yet")).toBeVisible();

  // This month's EB-2 cells for all areas.
  await page.getByRole("button", { name: "Enter a month" }).click();
  const choose = page.getByRole("dialog", { name: "Enter a month" });
  await choose.getByLabel("Month").fill("2026-13");
  await choose.getByRole("button", { name: "Edit this month" }).click();
  await expect(choose.getByText("Month must be YYYY-MM")).toBeVisible();
  await choose.getByLabel("Month").fill(month);
  await choose.getByRole("button", { name: "Edit this month" }).click();
  const edit = page.getByRole("dialog", { name: `Visa Bulletin · ${month}` });
  // The final action chart pasted as copied from the bulletin: the tracked rows fill their cells, a bad line is named.
  await edit.getByRole("button", { name: "Paste the Final action dates table from the bulletin" }).click();
  await edit
    .getByLabel("The Final action dates table, copied from the Visa Bulletin")
    .fill(["Employment-based\tAll Chargeability Areas Except Those Listed\tCHINA-mainland born\tINDIA\tMEXICO\tPHILIPPINES", "1st\tC\t15NOV22\t15FEB22\tC\tC", "3rd\t31FEB23\tC\tC\tC\tC"].join("\n"));
  await edit.getByRole("button", { name: "Fill the cells" }).click();
  await expect(edit.getByText("5 cells filled: check them, then save.")).toBeVisible();
  await expect(edit.getByText(/^Line 3 could not be read: 3rd/)).toBeVisible();
  await expect(edit.getByRole("textbox", { name: "Final action dates, EB-1, India" })).toHaveValue("02/15/2022");
  await expect(edit.getByRole("textbox", { name: "Final action dates, EB-1, All areas" })).toHaveValue("C");
  await edit.getByRole("textbox", { name: "Final action dates, EB-2, All areas" }).fill("soon");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit.getByText("C, U or MM/DD/YYYY", { exact: true }).first()).toBeVisible();
  await edit.getByRole("textbox", { name: "Final action dates, EB-2, All areas" }).fill("01/01/2019");
  await edit.getByRole("textbox", { name: "Dates for filing, EB-2, All areas" }).fill("c");
  await expectNoAxeViolations(page, "Visa Bulletin month dialog", { include: "[role=dialog]" });
  await edit.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success");
  await expect(page.getByText("before 01/01/2019")).toBeVisible();
  await expect(page.getByText("In force", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "Visa Bulletin");

  // The case's Green card tab.
  await page.goto(firmUrl(FIRM, "/app/cases"));
  await page.getByRole("link", { name: "Open case 2026-000003" }).click();
  await expect(page.getByRole("heading", { name: "Case 2026-000003" })).toBeVisible();
  await selectTab(page, "Green card", { exact: true });
  await expect(page.getByText("All areas (by country of birth)")).toBeVisible();
  await page.getByRole("button", { name: "Edit green card" }).click();
  const gc = page.getByRole("dialog", { name: "Edit green card" });
  await gc.getByLabel("Category").selectOption({ label: "EB-2" });
  await gc.getByLabel("Priority date").fill("03/15/2019");
  await gc.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success");
  await expect(page.getByText("03/15/2019 (set by hand)")).toBeVisible();
  const bulletin = page.getByRole("list", { name: `Visa Bulletin of ${month}` });
  await expect(bulletin.getByRole("listitem").filter({ hasText: "Final action dates" })).toContainText("Not current");
  await expect(bulletin.getByRole("listitem").filter({ hasText: "Dates for filing" })).toContainText("Current");

  // The firm's green-card steps (default list): the I-140's filing is next, and the reader's.
  const steps = page.getByRole("list", { name: "Steps" });
  await expect(steps.getByRole("listitem").filter({ hasText: "I-140 filed" })).toHaveAttribute("aria-current", "step");
  await expect(steps.getByRole("listitem").filter({ hasText: "I-140 filed" }).getByText("Yours")).toBeVisible();

  // The I-140 was filed.
  await page.getByRole("button", { name: "Update I-140 immigrant petition" }).click();
  const stage = page.getByRole("dialog", { name: "Update I-140 immigrant petition" });
  await stage.getByLabel("Status").selectOption({ label: "Filed" });
  await stage.getByRole("button", { name: "Save" }).click();
  await expect(stage.getByText("*Receipt Date is required")).toBeVisible();
  await stage.getByLabel("Receipt number").fill("LIN2690123456");
  await stage.getByLabel("Receipt date").fill(usDateUtc(today));
  await stage.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success");
  await expect(page.getByRole("list", { name: "Stages" }).getByText("LIN2690123456")).toBeVisible();

  // The client may correct the case again.
  await page.getByRole("button", { name: "Let the client edit" }).click();
  await page.getByRole("dialog", { name: "Let the client edit the case?" }).getByRole("button", { name: "Let the client edit" }).click();
  await expectToast(page, "Success");
  await expect(page.getByText("The client may edit this case again.")).toBeVisible();
  await expectNoAxeViolations(page, "Green card tab");

  // The I-140 approved; the I-485 filed with its own receipt number.
  await page.getByRole("button", { name: "Update I-140 immigrant petition" }).click();
  await stage.getByLabel("Status").selectOption({ label: "Approved" });
  await stage.getByLabel("Decision date").fill(usDateUtc(today));
  await stage.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success");
  await expect(stage).toBeHidden();
  await page.getByRole("button", { name: "Update I-485 adjustment of status" }).click();
  const i485 = page.getByRole("dialog", { name: "Update I-485 adjustment of status" });
  await i485.getByLabel("Status").selectOption({ label: "Filed" });
  await i485.getByLabel("Receipt number").fill("LIN2690123457");
  await i485.getByLabel("Receipt date").fill(usDateUtc(today));
  await i485.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success");
  const stages = page.getByRole("list", { name: "Stages" });
  await expect(stages.getByRole("listitem").filter({ hasText: "I-140 immigrant petition" })).toContainText("Approved");
  await expect(stages.getByRole("listitem").filter({ hasText: "I-485 adjustment of status" })).toContainText("LIN2690123457");
  // Both I-140 steps and the I-485's filing are done; the work permit is next.
  await expect(steps.getByRole("listitem").filter({ hasText: "Work permit (I-765)" })).toHaveAttribute("aria-current", "step");
  // The I-140's approval notice, kept with the green card's USCIS notices.
  const noticeChooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Upload I-140 notice" }).click();
  await (await noticeChooser).setFiles(pdf("i140-approval.pdf"));
  const notices = page.getByRole("table", { name: "USCIS notices" });
  await expect(notices.getByRole("row").filter({ hasText: "i140-approval.pdf" })).toContainText("I-140 notice (I-797)");
  await expectNoAxeViolations(page, "Green card tab with its notices");

  // Every green card with its priority date, on the Visa Bulletin page.
  await page.goto(firmUrl(FIRM, "/app/visa-bulletin"));
  await page.getByLabel("Final action", { exact: true }).selectOption({ label: "Not current" });
  const row = page.getByRole("row").filter({ hasText: "2026-000003" });
  await expect(row).toContainText("03/15/2019");
  await expect(row).toContainText("Lucia Fernandez");

  // The month's EB-2 final action becomes current: the case turns current and its team is told (the bell).
  // The demo case has no team yet, so its managers are (the firm's admins: reminders/deadline-assignees.ts).
  const manager = await signedInAs(browser, "admin", {}, "/app/dashboard");
  const bell = manager.getByTestId("notification-bell");
  // The final action chart's notice (the dates-for-filing chart was current before).
  const told = async () =>
    (await pageApi<{ notifications: { title: string; body: string; readAt: string | null }[] }>(manager, "notify/list", { page: 1, perpage: 50 })).notifications.some(
      (n) => n.title === "2026-000003: the priority date is current" && n.body.startsWith("Final action dates") && !n.readAt,
    );
  expect(await told()).toBe(false);
  await page.getByRole("button", { name: "Edit this month" }).click();
  const again = page.getByRole("dialog", { name: `Visa Bulletin · ${month}` });
  await again.getByRole("textbox", { name: "Final action dates, EB-2, All areas" }).fill("C");
  await again.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success");
  // The save queues gc.bulletin-check (greencard/visa-bulletin.ts), whose job notifies: poll the admin's own
  // notifications for this one (other journeys' may arrive meanwhile, so a count would not say), up to 30 s.
  await expect.poll(told, { timeout: 30_000 }).toBe(true);
  // The bell re-reads its count every 15 s (notifications/ui/use-notifications.ts UNREAD_POLL_MS); its panel lists it.
  await expect(bell).toHaveAttribute("aria-label", /\d+ unread/, { timeout: 20_000 });
  await bell.click();
  await expect(manager.getByRole("dialog", { name: "Notifications" }).getByText("2026-000003: the priority date is current").first()).toBeVisible();
  await manager.context().close();
  await page.getByLabel("Final action", { exact: true }).selectOption({ label: "Current" });
  await expect(page.getByRole("row").filter({ hasText: "2026-000003" })).toContainText("03/15/2019");
});

test("a green-card case made by mistake: its documents as one zip, then deleted", async ({ browser }) => {
  const page = await signedInAs(browser, "admin");
  const title = `GC by mistake ${Date.now().toString(36)}`;
  await page.goto(firmUrl(FIRM, "/app/cases"));
  await page.getByRole("button", { name: "New case" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New case" });
  await dialog.getByLabel("Case type").selectOption({ label: "Green Card (Permanent Residence)" });
  await dialog.getByLabel("Sub type").selectOption({ label: "GC Employment (PERM, I-140, I-485)" });
  await dialog.getByLabel("Client").selectOption({ label: "Acme Technologies Inc." });
  await dialog.getByRole("checkbox", { name: "Arjun Sharma" }).check();
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByRole("button", { name: "Create case" }).click();
  await expectToast(page, "Success");
  await page.waitForURL(/\/app\/(petition-details|gc-employment-details)\/[0-9a-f-]{36}$/);
  const caseUrl = page.url();
  const heading = await page.getByRole("heading", { level: 1, name: /^Case / }).textContent();
  const caseNumber = heading!.replace(/^Case /, "").trim();

  // Nothing to download yet.
  await selectTab(page, "Green card", { exact: true });
  await page.getByRole("button", { name: "Download all documents (.zip)" }).click();
  await expectToast(page, "Error");
  await expect(page.getByText("This case has no documents to download yet", { exact: true })).toBeVisible();

  // A passport on the Documents tab, then the zip holds it under the worker's name.
  await selectTab(page, "Documents");
  const panel = page.getByRole("tabpanel");
  await panel.getByLabel("Document type").selectOption({ label: "Passport biographic page" });
  const chooser = page.waitForEvent("filechooser");
  await panel.getByRole("button", { name: "Upload document" }).click();
  await (await chooser).setFiles(pdf("passport.pdf"));
  await expect(panel.getByRole("row").filter({ hasText: "passport.pdf" })).toBeVisible({ timeout: 30_000 });
  await selectTab(page, "Green card", { exact: true });
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download all documents (.zip)" }).click();
  const zip = await download;
  expect(zip.suggestedFilename()).toBe(`${caseNumber} documents.zip`);
  const entries = unzipSync(new Uint8Array(await readFile((await zip.path())!)));
  expect(Object.keys(entries)).toEqual(["Client documents/Arjun Sharma/Passport biographic page - passport.pdf"]);

  // Deleting asks first, then the case is gone from the list.
  await expect(page.getByText("A case created by mistake can be deleted while nothing has been filed.")).toBeVisible();
  await expectNoAxeViolations(page, "Green card tab with the case file");
  await page.getByRole("button", { name: "Delete case" }).click();
  const confirm = page.getByRole("dialog", { name: `Delete case ${caseNumber}?` });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Delete case" }).click();
  await expectToast(page, "Success");
  await page.waitForURL(/\/app\/cases/);
  await page.getByRole("searchbox", { name: "Search by case number, title, client or beneficiary" }).fill(title);
  await expect(page.getByRole("link", { name: `Open case ${caseNumber}` })).toHaveCount(0);
  await page.goto(caseUrl);
  await expect(page.getByText(/not found/i).first()).toBeVisible();
});
