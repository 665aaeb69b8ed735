// Cases: the admin creates an H-1B case for a demo client and beneficiary, finds it in the list with a
// status filter (the URL reproduces the view after a reload), opens it on the Case Details tab, walks the
// workflow from "Submit to law firm" to "Assign supervisor" and reads the history; the client's petitioner
// sees the case; a filter in the address the list cannot read is dropped or normalised by the server
// page; another firm's admin gets the not-found state.
import { expect, test, type Page } from "./fixtures";
import { expectNoAxeViolations, expectToast, firmUrl, searchList, selectTab, signInByApi } from "./helpers";
import { FIRM, DOMAIN, OTHER, OTHER_DOMAIN } from "./firm";

/** One signed-in admin page for the whole file (sign-ins are rate limited per account). */
let page: Page;
/** Whether this run left the beneficiary's questionnaire step out of the demo firm's workflow (put back afterwards). */
let excludedQuestionnaireStep = false;

test.describe.configure({ mode: "serial" });

/** A call from inside the signed-in page (same origin, its session cookie). */
async function api<T>(p: Page, path: string, body: unknown): Promise<T> {
  const { ok, json } = await p.evaluate(
    async ([url, payload]) => {
      const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(payload) });
      return { ok: res.ok, json: (await res.json()) as { result: { data: unknown } } };
    },
    [`/api/${path}`, body] as const,
  );
  expect(ok, `${path}: ${JSON.stringify(json)}`).toBe(true);
  return json.result.data as T;
}

type Entry = { code: string; include: boolean; editors: unknown[]; watchers: unknown[]; actionRequired: string; step: number; optional: boolean; confirmRequired: boolean };

test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext()).newPage();
  await page.context().addCookies([{ name: "cookie_consent", value: "accepted", url: firmUrl(FIRM, "/") }]);
  await signInByApi(page, `admin@${DOMAIN}`);
  // The beneficiary's questionnaire step is completed by the token-link questionnaire (its own journey);
  // this journey starts the workflow at "Submit to law firm", so the firm leaves that step out meanwhile.
  await setQuestionnaireStep(false);
});

test.afterAll(async () => {
  if (excludedQuestionnaireStep) {
    await page.goto(firmUrl(FIRM, "/app/cases"));
    await setQuestionnaireStep(true);
  }
  await page.context().close();
});

async function setQuestionnaireStep(include: boolean) {
  const config = await api<{ entries: Entry[] }>(page, "workflow/config", {});
  const step = config.entries.find((e) => e.code === "SUBMIT_BY_BENEFICIARY");
  if (!step || step.include === include) return;
  await api(page, "workflow/update-config", { entries: config.entries.map((e) => (e === step ? { ...e, include } : e)) });
  excludedQuestionnaireStep = !include;
}

test.describe("cases", () => {
  let caseUrl = "";
  const stamp = Date.now();
  const title = `E2E H-1B ${stamp}`;

  test("admin creates an H-1B case and finds it in the list with a status filter", async () => {
    await page.goto(firmUrl(FIRM, "/app/cases"));
    await expect(page.getByRole("heading", { level: 1, name: "Cases" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Green card cases" })).toHaveAttribute("href", /typeIds/);
    // Every column has a visible header (Premium had none).
    await expect(page.getByRole("columnheader", { name: "Premium" })).toBeVisible();
    await expectNoAxeViolations(page, "case list");

    // Focus starts on the first field (not on ×) and returns to "New case" when the dialog closes.
    const newCase = page.getByRole("button", { name: "New case" }).first();
    await newCase.click();
    const dialog = page.getByRole("dialog", { name: "New case" });
    await expect(dialog.getByRole("button", { name: "Close" })).not.toBeFocused();
    await expect(dialog.locator(":focus")).toHaveCount(1);
    expect(await dialog.locator(":focus").evaluate((el) => el.tagName)).toMatch(/^(INPUT|SELECT|TEXTAREA)$/);
    await expectNoAxeViolations(page, "new case dialog");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(newCase).toBeFocused();
    await newCase.click();
    // The required fields say so first.
    await dialog.getByRole("button", { name: "Create case" }).click();
    await expect(dialog.getByText("*Petitioner is required")).toBeVisible();
    await expect(dialog.getByLabel("Case type")).toHaveValue("1");
    await dialog.getByLabel("Client").selectOption({ label: "Acme Technologies Inc." });
    await dialog.getByRole("checkbox", { name: "Arjun Sharma" }).check();
    await dialog.getByLabel("Deadline").fill("13/45/2020");
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByRole("button", { name: "Create case" }).click();
    await expect(dialog.getByText("Date must be a valid format (MM/DD/YYYY)")).toBeVisible();
    // A deadline in the past shows the overdue label.
    await dialog.getByLabel("Deadline").fill("01/02/2020");
    // A custom number needs its confirmation.
    await dialog.getByLabel("Use the firm's own case number").check();
    await dialog.getByLabel("Custom case number").fill(`ACME-${stamp}`);
    await dialog.getByLabel("Confirm case number").fill("something else");
    await dialog.getByRole("button", { name: "Create case" }).click();
    await expect(dialog.getByText("The Conform Case Number confirmation does not match")).toBeVisible();
    await dialog.getByLabel("Confirm case number").fill(`ACME-${stamp}`);
    await dialog.getByRole("button", { name: "Create case" }).click();
    await expectToast(page, "Success");
    await page.waitForURL(/\/app\/petition-details\/[0-9a-f-]{36}$/);
    caseUrl = page.url();

    // The list: search and status filter live in the URL, so a reload shows the same view.
    await page.goto(firmUrl(FIRM, "/app/cases"));
    await searchList(page, "Search by case number, title, client or beneficiary", title);
    await page.getByRole("button", { name: /^Filters/ }).click();
    // The boxes show the URL's filter, so they change once the URL has.
    await page.getByRole("checkbox", { name: "Case Started" }).click();
    await expect(page.getByRole("checkbox", { name: "Case Started" })).toBeChecked();
    await expect(page).toHaveURL(/[?&]filter=/);
    const filter = JSON.parse(new URL(page.url()).searchParams.get("filter") ?? "{}");
    expect(filter).toEqual({ matcher: { statusIds: [1] } });
    await page.reload();
    await expect(page.getByRole("checkbox", { name: "Case Started" })).toBeChecked();
    await expect(page.getByRole("searchbox", { name: "Search by case number, title, client or beneficiary" })).toHaveValue(title);
    const rows = page.getByRole("table", { name: "Cases" }).getByRole("row");
    await expect(rows).toHaveCount(2);
    const row = rows.filter({ hasText: title });
    await expect(row).toContainText(`ACME-${stamp}`);
    await expect(row).toContainText("Acme Technologies Inc.");
    await expect(row).toContainText("Arjun Sharma");
    await expect(row).toContainText("Case Started");
    await expect(row).toContainText(/Overdue by \d+ day\(s\)/);

    // Another status hides it.
    await page.getByRole("checkbox", { name: "Case Started" }).click();
    await expect(page.getByRole("checkbox", { name: "Case Started" })).not.toBeChecked();
    await page.getByRole("checkbox", { name: "Case Approved" }).click();
    await expect(page.getByText("No cases match")).toBeVisible();
    await page.goBack();
    await expect(rows.filter({ hasText: title })).toBeVisible();

    // Details open on the Case Details tab.
    await row.getByRole("link", { name: `Open case ACME-${stamp}` }).click();
    await expect(page).toHaveURL(caseUrl);
    await expect(page.getByRole("heading", { level: 1, name: `Case ACME-${stamp}` })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Case Details" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("Acme Technologies Inc.");
    await expectNoAxeViolations(page, "case details");
  });

  test("admin walks the workflow from submit to firm to assigning a supervisor and reads the history", async () => {
    await page.goto(caseUrl);
    await selectTab(page, "Workflow");
    await expect(page).toHaveURL(/[?&]tab=workflow/);
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("region", { name: "Next step" })).toContainText("Submit to law firm");

    await panel.getByRole("button", { name: "Mark “Submit to law firm” as done" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Mark as done" }).click();
    await expectToast(page, "Success");
    await expect(panel.getByRole("region", { name: "Next step" })).toContainText("Manager receives the case");

    await panel.getByRole("button", { name: "Mark “Manager receives the case” as done" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Mark as done" }).click();
    await expect(panel.getByRole("region", { name: "Next step" })).toContainText("Assign supervisor");

    await panel.getByRole("button", { name: "Assign supervisor" }).click();
    const assign = page.getByRole("dialog", { name: "Assign supervisor" });
    await assign.getByLabel("Supervisor").selectOption({ label: "Demo Supervisor" });
    await assign.getByRole("button", { name: "Assign" }).click();
    await expect(assign).toBeHidden();
    await expect(panel.getByRole("region", { name: "Next step" })).toContainText("Supervisor review");
    await expect(panel.getByRole("region", { name: "Next step" })).toContainText("assigned to Demo Supervisor");

    // The tab is kept in the URL: a reload stays on it; the history lists each step.
    await page.reload();
    await expect(page.getByRole("tab", { name: "Workflow" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).not.toBeEmpty();
    await expectNoAxeViolations(page, "case workflow tab");
    await selectTab(page, "History");
    const history = page.getByRole("list", { name: "Case history" });
    await expect(history.getByRole("listitem").filter({ hasText: "Submit to law firm" }).first()).toBeVisible();
    await expect(history.getByRole("listitem").filter({ hasText: "Manager receives the case" }).first()).toBeVisible();
    await expect(history.getByRole("listitem").filter({ hasText: "Demo Supervisor" }).first()).toBeVisible();

    // The documents tabs list nothing yet and offer uploads to the firm.
    await selectTab(page, "Documents");
    await expect(page.getByText("No beneficiary documents yet.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Upload document" })).toBeDisabled();
    await expectNoAxeViolations(page, "case documents tab");
    await selectTab(page, "Forms & Letters");
    await expectNoAxeViolations(page, "case forms tab");
    await selectTab(page, "Scanned Copies");
    await expect(page.getByText("No scanned copies yet.")).toBeVisible();
    await expectNoAxeViolations(page, "case scanned copies tab");

    // Leaving the case pages resets the tab: a link into the case opens on Case Details.
    await page.getByRole("link", { name: "Back to cases" }).click();
    await page.goto(caseUrl);
    await expect(page.getByRole("tab", { name: "Case Details" })).toHaveAttribute("aria-selected", "true");
  });

  test("a filter the list cannot read is dropped from the address, a normalisable one is normalised", async () => {
    const search = encodeURIComponent(title);
    // Refused (status ids must be numbers): the list opens without the filter, the search kept.
    const bad = encodeURIComponent(JSON.stringify({ matcher: { statusIds: "x", rfeCases: true } }));
    await page.goto(firmUrl(FIRM, `/app/cases?filter=${bad}&search=${search}`));
    await expect(page).toHaveURL((u) => u.pathname === "/app/cases" && !u.searchParams.has("filter") && u.searchParams.get("search") === title);
    const rows = page.getByRole("table", { name: "Cases" }).getByRole("row");
    await expect(rows.filter({ hasText: title })).toBeVisible();
    // "1" is read as the status id 1 (Case Started), and the boxes show it.
    const loose = encodeURIComponent(JSON.stringify({ matcher: { statusIds: ["1"] } }));
    await page.goto(firmUrl(FIRM, `/app/petitions?filter=${loose}&search=${search}`));
    await expect(page).toHaveURL((u) => u.pathname === "/app/petitions" && JSON.parse(u.searchParams.get("filter") ?? "{}").matcher?.statusIds?.[0] === 1);
    const filters = page.getByRole("button", { name: "Filters (1)" });
    await expect(filters).toBeVisible();
    // A list opened with a filter shows its filter panel open (case-filters.tsx), with the filter's box checked.
    await expect(filters).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("checkbox", { name: "Case Started" })).toBeChecked();
  });

  test("the client's petitioner sees the case; another firm's admin gets not found", async ({ browser }) => {
    const petitioner = await browser.newPage();
    await petitioner.context().addCookies([{ name: "cookie_consent", value: "accepted", url: firmUrl(FIRM, "/") }]);
    await signInByApi(petitioner, `petitioner@${DOMAIN}`, "/app/cases");
    await searchList(petitioner, "Search by case number, title, client or beneficiary", title);
    const rows = petitioner.getByRole("table", { name: "Cases" }).getByRole("row");
    await expect(rows).toHaveCount(2);
    await rows.filter({ hasText: title }).getByRole("link", { name: `Open case ACME-${stamp}` }).click();
    await expect(petitioner).toHaveURL(/\/app\/petition-details\//);
    await expect(petitioner.getByRole("heading", { level: 1, name: `Case ACME-${stamp}` })).toBeVisible();
    await petitioner.context().close();

    const other = await browser.newPage();
    await other.context().addCookies([{ name: "cookie_consent", value: "accepted", url: firmUrl(OTHER, "/") }]);
    await signInByApi(other, `admin@${OTHER_DOMAIN}`, undefined, { slug: OTHER });
    const path = new URL(caseUrl).pathname;
    await other.goto(firmUrl(OTHER, path));
    await expect(other.getByText("Case not found")).toBeVisible();
    await other.context().close();
  });
});
