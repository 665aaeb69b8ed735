// Journey of the editions screen's field map (issue 33 §4, maps as data): the platform admin uploads a G-1650
// blank generated here (dates long past, so no other journey's worksheet sees it), gives its account holder's
// field the payer's name from the value list, saves (the map's count in the dialog and the list), then deletes
// the edition. A value given to the bank routing number's field is refused on its row: card and bank numbers
// are never filled.
import { PDFDocument, PDFName, PDFString } from "pdf-lib";
import { expect, test } from "./fixtures";
import { signedInAs } from "./helpers";

async function blank(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const form = pdf.getForm();
  const fields = [
    ["form1[0].Page1[0].AccountHolderName[0]", "Line 1. Name of the account holder."],
    ["form1[0].Page1[0].RoutingNumber[0]", "Line 4. Bank routing number."],
  ];
  fields.forEach(([name, tip], i) => {
    const field = form.createTextField(name);
    field.addToPage(page, { x: 50, y: 700 - i * 40, width: 200, height: 20 });
    field.acroField.dict.set(PDFName.of("TU"), PDFString.of(tip));
  });
  return Buffer.from(await pdf.save());
}

test("the platform admin gives an uploaded edition its own field map; a bank number is refused on its row", async ({ browser }) => {
  const page = await signedInAs(browser, "platform", {}, "/app/uscis-form-editions");
  await expect(page.getByRole("heading", { level: 1, name: "USCIS form editions" })).toBeVisible();
  const n = Date.now();
  const edition = `${String((n % 12) + 1).padStart(2, "0")}/${String((Math.floor(n / 12) % 28) + 1).padStart(2, "0")}/18`;
  await page.getByRole("combobox", { name: "Form", exact: true }).selectOption("G-1650");
  await page.getByRole("textbox", { name: /^Edition\b/ }).fill(edition);
  await page.getByLabel("Valid from").fill("2018-01-01");
  await page.getByLabel("Valid to").fill("2018-12-31");
  await page.getByLabel("The blank (PDF)").setInputFiles({ name: "g-1650.pdf", mimeType: "application/pdf", buffer: await blank() });
  await page.getByRole("button", { name: "Upload and check" }).click();

  const dialog = page.getByRole("dialog", { name: `Form G-1650 (${edition}): fields` });
  await expect(dialog.getByText("This edition has no field map of its own.")).toBeVisible();
  await dialog.getByRole("button", { name: "Give it a field map" }).click();

  // A bank number: refused on its row, nothing saved.
  await dialog.getByRole("combobox", { name: "What fills Line 4. Bank routing number." }).selectOption({ label: "The amount to pay (the worksheet's total)" });
  await dialog.getByRole("button", { name: "Save the field map" }).click();
  await expect(dialog.getByText("A card or bank number, its security code or expiry is never filled: the payer writes it")).toBeVisible();
  await dialog.getByRole("combobox", { name: "What fills Line 4. Bank routing number." }).selectOption({ label: "Nothing (left to complete)" });

  await dialog.getByRole("combobox", { name: "What fills Line 1. Name of the account holder." }).selectOption({ label: "The payer's name (the client)" });
  await dialog.getByRole("button", { name: "Save the field map" }).click();
  await expect(dialog.getByText("This edition has its own field map: 1 field is filled from it.")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("combobox", { name: "Show form" }).selectOption("G-1650");
  const listed = page.getByRole("table", { name: "USCIS form editions" }).getByRole("row").filter({ hasText: edition });
  await expect(listed).toContainText("Own map: 1");
  await listed.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this form edition?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(listed).toHaveCount(0);
  await page.context().close();
});
