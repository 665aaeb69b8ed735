// Counts and names built at run time (issue 33 §2): ICU plurals in the catalog's templates, lists of counts,
// glossary names given as parameters — matched from the English text and rendered in Spanish.
import { describe, expect, it } from "vitest";
import es from "@/messages/es/errors.json";
import { EN_ERRORS, messageRefOf, renderMessage, templateParams, translateMessage } from "./message-keys";
import { MSG } from "./messages";

const toEs = (text: string) => translateMessage(es, text);

describe("plural counts", () => {
  it("reads the count from either English branch and renders the Spanish branch for it", () => {
    const one = "1 row has errors (first: line 4); nothing was imported. Preview the file to see them.";
    const many = "3 rows have errors (first: line 7); nothing was imported. Preview the file to see them.";
    expect(messageRefOf(one)).toEqual({ key: "rowErrorsFirstLineNothing", params: { p1: 1, p3: 4 } });
    expect(toEs(one)).toBe("1 fila tiene errores (primera: línea 4); no se importó nada. Previsualice el archivo para verlos.");
    expect(toEs(many)).toBe("3 filas tienen errores (primera: línea 7); no se importó nada. Previsualice el archivo para verlos.");
    // A count that does not fit the branch it was read from is not that message.
    expect(messageRefOf("1 rows have errors (first: line 7); nothing was imported. Preview the file to see them.")).toBeNull();
    expect(toEs("This PDF has 1 page; the signed pages are 2 (3 with the cover page): scan every signature page, in order")).toBe(
      "Este PDF tiene 1 página; las páginas firmadas son 2 (3 con la portada): escanee todas las páginas de firma, en orden",
    );
  });

  it("renders English from a key and a count (the envelope's params), 0 and 1 and many", () => {
    expect(renderMessage(EN_ERRORS, { key: "countUsers", params: { n: 1 } })).toBe("1 user");
    expect(renderMessage(EN_ERRORS, { key: "countUsers", params: { n: 0 } })).toBe("0 users");
    expect(renderMessage(es, { key: "countBeneficiaries", params: { n: 12 } })).toBe("12 beneficiarios");
    // A count missing from the parameters stays a visible slot, never a wrong number.
    expect(renderMessage(es, { key: "countUsers" })).toBe("{n}");
  });

  it("the branch's 409 ('This branch still has 1 user, 2 clients and 3 beneficiaries') reads in Spanish, counts and names", () => {
    expect(toEs("This branch still has 1 user. Move them to another branch before deleting it")).toBe("Esta sucursal todavía tiene 1 usuario. Muévalos a otra sucursal antes de eliminarla");
    expect(toEs("This branch still has 2 clients and 1 beneficiary. Move them to another branch before deleting it")).toBe(
      "Esta sucursal todavía tiene 2 clientes y 1 beneficiario. Muévalos a otra sucursal antes de eliminarla",
    );
    expect(toEs("This branch still has 1 user, 2 clients and 3 beneficiaries. Move them to another branch before deleting it")).toBe(
      "Esta sucursal todavía tiene 1 usuario, 2 clientes y 3 beneficiarios. Muévalos a otra sucursal antes de eliminarla",
    );
  });

  it("a list template matches only a list of known texts: other text with 'and' in it is left alone", () => {
    expect(messageRefOf("Smith and Jones")).toBeNull();
    expect(toEs("Terms and conditions")).toBe("Terms and conditions");
    // "Line {p1}: {p2}" starts with text, so it is no list: an unknown sentence after it still gets "Línea".
    expect(toEs("Line 3: something new")).toBe(renderMessage(es, { key: messageRefOf("Line 3: something new")!.key, params: { p1: 3, p2: "something new" } }));
  });

  it("lists a template's parameters, plural counts included", () => {
    expect(templateParams("{p1, plural, one {# row has} other {# rows have}} errors (first: line {p3})")).toEqual(["p1", "p3"]);
    expect(templateParams("*{field} is required")).toEqual(["field"]);
  });
});

describe("names given at run time", () => {
  it("a glossary name in a sentence is rendered in Spanish", () => {
    expect(toEs(MSG.invalid("Country of Birth"))).toBe(renderMessage(es, { key: "invalid", params: { field: "Country of Birth" } }));
    expect(toEs(MSG.invalid("Country of Birth"))).not.toContain("Country of Birth");
    expect(toEs(MSG.required("Unit price"))).toContain("Precio unitario");
  });
});
