// Finds the server's message texts in the source: every literal (or same-file string constant) given to
// fail.*(...) — also the values of fail.validation({ field: "…" }) — and every MSG.<rule>("Field") with a
// literal field name. Used by source-messages.test.ts: each must have a key in messages/{en,es}/errors.json.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

export type Found = { file: string; text: string; kind: "message" | "field" };

const ROOTS = ["lib", "app"];
const SKIP = /(\.test\.tsx?$|\/ui\/|\.tsx$|\.d\.ts$)/;

function files(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) files(p, out);
    else if (/\.tsx?$/.test(name) && !SKIP.test(p)) out.push(p);
  }
  return out;
}

/** The text between a balanced pair starting at `open` (an index of "(" or "{"). */
function balanced(src: string, open: number): string {
  const pairs: Record<string, string> = { "(": ")", "{": "}" };
  const close = pairs[src[open]];
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    const c = src[i];
    if (c === '"' || c === "'" || c === "`") {
      const q = c;
      for (i++; i < src.length && src[i] !== q; i++) if (src[i] === "\\") i++;
      continue;
    }
    if (c === src[open]) depth++;
    else if (c === close && --depth === 0) return src.slice(open + 1, i);
  }
  return src.slice(open + 1);
}

/** A template literal's text with each ${…} as {p}: the English template the catalog must hold. */
export function templateOf(raw: string): string {
  let out = "";
  for (let i = 0; i < raw.length; i++) {
    if (raw[i] === "$" && raw[i + 1] === "{") {
      let depth = 0;
      let j = i + 1;
      for (; j < raw.length; j++) {
        if (raw[j] === "{") depth++;
        else if (raw[j] === "}" && --depth === 0) break;
      }
      out += "{p}";
      i = j;
    } else out += raw[i];
  }
  return out;
}

const unescape = (s: string) => s.replace(/\\(.)/g, "$1");

const STRING = /"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g;

function literalsIn(arg: string): string[] {
  const out: string[] = [];
  for (const m of arg.matchAll(STRING)) {
    if (m[3] !== undefined) {
      // a template: only when it is the whole argument or a value, not a nested piece of a ternary
      out.push(templateOf(m[3]));
    } else out.push((m[1] ?? m[2]).replace(/\\(.)/g, "$1"));
  }
  return out;
}

/** Texts given another way than fail.*: the unique-index sentences, the unknown-key messages. */
const EXTRA_SOURCES: { file: string; pattern: RegExp }[] = [
  { file: "lib/server/db/errors.ts", pattern: /^\s+\w+_uq: "([^"]+)"/gm },
];

export function scanSources(root: string): Found[] {
  const found: Found[] = [];
  const all = ROOTS.flatMap((r) => files(join(root, r)));
  // string constants of every file (a contract's WRONG_PASSWORD given to fail.validation in a service)
  const consts = new Map<string, string>();
  for (const path of all) {
    for (const m of readFileSync(path, "utf8").matchAll(/const ([A-Z][A-Z0-9_]+)\s*=\s*"((?:[^"\\]|\\.)*)"/g)) consts.set(m[1], unescape(m[2]));
  }
  for (const { file, pattern } of EXTRA_SOURCES) {
    for (const m of readFileSync(join(root, file), "utf8").matchAll(pattern)) found.push({ file, text: m[1], kind: "message" });
  }
  {
    for (const path of all) {
      const src = readFileSync(path, "utf8");
      const file = relative(root, path);
      for (const m of src.matchAll(/new AppError\("\w+", "((?:[^"\\]|\\.)*)"/g)) found.push({ file, text: m[1], kind: "message" });
      for (const m of src.matchAll(/\b(?:errors|missing|problem|fields)(?:\.\w+|\[[^\]]+\])\s*=\s*"((?:[^"\\]|\\.)*)"/g)) {
        found.push({ file, text: m[1], kind: "message" });
      }
      // a contract's refinement helper issue("field", "…"), a check's { ok: false, message: "…" }, a *_MESSAGE constant
      for (const m of src.matchAll(/\bissue\(\s*"[^"]*",\s*(?:"((?:[^"\\]|\\.)*)"|`((?:[^`\\]|\\.)*)`)/g)) {
        found.push({ file, text: m[1] !== undefined ? unescape(m[1]) : templateOf(m[2]), kind: "message" });
      }
      for (const m of src.matchAll(/\bok: false, message:\s*(?:"((?:[^"\\]|\\.)*)"|`((?:[^`\\]|\\.)*)`)/g)) {
        found.push({ file, text: m[1] !== undefined ? unescape(m[1]) : templateOf(m[2]), kind: "message" });
      }
      for (const m of src.matchAll(/const [A-Z][A-Z0-9_]*_MESSAGE\s*=\s*"((?:[^"\\]|\\.)*)"/g)) found.push({ file, text: unescape(m[1]), kind: "message" });
      if (/contract[^/]*\.ts$|lib\/shared\/validation\//.test(file)) {
        for (const m of src.matchAll(/\b(?:message|error):\s*"((?:[^"\\]|\\.)*)"/g)) found.push({ file, text: m[1], kind: "message" });
        for (const m of src.matchAll(/\b(?:message|error):\s*([A-Z][A-Z0-9_]{2,})\b/g)) {
          if (consts.has(m[1])) found.push({ file, text: consts.get(m[1])!, kind: "message" });
        }
      }
      for (const m of src.matchAll(/\bfail\.(badRequest|conflict|forbidden|unauthenticated|rateLimited|notFound|validation)\(/g)) {
        const arg = balanced(src, m.index + m[0].length - 1);
        const texts: string[] = [];
        if (m[1] === "notFound") {
          for (const t of literalsIn(arg)) found.push({ file, text: t, kind: "field" });
          continue;
        }
        // values only: the strings after ":" in an object, or the whole argument
        const values = m[1] === "validation" ? arg.replace(/(^|[{,]\s*)("[^"]*"|\[[^\]]*\]|[\w$.]+)\s*:/g, "$1") : arg;
        texts.push(...literalsIn(values.replace(/MSG\.\w+\([^)]*\)/g, "")));
        for (const id of values.matchAll(/\b([A-Z][A-Z0-9_]{2,})\b/g)) if (consts.has(id[1])) texts.push(consts.get(id[1])!);
        for (const t of texts) if (/[a-z]{2,} /i.test(t) && !t.startsWith("}")) found.push({ file, text: t, kind: "message" });
      }
      for (const m of src.matchAll(/\bMSG\.(required|requiredAlt|digits|documentsRequired|invalid)\("((?:[^"\\]|\\.)*)"\)/g)) {
        found.push({ file, text: m[2], kind: "field" });
      }
      for (const m of src.matchAll(/\bv\.(requiredString|requiredFormat|digits|documents|usDate|isoDate|int|optionalInt|id|optionalId|uuid|optionalUuid|roleId|email|phone|usPhone|strongPassword|fein|receiptNumber|i94|socCode)\("((?:[^"\\]|\\.)*)"/g)) {
        found.push({ file, text: m[2], kind: "field" });
      }
    }
  }
  return found;
}
