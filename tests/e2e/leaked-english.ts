// English left on a Spanish screen (issue 33 §2): a visible text, placeholder, aria-label, title or alt that equals
// an English catalog text (messages/en/*.json) whose Spanish text differs. Pure (no Playwright), unit-tested in
// tests/integration/i18n/leaked-english.test.ts; spanish-screens.spec.ts reads each screen with it.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export type Catalog = Record<string, unknown>;
/** What a screen shows: where (text, placeholder, aria-label, title, alt) and the text. */
export type Shown = { where: string; text: string };
export type Leak = Shown & { key: string };

const squash = (s: string) => s.replace(/\s+/g, " ").trim();

function leaves(value: unknown, prefix: string, out: Map<string, string>) {
  if (typeof value === "string") out.set(prefix, value);
  else if (value && typeof value === "object" && !Array.isArray(value)) for (const [k, v] of Object.entries(value)) leaves(v, prefix ? `${prefix}.${k}` : k, out);
}

/**
 * The English texts that must not be seen on a Spanish screen, each with its key: a text with no ICU argument
 * (a `{name}` text is filled in and never equals itself), with a letter in it, whose Spanish text at the same key
 * differs, and that is no Spanish text of any key ("No", "Total", "Error" are Spanish words too).
 */
export function leakIndex(en: Record<string, Catalog>, es: Record<string, Catalog>): Map<string, string> {
  const enLeaves = new Map<string, string>();
  const esLeaves = new Map<string, string>();
  for (const [ns, c] of Object.entries(en)) leaves(c, ns, enLeaves);
  for (const [ns, c] of Object.entries(es)) leaves(c, ns, esLeaves);
  const spanish = new Set([...esLeaves.values()].map(squash));
  const index = new Map<string, string>();
  for (const [key, value] of enLeaves) {
    const text = squash(value);
    if (!/\p{L}{2}/u.test(text) || /[{}]/.test(text)) continue;
    const es = esLeaves.get(key);
    if (es === undefined || squash(es) === text || spanish.has(text)) continue;
    if (!index.has(text)) index.set(text, key);
  }
  return index;
}

/** Every shown text that is one of the index's English texts (each once per place and text). */
export function englishLeaks(shown: readonly Shown[], index: Map<string, string>): Leak[] {
  const seen = new Set<string>();
  const out: Leak[] = [];
  for (const s of shown) {
    const text = squash(s.text);
    const key = index.get(text);
    const id = `${s.where}\u0000${text}`;
    if (!key || seen.has(id)) continue;
    seen.add(id);
    out.push({ where: s.where, text, key });
  }
  return out;
}

/** messages/<locale>/*.json by namespace (the file's name). */
export function loadCatalogs(root: string, locale: "en" | "es"): Record<string, Catalog> {
  const dir = path.join(root, "messages", locale);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .map((f) => [f.replace(/\.json$/, ""), JSON.parse(readFileSync(path.join(dir, f), "utf8")) as Catalog]),
  );
}
