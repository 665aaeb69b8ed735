import { describe, expect, it } from "vitest";
import type { DocumentDto } from "./contract";
import { zipPaths, zipSegment } from "./zip-paths";

const doc = (p: Partial<DocumentDto>): DocumentDto =>
  ({ id: "d", version: 1, key: "k", fileName: "file.pdf", mimetype: "application/pdf", size: 1, uploadedBy: null, createdAt: "2026-11-25T00:00:00Z", petitionId: "p", category: "forms_letters", docType: "x", docTypeLabel: "X", beneficiary: null, groupId: null, status: "accepted", rejectReason: null, versions: [], ...p }) as DocumentDto;

describe("zipSegment", () => {
  it("keeps a name readable and safe on every system", () => {
    expect(zipSegment("Resume / CV")).toBe("Resume - CV");
    expect(zipSegment('a<b>c:d"e|f?g*h\u0001')).toBe("a_b_c_d_e_f_g_h_");
    expect(zipSegment("..\\..\\etc")).toBe("- .. - etc");
    expect(zipSegment(" . ")).toBe("_");
    expect(zipSegment("x".repeat(200))).toHaveLength(150);
  });
});

describe("zipPaths", () => {
  it("puts each document in its kind's folder, client documents under the person, in the reader's language", () => {
    const docs = [
      doc({ category: "beneficiary_doc", docTypeLabel: "Passport", fileName: "passport.pdf", beneficiary: { id: "b", name: "Priya Raman" } }),
      doc({ category: "uscis_response", docTypeLabel: "Receipt notice", fileName: "I-797C.pdf" }),
      doc({ category: "perm_forms", docTypeLabel: "file.pdf", fileName: "file.pdf" }),
    ];
    expect(zipPaths(docs, "en")).toEqual(["Client documents/Priya Raman/Passport - passport.pdf", "USCIS notices/Receipt notice - I-797C.pdf", "PERM forms/file.pdf"]);
    expect(zipPaths(docs, "es")).toEqual(["Documentos del cliente/Priya Raman/Passport - passport.pdf", "Avisos de USCIS/Receipt notice - I-797C.pdf", "Formularios PERM/file.pdf"]);
  });

  it("numbers a repeated name before its extension, whatever its case", () => {
    const docs = [doc({ fileName: "Letter.pdf" }), doc({ fileName: "letter.PDF" }), doc({ fileName: "letter.pdf" }), doc({ fileName: "notes", docTypeLabel: "N" }), doc({ fileName: "notes", docTypeLabel: "N" })];
    expect(zipPaths(docs, "en")).toEqual([
      "Forms and letters/X - Letter.pdf",
      "Forms and letters/X - letter (2).PDF",
      "Forms and letters/X - letter (3).pdf",
      "Forms and letters/N - notes",
      "Forms and letters/N - notes (2)",
    ]);
  });
});
