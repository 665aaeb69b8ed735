// Issue 33 §2: no server message without a translation. Every literal the source gives fail.* (and the
// values of fail.validation({ field: "…" }), new AppError(…, "…"), the unique-index sentences, the
// contracts' zod messages) resolves to a key of messages/{en,es}/errors.json; every field or record name
// written as MSG.required("…") / v.requiredString("…") / fail.notFound("…") is in the glossary; every MSG
// rule of lib/shared/validation/messages.ts has its key.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MSG } from "@/lib/shared/validation/messages";
import { fieldKeyOf, messageRefOf, renderMessage, translateMessage } from "@/lib/shared/validation/message-keys";
import en from "@/messages/en/errors.json";
import es from "@/messages/es/errors.json";
import { scanSources, templateOf } from "./source-messages";

const root = path.resolve(import.meta.dirname, "../../..");
const found = scanSources(root);
/**
 * Templates whose text is put together by a nested template (a ternary of two wordings): the scan sees
 * only their start, so each is checked by the messages it really makes.
 */
const COMPOSITE: Record<string, string[]> = {
  'The folder "{p}" holds {p}': ['The folder "Xq" holds 1 document: move or delete it first', 'The folder "Xq" holds 3 documents: move or delete them first'],
  // Counts with a plural ending ("1 row has", "3 rows have"): an ICU plural in the catalog.
  "{p} row{p} errors (first: line {p}); nothing was imported. Preview the file to see them.": [
    "1 row has errors (first: line 4); nothing was imported. Preview the file to see them.",
    "3 rows have errors (first: line 4); nothing was imported. Preview the file to see them.",
  ],
  "This PDF has {p} page{p}; the signed pages are {p} ({p} with the cover page): scan every signature page, in order": [
    "This PDF has 1 page; the signed pages are 2 (3 with the cover page): scan every signature page, in order",
    "This PDF has 4 pages; the signed pages are 2 (3 with the cover page): scan every signature page, in order",
  ],
};
/** A scanned template with a sample in each slot ("{p}" → "Xq"). */
const samples = (text: string) => COMPOSITE[text] ?? [text.replace(/\{p\}/g, "Xq")];

describe("server messages in the catalog", () => {
  it("finds the texts of the source (the scan itself works)", () => {
    const texts = found.map((f) => f.text);
    expect(texts).toContain("Invalid email or password");
    expect(texts).toContain("Address");
    expect(found.length).toBeGreaterThan(500);
    expect(templateOf('The case number "${n}" is already used')).toBe('The case number "{p}" is already used');
  });

  it("has a key for every fail.* literal, with a Spanish text", () => {
    const missing = found
      .filter((f) => f.kind === "message")
      .filter((f) =>
        samples(f.text).some((text) => {
          const ref = messageRefOf(text);
          return !ref || !(ref.key in es.messages) || !renderMessage(es, ref);
        }),
      )
      .map((f) => `${f.file}: ${f.text}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it("has every field or record name given as a parameter in the glossary, with a Spanish name", () => {
    const missing = found.filter((f) => f.kind === "field").filter((f) => {
      const key = fieldKeyOf(f.text);
      return !key || !(key in es.fields);
    });
    expect([...new Set(missing.map((f) => `${f.file}: ${f.text}`))]).toEqual([]);
  });

  it("has the key of every MSG rule, named as the rule", () => {
    const wrong = Object.entries(MSG)
      .map(([rule, m]) => [rule, typeof m === "function" ? (m as (x: string) => string)("Address") : m] as const)
      .filter(([rule, text]) => messageRefOf(text)?.key !== rule || !(rule in es.messages))
      .map(([rule]) => rule);
    expect(wrong).toEqual([]);
  });

  it("renders a message and its field name in Spanish, and keeps an unknown text", () => {
    expect(translateMessage(es, MSG.required("Address"))).toBe("*El campo Dirección es obligatorio");
    expect(translateMessage(es, "Line 4: *First Name is required")).toBe("Línea 4: *El campo Nombre es obligatorio");
    expect(translateMessage(es, "Client not found")).toBe("No se encontró: Cliente");
    expect(translateMessage(es, "Not a catalog text")).toBe("Not a catalog text");
    expect(translateMessage(en, MSG.required("Address"))).toBe("*Address is required");
  });

  it("does not match a text longer than any message (a hostile key echoed back), so it costs nothing", () => {
    expect(messageRefOf(`Unknown fields: ${"a".repeat(100_000)}`)).toBeNull();
    expect(messageRefOf("Unknown fields: a, b and 3 more")).toEqual({ key: "unknownFieldsMore", params: { names: "a, b", more: 3 } });
  });
});
