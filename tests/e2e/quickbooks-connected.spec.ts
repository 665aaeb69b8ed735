// QuickBooks Online connected (issue 14 section 2), on a second server of the same build whose app settings
// point at a local fake of Intuit (tests/integration/quickbooks/fake.ts: consent page, token endpoint, the
// Accounting API), with a database and mail of its own; the main journeys' server stays "not set up".
// The firm admin connects through the consent page and lands on the status page (connected, the company's
// name); saves the sync settings (a bad item id refused under its field); lists the company's customers;
// creates one from a client (the name checked: taken, then free) and links another client to an existing
// customer; an invoice sent to a linked client is pushed to QuickBooks, and a payment entered there comes
// back through the signed webhook (Partially paid). Axe checks the connected settings, the customers and a
// customer's page.
import { createHmac } from "node:crypto";
import { expect, test, type Page } from "./fixtures";
import { startSecondServer, type SecondServer } from "./second-server";
import { expectNoAxeViolations, pageApi, PORT } from "./helpers";
import { APP, createFake, startFake, type Fake } from "../integration/quickbooks/fake";

test.describe.configure({ mode: "serial" });

const QBO_PORT = Number(process.env.E2E_QBO_PORT || PORT + 50);
const at = (p: string) => `http://demo.localhost:${QBO_PORT}${p}`;
let second: SecondServer | undefined;
let fake: Fake;
let admin: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  fake = createFake();
  await startFake(fake);
  // The company has a customer already, to be linked to a client of the firm.
  fake.customers.set("7", { Id: "7", SyncToken: "0", DisplayName: "Globex Analytics", CompanyName: "Globex Analytics LLC", Balance: 0, Active: true });
  second = await startSecondServer(browser, {
    port: QBO_PORT,
    name: "qbo",
    env: {
      QUICKBOOKS_CLIENT_ID: APP.clientId,
      QUICKBOOKS_CLIENT_SECRET: APP.clientSecret,
      QUICKBOOKS_REDIRECT_URI: `http://localhost:${QBO_PORT}/api/quickbook/auth`,
      QUICKBOOKS_ENVIRONMENT: "sandbox",
      QUICKBOOKS_WEBHOOK_VERIFIER_TOKEN: APP.verifier,
      QUICKBOOKS_AUTHORIZE_URL: `${fake.url}/connect/oauth2`,
      QUICKBOOKS_TOKEN_URL: `${fake.url}/oauth2/v1/tokens/bearer`,
      QUICKBOOKS_REVOKE_URL: `${fake.url}/oauth2/v1/tokens/revoke`,
      QUICKBOOKS_API_BASE_URL: fake.url,
    },
  });
  admin = second.admin;
});

test.afterAll(async () => {
  await second?.stop();
  await new Promise((r) => fake?.server?.close(r));
});

test("the admin connects the firm's QuickBooks company through Intuit's consent page and saves what to sync", async () => {
  await admin.goto(at("/app/quickbook-settings"));
  await expect(admin.getByRole("heading", { level: 1, name: "QuickBooks settings" })).toBeVisible();
  await expect(admin.getByRole("heading", { name: "QuickBooks is not set up on this server yet" })).toHaveCount(0);
  await admin.getByRole("link", { name: "Connect to QuickBooks" }).click();
  // Intuit (the fake) sends the browser back to the redirect URI on the base host, which passes it on to the firm.
  await admin.waitForURL(/demo\.localhost:\d+\/app\/quickbooks\/status\?connected=1/);
  await expect(admin.getByRole("status").filter({ hasText: "QuickBooks is connected." })).toBeVisible();
  await expect(admin.getByText("Connected", { exact: true })).toBeVisible();
  await expect(admin.getByText(fake.realmId)).toBeVisible();

  await admin.goto(at("/app/quickbook-settings"));
  await expect(admin.getByRole("heading", { name: "Connected company" })).toBeVisible();
  await expect(admin.getByText("Sandbox Law Books")).toBeVisible();
  await admin.getByLabel("Item for legal fees").fill("2l");
  await admin.getByRole("button", { name: "Save settings" }).click();
  await expect(admin.getByText("Digits only (a QuickBooks id)")).toBeVisible();
  await admin.getByLabel("Item for legal fees").fill("21");
  await admin.getByLabel("Item for filing fees").fill("22");
  await admin.getByRole("button", { name: "Save settings" }).click();
  await expect(admin.getByText("QuickBooks settings saved").first()).toBeVisible();
  await expectNoAxeViolations(admin, "QuickBooks settings (connected)");
  // The tokens came from the fake's token endpoint, asked with the app's own credentials.
  expect(fake.issued).toBeGreaterThanOrEqual(1);
});

test("customers: the company's list, one created from a client (its name checked), another client linked to an existing customer", async () => {
  await admin.goto(at("/app/customers"));
  await expect(admin.getByRole("heading", { level: 1, name: "QuickBooks customers" })).toBeVisible();
  const existing = admin.getByRole("row").filter({ has: admin.getByRole("link", { name: "Globex Analytics", exact: true }) });
  await expect(existing.getByText("Not linked")).toBeVisible();
  await expectNoAxeViolations(admin, "QuickBooks customers");

  await admin.getByRole("button", { name: "Create from a client" }).click();
  const create = admin.getByRole("dialog", { name: "Create a QuickBooks customer from a client" });
  await create.getByRole("combobox", { name: /^Client/ }).selectOption({ label: "Acme Technologies Inc." });
  await create.getByLabel("Display name in QuickBooks").fill("Globex Analytics");
  await expect(create.getByText("QuickBooks already has a customer named “Globex Analytics”", { exact: false })).toBeVisible();
  await create.getByLabel("Display name in QuickBooks").fill("Acme Technologies");
  await expect(create.getByText("This name is free in QuickBooks.")).toBeVisible();
  await create.getByRole("button", { name: "Create customer" }).click();
  await expect(admin.getByText("Customer created in QuickBooks and linked").first()).toBeVisible();
  await expect(create).toBeHidden();
  const acme = admin.getByRole("row").filter({ has: admin.getByRole("link", { name: "Acme Technologies", exact: true }) });
  await expect(acme.getByRole("link", { name: "Acme Technologies Inc." })).toBeVisible();
  expect([...fake.customers.values()].map((c) => c.DisplayName)).toContain("Acme Technologies");

  await existing.getByRole("link", { name: "Globex Analytics", exact: true }).click();
  await expect(admin.getByRole("heading", { level: 1 })).toContainText("Globex Analytics");
  await expect(admin.getByText("This customer is not linked to a client of the firm.")).toBeVisible();
  await admin.getByRole("button", { name: "Link to a client" }).click();
  const link = admin.getByRole("dialog", { name: "Link Globex Analytics to a client" });
  // Acme is linked already: only the clients without a customer are offered.
  await expect(link.getByRole("combobox", { name: /^Client/ }).locator("option", { hasText: "Acme Technologies Inc." })).toHaveCount(0);
  await link.getByRole("combobox", { name: /^Client/ }).selectOption({ label: "Globex Analytics LLC" });
  await link.getByRole("button", { name: "Link", exact: true }).click();
  await expect(admin.getByText("Client linked").first()).toBeVisible();
  await expect(admin.getByRole("link", { name: "Open the client" })).toBeVisible();
  await expectNoAxeViolations(admin, "QuickBooks customer");
});

test("an invoice sent to a linked client goes to QuickBooks; a payment entered there comes back through the webhook", async () => {
  await admin.goto(at("/app/invoice-list"));
  const clients = await pageApi<{ id: string; name: string }[]>(admin, "company/list", { page: 1, perpage: 25, search: "Acme Technologies" });
  const acme = clients.find((c) => c.name === "Acme Technologies Inc.")!;
  const invoice = await pageApi<{ id: string; displayNumber: string }>(admin, "invoices/create", {
    companyId: acme.id,
    lines: [
      { kind: "legal_fee", description: "H-1B petition: legal fee", quantity: 1, unitCents: 250_000, taxable: false },
      { kind: "filing_fee", description: "Form I-129, H-1B petition", quantity: 1, unitCents: 78_000, taxable: false },
    ],
    billToEmail: `ap-${Date.now()}@acme.example`,
  });
  await pageApi(admin, "invoices/send", { id: invoice.id });

  // Pushed by the job runner to the customer the client is linked to, with the items saved in the settings.
  // (invoices/send queues quickbooks.sync, quickbooks/sync.ts queueInvoicePush; the workers look every 2 s, and only
  // the fake sees the push: poll it, up to 30 s.)
  await expect.poll(() => [...fake.invoices.values()].find((i) => i.DocNumber === invoice.displayNumber)?.TotalAmt ?? null, { timeout: 30_000 }).toBe(3280);
  const pushed = [...fake.invoices.values()].find((i) => i.DocNumber === invoice.displayNumber)!;
  const acmeCustomer = [...fake.customers.values()].find((c) => c.DisplayName === "Acme Technologies")!;
  expect(pushed.CustomerRef.value).toBe(acmeCustomer.Id);
  await admin.goto(at("/app/quickbooks/status"));
  await expect(admin.getByRole("heading", { name: "Counts" })).toBeVisible();

  // A payment entered in QuickBooks, announced by Intuit's signed webhook.
  fake.payments.set("501", { Id: "501", SyncToken: "0", TxnDate: new Date().toISOString().slice(0, 10), TotalAmt: 1000, Line: [{ Amount: 1000, LinkedTxn: [{ TxnId: pushed.Id, TxnType: "Invoice" }] }], MetaData: { LastUpdatedTime: new Date().toISOString() } });
  const body = JSON.stringify({ eventNotifications: [{ realmId: fake.realmId, dataChangeEvent: { entities: [{ name: "Payment", id: "501", operation: "Create", lastUpdated: new Date().toISOString() }] } }] });
  const hook = (signature: string) => fetch(`http://localhost:${QBO_PORT}/api/quickbook/webhook`, { method: "POST", headers: { "content-type": "application/json", "intuit-signature": signature }, body });
  expect((await hook(createHmac("sha256", "not-the-verifier").update(body).digest("base64"))).status).toBe(401);
  expect((await hook(createHmac("sha256", APP.verifier).update(body).digest("base64"))).status).toBe(200);

  await admin.goto(at(`/app/invoice-details/${invoice.id}`));
  // The webhook queues quickbooks.sync (quickbooks/webhook.ts), whose job pulls the payment; the invoice page does not
  // read the invoice again by itself: reload until it shows, up to 30 s.
  await expect(async () => {
    await admin.reload();
    await expect(admin.getByRole("heading", { level: 1 }).getByText("Partially paid", { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(admin.getByTestId("invoice-paid")).toHaveText("$1,000.00");
  await expect(admin.getByRole("cell", { name: "QuickBooks payment 501" })).toBeVisible();
});
