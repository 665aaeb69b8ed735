// Invoices (issue 14 section 1): the front office bills a demo client for one of its cases — a legal fee and a
// USCIS filing fee (not taxed), 8.25 % tax on the fee — with the totals shown as typed, saves and sends it; the
// client opens the e-mailed link in a browser without the firm's session and reads it (the firm's list then says
// Viewed); a partial payment makes it Partially paid, the rest Paid, the deposit Deposited, and the pending list
// no longer lists it. Axe checks the list, the form, the details and the client's page.
// From a case (issue 33 §4): the case's Tracking tab lists its USCIS fees from the schedule; the front office
// unticks one, creates the invoice and lands on the draft with the picked fees, which the case then lists.
// Online payment (issue 33 §4), on a second server whose STRIPE_API_BASE is a local fake of Stripe's API (the
// main server has no firm keys: "not set up"): the admin enters the firm's Stripe keys (a test/live mix
// refused), the client pays part of an invoice from the link through Stripe.js' Payment Element — a fake
// Stripe.js (fake-stripe-js.ts) answering https://js.stripe.com, its confirmation at api.stripe.com answered
// here, which plays Stripe's signed webhook to the app — and the firm sees the payment (card, online, the
// operating account) and the balance; a declined card says so and records nothing.
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Stripe from "stripe";
import { expect, test, type Page } from "./fixtures";
import { FAKE_STRIPE_JS } from "./fake-stripe-js";
import { startSecondServer, type SecondServer } from "./second-server";
import { expectNoAxeViolations, firmUrl, lastMailTo, pageApi, PORT, selectTab, signedInAs } from "./helpers";
import { FIRM } from "./firm";

const CLIENT = "Acme Technologies Inc.";

async function statusIs(page: Page, status: string) {
  await expect(page.getByRole("heading", { level: 1 }).getByText(status, { exact: true })).toBeVisible();
}

test("an invoice for a case: lines and totals, sent, viewed through the client's link, paid in two parts, deposited", async ({ browser }) => {
  const email = `invoice-${Date.now()}@example.com`;
  const front = await signedInAs(browser, "frontoffice");

  // The list, then the form.
  await front.goto(firmUrl(FIRM, "/app/invoice-list"));
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
  await front.goto(firmUrl(FIRM, `/app/pending-invoice?search=${number}`));
  await expect(front.getByRole("link", { name: `Open invoice ${number}` })).toBeVisible();

  // The client has only the e-mail: a browser without the firm's session opens the link.
  const mail = await lastMailTo(email);
  const link = /(http:\/\/[a-z0-9]+\.localhost:\d+\/app\/invoice-view\?token=[A-Za-z0-9_-]+)/.exec(mail)?.[1];
  expect(link, "the invoice link in the e-mail").toBeTruthy();
  const clientContext = await browser.newContext();
  await clientContext.addCookies([{ name: "cookie_consent", value: "accepted", url: firmUrl(FIRM, "/") }]);
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
  await client.goto(firmUrl(FIRM, "/app/invoice-view?token=not-a-real-token"));
  await expect(client.getByText("This invoice link is not valid.", { exact: false })).toBeVisible();
  await clientContext.close();

  // The firm's list now says Viewed.
  await front.goto(firmUrl(FIRM, `/app/invoice-list?search=${number}`));
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
  await front.goto(firmUrl(FIRM, `/app/pending-invoice?search=${number}`));
  await expect(front.getByRole("heading", { level: 1, name: "Pending invoices" })).toBeVisible();
  await expect(front.getByText("No pending invoices match")).toBeVisible();
  await expect(front.getByRole("link", { name: `Open invoice ${number}` })).toHaveCount(0);
  await front.goto(firmUrl(FIRM, `/app/invoice-list?search=${number}`));
  await expect(front.getByRole("row").filter({ has: front.getByRole("link", { name: `Open invoice ${number}` }) }).getByText("Deposited", { exact: true })).toBeVisible();
  await front.context().close();
});

test("from a case: its USCIS fees from the schedule, pick them, Create invoice, land on the draft", async ({ browser }) => {
  const front = await signedInAs(browser, "frontoffice");
  // A seeded H-1B cap petition of the demo client (its sub type tells the schedule which filing it is).
  const [found] = await pageApi<{ id: string; caseNumber: string; customCaseNumber: string | null }[]>(front, "petition/list", { page: 1, perpage: 1, search: "Wei Zhang - H-1B cap petition" });
  expect(found, "the seeded cap petition").toBeTruthy();
  const caseNumber = found.customCaseNumber ?? found.caseNumber;
  await front.goto(firmUrl(FIRM, `/app/petition-details/${found.id}`), { timeout: 60_000 });
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
  await front.goto(firmUrl(FIRM, `/app/petition-details/${found.id}`), { timeout: 60_000 });
  await selectTab(front, "Tracking");
  await expect(front.getByRole("tabpanel").getByRole("region", { name: "Invoices of this case" })).toContainText(number);
  await expectNoAxeViolations(front, "case fees and invoices");
  await front.context().close();
});

test.describe("online payment from the invoice link (a fake Stripe)", () => {
  test.describe.configure({ mode: "serial" });
  const STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT || PORT + 54);
  const at = (p: string) => `http://demo.localhost:${STRIPE_PORT}${p}`;
  const WHSEC = "whsec_e2ejourney";
  /** The PaymentIntents the app created at the fake (id → amount and metadata). */
  const intents = new Map<string, { amount: number; metadata: Record<string, string> }>();
  let api: Server;
  let second: SecondServer | undefined;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(240_000);
    // Stripe's API as the app calls it: GET /v1/balance, POST /v1/payment_intents, GET /v1/payment_methods/:id.
    api = createServer((req, res) => {
      let raw = "";
      req.on("data", (c) => (raw += c));
      req.on("end", () => {
        const form = new URLSearchParams(raw);
        const send = (status: number, body: unknown) => {
          res.writeHead(status, { "content-type": "application/json", "request-id": `req_${intents.size}` });
          res.end(JSON.stringify(body));
        };
        if (req.headers.authorization !== "Bearer sk_test_e2ejourney") return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
        if (req.method === "POST" && req.url === "/v1/payment_intents") {
          const id = `pi_e2e${intents.size + 1}`;
          const metadata: Record<string, string> = {};
          for (const [k, v] of form) if (k.startsWith("metadata[")) metadata[k.slice(9, -1)] = v;
          intents.set(id, { amount: Number(form.get("amount")), metadata });
          return send(200, { id, object: "payment_intent", amount: Number(form.get("amount")), currency: "usd", status: "requires_payment_method", client_secret: `${id}_secret_e2e`, metadata });
        }
        // The keys are tried on save: the balance of a test-mode account.
        if (req.method === "GET" && req.url === "/v1/balance") return send(200, { object: "balance", livemode: false, available: [{ amount: 0, currency: "usd" }], pending: [{ amount: 0, currency: "usd" }] });
        const m = /^\/v1\/payment_methods\/([^/?]+)/.exec(req.url ?? "");
        if (req.method === "GET" && m) return send(200, { id: m[1], object: "payment_method", type: "card" });
        send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${req.url})` } });
      });
    });
    await new Promise<void>((r) => api.listen(0, "127.0.0.1", r));
    second = await startSecondServer(browser, { port: STRIPE_PORT, name: "stripe", env: { STRIPE_API_BASE: `http://127.0.0.1:${(api.address() as AddressInfo).port}` } });
  });

  test.afterAll(async () => {
    await second?.stop();
    await new Promise((r) => api?.close(r));
  });

  /** Stripe's answers are read cross-origin by the page. */
  const CORS = { "access-control-allow-origin": "*" };

  /** Stripe's signed event to the firm's endpoint (the firm from the Host header, as Stripe calls its host). */
  function postWebhook(payload: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const req = request(
        { host: "127.0.0.1", port: STRIPE_PORT, path: "/api/invoices/stripe-webhook", method: "POST", headers: { host: `demo.localhost:${STRIPE_PORT}`, "content-type": "application/json", "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: WHSEC }) } },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        },
      );
      req.on("error", reject);
      req.end(payload);
    });
  }

  /** The newest e-mail to `to` in the second server's mail folder (scripts/e2e-server.mjs E2E_MAIL_DIR). */
  async function mailTo(to: string): Promise<string> {
    const dir = path.resolve(".data/e2e-stripe-mail");
    const deadline = Date.now() + 15_000;
    // The second server's mail.deliver job sends it (lib/server/jobs/runner.ts: its workers look every 2 s): no page
    // says it has come, so read the folder again every 250 ms, up to 15 s.
    while (Date.now() < deadline) {
      if (existsSync(dir)) {
        for (const f of readdirSync(dir).filter((n) => n.endsWith(".json")).sort().reverse()) {
          const m = JSON.parse(readFileSync(path.join(dir, f), "utf8")) as { to: string[]; raw: string };
          if (m.to.includes(to)) return m.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
        }
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`No e-mail to ${to}`);
  }

  test("the firm enters its Stripe keys; the client pays part of an invoice by card from the link; the firm sees it recorded once", async ({ browser }) => {
    const admin = second!.admin;
    // The settings: how to set it up (the webhook address), a test/live mix refused, then saved.
    await admin.goto(at("/app/invoice-list"));
    await admin.getByRole("button", { name: "Online payment" }).click();
    const settings = admin.getByRole("dialog", { name: "Online payment" });
    await expect(settings.getByText(at("/api/invoices/stripe-webhook"))).toBeVisible();
    await expect(settings.getByTestId("stripe-account-operating")).toContainText("not set up");
    await settings.getByLabel("Publishable key").fill("pk_test_e2ejourney");
    await settings.getByLabel("Secret key").fill("sk_live_e2ejourney");
    await settings.getByLabel("Webhook signing secret").fill(WHSEC);
    await settings.getByRole("button", { name: "Save" }).click();
    await expect(settings.getByText("The secret key and the publishable key must both be live keys or both test keys")).toBeVisible();
    await settings.getByLabel("Secret key").fill("sk_test_e2ejourney");
    await settings.getByRole("button", { name: "Save" }).click();
    await expect(settings).toBeHidden();
    await admin.getByRole("button", { name: "Online payment" }).click();
    await expect(admin.getByRole("dialog", { name: "Online payment" }).getByTestId("stripe-account-operating")).toContainText("secret key ending in rney");
    await expectNoAxeViolations(admin, "online payment settings");
    await admin.keyboard.press("Escape");

    // A sent invoice of $1,200.00.
    const email = `pay-online-${Date.now()}@example.com`;
    const [client] = await pageApi<{ id: string }[]>(admin, "company/list", { page: 1, perpage: 1, search: CLIENT });
    const invoice = await pageApi<{ id: string; displayNumber: string }>(admin, "invoices/create", {
      companyId: client.id,
      petitionIds: [],
      lines: [{ kind: "legal_fee", description: "Consultation and filing strategy", quantity: 1, unitCents: 120_000 }],
      billToEmail: email,
    });
    await pageApi(admin, "invoices/send", { id: invoice.id });
    const link = /(http:\/\/[a-z0-9]+\.localhost:\d+\/app\/invoice-view\?token=[A-Za-z0-9_-]+)/.exec(await mailTo(email))?.[1];
    expect(link, "the invoice link in the e-mail").toBeTruthy();

    // The client's browser: Stripe.js is the fake; its confirmation at Stripe is answered here, after Stripe's
    // signed webhook (payment_intent.succeeded) reached the firm's endpoint.
    const context = await browser.newContext();
    await context.addCookies([{ name: "cookie_consent", value: "accepted", url: at("/") }]);
    await context.route("https://js.stripe.com/**", (route) => route.fulfill({ status: 200, contentType: "application/javascript", body: FAKE_STRIPE_JS }));
    const confirmations: string[] = [];
    await context.route("https://api.stripe.com/v1/payment_intents/*/confirm", async (route) => {
      const id = /payment_intents\/([^/]+)\/confirm/.exec(route.request().url())![1];
      const number = new URLSearchParams(route.request().postData() ?? "").get("payment_method_data[card][number]");
      confirmations.push(id);
      if (number === "4000000000000002") {
        return route.fulfill({ status: 402, contentType: "application/json", headers: CORS, body: JSON.stringify({ error: { type: "card_error", code: "card_declined", message: "Your card was declined." } }) });
      }
      const pi = intents.get(id)!;
      const payload = JSON.stringify({ id: `evt_${id}`, object: "event", type: "payment_intent.succeeded", api_version: "2025-01-01", created: Math.floor(Date.now() / 1000), data: { object: { id, object: "payment_intent", amount: pi.amount, currency: "usd", status: "succeeded", payment_method: `pm_${id}`, metadata: pi.metadata } } });
      expect(await postWebhook(payload)).toBe(200);
      await route.fulfill({ status: 200, contentType: "application/json", headers: CORS, body: JSON.stringify({ id, object: "payment_intent", amount: pi.amount, status: "succeeded" }) });
    });
    const page = await context.newPage();
    await page.goto(link!);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`Invoice ${invoice.displayNumber}`);
    const pay = page.getByRole("region", { name: "Pay online" });
    await expect(pay.getByLabel("Amount to pay (USD)")).toHaveValue("1,200.00");
    await pay.getByLabel("Amount to pay (USD)").fill("1,500.00");
    await pay.getByRole("button", { name: "Continue to payment" }).click();
    await expect(pay.getByText("The amount cannot be more than the balance due ($1,200.00)")).toBeVisible();
    await pay.getByLabel("Amount to pay (USD)").fill("500.00");
    await pay.getByRole("button", { name: "Continue to payment" }).click();

    // A declined card: Stripe's message, nothing recorded.
    await pay.getByLabel("Card number").fill("4000000000000002");
    await pay.getByRole("button", { name: "Pay $500.00" }).click();
    await expect(pay.getByText("Your card was declined.")).toBeVisible();
    await pay.getByLabel("Card number").fill("4242424242424242");
    await pay.getByRole("button", { name: "Pay $500.00" }).click();
    // The form gives way to the thanks (the amount form and its "Pay online" title are gone).
    await expect(page.getByRole("heading", { name: "Thank you" })).toBeVisible();
    await expect(page.getByText("Your payment of $500.00 to ")).toBeVisible();
    await expect(pay).toBeHidden();
    expect(confirmations).toHaveLength(2);
    const [intent] = [...intents.values()];
    expect(intent).toMatchObject({ amount: 50_000, metadata: { invoice_id: invoice.id, account: "operating" } });
    await page.reload();
    await expect(page.getByTestId("invoice-balance")).toHaveText("$700.00");
    await expectNoAxeViolations(page, "client's invoice page with online payment");
    await context.close();

    // The firm: Partially paid, the card payment made online into the operating account.
    await admin.goto(at(`/app/invoice-details/${invoice.id}`));
    await expect(admin.getByRole("heading", { level: 1 }).getByText("Partially paid", { exact: true })).toBeVisible();
    await expect(admin.getByTestId("invoice-paid")).toHaveText("$500.00");
    const row = admin.getByRole("row").filter({ hasText: "Online (operating account)" });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Card");
    await expect(admin.getByTestId("pay-into-account")).toHaveText("The client's online payment goes to the operating account.");
  });
});
