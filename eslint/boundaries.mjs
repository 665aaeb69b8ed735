// Local ESLint plugin: the layer rules of docs/conventions.md ("Boundaries"), each a lint error.
// Imports are resolved the way TypeScript resolves them here (`@/` = repo root, relative paths,
// .ts/.tsx/index), so the rules see the real target file, not the spelling of the import.
//
//   boundaries/imports            who may import what (app ↛ db/repositories/drizzle, modules ↛ other
//                                 modules' repositories or ui internals, drizzle-orm only in a
//                                 module's repository, lib/server + lib/shared + components ↛ lib/modules)
//   boundaries/server-only        lib/server/** and every lib/ file that imports server code or
//                                 drizzle-orm starts with `import "server-only"`
//   boundaries/client-no-server   a "use client" file never imports a server-only file
//
// The module-cycle check needs the whole graph: scripts/check-module-cycles.mjs.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

const posix = (p) => p.split(sep).join("/");

/** Repo-relative path of an import target, `pkg:<name>` for a package. */
export function resolveTarget(root, fromFile, spec) {
  let base;
  if (spec.startsWith("@/")) base = join(root, spec.slice(2));
  else if (spec.startsWith("./") || spec.startsWith("../")) base = resolve(dirname(join(root, fromFile)), spec);
  else return `pkg:${spec}`;
  if (/\.(ts|tsx|js|mjs|json|css)$/.test(base) && existsSync(base)) return posix(relative(root, base));
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return posix(relative(root, base + ext));
  return posix(relative(root, base));
}

const moduleOf = (p) => /^lib\/modules\/([^/]+)\//.exec(p)?.[1] ?? null;
const isRepository = (p) => /(^|\/)repository(\.tsx?$|\/)/.test(p);
const isTest = (p) => /\.test\.tsx?$/.test(p) || p.startsWith("tests/");
const isDrizzle = (t) => t === "pkg:drizzle-orm" || t.startsWith("pkg:drizzle-orm/");

const markerCache = new Map();
/** Whether a repo file starts its imports with `import "server-only"` (cached per lint run). */
function isServerOnlyFile(root, target) {
  if (target === "pkg:server-only") return true;
  if (target.startsWith("pkg:")) return false;
  const abs = join(root, target);
  if (!markerCache.has(abs)) {
    let marked = false;
    try {
      marked = /^\s*import\s+["']server-only["'];?\s*$/m.test(readFileSync(abs, "utf8"));
    } catch {
      marked = false;
    }
    markerCache.set(abs, marked);
  }
  return markerCache.get(abs);
}

/** True when the declaration brings only types (erased at compile time, so no runtime edge). */
function typeOnly(node) {
  if (node.importKind === "type" || node.exportKind === "type") return true;
  const specs = node.specifiers ?? [];
  return specs.length > 0 && specs.every((s) => s.importKind === "type" || s.exportKind === "type");
}

function context(ctx) {
  const root = ctx.cwd;
  const file = posix(relative(root, ctx.physicalFilename ?? ctx.filename));
  return { root, file };
}

/** Calls visit(node, spec, target, typeOnly) for every import/export-from/dynamic import. */
function eachImport(ctx, visit) {
  const { root, file } = context(ctx);
  const check = (node, source, isType) => {
    if (!source || typeof source.value !== "string") return;
    visit(node, source.value, resolveTarget(root, file, source.value), isType);
  };
  return {
    ImportDeclaration: (n) => check(n, n.source, typeOnly(n)),
    ExportNamedDeclaration: (n) => n.source && check(n, n.source, typeOnly(n)),
    ExportAllDeclaration: (n) => check(n, n.source, n.exportKind === "type"),
    ImportExpression: (n) => n.source.type === "Literal" && check(n, n.source, false),
  };
}

/** The reason `file` may not import `target`, or null. Exported for the tests and the docs. */
export function importViolation(file, target) {
  if (file.startsWith("app/")) {
    if (target.startsWith("db/")) return "app/ never imports db/ (go through a module's service)";
    if (isDrizzle(target)) return "app/ never imports drizzle-orm (Drizzle code lives in repositories)";
    if (isRepository(target)) return "app/ never imports a repository (call the module's service)";
  }
  const from = moduleOf(file);
  const to = moduleOf(target);
  if (from && isDrizzle(target) && !isRepository(file))
    return `Drizzle code lives in the module's repository (repository.ts or repository/*.ts), not in ${file.split("/").pop()}`;
  if (from && to && from !== to) {
    if (isRepository(target))
      return `module "${from}" never imports module "${to}"'s repository (use its service or contract)`;
    const ui = `lib/modules/${to}/ui/`;
    // ui/hooks.ts: the module's data hooks without its components (a list's filter bar needs the branches,
    // not the branch form field and react-hook-form that ui/index.ts brings along).
    if (target.startsWith(ui) && ![`${ui}index.ts`, `${ui}index.tsx`, `${ui}hooks.ts`].includes(target))
      return `module "${from}" imports "${to}"'s ui internals: import from "@/lib/modules/${to}/ui" (its ui/index.ts) or "@/lib/modules/${to}/ui/hooks" (its data hooks), or move generic UI to components/`;
  }
  if ((file.startsWith("lib/server/") || file.startsWith("lib/shared/")) && target.startsWith("lib/modules/"))
    return `${file.split("/").slice(0, 2).join("/")}/ never imports lib/modules/ (modules depend on it, not the other way)`;
  if (file.startsWith("lib/shared/") && target.startsWith("lib/server/"))
    return "lib/shared/ runs in the browser too: it never imports lib/server/";
  if (file.startsWith("components/") && target.startsWith("lib/modules/"))
    return "components/ never imports lib/modules/ (generic UI takes data and labels as props)";
  return null;
}

const imports = {
  meta: { type: "problem", docs: { description: "Layer boundaries between app/, lib/modules/, lib/server/, lib/shared/, components/" }, schema: [] },
  create(ctx) {
    const { file } = context(ctx);
    if (isTest(file)) return {};
    return eachImport(ctx, (node, spec, target, isType) => {
      // Type imports count for the layer rules too, except a module's types from db/ (row types).
      const reason = importViolation(file, target);
      if (reason && !(isType && file.startsWith("app/") && target.startsWith("db/schema"))) ctx.report({ node, message: reason });
    });
  },
};

const SERVER_CODE = (target) => target.startsWith("lib/server/") || target.startsWith("db/") || isDrizzle(target);

const serverOnly = {
  meta: { type: "problem", docs: { description: 'Server code starts with import "server-only"' }, schema: [] },
  create(ctx) {
    const { root, file } = context(ctx);
    if (isTest(file) || !file.startsWith("lib/")) return {};
    const source = ctx.sourceCode.getText();
    if (/^\s*["']use client["']/.test(source)) return {}; // client-no-server reports these
    if (/^\s*import\s+["']server-only["'];?\s*$/m.test(source)) return {};
    // lib/server/env.ts is the exception: proxy.ts imports it (see its header).
    const mustMark = file.startsWith("lib/server/") && file !== "lib/server/env.ts";
    let reported = false;
    const report = (node, why) => {
      if (reported) return;
      reported = true;
      ctx.report({ node, message: `server code: add \`import "server-only";\` at the top of this file (${why})` });
    };
    return {
      Program(node) {
        if (mustMark) report(node, "every file under lib/server/ is server-only");
      },
      ...eachImport(ctx, (node, spec, target, isType) => {
        if (isType) return;
        if (SERVER_CODE(target) || isServerOnlyFile(root, target)) report(node, `it imports ${spec}`);
      }),
    };
  },
};

const clientNoServer = {
  meta: { type: "problem", docs: { description: 'A "use client" file never imports server-only code' }, schema: [] },
  create(ctx) {
    const { root } = context(ctx);
    if (!/^\s*["']use client["']/.test(ctx.sourceCode.getText())) return {};
    return eachImport(ctx, (node, spec, target, isType) => {
      if (isType) return;
      if (isServerOnlyFile(root, target) || target.startsWith("lib/server/") || isDrizzle(target) || target.startsWith("db/"))
        ctx.report({ node, message: `a "use client" file never imports server code (${spec}): it would ship to the browser` });
    });
  },
};

const plugin = {
  meta: { name: "boundaries" },
  rules: { imports, "server-only": serverOnly, "client-no-server": clientNoServer },
};

export default plugin;
