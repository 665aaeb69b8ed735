// Clients (/app/employers): add a client, find it by search (the view lives in the URL), open its
// details, edit it (FEIN rule, contacts with one primary), and invite a client contact by e-mail.
import { expect, test, type Page } from "./fixtures";
import { expectNoAxeViolations, expectToast, firmUrl, signInByApi } from "./helpers";
import { FIRM, DOMAIN } from "./firm";

/** One signed-in page for the whole file (sign-ins are rate limited per account). */
let page: Page;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext()).newPage();
  await page.context().addCookies([{ name: "cookie_consent", value: "accepted", url: firmUrl(FIRM, "/") }]);
  await signInByApi(page, `admin@${DOMAIN}`);
});

test.afterAll(async () => {
  await page.context().close();
});

/** A FEIN nobody else uses: 9 digits from the time stamp. */
const feinFor = (stamp: number) => {
  const d = String(stamp).slice(-9).padStart(9, "0");
  return `${d.slice(0, 2)}-${d.slice(2)}`;
};

test.describe("clients", () => {
  test("admin adds a client, finds it by search, opens its details and edits it", async () => {
    const stamp = Date.now();
    const name = `E2E Client ${stamp}`;
    const renamed = `${name} Holdings`;

    await page.goto(firmUrl(FIRM, "/app/employers"));
    await expect(page.getByRole("heading", { level: 1, name: "Clients" })).toBeVisible();
    await expectNoAxeViolations(page, "clients list");

    // Add a client; the required fields say so first.
    await page.getByRole("button", { name: "Add client" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add client" });
    await dialog.getByRole("button", { name: "Add client" }).click();
    await expect(dialog.getByText("*Company Name is required")).toBeVisible();
    await expect(dialog.getByText("*Email is required")).toBeVisible();
    await dialog.getByLabel("Company name").fill(name);
    await dialog.getByLabel("Company e-mail").fill(`hr.${stamp}@client-e2e.example`);
    await dialog.getByLabel("FEIN").fill(feinFor(stamp));
    await dialog.getByRole("button", { name: "Add client" }).click();
    await expectToast(page, "Success");
    await expect(dialog).toBeHidden();

    // Find it by search; the search and the status filter are in the URL, so a reload keeps the view.
    await page.getByRole("searchbox", { name: "Search by name, e-mail or FEIN" }).fill(name);
    await expect(page).toHaveURL(/[?&]search=/);
    await page.getByLabel("Status").selectOption({ label: "Active" });
    await expect(page).toHaveURL(/[?&]filter=/);
    const filter = JSON.parse(new URL(page.url()).searchParams.get("filter") ?? "{}");
    expect(filter).toEqual({ matcher: { statusIds: [1] } });
    await page.reload();
    await expect(page.getByLabel("Status")).toHaveValue("1");
    const rows = page.getByRole("table", { name: "Clients" }).getByRole("row");
    await expect(rows).toHaveCount(2);
    const row = rows.filter({ hasText: name });
    await expect(row).toContainText(feinFor(stamp));

    // Nothing matches: the empty state says so; "Clear filters" brings back the whole list.
    const search = page.getByRole("searchbox", { name: "Search by name, e-mail or FEIN" });
    await search.fill(`zz-no-such-client-${stamp}`);
    await expect(page.getByText("No clients match")).toBeVisible();
    await expect(page.getByText("Try another search or clear the filters.")).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page).not.toHaveURL(/[?&](search|filter)=/);
    await expect(search).toHaveValue("");
    await expect(page.getByLabel("Status")).toHaveValue("");
    await expect(page.getByRole("button", { name: "Clear filters" })).toBeHidden();
    await search.fill(name);
    await expect(row).toBeVisible();

    // Details.
    await row.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(/\/app\/company\/details\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expectNoAxeViolations(page, "client details");
    await expect(page.getByText("No contacts yet.")).toBeVisible();

    // Edit: a bad FEIN is refused with the catalogue message, then a new name and a primary contact.
    await page.getByRole("link", { name: "Edit", exact: true }).click();
    await expect(page).toHaveURL(/\/app\/petitioner-edit\/[0-9a-f-]{36}$/);
    await expect(page.getByLabel("Company name")).toHaveValue(name);
    await page.getByLabel("FEIN").fill("12-34");
    await page.getByLabel("Company name").fill(renamed);
    await page.getByRole("button", { name: "Add contact" }).click();
    await page.getByLabel("Contact name").fill("Pat Primary");
    await page.getByLabel("Job title").fill("HR Director");
    // Address: country → state → city from master data; the zip code follows the country's rule.
    await page.getByRole("textbox", { name: "Address line 1" }).fill("1 Market Street");
    await page.getByRole("combobox", { name: "Country", exact: true }).selectOption({ label: "United States" });
    await page.getByRole("combobox", { name: "State", exact: true }).selectOption({ label: "California" });
    await page.getByRole("combobox", { name: "City", exact: true }).selectOption({ label: "Fremont" });
    await page.getByRole("textbox", { name: "Zip code" }).fill("123");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("FEIN not valid")).toBeVisible();
    await expect(page.getByText("Zip Code not valid")).toBeVisible();
    await page.getByLabel("FEIN").fill(feinFor(stamp));
    await page.getByRole("textbox", { name: "Zip code" }).fill("94538");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expectToast(page, "Success");
    await expect(page).toHaveURL(/\/app\/company\/details\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
    await expect(page.getByText("Pat Primary")).toBeVisible();
    await expect(page.getByText("Primary contact")).toBeVisible();
    await expect(page.getByText("Fremont, California 94538", { exact: false })).toBeVisible();
  });

  test("admin invites a client contact by e-mail", async () => {
    const stamp = Date.now();
    const company = `E2E Invited ${stamp}`;
    await page.goto(firmUrl(FIRM, "/app/employers"));
    await page.getByRole("button", { name: "Invite client" }).click();
    const dialog = page.getByRole("dialog", { name: "Invite a client" });
    await dialog.getByLabel("Company name").fill(company);
    await dialog.getByLabel("First name").fill("Ivy");
    await dialog.getByLabel("Last name").fill("Invitee");
    await dialog.getByLabel("Contact e-mail").fill("not-an-email");
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    await expect(dialog.getByText("Please enter a valid email.")).toBeVisible();
    await dialog.getByLabel("Contact e-mail").fill(`ivy.${stamp}@client-e2e.example`);
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    await expectToast(page, "Success");
    await expect(page.getByText(`Invitation sent to ivy.${stamp}@client-e2e.example`, { exact: true })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search by name, e-mail or FEIN" }).fill(company);
    await expect(page.getByRole("table", { name: "Clients" }).getByRole("row").filter({ hasText: company })).toHaveCount(1);
  });

  test("admin approves one self-registered client and rejects another, after confirming", async () => {
    const stamp = Date.now();
    // Self-registration is the public sign-up call (sent from the page: Node does not resolve *.localhost).
    const register = async (name: string, key: string) => {
      const body = {
        company: { name, email: `${key}.${stamp}@pending-e2e.example`, phone: "2025550188" },
        contact: { firstName: "Pat", lastName: "Pending", email: `pat.${key}.${stamp}@pending-e2e.example`, password: "Demo@12345", confirmPassword: "Demo@12345" },
      };
      const status = await page.evaluate(async (b) => {
        const res = await fetch("/api/auth/signup", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(b), credentials: "omit" });
        return res.status;
      }, body);
      expect(status).toBe(200);
    };
    const approveMe = `E2E Pending ${stamp} A`;
    const rejectMe = `E2E Pending ${stamp} B`;
    await page.goto(firmUrl(FIRM, "/app/employers"));
    await register(approveMe, "a");
    await register(rejectMe, "b");

    // The pending clients, by the status filter of the URL.
    await page.goto(firmUrl(FIRM, `/app/employers?filter=${encodeURIComponent(JSON.stringify({ matcher: { statusIds: [3] } }))}&search=${encodeURIComponent(`E2E Pending ${stamp}`)}`));
    await expect(page.getByLabel("Status")).toHaveValue("3");
    const table = page.getByRole("table", { name: "Clients" });
    await expect(table.getByRole("row").filter({ hasText: "Pending approval" })).toHaveCount(2);

    await table.getByRole("button", { name: `Approve ${approveMe}` }).click();
    const approve = page.getByRole("dialog", { name: "Approve this client?" });
    await approve.getByRole("button", { name: "Approve" }).click();
    await expectToast(page, "Success");
    await expect(table.getByRole("row").filter({ hasText: approveMe })).toHaveCount(0);

    await table.getByRole("button", { name: `Reject ${rejectMe}` }).click();
    const reject = page.getByRole("dialog", { name: "Reject this client?" });
    await reject.getByRole("button", { name: "Cancel" }).click();
    await expect(table.getByRole("row").filter({ hasText: rejectMe })).toHaveCount(1);
    await table.getByRole("button", { name: `Reject ${rejectMe}` }).click();
    await page.getByRole("dialog", { name: "Reject this client?" }).getByRole("button", { name: "Reject" }).click();
    await expectToast(page, "Success");
    await expect(page.getByText("No clients match")).toBeVisible();

    // Both kept their new status.
    await page.getByLabel("Status").selectOption({ label: "All statuses" });
    await expect(table.getByRole("row").filter({ hasText: approveMe })).toContainText("Active");
    await expect(table.getByRole("row").filter({ hasText: rejectMe })).toContainText("Rejected");
  });
});
