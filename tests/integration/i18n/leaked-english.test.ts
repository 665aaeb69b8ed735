// The Spanish screens journey's check (tests/e2e/leaked-english.ts): which shown texts are English left on a
// Spanish screen.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { englishLeaks, leakIndex, loadCatalogs } from "../../e2e/leaked-english";

const en = { cases: { title: "Cases", count: "{n} cases", total: "Total", save: "Save", brand: "USCIS" }, common: { no: "No", cancel: "Cancel", nested: { hint: "Pick a  client" } } };
const es = { cases: { title: "Casos", count: "{n} casos", total: "Total", save: "Guardar", brand: "USCIS" }, common: { no: "No", cancel: "Cancelar", nested: { hint: "Elija un cliente" } } };

describe("English left on a Spanish screen", () => {
  const index = leakIndex(en, es);

  it("knows the English texts whose Spanish differs, nested keys included, spacing aside", () => {
    expect([...index.entries()].sort()).toEqual([
      ["Cancel", "common.cancel"],
      ["Cases", "cases.title"],
      ["Pick a client", "common.nested.hint"],
      ["Save", "cases.save"],
    ]);
  });

  it("leaves out texts with arguments, texts the same in Spanish, and English texts that are a Spanish text too", () => {
    expect(index.has("{n} cases")).toBe(false);
    expect(index.has("Total")).toBe(false);
    expect(index.has("USCIS")).toBe(false);
    // "No" is Spanish as well; so is an English text that is any key's Spanish text.
    const tricky = leakIndex({ a: { x: "Plan", y: "Bill" } }, { a: { x: "Plano", y: "Plan" } });
    expect([...tricky.keys()]).toEqual(["Bill"]);
  });

  it("lists each shown English text once per place, with its key; Spanish and user data pass", () => {
    const leaks = englishLeaks(
      [
        { where: "text", text: " Save " },
        { where: "text", text: "Save" },
        { where: "aria-label", text: "Save" },
        { where: "placeholder", text: "Pick a\n client" },
        { where: "text", text: "Guardar" },
        { where: "text", text: "Acme Technologies Inc." },
        { where: "text", text: "Save the file" },
      ],
      index,
    );
    expect(leaks).toEqual([
      { where: "text", text: "Save", key: "cases.save" },
      { where: "aria-label", text: "Save", key: "cases.save" },
      { where: "placeholder", text: "Pick a client", key: "common.nested.hint" },
    ]);
  });

  it("loads the real catalogs: 'Cancel' is a leak, 'Cancelar' is not", () => {
    const root = path.resolve(import.meta.dirname, "../../..");
    const real = leakIndex(loadCatalogs(root, "en"), loadCatalogs(root, "es"));
    expect(real.size).toBeGreaterThan(1000);
    expect(englishLeaks([{ where: "text", text: "Cancel" }, { where: "text", text: "Cancelar" }], real).map((l) => l.text)).toEqual(["Cancel"]);
  });
});
