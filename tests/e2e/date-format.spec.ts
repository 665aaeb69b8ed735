// Issue 34 §4: one date order per reader, the same in what the screens show and in what the date inputs take.
// A Spanish reader sees MM/DD/YYYY (the order of US immigration papers, the default in both languages) in the
// case list and types MM/DD/YYYY in the case's deadline; after choosing DD/MM/YYYY on the profile page, the
// list shows DD/MM/YYYY and the same input shows and takes DD/MM/YYYY. The admin's choice is put back at the end.
import { expect, test, type Page } from "./fixtures";
import { firmUrl, pageApi, searchList, signedInAs } from "./helpers";
import { FIRM } from "./firm";

async function caseRow(page: Page, title: string) {
  await page.goto(firmUrl(FIRM, "/app/cases"));
  await searchList(page, "Buscar por número de caso, título, cliente o beneficiario", title);
  return page.getByRole("row").filter({ hasText: title });
}

async function editDeadline(page: Page, caseId: string, typed: string, expectShown: string) {
  await page.goto(firmUrl(FIRM, `/app/petition-details/${caseId}`));
  await page.getByRole("button", { name: "Editar caso" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Editar caso" });
  const deadline = dialog.getByLabel("Fecha límite");
  await expect(deadline).toHaveValue(expectShown);
  await deadline.fill(typed);
  await dialog.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(dialog).toBeHidden();
}

test("a Spanish reader sees and types MM/DD/YYYY, and DD/MM/YYYY everywhere once chosen", async ({ browser }) => {
  const page = await signedInAs(browser, "admin", {}, "/app/dashboard");
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "es", url: firmUrl(FIRM, "/") }]);
  await pageApi(page, "users/preferences", { dateFormat: "MDY" });
  try {
    const stamp = Date.now().toString(36);
    const title = `Fechas ${stamp}`;
    const clients = await pageApi<{ id: string; name: string }[]>(page, "company/list", { search: "Acme" });
    const acme = clients.find((c) => c.name.startsWith("Acme"));
    expect(acme).toBeTruthy();
    const worker = await pageApi<{ id: string }>(page, "beneficiary/create", { companyId: acme!.id, firstName: "Lucía", lastName: `Fechas${stamp}`, email: `fechas-${stamp}@example.test` });
    const created = await pageApi<{ id: string }>(page, "petition/create", { petitionerId: acme!.id, beneficiaryIds: [worker.id], title, deadlineDate: "02/29/2028" });

    // Spanish, no choice made: month first in the list and in the input.
    let row = await caseRow(page, title);
    await expect(row).toContainText("02/29/2028");
    await editDeadline(page, created.id, "03/15/2028", "02/29/2028");
    row = await caseRow(page, title);
    await expect(row).toContainText("03/15/2028");

    // The profile: DD/MM/YYYY.
    await page.goto(firmUrl(FIRM, "/app/profile"));
    await page.getByRole("radio", { name: /DD\/MM\/AAAA/ }).check();
    await expect(page.getByText("Se guardó su formato de fecha").first()).toBeVisible();

    // The list and the same input now day first; what is typed day first is the date meant.
    row = await caseRow(page, title);
    await expect(row).toContainText("15/03/2028");
    await expect(row).not.toContainText("03/15/2028");
    await editDeadline(page, created.id, "31/12/2028", "15/03/2028");
    row = await caseRow(page, title);
    await expect(row).toContainText("31/12/2028");
    // The input's placeholder names the reader's order.
    await page.goto(firmUrl(FIRM, `/app/petition-details/${created.id}`));
    await page.getByRole("button", { name: "Editar caso" }).first().click();
    await expect(page.getByRole("dialog", { name: "Editar caso" }).getByLabel("Fecha límite")).toHaveAttribute("placeholder", "DD/MM/AAAA");
  } finally {
    await pageApi(page, "users/preferences", { dateFormat: "MDY", locale: "en" });
    await page.context().close();
  }
});
