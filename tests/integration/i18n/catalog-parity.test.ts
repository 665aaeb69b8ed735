// Issue 33 §2: every message catalog has the keys the other has (messages/en/*.json ⇄ messages/es/*.json,
// nested keys included), no text is left empty, and each error template keeps its {parameters}.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { templateParams } from "@/lib/shared/validation/message-keys";

const root = path.resolve(import.meta.dirname, "../../..");
const files = (locale: string) => readdirSync(path.join(root, "messages", locale)).filter((f) => f.endsWith(".json")).sort();
const read = (locale: string, file: string) => JSON.parse(readFileSync(path.join(root, "messages", locale, file), "utf8")) as unknown;

/** "a.b.c" → text, for every leaf of a message file. */
function leaves(value: unknown, prefix = "", out = new Map<string, unknown>()): Map<string, unknown> {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) leaves(v, prefix ? `${prefix}.${k}` : k, out);
  } else out.set(prefix, value);
  return out;
}

/** The difference of two catalogs: the keys one has and the other lacks. */
function catalogDifference(en: unknown, es: unknown): { onlyEn: string[]; onlyEs: string[] } {
  const a = leaves(en);
  const b = leaves(es);
  return { onlyEn: [...a.keys()].filter((k) => !b.has(k)), onlyEs: [...b.keys()].filter((k) => !a.has(k)) };
}

describe("message catalogs", () => {
  it("have the same files in English and Spanish", () => {
    expect(files("es")).toEqual(files("en"));
  });

  it.each(files("en"))("%s: every key of one language is in the other", (file) => {
    expect(catalogDifference(read("en", file), read("es", file))).toEqual({ onlyEn: [], onlyEs: [] });
  });

  it.each(files("en"))("%s: no text is empty", (file) => {
    for (const locale of ["en", "es"]) {
      const empty = [...leaves(read(locale, file))].filter(([, v]) => typeof v === "string" && v.trim() === "").map(([k]) => `${locale}:${k}`);
      expect(empty).toEqual([]);
    }
  });

  it("errors.json: each Spanish message has the parameters of its English template", () => {
    const en = leaves(read("en", "errors.json"));
    const es = leaves(read("es", "errors.json"));
    // `{name}` slots and ICU plural counts (`{n, plural, one {# user} other {# users}}`), as message-keys.ts reads them.
    const slots = (t: unknown) => new Set(templateParams(String(t)));
    // A translation may leave out only zod's English type name ("expected string to have <=3 characters").
    const MAY_DROP = new Set(["origin"]);
    const wrong = [...en]
      .filter(([k, v]) => {
        const a = slots(v);
        const b = slots(es.get(k));
        return [...b].some((x) => !a.has(x)) || [...a].some((x) => !b.has(x) && !MAY_DROP.has(x));
      })
      .map(([k]) => k);
    expect(wrong).toEqual([]);
  });

  it("errors.json: a plural has the `other` branch in both languages, and its count (#) in each branch that is not exact", () => {
    const wrong: string[] = [];
    for (const locale of ["en", "es"]) {
      for (const [k, v] of Object.entries((read(locale, "errors.json") as { messages: Record<string, string> }).messages)) {
        for (const m of v.matchAll(/\{\w+, plural,(.*)\}/g)) if (!/\bother\s*\{[^}]*#/.test(m[1])) wrong.push(`${locale}:${k}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(templateParams("{n, plural, one {# user} other {# users}} in {place}")).toEqual(["n", "place"]);
  });

  // WCAG 2.5.3 (label in name; axe's label-content-name-mismatch): a control showing `x` and named by `xNamed`
  // ("Upload signed scan" / "Upload signed scan: Form I-129") must have its visible words inside its name.
  it.each(["en", "es"])("%s: each accessible name xNamed holds the visible label x it stands for", (locale) => {
    const words = (t: string) => t.replace(/\{[^}]*\}/g, " ").toLowerCase().replace(/[“”"'’:,.()]/g, " ").replace(/\s+/g, " ").trim();
    const wrong: string[] = [];
    for (const file of files(locale)) {
      const all = leaves(read(locale, file));
      for (const [key, named] of all) {
        const visible = key.endsWith("Named") ? all.get(key.slice(0, -"Named".length)) : undefined;
        if (typeof visible === "string" && !words(String(named)).includes(words(visible))) wrong.push(`${file}:${key}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("the difference finds a key missing on either side", () => {
    expect(catalogDifference({ a: { b: "x", c: "y" } }, { a: { b: "x" }, d: "z" })).toEqual({ onlyEn: ["a.c"], onlyEs: ["d"] });
  });
});
