// Which message namespaces each page sends to the browser (issue 8, Lighthouse: every page used to carry
// all ~240 KB of the locale's messages in its HTML).
//
// The root layout gives client components the namespaces the layouts use (SHELL_NAMESPACES in
// i18n/page-messages.tsx); a page that needs more wraps itself: `export default withMessages(Page, [...])`.
// This script finds what each page needs by walking its imports (static and dynamic, "@/…" and relative)
// and collecting `useTranslations("ns")` and `namespace="ns"` / `namespace: "ns"` props (components that
// take their namespace from the caller), then keeps the shortest prefixes ("i9" covers "i9.records").
//
//   node scripts/page-messages.mjs           prints each page's namespaces and what is out of date
//   node scripts/page-messages.mjs --write   rewrites each page's withMessages(...) list (adds the wrapper
//                                            where it is missing, removes it where nothing is needed)
//
// A part loaded with `lazyWithMessages(() => import("…"), [...])` (i18n/lazy-messages.tsx) brings its own
// messages: its imports are not followed for the page, and its list is checked (and --write rewritten) to be
// what the part uses beyond the shell's namespaces and those of the file that declares it.
//
// tests/lint/page-messages.test.ts fails when a page's list differs from what its imports use.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Top-level namespaces: one JSON file per namespace in messages/en. */
export const TOP_NAMESPACES = new Set(
  readdirSync(path.join(root, "messages/en"))
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.replace(/\.json$/, "")),
);

const IMPORT = /(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|^\s*import\s*["']([^"']+)["']/gm;
const NAMESPACE = /useTranslations\(\s*["']([\w.]+)["']\s*\)|\bnamespace\s*(?:=|:)\s*\{?\s*["']([\w.]+)["']/g;

function resolve(from, spec) {
  let base;
  if (spec.startsWith("@/")) base = path.join(root, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, path.join(base, "index.tsx"), path.join(base, "index.ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

// A part that brings its own messages (i18n/lazy-messages.tsx): what it imports is not the page's.
const LAZY = /lazyWithMessages\(\s*\(\)\s*=>\s*import\(\s*["']([^"']+)["']\s*\)[\s\S]*?,\s*\[([^\]]*)\]\s*,?\s*\)/g;

const fileCache = new Map();
function scan(file) {
  let hit = fileCache.get(file);
  if (hit) return hit;
  const source = readFileSync(file, "utf8");
  const lazy = [...source.matchAll(LAZY)].map((m) => ({
    target: resolve(file, m[1]),
    declared: [...m[2].matchAll(/["']([\w.]+)["']/g)].map((x) => x[1]),
    list: { start: m.index + m[0].lastIndexOf("[", m[0].length - 1), end: m.index + m[0].lastIndexOf("]") + 1 },
  }));
  const code = source.replace(LAZY, "");
  const imports = [];
  for (const m of code.matchAll(IMPORT)) {
    const target = resolve(file, m[1] ?? m[2] ?? m[3]);
    if (target) imports.push(target);
  }
  const namespaces = [];
  for (const m of code.matchAll(NAMESPACE)) {
    const ns = m[1] ?? m[2];
    if (TOP_NAMESPACES.has(ns.split(".")[0])) namespaces.push(ns);
  }
  hit = { imports, namespaces, lazy };
  fileCache.set(file, hit);
  return hit;
}

/** The shortest prefixes of a set of namespaces, sorted ("i9" and "i9.records" → "i9"). */
export function normalise(namespaces) {
  const sorted = [...new Set(namespaces)].sort();
  return sorted.filter((ns) => !sorted.some((other) => other !== ns && ns.startsWith(`${other}.`)));
}

/** Every namespace used by a file and what it imports. */
export function namespacesOf(entry) {
  const seen = new Set();
  const found = [];
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const { imports, namespaces } = scan(file);
    found.push(...namespaces);
    stack.push(...imports);
  }
  return normalise(found);
}

/**
 * The lazyWithMessages(...) calls of a file: where each list is, what it declares and what it must declare —
 * what the part's imports use beyond the shell's namespaces and those the file itself uses (wherever the file
 * is rendered, its page sends those).
 */
export function lazyParts(file, shell = shellNamespaces()) {
  const eager = namespacesOf(file);
  return scan(file).lazy.map((part) => ({
    ...part,
    required: part.target ? namespacesOf(part.target).filter((ns) => !covered(ns, shell) && !covered(ns, eager)) : [],
  }));
}

/** The source files that may hold lazyWithMessages(...) calls. */
export const sourceFiles = () => ["app", "lib", "components"].flatMap((dir) => walk(path.join(root, dir))).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));

/** `code` with each lazyWithMessages list replaced by what its part requires. */
export function rewriteLazy(code, parts) {
  let out = code;
  for (const part of [...parts].sort((a, b) => b.list.start - a.list.start)) {
    out = out.slice(0, part.list.start) + `[${part.required.map((n) => `"${n}"`).join(", ")}]` + out.slice(part.list.end);
  }
  return out;
}

/** Whether `ns` is covered by one of `by` (equal or a prefix). */
export const covered = (ns, by) => by.some((b) => ns === b || ns.startsWith(`${b}.`));

/** SHELL_NAMESPACES as written in i18n/page-messages.tsx. */
export function shellNamespaces() {
  const code = readFileSync(path.join(root, "i18n/page-messages.tsx"), "utf8");
  const list = code.match(/SHELL_NAMESPACES\s*=\s*\[([^\]]*)\]/);
  if (!list) throw new Error("SHELL_NAMESPACES not found in i18n/page-messages.tsx");
  return [...list[1].matchAll(/["']([\w.]+)["']/g)].map((m) => m[1]);
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

/** Files rendered around pages (layouts, not-found, error and loading screens): they see the shell's messages only. */
export const frameFiles = () => walk(path.join(root, "app")).filter((f) => /\/(layout|not-found|error|global-error|loading|template)\.tsx$/.test(f));
export const pageFiles = () => walk(path.join(root, "app")).filter((f) => f.endsWith("/page.tsx"));

const WRAPPED = /^export default withMessages\((\w+), \[([^\]]*)\]\);\n/m;

/** The list a page declares (null: not wrapped). */
export function declared(code) {
  const m = code.match(WRAPPED);
  return m ? [...m[2].matchAll(/["']([\w.]+)["']/g)].map((x) => x[1]) : null;
}

/** What a page must declare: its namespaces the shell does not already send. */
export function required(page, shell = shellNamespaces()) {
  return namespacesOf(page).filter((ns) => !covered(ns, shell));
}

const IMPORT_LINE = 'import { withMessages } from "@/i18n/page-messages";\n';

/** The page's code with its wrapper matching `namespaces` (none when empty). */
export function rewrite(code, namespaces) {
  let out = code;
  const m = out.match(WRAPPED);
  if (m) {
    out = out.replace(/\n*^export default withMessages\(.*\);\n/m, "\n").replace(new RegExp(`^async function ${m[1]}\\b`, "m"), `export default async function ${m[1]}`).replace(new RegExp(`^function ${m[1]}\\b`, "m"), `export default function ${m[1]}`);
    out = out.replace(IMPORT_LINE, "");
  }
  if (namespaces.length === 0) return out;
  const fn = out.match(/^export default (async )?function (\w+)/m);
  if (!fn) throw new Error("a page without `export default [async] function Name`");
  out = out.replace(fn[0], `${fn[1] ?? ""}function ${fn[2]}`);
  const lastImport = [...out.matchAll(/^import .*;\n/gm)].at(-1);
  const at = lastImport ? lastImport.index + lastImport[0].length : 0;
  out = out.slice(0, at) + IMPORT_LINE + out.slice(at);
  return `${out.trimEnd()}\n\nexport default withMessages(${fn[2]}, [${namespaces.map((n) => `"${n}"`).join(", ")}]);\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const write = process.argv.includes("--write");
  const shell = shellNamespaces();
  const frames = normalise(frameFiles().flatMap(namespacesOf));
  const missing = frames.filter((ns) => !covered(ns, shell));
  console.log(`shell: ${shell.join(", ")}${missing.length ? `   MISSING from SHELL_NAMESPACES (used by layouts): ${missing.join(", ")}` : ""}`);
  let stale = 0;
  for (const page of pageFiles()) {
    const code = readFileSync(page, "utf8");
    const need = required(page, shell);
    const has = declared(code) ?? [];
    const same = has.join() === need.join();
    if (!same) stale++;
    console.log(`${same ? "  " : "✗ "}${path.relative(root, page)}: ${need.join(", ") || "(shell only)"}`);
    if (!same && write) writeFileSync(page, rewrite(code, need));
  }
  for (const file of sourceFiles()) {
    const parts = lazyParts(file, shell).filter((p) => p.declared.join() !== p.required.join());
    if (!parts.length) continue;
    stale++;
    for (const p of parts) console.log(`✗ ${path.relative(root, file)}: lazyWithMessages(${path.relative(root, p.target ?? "?")}) needs ${p.required.join(", ") || "nothing"}`);
    if (write) writeFileSync(file, rewriteLazy(readFileSync(file, "utf8"), lazyParts(file, shell)));
  }
  console.log(stale ? `${stale} file(s) ${write ? "rewritten" : "out of date: node scripts/page-messages.mjs --write"}` : "every page is up to date");
}
