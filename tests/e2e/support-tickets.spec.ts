// Support tickets (issue 15 section 2): the demo petitioner raises a ticket about one of its cases; the firm's
// front office finds it, assigns it to itself and starts it, answers with a public comment (a PDF attached; a misspelt
// word corrected through "Check spelling") and an internal note,
// is asked to confirm before closing (and cancels), then resolves it; the petitioner sees the public comment and
// the Resolved status and downloads the PDF, never the internal note. Axe checks the list, the dialog and the details on both sides.
import { expect, test, type Page } from "./fixtures";
import { expectNoAxeViolations, firmUrl, pdf, signedInAs } from "./helpers";
import { FIRM } from "./firm";

const PUBLIC = "We have asked USCIS about your receipt notice and will update you within two days.";
const INTERNAL = "Lockbox backlog: check again on Friday before calling the client.";

async function statusIs(page: Page, status: string) {
  await expect(page.getByRole("heading", { level: 1 }).getByText(status, { exact: true })).toBeVisible();
}

test("a petitioner's ticket about its case: assigned, answered (with an internal note it never sees), resolved", async ({ browser }) => {
  const subject = `Receipt notice still missing ${Date.now()}`;

  // The petitioner raises it.
  const client = await signedInAs(browser, "petitioner");
  await client.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Support tickets" }).click();
  await expect(client.getByRole("heading", { level: 1, name: "Support tickets" })).toBeVisible();
  await expectNoAxeViolations(client, "ticket list (petitioner)");
  await client.getByRole("button", { name: "New ticket" }).first().click();
  const dialog = client.getByRole("dialog", { name: "New ticket" });
  await dialog.getByLabel("Subject").fill(subject);
  await dialog.getByLabel("Description").fill("Our H-1B extension was filed two weeks ago and we have no receipt notice yet.");
  await dialog.getByRole("combobox", { name: "Type" }).selectOption({ label: "Case update" });
  // A client does not choose the priority.
  await expect(dialog.getByRole("combobox", { name: "Priority" })).toHaveCount(0);
  const caseSelect = dialog.getByRole("combobox", { name: "Case" });
  await expect(caseSelect.locator("option")).not.toHaveCount(1);
  await caseSelect.selectOption({ index: 1 });
  const caseLabel = (await caseSelect.locator("option:checked").textContent())!.trim();
  const caseNumber = caseLabel.split(" — ")[0];
  await expectNoAxeViolations(client, "new ticket dialog", { include: '[role="dialog"]' });
  await dialog.getByRole("button", { name: "Create ticket" }).click();

  await client.waitForURL(/\/app\/support-tickets\/[0-9a-f-]{36}$/);
  const ticketUrl = client.url();
  const heading = client.getByRole("heading", { level: 1 });
  await expect(heading).toContainText(subject);
  const number = /TKT-\d{6}/.exec((await heading.textContent())!)![0];
  await statusIs(client, "Open");
  await expect(client.getByText(caseNumber, { exact: true })).toBeVisible();
  // No staff controls for the client.
  await expect(client.getByRole("heading", { name: "Handle the ticket" })).toHaveCount(0);
  await expectNoAxeViolations(client, "ticket details (petitioner)");

  // The front office finds it in the list and handles it.
  const front = await signedInAs(browser, "frontoffice", {}, `/app/support-tickets?search=${number}`);
  const row = front.getByRole("row").filter({ hasText: subject });
  await expect(row.getByText("Open", { exact: true })).toBeVisible();
  await expect(row.getByText("Within SLA")).toBeVisible();
  await expectNoAxeViolations(front, "ticket list (front office)");
  await front.getByRole("link", { name: `Open ticket ${number}` }).click();
  await front.waitForURL(ticketUrl);
  await front.getByRole("combobox", { name: "Assignee" }).selectOption({ label: "Demo Front Office User" });
  await front.getByRole("combobox", { name: "Status" }).selectOption({ label: "In progress" });
  await front.getByRole("button", { name: "Save changes" }).click();
  await statusIs(front, "In progress");
  const history = front.getByRole("list", { name: "History" });
  await expect(history.getByText("assigned it to Demo Front Office User")).toBeVisible();
  await expect(history.getByText("changed the status from Open to In progress")).toBeVisible();

  // A public comment (a misspelt word corrected through the spelling suggestions), then an internal note.
  const thread = front.getByRole("list", { name: "Comment thread" });
  await front.getByLabel("Add a comment").fill(PUBLIC.replace("receipt", "reciept"));
  await front.getByRole("button", { name: "Check spelling" }).click();
  const misspelt = front.getByRole("list", { name: "1 possible misspelling" });
  await expect(misspelt.getByText("“reciept”")).toBeVisible();
  await expectNoAxeViolations(front, "ticket comment spelling suggestions");
  await misspelt.getByRole("button", { name: "Replace “reciept” with “receipt”" }).click();
  await expect(front.getByLabel("Add a comment")).toHaveValue(PUBLIC);
  await expect(front.getByText("No spelling mistakes found.")).toBeVisible();
  await front.locator("input[type=file]").setInputFiles(pdf("uscis-inquiry.pdf"));
  await expect(front.getByRole("list", { name: "Files to attach" }).getByText("uscis-inquiry.pdf")).toBeVisible();
  await front.getByRole("button", { name: "Add comment" }).click();
  await expect(thread.getByText(PUBLIC)).toBeVisible();
  await expect(thread.getByRole("button", { name: "Download uscis-inquiry.pdf" })).toBeVisible();
  await expect(front.getByRole("list", { name: "Files to attach" })).toHaveCount(0);
  await front.getByLabel("Add a comment").fill(INTERNAL);
  await front.getByLabel("Internal note (hidden from the client)").check();
  await front.getByRole("button", { name: "Add comment" }).click();
  const note = thread.getByRole("listitem").filter({ hasText: INTERNAL });
  await expect(note.getByText("Internal note", { exact: true })).toBeVisible();
  await expectNoAxeViolations(front, "ticket details (front office)");

  // Closing asks first; cancelled, the ticket stays as it was.
  await front.getByRole("combobox", { name: "Status" }).selectOption({ label: "Closed" });
  await front.getByRole("button", { name: "Save changes" }).click();
  const confirm = front.getByRole("dialog", { name: `Close ticket ${number}?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await statusIs(front, "In progress");

  // Resolved.
  await front.getByRole("combobox", { name: "Status" }).selectOption({ label: "Resolved" });
  await front.getByRole("button", { name: "Save changes" }).click();
  await statusIs(front, "Resolved");
  await expect(history.getByText("changed the status from In progress to Resolved")).toBeVisible();

  // The petitioner sees the answer and the status, not the internal note.
  await client.reload();
  await statusIs(client, "Resolved");
  const clientThread = client.getByRole("list", { name: "Comment thread" });
  await expect(clientThread.getByText(PUBLIC)).toBeVisible();
  const [file] = await Promise.all([client.waitForEvent("download"), clientThread.getByRole("button", { name: "Download uscis-inquiry.pdf" }).click()]);
  expect(file.suggestedFilename()).toBe("uscis-inquiry.pdf");
  await expect(client.getByText(INTERNAL)).toHaveCount(0);
  await expect(client.getByText("Internal note")).toHaveCount(0);
  await expect(client.getByRole("list", { name: "History" }).getByText("changed the status from In progress to Resolved")).toBeVisible();
  await client.goto(firmUrl(FIRM, "/app/support-tickets"));
  await expect(client.getByRole("row").filter({ hasText: subject }).getByText("Resolved", { exact: true })).toBeVisible();
});
