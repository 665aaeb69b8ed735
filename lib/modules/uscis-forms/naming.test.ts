import { describe, expect, it } from "vitest";
import { bundleEntryName, formDocumentName, formFileName, parseFormDocumentName, versionOrigin } from "./naming";

describe("filled forms' names", () => {
  it("names the document of a form and edition and reads it back; other documents are no filled form", () => {
    expect(formDocumentName("I-129", "01/20/25")).toBe("Form I-129 (01/20/25)");
    expect(parseFormDocumentName("Form I-485 (01/20/25)")).toEqual({ form: "I-485", edition: "01/20/25" });
    expect(parseFormDocumentName("Form I-999 (01/20/25)")).toBeNull();
    expect(parseFormDocumentName("supportLetter")).toBeNull();
    expect(parseFormDocumentName("Form I-129 (01/20/25) copy")).toBeNull();
  });

  it("says from a version's file name who made it and whether it is flattened", () => {
    for (const source of ["generated", "completed"] as const) {
      for (const flattened of [true, false]) {
        const name = formFileName("I-140", "GC-2026 (A)", source, flattened);
        expect(versionOrigin("I-140", name)).toEqual({ source, flattened });
      }
    }
    expect(formFileName("I-129", "H1B-7", "generated", true)).toBe("Form I-129 - H1B-7 (flattened).pdf");
    expect(formFileName("I-129", "H1B-7", "completed", false)).toBe("Form I-129 - H1B-7 (completed).pdf");
    expect(versionOrigin("I-129", "scan.pdf")).toEqual({ source: "uploaded", flattened: null });
    expect(versionOrigin("I-129", "Form I-140 - H1B-7.pdf")).toEqual({ source: "uploaded", flattened: null });
    expect(versionOrigin("I-129", "Form I-129 - .pdf")).toEqual({ source: "uploaded", flattened: null });
  });

  it("names the entries of the download of every form with the stored file's extension", () => {
    expect(bundleEntryName("I-129", "01/20/25", 3, "Form I-129 - X.pdf")).toBe("Form I-129 (01-20-25) v3.pdf");
    expect(bundleEntryName("I-765", "01/20/25", 1, "signed.PNG")).toBe("Form I-765 (01-20-25) v1.png");
  });
});
