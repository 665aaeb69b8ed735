// The signature boxes of each edition are where the data says (page read from the blank, a text field a
// hand-signature goes over), and the packet holds a cover page and only the signature pages, boxes outlined.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { pdfText } from "@/lib/server/pdf/text";
import { USCIS_FORMS } from "./editions";
import { signatureBoxPlaces, signaturePacket } from "./packet";

const blank = (file: string) => new Uint8Array(readFileSync(path.join(__dirname, "blanks", file)));

const PAGES: Record<string, number[]> = {
  "i-129-01-20-25.pdf": [7, 7, 14, 15, 15],
  "i-140-06-07-24.pdf": [6, 6, 7],
  "i-485-01-20-25.pdf": [22, 22, 23],
  "i-765-01-20-25.pdf": [4, 5, 6],
};

describe("signature boxes", () => {
  for (const form of Object.values(USCIS_FORMS)) {
    for (const edition of form.editions) {
      it(`${form.code} ${edition.edition}: every box is a field of the blank, on its page, inside the page`, async () => {
        const placed = await signatureBoxPlaces(edition);
        expect(placed.map((b) => b.page)).toEqual(PAGES[edition.blank]);
        for (const b of placed) {
          expect(b.rect.width).toBeGreaterThan(50);
          expect(b.rect.x).toBeGreaterThanOrEqual(0);
          expect(b.rect.x + b.rect.width).toBeLessThanOrEqual(612);
        }
        // One box per field; each signer role the edition asks by default has one.
        expect(new Set(placed.map((b) => b.field)).size).toBe(placed.length);
        expect(placed.some((b) => b.byDefault && (b.role === "petitioner" || b.role === "applicant"))).toBe(true);
      });
    }
  }
});

describe("signaturePacket", () => {
  const edition = USCIS_FORMS["I-129"].editions[0];
  const input = {
    form: "I-129" as const,
    edition,
    formBytes: blank(edition.blank),
    caseNumber: "2026-000001",
    firmName: "Demo Immigration Law",
    signerName: "Pat Signer",
    requestedOn: "2026-03-02",
    returnInstructions: "Mail the signed originals to 1 Main St, Austin TX.",
  };

  it("holds the cover and only the pages of the chosen boxes, in page order", async () => {
    const fields = edition.signatures.filter((b) => b.byDefault && b.role === "petitioner").map((b) => b.field);
    const packet = await signaturePacket({ ...input, fields });
    expect(packet.pages).toEqual([7, 14, 15]);
    expect(packet.pageCount).toBe(4);
    const pdf = await PDFDocument.load(packet.bytes);
    expect(pdf.getPageCount()).toBe(4);
    const text = await pdfText(packet.bytes, 4);
    expect(text).toContain("Signature pages: Form I-129 (01/20/25)");
    expect(text).toContain("Do not sign electronically");
    expect(text).toContain("03/02/2026");
    expect(text).toContain("Sign here in ink: Petitioner (authorized signatory)");
    // The form's own page follows the cover, its fields printed in: nothing left to fill or sign electronically.
    expect(text).toContain("Page 7 of 38");
    expect(pdf.getForm().getFields()).toHaveLength(0);
  });

  it("the preparer's box alone is one page", async () => {
    const preparer = edition.signatures.find((b) => b.role === "preparer")!;
    const packet = await signaturePacket({ ...input, fields: [preparer.field] });
    expect(packet.pages).toEqual([7]);
    expect(packet.pageCount).toBe(2);
  });

  it("refuses a box that is not the edition's", async () => {
    await expect(signaturePacket({ ...input, fields: ["form1[0].nope[0]"] })).rejects.toThrow(/not one of this edition/);
  });
});
