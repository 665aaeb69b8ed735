// Invoices (issue 14 section 1): the front office bills a demo client for one of its cases — a legal fee and a
// USCIS filing fee (not taxed), 8.25 % tax on the fee — with the totals shown as typed, saves and sends it; the
// client opens the e-mailed link in a browser without the firm's session and reads it (the firm's list then says
// Viewed); a partial payment makes it Partially paid, the rest Paid, the deposit Deposited, and the pending list
// no longer lists it. Axe checks the list, the form, the details and the client's page.
// From a case (issue 33 §4): the case's Tracking tab lists its USCIS fees from the schedule; the front office
// unticks one, creates the invoice and lands on the draft with the picked fees, which the case then lists.
import { expect, test, type Page } from "./fixtures";
import { expectNoAxeViolations, firmUrl, lastMailTo, pageApi, selectTab, signedInAs } from "./helpers";

const CLIENT = "Acme Technologies Inc.";

async function statusIs(page: Page, status: string) {
  await expect(page.getByRole("heading", { level: 1 }).getByText(status, { exact: true })).toBeVisible();
}

test("an invoice for a case: lines and totals, sent, viewed through the client's link, paid in two parts, deposited", async ({ browser }) => {
  const email = `invoice-${Date.now()}@example.com`;
  const front = await signedInAs(browser, "frontoffice");

  // The list, then the form.
  await front.goto(firmUrl("demo", "/app/invoice-list"));
  await expect(front.getByRole("heading", { level: 1, name: "Invoices" })).toBeVisible();
  await expect(front.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Pending invoices" })).toBeVisible();
  await expectNoAxeViolations(front, "invoice list");
  await front.getByRole("link", { name: "New invoice" }).first().click();
  await expect(front.getByRole("heading", { level: 1, name: "New invoice" })).toBeVisible();
  await expect(front.getByRole("combobox", { name: "Client" })).toBeEnabled();
  await front.getByRole("combobox", { name: "Client" }).selectOption({ label: CLIENT });
  const cases = front.getByRole("group", { name: "Cases this invoice is for" });
  // A seeded case of the client whose next step is not an invoice one (sending would complete it).
  const weiCase = cases.locator("label").filter({ hasText: "Wei Zhang" }).first();
  await weiCase.getByRole("checkbox").check();
  const caseNumber = (await weiCase.locator("span.font-medium").textContent())!.trim();
  expect(caseNumber).toMatch(/^\d{4}-\d{6}$/);
  await front.getByLabel("Bill-to e-mail").fill(email);

  const line1 = front.getByRole("group", { name: "Line 1" });
  await line1.getByLabel("Description").fill("H-1B extension: legal fee");
  await line1.getByLabel("Unit price ($)").fill("2,500.00");
  await front.getByRole("button", { name: "Add line" }).click();
  const line2 = front.getByRole("group", { name: "Line 2" });
  await line2.getByLabel("Kind").selectOption({ label: "USCIS filing fee" });
  await expect(line2.getByLabel("Taxable")).not.toBeChecked();
  await expect(line1.getByLabel("Taxable")).toBeChecked();
  await line2.getByLabel("Description").fill("Form I-129 filing fee");
  await line2.getByLabel("Unit price ($)").fill("780");
  // A third decimal is refused, not rounded.
  await front.getByLabel("Tax rate (%)").fill("8.255");
  await front.getByRole("button", { name: "Save invoice" }).click();
  await expect(front.getByText("Use at most two decimals")).toBeVisible();
  await front.getByLabel("Tax rate (%)").fill("8.25");
  // 2,500.00 + 780.00 = 3,280.00; tax 8.25 % of the legal fee only = 206.25; total 3,486.25.
  await expect(front.getByTestId("invoice-subtotal")).toHaveText("$3,280.00");
  await expect(front.getByTestId("invoice-tax")).toHaveText("$206.25");
  await expect(front.getByTestId("invoice-total")).toHaveText("$3,486.25");
  await expect(front.getByText("Unsaved changes")).toBeVisible();
  await expectNoAxeViolations(front, "invoice form");
  await front.getByRole("button", { name: "Save invoice" }).click();

  // The details: the same totals from the server, not sent yet.
  await front.waitForURL(/\/app\/invoice-details\/[0-9a-f-]{36}$/);
  const heading = front.getByRole("heading", { level: 1 });
  await expect(heading).toContainText(/Invoice INV-\d{6}/);
  const number = /INV-\d{6}/.exec((await heading.textContent())!)![0];
  await statusIs(front, "Not sent");
  await expect(front.getByTestId("invoice-total")).toHaveText("$3,486.25");
  await expect(front.getByTestId("invoice-balance")).toHaveText("$3,486.25");
  await expect(front.getByRole("link", { name: caseNumber })).toBeVisible();
  await expectNoAxeViolations(front, "invoice details");

  // Before it is sent, a draft is not owed: the pending list does not have it; once sent, it does.
  await front.getByRole("button", { name: "Send", exact: true }).click();
  const send = front.getByRole("dialog", { name: `Send invoice ${number}` });
  await expect(send.getByLabel("To")).toHaveValue(email);
  await send.getByRole("button", { name: "Send", exact: true }).click();
  await expect(send).toBeHidden();
  await statusIs(front, "Sent");
  await expect(front.getByRole("button", { name: "Send again" })).toBeVisible();
  await front.goto(firmUrl("demo", `/app/pending-invoice?search=${number}`));
  await expect(front.getByRole("link", { name: `Open invoice ${number}` })).toBeVisible();

  // The client has only the e-mail: a browser without the firm's session opens the link.
  const mail = await lastMailTo(email);
  const link = /(http:\/\/demo\.localhost:\d+\/app\/invoice-view\?token=[A-Za-z0-9_-]+)/.exec(mail)?.[1];
  expect(link, "the invoice link in the e-mail").toBeTruthy();
  const clientContext = await browser.newContext();
  await clientContext.addCookies([{ name: "cookie_consent", value: "accepted", url: firmUrl("demo", "/") }]);
  const client = await clientContext.newPage();
  await client.goto(link!);
  await expect(client.getByRole("heading", { level: 1 })).toContainText(`Invoice ${number}`);
  await expect(client.getByText(CLIENT)).toBeVisible();
  await expect(client.getByText("Form I-129 filing fee")).toBeVisible();
  await expect(client.getByTestId("invoice-total")).toHaveText("$3,486.25");
  await expect(client.getByTestId("invoice-balance")).toHaveText("$3,486.25");
  await expectNoAxeViolations(client, "client's invoice page");
  const download = client.waitForEvent("download");
  await client.getByRole("button", { name: "Download PDF" }).click();
  expect((await download).suggestedFilename()).toBe(`Invoice ${number}.pdf`);
  // A link that is not the one sent opens nothing.
  await client.goto(firmUrl("demo", "/app/invoice-view?token=not-a-real-token"));
  await expect(client.getByText("This invoice link is not valid.", { exact: false })).toBeVisible();
  await clientContext.close();

  // The firm's list now says Viewed.
  await front.goto(firmUrl("demo", `/app/invoice-list?search=${number}`));
  const row = front.getByRole("row").filter({ has: front.getByRole("link", { name: `Open invoice ${number}` }) });
  await expect(row.getByText("Viewed", { exact: true })).toBeVisible();
  await expect(row.getByRole("link", { name: caseNumber })).toBeVisible();
  await row.getByRole("link", { name: `Open invoice ${number}` }).click();
  await statusIs(front, "Viewed");

  // A partial payment, then the rest (the amount offered is the balance).
  await front.getByRole("button", { name: "Record payment" }).click();
  let pay = front.getByRole("dialog", { name: `Record a payment on ${number}` });
  await expect(pay.getByLabel("Amount ($)")).toHaveValue("3,486.25");
  await pay.getByLabel("Amount ($)").fill("1,000.00");
  await pay.getByLabel("Reference").fill("Check 1042");
  await pay.getByRole("button", { name: "Record payment" }).click();
  await expect(pay).toBeHidden();
  await statusIs(front, "Partially paid");
  await expect(front.getByTestId("invoice-paid")).toHaveText("$1,000.00");
  await expect(front.getByTestId("invoice-balance")).toHaveText("$2,486.25");
  await expect(front.getByRole("cell", { name: "Check 1042" })).toBeVisible();

  await front.getByRole("button", { name: "Record payment" }).click();
  pay = front.getByRole("dialog", { name: `Record a payment on ${number}` });
  await expect(pay.getByLabel("Amount ($)")).toHaveValue("2,486.25");
  await pay.getByRole("button", { name: "Record payment" }).click();
  await expect(pay).toBeHidden();
  await statusIs(front, "Paid");
  await expect(front.getByTestId("invoice-balance")).toHaveText("$0.00");
  await expect(front.getByRole("button", { name: "Record payment" })).toHaveCount(0);

  // Banked.
  await front.getByRole("button", { name: "Mark deposited" }).click();
  const deposit = front.getByRole("dialog", { name: `Mark the payments of ${number} deposited` });
  await deposit.getByRole("button", { name: "Mark deposited" }).click();
  await expect(deposit).toBeHidden();
  await statusIs(front, "Deposited");
  await expect(front.getByRole("button", { name: "Mark deposited" })).toHaveCount(0);

  // Nothing is owed on it any more: the pending list does not list it; the full list says Deposited.
  await front.goto(firmUrl("demo", `/app/pending-invoice?search=${number}`));
  await expect(front.getByRole("heading", { level: 1, name: "Pending invoices" })).toBeVisible();
  await expect(front.getByText("No pending invoices match")).toBeVisible();
  await expect(front.getByRole("link", { name: `Open invoice ${number}` })).toHaveCount(0);
  await front.goto(firmUrl("demo", `/app/invoice-list?search=${number}`));
  await expect(front.getByRole("row").filter({ has: front.getByRole("link", { name: `Open invoice ${number}` }) }).getByText("Deposited", { exact: true })).toBeVisible();
  await front.context().close();
});

test("from a case: its USCIS fees from the schedule, pick them, Create invoice, land on the draft", async ({ browser }) => {
  const front = await signedInAs(browser, "frontoffice");
  // A seeded H-1B cap petition of the demo client (its sub type tells the schedule which filing it is).
  const [found] = await pageApi<{ id: string; caseNumber: string; customCaseNumber: string | null }[]>(front, "petition/list", { page: 1, perpage: 1, search: "Wei Zhang - H-1B cap petition" });
  expect(found, "the seeded cap petition").toBeTruthy();
  const caseNumber = found.customCaseNumber ?? found.caseNumber;
  await front.goto(firmUrl("demo", `/app/petition-details/${found.id}`), { timeout: 60_000 });
  await selectTab(front, "Tracking");
  const card = front.getByRole("tabpanel");
  await expect(card.getByRole("heading", { name: "Fees & invoices" })).toBeVisible();
  const fees = card.getByRole("table", { name: "USCIS fees of this case" });
  await expect(fees).toContainText("Form I-129, H-1B petition");
  await expect(fees).toContainText("Asylum Program Fee");

  // Every offered fee is ticked; untick the Asylum Program fee and bill the rest.
  const i129 = card.getByRole("checkbox", { name: "Bill Form I-129, H-1B petition" });
  const asylum = card.getByRole("checkbox", { name: "Bill Asylum Program Fee" });
  await expect(i129).toBeChecked();
  await expect(asylum).toBeChecked();
  await asylum.uncheck();
  await expect(asylum).not.toBeChecked();
  await expect(card.getByTestId("case-fees-selected")).toContainText("selected");
  await card.getByRole("button", { name: "Create invoice" }).click();

  // The draft, for the case's client, with the picked fees as USCIS filing-fee lines of the case.
  await front.waitForURL(/\/app\/invoice-details\/[0-9a-f-]{36}$/);
  const heading = front.getByRole("heading", { level: 1 });
  await expect(heading).toContainText(/Invoice INV-\d{6}/);
  await statusIs(front, "Not sent");
  const number = /INV-\d{6}/.exec((await heading.textContent())!)![0];
  await expect(front.getByText(CLIENT).first()).toBeVisible();
  await expect(front.getByText(`Form I-129, H-1B petition (${caseNumber})`).first()).toBeVisible();
  await expect(front.getByText(`Asylum Program Fee (${caseNumber})`)).toHaveCount(0);
  await expect(front.getByRole("link", { name: caseNumber })).toBeVisible();

  // Back on the case, its invoices list the draft.
  await front.goto(firmUrl("demo", `/app/petition-details/${found.id}`), { timeout: 60_000 });
  await selectTab(front, "Tracking");
  await expect(front.getByRole("tabpanel").getByRole("region", { name: "Invoices of this case" })).toContainText(number);
  await expectNoAxeViolations(front, "case fees and invoices");
  await front.context().close();
});
