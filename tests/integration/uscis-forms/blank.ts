// A USCIS-like blank generated in the test (pdf-lib): an AcroForm with text fields and their tooltips (TU).
import { PDFDocument, PDFName, PDFString } from "pdf-lib";

/** A blank made here: text fields with tooltips (TU), as the official forms have. */
export async function blankPdf(fields: { name: string; tooltip: string }[], pages = 1): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < pages; i++) pdf.addPage([612, 792]);
  const form = pdf.getForm();
  fields.forEach((f, i) => {
    const field = form.createTextField(f.name);
    field.addToPage(pdf.getPage(0), { x: 50, y: 700 - i * 30, width: 200, height: 20 });
    field.acroField.dict.set(PDFName.of("TU"), PDFString.of(f.tooltip));
  });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}
