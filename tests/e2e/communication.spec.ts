// Communication on a case (issue 15), on the demo firm's case 2026-000002 (Acme's H-1B extension, assigned to
// the supervisor and the paralegal): the paralegal starts a thread in the case's Messages tab mentioning the
// supervisor and sends it with Ctrl+Enter; the supervisor's e-mail says they were mentioned and links to the
// thread; the petitioner (Acme) is told by e-mail, follows the link to the thread on its case and replies with the
// passport attached; the paralegal sees the unread count on the tab, opens the thread, reads the reply, downloads
// the file and sees her message "Seen by" the petitioner.
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, firmUrl, lastMailTo, linkIn, pdf, selectTab, signedInAs } from "./helpers";
import { FIRM, DOMAIN, FIRM_NAME } from "./firm";

const CASE = "2026-000002";
const SUBJECT = "Renewed passport for the extension";
const FIRST = "Please upload the renewed passport before Friday.";
const REPLY = "Uploaded this morning — the new passport is valid until 2036.";

/** The newest e-mail to `to` once it is the one saying `text` (an earlier journey's e-mail may still be the newest for a moment). */
async function mailSaying(to: string, text: string): Promise<string> {
  // This one leaves through the mail.deliver job (lib/server/jobs/runner.ts: its workers look every 2 s): poll, up to 20 s.
  await expect.poll(async () => await lastMailTo(to), { timeout: 20_000 }).toContain(text);
  return lastMailTo(to);
}

test("staff writes on a case mentioning a colleague; the petitioner replies from the e-mail's link; staff sees the reply and Seen", async ({ browser }) => {
  test.setTimeout(180_000);
  // The paralegal opens the case from the list and starts a thread.
  const staff = await signedInAs(browser, "paralegal", {}, "/app/cases");
  await staff.getByRole("link", { name: `Open case ${CASE}` }).click();
  await expect(staff.getByRole("heading", { name: `Case ${CASE}` })).toBeVisible();
  const caseUrl = staff.url().split("?")[0];
  await selectTab(staff, "Messages");
  await expect(staff.getByText("No messages on this case yet.", { exact: false })).toBeVisible();
  await staff.getByRole("button", { name: "New thread" }).click();
  const form = staff.getByRole("form", { name: "New thread" });
  // Empty: the form says what is missing, nothing is sent.
  await form.getByRole("button", { name: "Start thread" }).click();
  await expect(form.getByText("*Subject is required")).toBeVisible();
  await expect(form.getByText("*Message is required")).toBeVisible();
  await form.getByLabel("Subject").fill(SUBJECT);
  await form.getByLabel("Message").fill(FIRST);
  // The mention picker offers the case's people (not the paralegal herself).
  const picker = form.getByLabel("Mention someone");
  await expect(picker.locator("option", { hasText: "Demo Paralegal" })).toHaveCount(0);
  await expect(picker.locator("option", { hasText: "Demo Petitioner" })).toHaveCount(1);
  await picker.selectOption({ label: "Demo Supervisor — Supervisor" });
  await expect(form.getByRole("list", { name: "Mentioned people" })).toContainText("@Demo Supervisor");
  await expect(form.getByLabel("Message")).toHaveValue(`${FIRST} @Demo Supervisor `);
  await form.getByLabel("Message").press("Control+Enter");

  const thread = staff.getByRole("list", { name: `Messages of ${SUBJECT}` });
  await expect(thread.locator(":scope > li")).toHaveCount(1);
  await expect(thread).toContainText(FIRST);
  await expect(thread).toContainText("Mentioned: Demo Supervisor");
  await expect(thread).toContainText("Not seen yet");
  await expect(staff).toHaveURL(/[?&]tab=messages/);
  await expect(staff).toHaveURL(/[?&]thread=[0-9a-f-]{36}/);
  await expectNoAxeViolations(staff, "case messages (staff)");
  // Away from the thread while the petitioner answers (an open thread polls, and reads what comes in).
  await staff.goto(firmUrl(FIRM, "/app/cases"));

  // The supervisor is told they were mentioned, with a link to the thread.
  const supervisorMail = await mailSaying(`supervisor@${DOMAIN}`, `Demo Paralegal mentioned you on case ${CASE}`);
  expect(linkIn(supervisorMail, "/app/petition-details/")).toMatch(/\?tab=messages&thread=[0-9a-f-]{36}$/);

  // The petitioner follows its e-mail's link to the thread on its own case and replies.
  const petitionerMail = await mailSaying(`petitioner@${DOMAIN}`, `New message on case ${CASE}`);
  const client = await signedInAs(browser, "petitioner");
  await client.goto(linkIn(petitionerMail, "/app/petition-details/"));
  await expect(client.getByRole("tab", { name: /^Messages/ })).toHaveAttribute("aria-selected", "true");
  const clientThread = client.getByRole("list", { name: `Messages of ${SUBJECT}` });
  await expect(clientThread).toContainText(FIRST);
  await expect(clientThread).toContainText("Demo Paralegal");
  const reply = client.getByRole("form", { name: "Reply" });
  await reply.getByLabel("Message").fill(REPLY);
  await reply.getByLabel("Attach files").setInputFiles(pdf("passport-2036.pdf"));
  await expect(reply.getByRole("list", { name: "Attached files" })).toContainText("passport-2036.pdf");
  await reply.getByRole("button", { name: "Send reply" }).click();
  await expect(clientThread.locator(":scope > li")).toHaveCount(2);
  await expect(clientThread.locator(":scope > li").last()).toContainText(REPLY);
  await expect(reply.getByLabel("Message")).toHaveValue("");
  await expectNoAxeViolations(client, "case messages (petitioner)");

  // The paralegal sees one unread message on the tab, opens the thread: the reply, and her message seen by the petitioner.
  await staff.goto(`${caseUrl}?tab=messages`);
  await expect(staff.getByRole("tab", { name: "Messages 1 new", exact: true })).toBeVisible();
  const entry = staff.getByRole("navigation", { name: "Threads" }).getByRole("button", { name: new RegExp(SUBJECT) });
  await expect(entry).toContainText("1 new");
  await entry.click();
  const messages = staff.getByRole("list", { name: `Messages of ${SUBJECT}` }).locator(":scope > li"); // a message's files are a list of their own
  await expect(messages).toHaveCount(2);
  await expect(messages.last()).toContainText(REPLY);
  await expect(messages.last()).toContainText("Demo Petitioner");
  await expect(messages.first()).toContainText("Seen by Demo Petitioner");
  const [download] = await Promise.all([staff.waitForEvent("download"), messages.last().getByRole("button", { name: "Download passport-2036.pdf" }).click()]);
  expect(download.suggestedFilename()).toBe("passport-2036.pdf");
  // Opening the thread read it: the unread count goes away.
  await expect(staff.getByRole("tab", { name: "Messages", exact: true })).toBeVisible();
  await expect(entry).not.toContainText("1 new");
  await expectNoAxeViolations(staff, "case messages after the reply (staff)");

  // The reply's e-mail reached the paralegal too.
  expect(await mailSaying(`paralegal@${DOMAIN}`, `New message on case ${CASE}`)).toContain("Demo Petitioner");
});

test("the author fixes a message before it is read; the petitioner answers from the e-mail without signing in; a later message is withdrawn", async ({ browser }) => {
  test.setTimeout(180_000);
  const subject = `Employment letter ${Date.now()}`;
  const typo = "Plese send the signed employment leter.";
  const fixed = "Please send the signed employment letter.";
  const answer = "Signed and sent by courier today.";
  const staff = await signedInAs(browser, "paralegal", {}, "/app/cases");
  await staff.getByRole("link", { name: `Open case ${CASE}` }).click();
  await selectTab(staff, "Messages");
  await staff.getByRole("button", { name: "New thread" }).click();
  const form = staff.getByRole("form", { name: "New thread" });
  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Message").fill(typo);
  await form.getByRole("button", { name: "Start thread" }).click();
  const thread = staff.getByRole("list", { name: `Messages of ${subject}` });
  const first = thread.locator(":scope > li").first();
  await expect(first).toContainText(typo);

  // Nobody has read it yet: the paralegal corrects it in place (an empty text is refused; Ctrl+Enter saves).
  await first.getByRole("button", { name: /^Edit your message of / }).click();
  const editor = first.getByLabel("Edit your message");
  await expect(editor).toBeFocused();
  await editor.fill(" ");
  await first.getByRole("button", { name: "Save" }).click();
  await expect(first.getByRole("alert")).toHaveText("Write the message, or delete it instead.");
  await expect(editor).toHaveAttribute("aria-invalid", "true");
  await editor.fill(fixed);
  await editor.press("Control+Enter");
  await expect(first).toContainText(fixed);
  await expect(first).toContainText("edited");
  await expectNoAxeViolations(staff, "case messages with an edited message");

  // The petitioner's e-mail carries a reply link; opened with no session, it shows the corrected message.
  const mail = await mailSaying(`petitioner@${DOMAIN}`, subject);
  const replyUrl = linkIn(mail, "/app/message-reply");
  const anonymous = await (await browser.newContext()).newPage();
  await anonymous.goto(replyUrl);
  await expect(anonymous.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(anonymous.getByText(fixed)).toBeVisible();
  await expect(anonymous.getByText(typo)).toHaveCount(0);
  await expect(anonymous.getByText(`${FIRM_NAME} · Case ${CASE}`, { exact: false })).toBeVisible();
  await anonymous.getByRole("button", { name: "Send reply" }).click();
  await expect(anonymous.getByRole("alert").filter({ hasText: "Write your reply." })).toBeVisible();
  await expect(anonymous.getByLabel("Your reply (as Demo Petitioner)")).toHaveAttribute("aria-invalid", "true");
  await anonymous.getByLabel("Your reply (as Demo Petitioner)").fill(answer);
  await expectNoAxeViolations(anonymous, "reply link page");
  await anonymous.getByLabel("Your reply (as Demo Petitioner)").press("Control+Enter");
  await expect(anonymous.getByRole("heading", { name: "Reply sent" })).toBeVisible();
  await expect(anonymous.getByRole("link", { name: "Open the conversation" })).toHaveAttribute("href", /\/app\/petition-details\/.+\?tab=messages&thread=/);
  // The link worked once.
  await anonymous.goto(replyUrl);
  await expect(anonymous.getByRole("heading", { name: "You already replied through this link" })).toBeVisible();

  // The paralegal's thread shows the reply (polled); her message was read, so it can no longer be changed.
  await staff.reload();
  await expect(thread.locator(":scope > li")).toHaveCount(2);
  await expect(thread.locator(":scope > li").last()).toContainText(answer);
  await expect(thread.locator(":scope > li").last()).toContainText("Demo Petitioner");
  await expect(first).toContainText("Seen by Demo Petitioner");
  await expect(first.getByRole("button", { name: /^Edit your message of / })).toHaveCount(0);

  // A message sent by mistake is withdrawn before anyone reads it, after a confirmation.
  const reply = staff.getByRole("form", { name: "Reply" });
  await reply.getByLabel("Message").fill("Wrong case — ignore this.");
  await reply.getByRole("button", { name: "Send reply" }).click();
  const mistake = thread.locator(":scope > li").nth(2);
  await expect(mistake).toContainText("Wrong case — ignore this.");
  await mistake.getByRole("button", { name: /^Delete your message of / }).click();
  const confirm = staff.getByRole("dialog", { name: "Delete this message?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(mistake).toContainText("Message deleted");
  await expect(mistake).not.toContainText("Wrong case");
});

test("staff writes to a client outside any case from its screen; the client's petitioner follows the e-mail and answers there", async ({ browser }) => {
  test.setTimeout(180_000);
  const subject = `Next year's hiring plan ${Date.now()}`;
  const question = "How many H-1B hires do you plan for next year?";
  const answer = "Three engineers, starting in October.";
  // The client list opened on its search (typing it raced the click with the rows being re-drawn).
  const admin = await signedInAs(browser, "admin", {}, "/app/employers?search=Acme%20Technologies");
  await expect(admin.getByRole("searchbox", { name: "Search by name, e-mail or FEIN" })).toHaveValue("Acme Technologies");
  await admin.getByRole("link", { name: "Acme Technologies Inc.", exact: true }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Acme Technologies Inc." })).toBeVisible();
  const section = admin.getByRole("region", { name: "Messages" });
  await expect(section).toContainText("Conversations with this client outside any case");
  await section.getByRole("button", { name: "New thread" }).click();
  const form = section.getByRole("form", { name: "New thread" });
  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Message").fill(question);
  // The client's people are its logins and the staff of its cases — no beneficiary.
  const picker = form.getByLabel("Mention someone");
  await expect(picker.locator("option", { hasText: "Demo Petitioner" })).toHaveCount(1);
  await expect(picker.locator("option", { hasText: "Demo Beneficiary" })).toHaveCount(0);
  await form.getByRole("button", { name: "Start thread" }).click();
  const thread = section.getByRole("list", { name: `Messages of ${subject}` });
  await expect(thread).toContainText(question);
  await expect(admin).toHaveURL(/[?&]thread=[0-9a-f-]{36}/);
  await expectNoAxeViolations(admin, "client screen with its messages");

  // The petitioner's e-mail names the client and leads to the thread on the client's screen.
  const mail = await mailSaying(`petitioner@${DOMAIN}`, "New message from Acme Technologies Inc.'s conversations");
  const client = await signedInAs(browser, "petitioner");
  await client.goto(linkIn(mail, "/app/company/details/"));
  const clientThread = client.getByRole("list", { name: `Messages of ${subject}` });
  await expect(clientThread).toContainText(question);
  const reply = client.getByRole("form", { name: "Reply" });
  await reply.getByLabel("Message").fill(answer);
  await reply.getByRole("button", { name: "Send reply" }).click();
  await expect(clientThread.locator(":scope > li")).toHaveCount(2);
  await expect(clientThread.locator(":scope > li").last()).toContainText(answer);

  // The admin sees the answer, and the question seen by the petitioner.
  await admin.reload();
  await expect(thread.locator(":scope > li")).toHaveCount(2);
  await expect(thread.locator(":scope > li").last()).toContainText(answer);
  await expect(thread.locator(":scope > li").first()).toContainText("Seen by Demo Petitioner");
});
