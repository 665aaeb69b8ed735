import { describe, expect, it } from "vitest";
import { feeLineText, lineDescriptionForLocale, lineDescriptionIn } from "./line-names";

describe("a fee line's name in the reader's language", () => {
  it("makes the line's text from the fee's name in the invoice's language and the case number", () => {
    expect(feeLineText("I129_H1B", "I-129", "en", "2026-000002")).toBe("Form I-129, H-1B petition (2026-000002)");
    expect(feeLineText("I129_H1B", "I-129", "es", "2026-000002")).toBe("Formulario I-129, petición H-1B (2026-000002)");
    // A code without a catalog name: the schedule's label.
    expect(feeLineText("NOPE", "Some fee", "es", "X")).toBe("Some fee (X)");
  });

  it("swaps the stored name (either language) for the reader's, keeping the rest", () => {
    const en = { description: "Form I-129, H-1B petition (2026-000002)", feeCode: "I129_H1B" };
    expect(lineDescriptionIn(en, "es")).toBe("Formulario I-129, petición H-1B (2026-000002)");
    expect(lineDescriptionIn(en, "en")).toBe(en.description);
    const es = { description: "Formulario I-129, petición H-1B (2026-000002)", feeCode: "I129_H1B" };
    expect(lineDescriptionIn(es, "en")).toBe("Form I-129, H-1B petition (2026-000002)");
    expect(lineDescriptionIn({ description: "Asylum Program Fee", feeCode: "ASYLUM_PROGRAM" }, "es")).toBe("Tasa del Programa de Asilo");
  });

  it("keeps a text the firm typed as typed", () => {
    // Typed over the fee's name, or added words right after it: not the generated text.
    expect(lineDescriptionIn({ description: "USCIS filing fee, paid by check", feeCode: "I129_H1B" }, "es")).toBe("USCIS filing fee, paid by check");
    expect(lineDescriptionIn({ description: "Form I-129, H-1B petition, second filing", feeCode: "I129_H1B" }, "es")).toBe("Form I-129, H-1B petition, second filing");
    // No fee code (a line typed by hand), or one the catalog does not know.
    expect(lineDescriptionIn({ description: "Form I-129, H-1B petition (1)", feeCode: null }, "es")).toBe("Form I-129, H-1B petition (1)");
    expect(lineDescriptionIn({ description: "Form I-129, H-1B petition (1)", feeCode: "constructor" }, "es")).toBe("Form I-129, H-1B petition (1)");
  });

  it("names a fee line in the locale of the firm's reader (the invoice details screen), a typed line as typed", () => {
    const stored = { description: "Form I-129, H-1B petition (2026-000002)", feeCode: "I129_H1B" };
    expect(lineDescriptionForLocale(stored, "es")).toBe("Formulario I-129, petición H-1B (2026-000002)");
    expect(lineDescriptionForLocale(stored, "en")).toBe(stored.description);
    // A locale the invoices do not speak reads English.
    expect(lineDescriptionForLocale({ description: "Formulario I-129, petición H-1B (2026-000002)", feeCode: "I129_H1B" }, "fr")).toBe(stored.description);
    expect(lineDescriptionForLocale({ description: "Legal fee, H-1B", feeCode: null }, "es")).toBe("Legal fee, H-1B");
    expect(lineDescriptionForLocale({ description: "USCIS filing fee, paid by check", feeCode: "I129_H1B" }, "es")).toBe("USCIS filing fee, paid by check");
  });
});
