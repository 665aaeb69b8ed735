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
  "i-131-01-20-25.pdf": [11, 12, 13],
  "i-539-08-28-24.pdf": [5, 5, 6],
  "i-130-04-01-24.pdf": [9, 10, 11],
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

// Each packet copies pages of the 38-page I-129 and flattens it: seconds alone, much longer on a loaded machine.
describe("signaturePacket", { timeout: 120_000 }, () => {
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
    expect(text).toContain("Sign here in ink: Pat Signer - Petitioner (authorized signatory)");
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

  it("the client's default pages hold only the signatory's boxes, each named with the signatory's name and title (issue 34 §3)", async () => {
    // The filled I-129: Part 7 names the signatory (the field map's petitioner.signatory.*), Part 8 the firm's preparer.
    const filled = await PDFDocument.load(blank(edition.blank));
    const form = filled.getForm();
    form.getTextField("form1[0].#subform[5].Line1a_PetitionerLastName[0]").setText("Reyes");
    form.getTextField("form1[0].#subform[5].Line1b_PetitionerFirstName[0]").setText("Jordan");
    form.getTextField("form1[0].#subform[5].Line1a_PetitionerLastName[1]").setText("Chief Executive");
    const defaults = edition.signatures.filter((b) => b.byDefault);
    expect(defaults.map((b) => b.role)).toEqual(["petitioner", "petitioner", "petitioner"]);
    const packet = await signaturePacket({ ...input, formBytes: await filled.save(), fields: defaults.map((b) => b.field), signerName: "Jordan Reyes", signerTitle: "Chief Executive", onBehalfOf: "Acme Robotics Inc" });
    expect(packet.boxes.map((b) => b.role)).toEqual(["petitioner", "petitioner", "petitioner"]);
    const out = await PDFDocument.load(packet.bytes);
    expect(out.getForm().getFields()).toHaveLength(0); // flattened: nothing to fill or tick on the client's pages
    const text = await pdfText(packet.bytes, 4);
    expect(text).toContain("Signed by: Jordan Reyes, Chief Executive");
    expect(text).toContain("For: Acme Robotics Inc");
    expect(text).toContain("Acme Robotics Inc");
    // Page 7 carries Parts 7 and 8: only Part 7's box is outlined, for the signatory; the Part 8 box is left to the firm.
    expect(text.match(/Sign here in ink: Jordan Reyes, Chief Executive - Petitioner/g)).toHaveLength(3);
    expect(text.match(/Sign here in ink/g)).toHaveLength(3);
    expect(text).not.toMatch(/Sign here in ink:[^\n]*Preparer/);
    expect(text).not.toContain("Part 8, Item 5");
    // The form's values are printed in: Part 7's printed name is the signatory's.
    expect(text).toContain("Reyes");
    expect(text).toContain("Jordan");
  });

  it("refuses boxes of two signers in one packet (the preparer's with the client's)", async () => {
    const fields = edition.signatures.filter((b) => b.role === "petitioner" || b.role === "preparer").map((b) => b.field);
    await expect(signaturePacket({ ...input, fields })).rejects.toThrow(/one signer/);
  });

  it("refuses a box that is not the edition's", async () => {
    await expect(signaturePacket({ ...input, fields: ["form1[0].nope[0]"] })).rejects.toThrow(/not one of this edition/);
  });
});
