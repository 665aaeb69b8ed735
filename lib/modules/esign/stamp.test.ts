// Stamping placed fields: the values land on their pages (text read back, the PNG embedded where it was
// placed), fractions become points, and every refusal is a 422 EsignError naming the field.
import { degrees, PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfText } from "@/lib/server/pdf/text";
import { EsignError } from "./errors";
import { fieldBox, stampSignatures, type Field, type FieldValues } from "./stamp";
import { letterPdf, PNG_DATA_URL } from "./test-pdf";

const box = { x: 0.1, y: 0.8, width: 0.4, height: 0.05 };
const FIELDS: Field[] = [
  { id: "sig1", kind: "signature", page: 1, ...box },
  { id: "date1", kind: "date", page: 1, ...box, y: 0.88 },
  { id: "sig2", kind: "signature", page: 2, ...box },
  { id: "title", kind: "text", page: 2, ...box, y: 0.7 },
];
const VALUES: FieldValues = {
  sig1: { type: "typed", text: "Ana Lima" },
  date1: { type: "date", date: "2026-03-05" },
  sig2: { type: "drawn", png: PNG_DATA_URL },
  title: { type: "text", text: "Chief Executive Officer" },
};

const pageImages = (doc: PDFDocument, index: number) => {
  const xObjects = doc.getPages()[index].node.Resources()?.lookupMaybe(PDFName.of("XObject"), PDFDict);
  return (xObjects?.entries() ?? []).map(([, ref]) => (doc.context.lookup(ref) as PDFRawStream).dict.get(PDFName.of("Subtype"))?.toString());
};

async function refusal(promise: Promise<unknown>): Promise<EsignError> {
  const e = await promise.then(() => null, (err: unknown) => err);
  expect(e).toBeInstanceOf(EsignError);
  return e as EsignError;
}

describe("stampSignatures", () => {
  it("draws a typed signature, a date, a drawn signature and a text on their pages", async () => {
    const original = await letterPdf();
    const stamped = await stampSignatures(original, FIELDS, VALUES);
    const doc = await PDFDocument.load(stamped);
    expect(doc.getPageCount()).toBe(2);

    const page1 = await pdfText(stamped, 1);
    const both = await pdfText(stamped, 2);
    expect(page1).toContain("Ana Lima");
    expect(page1).toContain("03/05/2026");
    expect(page1).not.toContain("Chief Executive Officer");
    expect(both).toContain("Chief Executive Officer");
    // The drawn signature is an image on page 2 only; the typed one is in the italic standard font.
    expect(pageImages(doc, 1)).toEqual(["/Image"]);
    expect(pageImages(doc, 0)).toEqual([]);
    expect(Buffer.from(await doc.save({ useObjectStreams: false })).toString("latin1")).toContain("/Times-Italic");
  });

  it("leaves an optional field without a value empty and refuses a required one", async () => {
    const optional: Field = { id: "note", kind: "text", page: 1, ...box, required: false };
    const stamped = await stampSignatures(await letterPdf(), [optional], {});
    expect(await pdfText(stamped)).not.toContain("Chief");

    const e = await refusal(stampSignatures(await letterPdf(), [{ ...optional, required: true }], { note: { type: "text", text: "  " } }));
    expect(e.reason).toBe("value-missing");
    expect(e.code).toBe("VALIDATION_ERROR");
    expect(e.fields).toEqual({ "fields.note": "The text field is required" });
  });

  it("refuses a field on a page the document does not have", async () => {
    const e = await refusal(stampSignatures(await letterPdf(2), [{ ...FIELDS[0], page: 3 }], VALUES));
    expect(e.reason).toBe("page-missing");
    expect(e.message).toBe("The document has no page 3 (it has 2)");
    expect(e.fieldId).toBe("sig1");
    expect((await refusal(stampSignatures(await letterPdf(2), [{ ...FIELDS[0], page: 0 }], VALUES))).reason).toBe("page-missing");
  });

  it("refuses a value of another kind, an unreadable PNG, a bad date and a box off the page", async () => {
    const pdf = await letterPdf();
    const cases: [Field, FieldValues, string][] = [
      [FIELDS[0], { sig1: { type: "date", date: "2026-03-05" } }, "value-kind"],
      [FIELDS[2], { sig2: { type: "drawn", png: "data:image/jpeg;base64,AAAA" } }, "value-kind"],
      [FIELDS[2], { sig2: { type: "drawn", png: "data:image/png;base64,AAAA" } }, "value-kind"],
      [FIELDS[1], { date1: { type: "date", date: "2026-02-30" } }, "value-kind"],
      [{ ...FIELDS[0], x: 0.8 }, VALUES, "field-box"],
      [{ ...FIELDS[0], height: 0 }, VALUES, "field-box"],
    ];
    for (const [field, values, reason] of cases) expect((await refusal(stampSignatures(pdf, [field], values))).reason).toBe(reason);
  });

  it("refuses a rotated page and a file that is not a PDF", async () => {
    const doc = await PDFDocument.load(await letterPdf());
    doc.getPage(0).setRotation(degrees(90));
    expect((await refusal(stampSignatures(await doc.save(), [FIELDS[0]], VALUES))).reason).toBe("page-rotated");
    expect((await refusal(stampSignatures(new TextEncoder().encode("hello"), FIELDS, VALUES))).reason).toBe("pdf-unreadable");
  });
});

describe("fieldBox", () => {
  it("turns fractions from the top-left into points from the bottom-left of the crop box", async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([600, 800]);
    expect(fieldBox(page, { id: "f", kind: "text", page: 1, x: 0.1, y: 0.2, width: 0.3, height: 0.05 })).toEqual({ x: 60, y: 600, width: 180, height: 40 });
    page.setCropBox(100, 50, 400, 600);
    expect(fieldBox(page, { id: "f", kind: "text", page: 1, x: 0, y: 0, width: 1, height: 0.5 })).toEqual({ x: 100, y: 350, width: 400, height: 300 });
  });
});
