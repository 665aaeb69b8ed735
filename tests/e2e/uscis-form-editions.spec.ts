// Journey of /app/uscis-form-editions (issue 33 §4): the platform admin opens it from the sidebar, uploads a
// G-1650 blank generated here (an AcroForm with a tooltip) for dates long past (so no other journey's worksheet
// sees it), reads its fields and tooltips, finds it in the list and deletes it after confirming.
import { PDFDocument, PDFName, PDFString } from "pdf-lib";
import { expect, test } from "./fixtures";
import { signedInAs } from "./helpers";

async function blank(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const field = pdf.getForm().createTextField("form1[0].Page1[0].AccountHolderName[0]");
  field.addToPage(page, { x: 50, y: 700, width: 200, height: 20 });
  field.acroField.dict.set(PDFName.of("TU"), PDFString.of("Line 1. Name of the account holder."));
  return Buffer.from(await pdf.save());
}

test("the platform admin uploads a form edition's blank, reads its fields and deletes it", async ({ browser }) => {
  const page = await signedInAs(browser, "platform");
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "USCIS form editions" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "USCIS form editions" })).toBeVisible();

  // An edition date of its own, so a journey run again does not meet the last run's.
  const n = Date.now();
  const edition = `${String((n % 12) + 1).padStart(2, "0")}/${String((Math.floor(n / 12) % 28) + 1).padStart(2, "0")}/19`;
  await page.getByRole("combobox", { name: "Form", exact: true }).selectOption("G-1650");
  await page.getByRole("textbox", { name: /^Edition\b/ }).fill(edition);
  await page.getByLabel("Valid from").fill("2019-01-01");
  await page.getByLabel("Valid to").fill("2019-12-31");
  await page.getByLabel("The blank (PDF)").setInputFiles({ name: "g-1650.pdf", mimeType: "application/pdf", buffer: await blank() });
  await page.getByRole("button", { name: "Upload and check" }).click();

  const fields = page.getByRole("dialog", { name: `Form G-1650 (${edition}): fields` });
  await expect(fields).toBeVisible();
  await expect(fields.getByText("The app has no field map for this form: it is completed by hand.")).toBeVisible();
  const row = fields.getByRole("row").filter({ hasText: "form1[0].Page1[0].AccountHolderName[0]" });
  await expect(row).toContainText("Line 1. Name of the account holder.");
  // Its Close button (Escape first dismisses the upload's toast, the layer above).
  await fields.getByRole("button", { name: "Close" }).click();
  await expect(fields).toBeHidden();

  await page.getByRole("combobox", { name: "Show form" }).selectOption("G-1650");
  const listed = page.getByRole("table", { name: "USCIS form editions" }).getByRole("row").filter({ hasText: edition });
  await expect(listed).toBeVisible();
  await listed.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this form edition?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toBeHidden();
  await expect(listed).toHaveCount(0);
  await page.context().close();
});
