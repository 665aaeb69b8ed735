// Fails (exit 1) when two modules under lib/modules/ import each other, directly or through a ring
// (A → B → C → A). Imports are read with the TypeScript compiler's preProcessFile (type-only
// imports count too: a type import is still a dependency of the design), `@/` and relative paths
// resolved against the repo. Test files (*.test.ts) are left out. Run: node scripts/check-module-cycles.mjs
import { readdirSync, readFileSync, statSync, existsSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";

const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

/** Resolves an import specifier to a repo-relative path (posix), or null for packages. */
export function resolveImport(root, fromFile, spec, exists = existsSync) {
  let base;
  if (spec.startsWith("@/")) base = join(root, spec.slice(2));
  else if (spec.startsWith("./") || spec.startsWith("../")) base = resolve(root, dirname(fromFile), spec);
  else return null;
  const candidates = [base, ...EXTENSIONS.map((e) => base + e)];
  const hit = candidates.find((c) => /\.(ts|tsx|mjs|js|json|css)$/.test(c) && exists(c)) ?? base;
  return relative(root, hit).split(sep).join("/");
}

/** The module a repo-relative path belongs to (`lib/modules/<m>/…` → m), or null. */
export function moduleOf(path) {
  const m = /^lib\/modules\/([^/]+)\//.exec(path);
  return m ? m[1] : null;
}

/** imports: Map<repo-relative file, repo-relative imported paths[]>. Returns the module graph. */
export function moduleGraph(imports) {
  const edges = new Map(); // module → Map<module, example "file → target">
  for (const [file, targets] of imports) {
    const from = moduleOf(file);
    if (!from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    for (const target of targets) {
      const to = moduleOf(target);
      if (!to || to === from) continue;
      if (!edges.get(from).has(to)) edges.get(from).set(to, `${file} → ${target}`);
    }
  }
  return edges;
}

/** Strongly connected components with more than one module (Tarjan), each sorted. */
export function moduleCycles(edges) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const out = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const comp = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1) out.push(comp.sort());
    }
  };
  for (const v of [...edges.keys()].sort()) if (!idx.has(v)) visit(v);
  return out;
}

/** Pairs of modules that import each other directly, e.g. ["cases", "workflow"]. */
export function mutualPairs(edges) {
  const pairs = [];
  for (const [a, tos] of edges) for (const b of tos.keys()) if (a < b && edges.get(b)?.has(a)) pairs.push([a, b]);
  return pairs.sort();
}

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(p);
  }
  return out;
}

/** Reads lib/modules/** of the repo at root into the imports map. */
export function readImports(root) {
  const imports = new Map();
  for (const abs of walk(join(root, "lib/modules"))) {
    const file = relative(root, abs).split(sep).join("/");
    const info = ts.preProcessFile(readFileSync(abs, "utf8"), true, true);
    const targets = info.importedFiles.map((f) => resolveImport(root, file, f.fileName)).filter(Boolean);
    imports.set(file, targets);
  }
  return imports;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
  const edges = moduleGraph(readImports(root));
  const cycles = moduleCycles(edges);
  const pairs = mutualPairs(edges);
  if (cycles.length === 0) {
    console.log(`module cycles: none (${edges.size} modules)`);
  } else {
    for (const [a, b] of pairs) console.error(`${a} ↔ ${b}\n  ${edges.get(a).get(b)}\n  ${edges.get(b).get(a)}`);
    for (const c of cycles) {
      console.error(`cycle: ${c.join(", ")}`);
      for (const a of c) for (const [b, via] of edges.get(a) ?? []) if (c.includes(b)) console.error(`  ${a} → ${b}: ${via}`);
    }
    console.error(`${cycles.length} module cycle(s), ${pairs.length} pair(s) importing each other`);
    process.exit(1);
  }
}
