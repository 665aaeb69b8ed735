// Issue 33 §2: names given to a message at run time are rendered through the glossary (errors.json `fields`)
// in the reader's language. source-messages.test.ts checks the labels written as MSG.required("Address") /
// v.requiredString("Name"); this one checks the labels that reach MSG through a variable: a local helper's
// parameter (`const cents = (field: string) => v.int(field, …)` called as cents("Unit price")), the check lists of
// countryErrors / masterErrors (`{ key, label: "Country of Birth", id }`), the masterdata parents, and the firm
// settings' required fields. Each must be in the glossary with a Spanish name.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PARENTS } from "@/lib/modules/masterdata/categories";
import { fieldKeyOf, translateMessage } from "@/lib/shared/validation/message-keys";
import { MSG } from "@/lib/shared/validation/messages";
import es from "@/messages/es/errors.json";

const root = path.resolve(import.meta.dirname, "../../..");

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) sources(p, out);
    else if (/\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(name)) out.push(p);
  }
  return out;
}

/** The text inside the parentheses opened at `open`. */
function argsAt(src: string, open: number): string {
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    const c = src[i];
    if (c === '"' || c === "'" || c === "`") {
      for (i++; i < src.length && src[i] !== c; i++) if (src[i] === "\\") i++;
      continue;
    }
    if (c === "(" || c === "[" || c === "{") depth++;
    else if ((c === ")" || c === "]" || c === "}") && --depth === 0) return src.slice(open + 1, i);
  }
  return "";
}

/** The top-level arguments of a call's text, split at commas outside brackets and strings. */
function splitArgs(args: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < args.length; i++) {
    const c = args[i];
    if (c === '"' || c === "'" || c === "`") {
      for (i++; i < args.length && args[i] !== c; i++) if (args[i] === "\\") i++;
      continue;
    }
    if ("([{<".includes(c)) depth++;
    else if (")]}>".includes(c) && args[i - 1] !== "=") depth--;
    else if (c === "," && depth === 0) {
      out.push(args.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(args.slice(start).trim());
  return out;
}

const literal = (arg: string | undefined) => /^"([^"\\]+)"$/.exec(arg ?? "")?.[1];

/** Labels passed to a same-file helper whose parameter reaches MSG.*(p) / v.*(p …). */
export function helperLabels(src: string): string[] {
  const found: string[] = [];
  const decl = /(?:const\s+(\w+)\s*=\s*(?:<[^=]*?>)?\s*\(|function\s+(\w+)\s*(?:<[^(]*?>)?\s*\()/g;
  for (const m of src.matchAll(decl)) {
    const name = m[1] ?? m[2];
    const params = splitArgs(argsAt(src, m.index + m[0].length - 1)).map((p) => /^(\w+)/.exec(p)?.[1] ?? "");
    params.forEach((p, index) => {
      if (!p || !new RegExp(`\\b(?:MSG|v)\\.\\w+\\(${p}\\b`).test(src)) return;
      for (const call of src.matchAll(new RegExp(`(?<![\\w.])${name}\\(`, "g"))) {
        const text = literal(splitArgs(argsAt(src, call.index + call[0].length - 1))[index]);
        if (text) found.push(text);
      }
    });
  }
  return found;
}

/** The `label: "…"` of the check lists given to countryErrors / masterErrors. */
export function checkListLabels(src: string): string[] {
  const found: string[] = [];
  for (const call of src.matchAll(/\b(?:countryErrors|masterErrors)\(/g)) {
    for (const l of argsAt(src, call.index + call[0].length - 1).matchAll(/\blabel:\s*"([^"\\]+)"/g)) found.push(l[1]);
  }
  return found;
}

const files = ["lib", "app"].flatMap((d) => sources(path.join(root, d)));
const labels = files.flatMap((f) => {
  const src = readFileSync(f, "utf8");
  return [...helperLabels(src), ...checkListLabels(src)].map((text) => ({ file: path.relative(root, f), text }));
});

describe("names given to messages at run time", () => {
  it("the scan finds helper and check-list labels (the check works)", () => {
    expect(helperLabels('const cents = (field: string, min = 0) => v.int(field, { min });\nconst a = cents("Unit price");\nconst b = cents(name);')).toEqual(["Unit price"]);
    expect(helperLabels('function detailsWhen(flagKey: string, detailsKey: string, label: string) { MSG.required(label); }\ndetailsWhen("a", "b", "Layoff Details");')).toEqual(["Layoff Details"]);
    expect(checkListLabels('await countryErrors(db, t, [{ key: "x", label: "Country of Birth", id: 1 }])')).toEqual(["Country of Birth"]);
    const texts = labels.map((l) => l.text);
    expect(texts).toContain("Unit price");
    expect(texts).toContain("Country of Birth");
    expect(texts).toContain("Layoff Details");
  });

  it("every such name is in the glossary, with a Spanish name", () => {
    const all = [
      ...labels,
      ...Object.values(PARENTS).map((p) => ({ file: "lib/modules/masterdata/categories.ts", text: p!.label })),
      ...[...readFileSync(path.join(root, "lib/modules/tenants/ui/firm-settings.tsx"), "utf8").matchAll(/\["\w+", "([^"]+)"\]/g)].map((m) => ({ file: "lib/modules/tenants/ui/firm-settings.tsx", text: m[1] })),
    ];
    const missing = all.filter((l) => {
      const key = fieldKeyOf(l.text);
      return !key || !(key in es.fields);
    });
    expect([...new Set(missing.map((l) => `${l.file}: ${l.text}`))]).toEqual([]);
  });

  it("a sentence built with such a name reads in Spanish, the name too", () => {
    expect(translateMessage(es, MSG.invalid("Country of Birth"))).not.toContain("Country of Birth");
    expect(translateMessage(es, MSG.required("Layoff Details"))).not.toContain("Layoff Details");
  });
});
