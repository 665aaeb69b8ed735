// Where the work is (issue 8, sections 1 and 3), on the demo firm's seeded cases: the green-card case opens
// from the list; the Edit case dialog keeps the case's branch once the branch list has loaded; the USCIS
// response has no preselected decision and asks before recording one, naming it; the paralegal's next step
// is a button in the case header on every tab; global search (Ctrl K) finds cases by number, title and
// receipt number, and invoices and support tickets by a misspelt name or subject (typo-tolerant), within what
// the caller may see; petitioners and beneficiaries read about their own cases.
import { expect, test, type Page } from "./fixtures";
import { browserApi, expectNoAxeViolations, firmUrl, interactive, selectTab, signInByApi } from "./helpers";
import { DOMAIN, FIRM, FIRM_NAME } from "./firm";


async function signedIn(page: Page, email: string, locale?: "es") {
  const cookies = [{ name: "cookie_consent", value: "accepted", url: firmUrl(FIRM, "/") }];
  if (locale) cookies.push({ name: "NEXT_LOCALE", value: locale, url: firmUrl(FIRM, "/") });
  await page.context().addCookies(cookies);
  await signInByApi(page, email);
}

/** Ctrl K opens the search once the page is interactive (a key pressed before its scripts run does nothing). */
async function openSearch(page: Page) {
  const box = page.getByRole("combobox", { name: "Search cases, clients, beneficiaries, users, LCAs, I-9s, invoices, tickets and documents" });
  await interactive(page);
  await page.keyboard.press("Control+k");
  await expect(box).toBeVisible();
  return box;
}

/** Open a demo case from the case list by its number (the list's own link). */
async function openCase(page: Page, number: string) {
  await page.goto(firmUrl(FIRM, "/app/cases"));
  await page.getByRole("link", { name: `Open case ${number}` }).click();
  await expect(page.getByRole("heading", { name: `Case ${number}` })).toBeVisible();
}

test("the green-card case opens from the case list (no 404)", async ({ page }) => {
  await signedIn(page, `admin@${DOMAIN}`);
  await openCase(page, "2026-000003");
  await expect(page).toHaveURL(/\/app\/gc-employment-details\/[0-9a-f-]{36}$/);
  // Its own address opens on the Green card tab; Case Details is a click away.
  await expect(page.getByRole("tab", { name: "Green card" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("list", { name: "Stages" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Case Details" })).toBeVisible();
  await expect(page.getByText("Page not found")).toHaveCount(0);
});

test("Edit case shows the case's branch once the branch list has loaded", async ({ page }) => {
  await signedIn(page, `admin@${DOMAIN}`);
  // 2026-000001 (Washington DC (HQ)) is not yet submitted to the firm, so the admin may edit its fields.
  await openCase(page, "2026-000001");
  await page.getByRole("button", { name: "Edit case" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit case" });
  const branch = dialog.getByLabel("Branch");
  await expect(branch.locator("option", { hasText: "Washington DC (HQ)" })).toHaveCount(1);
  await expect.poll(() => branch.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text)).toBe("Washington DC (HQ)");
});

test("the USCIS response has no preselected decision and names the decision before recording it", async ({ page }) => {
  await signedIn(page, `admin@${DOMAIN}`);
  await openCase(page, "2026-000004");
  await selectTab(page, "Tracking");
  const form = page.locator("form", { has: page.getByRole("heading", { name: "Record the USCIS response" }) });
  const response = form.getByRole("combobox", { name: "Response" });
  await expect(response).toHaveValue("");
  await expect(response.locator("option:checked")).toHaveText("Choose USCIS's decision");
  await form.getByRole("button", { name: "Save response" }).click();
  await expect(form.getByText("*Response is required")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await response.selectOption({ label: "Denied" });
  await form.getByLabel("Response date").fill("11/20/2026");
  await form.getByRole("button", { name: "Save response" }).click();
  const confirm = page.getByRole("dialog", { name: "Record “Denied”?" });
  await expect(confirm).toContainText("Case 2026-000004 will be recorded as Denied by USCIS on 11/20/2026");
  await expect(confirm.getByRole("button", { name: "Record Denied" })).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  // Nothing was recorded: the case still awaits its response.
  await expect(page.getByRole("heading", { name: "Record the USCIS response" })).toBeVisible();
  // The RFE of this case waits for the day USCIS receives the firm's response (it restarts the premium clock).
  await expect(page.getByRole("heading", { name: "RFE response received by USCIS" })).toBeVisible();
});

test("the paralegal's next step is a button in the case header, on every tab", async ({ page }) => {
  await signedIn(page, `paralegal@${DOMAIN}`);
  await openCase(page, "2026-000002");
  const header = page.getByRole("region", { name: "Your next step on this case" });
  for (const tab of ["Case Details", "Documents", "History", "Workflow"]) {
    await selectTab(page, tab);
    await expect(header).toContainText("Next step: Paralegal review");
    await expect(header.getByRole("button", { name: "Mark “Paralegal review” as done" })).toBeVisible();
  }
  await header.getByRole("button", { name: "Mark “Paralegal review” as done" }).click();
  await expect(page.getByRole("dialog", { name: "Paralegal review" })).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
});

test("global search (Ctrl K) finds cases by number, title and receipt number, and opens them", async ({ page }) => {
  await signedIn(page, `admin@${DOMAIN}`);
  const search = async (q: string) => {
    const box = await openSearch(page);
    await box.fill(q);
    return page.getByRole("listbox", { name: "Search results" });
  };
  let results = await search("2026-000002");
  await expect(results.getByRole("option", { name: /2026-000002 · Arjun Sharma - H-1B extension/ })).toBeVisible();
  await page.keyboard.press("Escape");
  results = await search("H-1B");
  await expect(results.getByRole("option", { name: /Wei Zhang - H-1B cap petition/ })).toBeVisible();
  await page.keyboard.press("Escape");
  results = await search("EAC2590012345");
  // Only the case with that receipt number (the previous query's hits are gone).
  await expect(results.getByRole("option")).toHaveCount(1);
  await expect(results.getByRole("option", { name: /2026-000004/ })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Case 2026-000004" })).toBeVisible();
});

test("global search finds an invoice and a support ticket by a misspelt client name or subject, and opens them", async ({ page }) => {
  await signedIn(page, `admin@${DOMAIN}`);
  // Letters only: a text with a digit is matched as typed, not by similarity.
  const stamp = Date.now().toString(36).replace(/\d/g, (d) => "abcdefghij"[Number(d)]);
  const clients = await browserApi<{ id: string; name: string }[]>(page, "company/list", { page: 1, perpage: 25, search: "Globex Analytics" });
  const globex = clients.data.find((c) => c.name === "Globex Analytics LLC")!;
  const invoice = await browserApi<{ id: string; displayNumber: string }>(page, "invoices/create", {
    companyId: globex.id,
    lines: [{ kind: "legal_fee", description: "H-1B petition: legal fee", quantity: 1, unitCents: 150_000, taxable: false }],
  });
  expect(invoice.status).toBe(200);
  const ticket = await browserApi<{ id: string; displayNumber: string }>(page, "support-tickets/create", {
    subject: `Courier pouch tracking ${stamp}`,
    description: "The courier lost the pouch.",
    type: "question",
  });
  expect(ticket.status).toBe(200);

  let box = await openSearch(page);
  await box.fill("Globx Analytcs");
  const results = page.getByRole("listbox", { name: "Search results" });
  // The newest invoice of the client comes first among its equally matching invoices.
  const invoiceHit = results.getByRole("option", { name: new RegExp(`${invoice.data.displayNumber} · Globex Analytics LLC.*Invoice`) });
  await expect(invoiceHit).toBeVisible();
  await expect(results.getByRole("option", { name: /Globex Analytics LLC.*Client/ })).toBeVisible();
  await expectNoAxeViolations(page, "global search results");
  // The number typed in full comes first; the arrow keys go round every group; Enter opens the active result.
  await box.fill(invoice.data.displayNumber);
  await expect(results.getByRole("option").first()).toHaveAccessibleName(new RegExp(invoice.data.displayNumber));
  await page.keyboard.press("ArrowUp");
  await expect(results.getByRole("option").last()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowDown");
  await expect(results.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/app/invoice-details/${invoice.data.id}`));

  box = await openSearch(page);
  await box.fill(`Courrier pouch trackng ${stamp}`);
  const ticketHit = results.getByRole("option", { name: new RegExp(`${ticket.data.displayNumber} · Courier pouch tracking ${stamp}.*Ticket`) });
  await expect(ticketHit).toBeVisible();
  await ticketHit.click();
  await expect(page).toHaveURL(new RegExp(`/app/support-tickets/${ticket.data.id}`));
  await expect(page.getByText(`Courier pouch tracking ${stamp}`).first()).toBeVisible();

  box = await openSearch(page);
  await box.fill("zzqxv nothing like it");
  await expect(page.getByText("No results for “zzqxv nothing like it”.")).toBeVisible();
});

test("a beneficiary's search finds only their own cases", async ({ page }) => {
  await signedIn(page, `beneficiary@${DOMAIN}`);
  const box = await openSearch(page);
  await box.fill("Lucia");
  await expect(page.getByText("No results for “Lucia”.")).toBeVisible();
  await box.fill("Arjun");
  await expect(page.getByRole("option", { name: /Arjun Sharma - H-1B extension/ })).toBeVisible();
});

test("a petitioner reads about their company's cases", async ({ page }) => {
  await signedIn(page, `petitioner@${DOMAIN}`);
  await expect(page.getByText(`Here is where your company's cases with ${FIRM_NAME} stand today.`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your company's cases", level: 3 })).toBeVisible();
  await expect(page.getByText("Here is where", { exact: false }).filter({ hasText: `${FIRM_NAME} stands today` })).toHaveCount(0);
  await page.goto(firmUrl(FIRM, "/app/cases"));
  await expect(page.getByText("Your company's immigration cases: filter, sort and open a case to follow it.")).toBeVisible();
  await expect(page.getByText("Immigration cases of your firm", { exact: false })).toHaveCount(0);
});

test("a beneficiary reads about their own cases, in English and Spanish", async ({ page }) => {
  await signedIn(page, `beneficiary@${DOMAIN}`);
  await expect(page.getByText(`Here is where your immigration cases with ${FIRM_NAME} stand today.`)).toBeVisible();
  const counts = page.getByRole("region", { name: "At a glance" });
  await expect(counts.getByRole("heading", { name: "Your cases" })).toBeVisible();
  await expect(counts.getByRole("heading", { name: "Beneficiaries" })).toHaveCount(0);
  await page.goto(firmUrl(FIRM, "/app/cases"));
  await expect(page.getByText("Your immigration cases: open a case to see where it stands and what is needed from you.")).toBeVisible();

  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "es", url: firmUrl(FIRM, "/") }]);
  await page.goto(firmUrl(FIRM, "/app/dashboard"));
  await expect(page.getByText(`Así están hoy sus casos migratorios con ${FIRM_NAME}.`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Resumen" }).getByRole("heading", { name: "Sus casos", exact: true })).toBeVisible();
});
