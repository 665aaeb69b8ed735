// Letter templates (issue 13 section 1): the paralegal finds the starter set, writes a template — the
// server refuses an unknown merge field by its line, the picker inserts a field at the cursor — previews it
// against a demo case, generates it as a Word file on the case's Forms & Letters tab (the preview there
// lists what the case lacks), sees it in the table, fills the official Form I-765 from the case, and
// deletes the template after a confirmation.
import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, expectToast, firmUrl, rowAction, searchList, selectTab, pdfText, signedInAs } from "./helpers";
import { FIRM, FIRM_NAME } from "./firm";

test("a letter template from writing to a generated letter on a case", async ({ browser }) => {
  const name = `E2E offer letter ${Date.now()}`;
  const page = await signedInAs(browser, "paralegal", {}, "/app/form-letters");
  await expect(page.getByRole("heading", { level: 1, name: "Letter templates" })).toBeVisible();
  const table = page.getByRole("table", { name: "Letter templates" });
  await expect(table.getByRole("link", { name: "Edit H-1B support letter" })).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: "Carta de encargo" })).toContainText("Spanish");
  await expectNoAxeViolations(page, "letter templates");

  // New: name, kind and language, then the editor with the firm's letterhead to start from.
  await page.getByRole("button", { name: "New template" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New letter template" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Kind").selectOption({ label: "Other" });
  await dialog.getByRole("button", { name: "Create and edit" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const body = page.getByRole("textbox", { name: "Template" });
  await expect(body).toHaveValue(/^\{\{firm\.name\}\}\n\{\{firm\.address\}\}/);

  // An unknown field is refused with its line.
  await body.fill("{{firm.name}}\n\nDear {{beneficiary.nickname}},");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Line 3: Unknown merge field {{beneficiary.nickname}}")).toBeVisible();
  // The picker puts a field where the cursor is.
  await body.fill("{{firm.name}}\n\nDear ,\nYour passport: {{beneficiary.passportNumber}}");
  await body.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(20, 20));
  await page.getByLabel("Fields of").selectOption({ label: "Beneficiary" });
  await page.getByRole("button", { name: "Insert Beneficiary: first name" }).click();
  await expect(body).toHaveValue("{{firm.name}}\n\nDear {{beneficiary.firstName}},\nYour passport: {{beneficiary.passportNumber}}");
  await page.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success");
  await expect(page.getByText("Unsaved changes")).toBeHidden();
  await expectNoAxeViolations(page, "letter editor");

  // The preview is filled by the server from a demo case.
  const caseSelect = page.getByRole("combobox", { name: "Case", exact: true });
  const arjun = caseSelect.locator("option", { hasText: "2026-000002" });
  await expect(arjun).toHaveCount(1);
  const caseId = (await arjun.getAttribute("value")) ?? "";
  await caseSelect.selectOption(caseId);
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  const preview = page.getByLabel("Preview", { exact: true }).and(page.locator("pre"));
  await expect(preview).toContainText(FIRM_NAME);
  await expect(preview).toContainText("Dear Arjun,");

  // On the case: generate it as Word; the dialog's preview says what the case lacks first.
  await page.goto(firmUrl(FIRM, `/app/petition-details/${caseId}`));
  await expect(page.getByRole("heading", { name: "Case 2026-000002" })).toBeVisible();
  await selectTab(page, "Forms & Letters");
  const open = page.getByRole("button", { name: "Generate a letter" });
  await open.click();
  const generate = page.getByRole("dialog", { name: "Generate a letter" });
  await generate.getByLabel("Template").selectOption({ label: name });
  await expect(generate.locator("pre")).toContainText("Dear Arjun,");
  await generate.getByLabel("Word (.docx)").check();
  await generate.getByRole("button", { name: "Generate" }).click();
  await expectToast(page, "Success");
  await expect(generate).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: `${name} - 2026-000002.docx` })).toBeVisible();

  // The official Form I-765 filled from the case, saved beside it; the dialog says what is left to complete.
  // An H-1B case offers its own petition first (the I-129 chosen); the I-765 is chosen from the rest.
  await page.getByRole("button", { name: "Fill a USCIS form" }).click();
  const fill = page.getByRole("dialog", { name: "Fill a USCIS form" });
  await expect(fill.getByLabel("Form", { exact: true })).toHaveValue("I-129");
  await fill.getByLabel("Form", { exact: true }).selectOption("I-765");
  await fill.getByRole("button", { name: "Fill the form" }).click();
  await expect(fill.getByRole("status")).toContainText("Form I-765 (01/20/25) saved as version 1");
  await expect(fill.getByText(/fields? of the form (is|are) yours to complete/)).toBeVisible();
  await expectNoAxeViolations(page, "fill a USCIS form", { include: "[role=dialog]" });
  await fill.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("row").filter({ hasText: "Form I-765 - 2026-000002.pdf" })).toBeVisible();

  // The I-129 with its H supplements, filled from the client, the beneficiary and the LCA.
  await page.getByRole("button", { name: "Fill a USCIS form" }).click();
  await fill.getByLabel("Form", { exact: true }).selectOption("I-129");
  await fill.getByRole("button", { name: "Fill the form" }).click();
  await expect(fill.getByRole("status")).toContainText("Form I-129 (01/20/25) saved as version 1");
  await fill.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("row").filter({ hasText: "Form I-129 - 2026-000002.pdf" })).toBeVisible();

  // Every form as one print-ready PDF: the client and the beneficiary read back from its pages.
  await page.getByRole("button", { name: "Download all forms" }).click();
  const all = page.getByRole("dialog", { name: "Download all forms" });
  await expectNoAxeViolations(page, "download all forms", { include: "[role=dialog]" });
  const download = page.waitForEvent("download");
  await all.getByRole("button", { name: "One PDF" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("2026-000002 USCIS forms.pdf");
  const text = await pdfText(readFileSync((await file.path())!));
  expect(text).toContain("Acme Technologies Inc.");
  expect(text).toContain("Sharma");

  // Deleting the template leaves the letter on the case.
  await page.goto(firmUrl(FIRM, "/app/form-letters"));
  await searchList(page, "Search by name", name);
  const row = page.getByRole("table", { name: "Letter templates" }).getByRole("row").filter({ hasText: name });
  await rowAction(page, row, `Actions for ${name}`, "Delete");
  const confirm = page.getByRole("dialog", { name: `Delete the template ${name}?` });
  await confirm.getByRole("button", { name: "Delete template" }).click();
  await expectToast(page, "Success");
  await expect(page.getByText("No template matches")).toBeVisible();
  await page.context().close();
});
