// Lists the exports of lib/ and components/ that no other file imports (TypeScript compiler API): every
// import, re-export (names through `export *` barrels count for their target), dynamic import(),
// vi.mock() and import("…") type of the repo counts, tests and scripts included. Each line says
// "dead" (the name appears nowhere else in its file: delete it) or "used-in-file" (drop `export`).
// A report for clean-ups, not a check: `node scripts/unused-exports.mjs [repoDir]`.
import path from "node:path";
import ts from "typescript";

const root = path.resolve(process.argv[2] || process.cwd());
const cfgPath = path.join(root, "tsconfig.json");
const cfg = ts.parseJsonConfigFileContent(ts.readConfigFile(cfgPath, ts.sys.readFile).config, ts.sys, root);
const extra = ts.sys.readDirectory(root, [".ts", ".tsx", ".mts", ".mjs", ".js"], ["node_modules", ".next", ".git"], ["**/*"]);
const files = [...new Set([...cfg.fileNames, ...extra.filter((f) => !f.includes("/node_modules/") && !f.includes("/.next/"))])];
const program = ts.createProgram(files, { ...cfg.options, allowJs: true, noEmit: true });
const checker = program.getTypeChecker();
const rel = (f) => path.relative(root, f);
const used = new Map(); // file -> Set(names) ; "*" = all
const usedBy = new Map(); // file:name -> Set(importer)
const starEdges = []; // [barrel, target]: export * from target
function mark(target, name, importer) {
  if (!used.has(target)) used.set(target, new Set());
  used.get(target).add(name);
  const k = target + ":" + name;
  if (!usedBy.has(k)) usedBy.set(k, new Set());
  usedBy.get(k).add(importer);
}
function resolve(spec, from) {
  const r = ts.resolveModuleName(spec, from, cfg.options, ts.sys).resolvedModule;
  return r && !r.isExternalLibraryImport ? path.resolve(r.resolvedFileName) : null;
}
for (const sf of program.getSourceFiles()) {
  const f = path.resolve(sf.fileName);
  if (f.includes("node_modules")) continue;
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const t = resolve(node.moduleSpecifier.text, f);
      if (t) {
        if (ts.isImportDeclaration(node)) {
          const c = node.importClause;
          if (!c) mark(t, "*side-effect", f);
          else {
            if (c.name) mark(t, "default", f);
            const nb = c.namedBindings;
            if (nb && ts.isNamespaceImport(nb)) mark(t, "*", f);
            if (nb && ts.isNamedImports(nb)) for (const el of nb.elements) mark(t, (el.propertyName || el.name).text, f);
          }
        } else {
          const ec = node.exportClause;
          if (!ec) { starEdges.push([f, t]); }
          else if (ts.isNamespaceExport(ec)) mark(t, "*", f);
          else for (const el of ec.elements) mark(t, (el.propertyName || el.name).text, f);
        }
      }
    }
    if (ts.isCallExpression(node) && node.arguments.length && ts.isStringLiteral(node.arguments[0])) {
      const callee = node.expression.getText(sf);
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword || /^(vi\.mock|vi\.importActual|require)$/.test(callee)) {
        const t = resolve(node.arguments[0].text, f);
        if (t) mark(t, "*", f);
      }
    }
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      const t = resolve(node.argument.literal.text, f);
      if (t) mark(t, node.qualifier ? node.qualifier.getText(sf).split(".")[0] : "*", f);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}
// names used through a barrel's `export *` count as used in its target
for (let changed = true; changed; ) {
  changed = false;
  for (const [b, t] of starEdges) {
    for (const n of used.get(b) || []) {
      if (n.startsWith("*side")) continue;
      const before = (used.get(t) || new Set()).has(n);
      if (!before) { mark(t, n, b); changed = true; }
    }
  }
}
const barrels = new Set(starEdges.map(([b]) => b));
const out = [];
for (const sf of program.getSourceFiles()) {
  const f = path.resolve(sf.fileName);
  const r = rel(f);
  if (!/^(lib|components)\//.test(r)) continue;
  const ms = checker.getSymbolAtLocation(sf);
  if (!ms) continue;
  const u = used.get(f) || new Set();
  if (u.has("*")) continue;
  if (barrels.has(f)) continue; // a barrel's own names are its targets' names
  for (const sym of checker.getExportsOfModule(ms)) {
    const name = sym.getName();
    if (u.has(name)) {
      // used only by tests of the same folder? still counts as used (brief: fine)
      continue;
    }
    // used inside its own file?
    const decl = sym.declarations && sym.declarations[0];
    const text = sf.getFullText();
    const re = new RegExp("\\b" + name.replace(/\$/g, "\\$") + "\\b", "g");
    const count = (text.match(re) || []).length;
    const line = decl ? sf.getLineAndCharacterOfPosition(decl.getStart()).line + 1 : 0;
    out.push(`${r}:${line}\t${name}\t${count > 1 ? "used-in-file" : "dead"}`);
  }
}
console.log(out.sort().join("\n"));
console.error(`${out.length} exports of lib/ and components/ imported by no other file`);
