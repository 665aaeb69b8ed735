// One writer per table. Each table in db/schema/*.ts declares its owner in the comment above it
// (`// @owner cases` — a module under lib/modules/, or `server/<area>` for lib/server/<area>/). This
// check reads every non-test file of lib/ and app/ with the TypeScript compiler and fails (exit 1) when
//   - a table has no owner, or names an owner that does not exist;
//   - code outside the owner inserts into, updates or deletes from the table (Drizzle's
//     `.insert(t)` / `.update(t)` / `.delete(t)`, or raw SQL in a sql`…` template);
//   - a data cycle: module A reads a table of module B (naming it in a query) while B depends on A,
//     through imports or its own reads (the import graph and the read edges together have a ring).
// Cross-module reads are reported (`--reads`): each is a query of the owner's table outside the owner;
// they are allowed where no cycle results, and the owner's named read function is the better way.
// Seeds (db/seed), scripts and tests build whole firms on an empty database and are left out.
// Run: node scripts/check-table-owners.mjs [--reads]
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";
import { moduleCycles, resolveImport } from "./check-module-cycles.mjs";

const WRITE_METHODS = new Set(["insert", "update", "delete"]);

/** The owning area of a repo-relative path: `cases` for lib/modules/cases/…, `server/auth` for lib/server/auth/…. */
export function areaOf(path) {
  let m = /^lib\/modules\/([^/]+)\//.exec(path);
  if (m) return m[1];
  m = /^lib\/server\/([^/.]+)/.exec(path);
  if (m) return `server/${m[1]}`;
  m = /^(app|lib\/shared|components)\//.exec(path);
  return m ? m[1] : null;
}

/**
 * Tables of one schema file's text: [{ ident, name, owner }]. The owner is the last `@owner x` in the
 * text between the previous table and this one (its comment block).
 */
export function parseSchema(text) {
  const out = [];
  const re = /export const (\w+) = pgTable\(\s*"(\w+)"/g;
  let prev = 0;
  let m;
  while ((m = re.exec(text))) {
    const before = text.slice(prev, m.index);
    const owners = [...before.matchAll(/@owner\s+([\w/-]+)/g)];
    out.push({ ident: m[1], name: m[2], owner: owners.length ? owners[owners.length - 1][1] : null });
    prev = m.index + m[0].length;
  }
  return out;
}

const SQL_RE = /\b(insert\s+into|update|delete\s+from|from|join)\s+"?([a-z_][a-z0-9_]*)"?/gi;

/**
 * What one source file does with the tables: { writes: [{table, how}], reads: [{table, how}] }.
 * `tablesByName` maps SQL names to tables; `schemaIdents(spec)` answers the tables a schema import
 * specifier exports (by identifier), or null when the specifier is no schema file.
 */
export function tableUses(fileName, text, tablesByName, schemaIdents) {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const bound = new Map(); // local name → table
  const writes = [];
  const reads = [];
  for (const st of sf.statements) {
    if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier)) continue;
    const idents = schemaIdents(st.moduleSpecifier.text);
    const named = st.importClause?.namedBindings;
    if (!idents || !named || !ts.isNamedImports(named)) continue;
    for (const el of named.elements) {
      const table = idents.get((el.propertyName ?? el.name).text);
      if (table) bound.set(el.name.text, table);
    }
  }
  const writeArgs = new Set();
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && WRITE_METHODS.has(node.expression.name.text)) {
      const arg = node.arguments[0];
      if (arg && ts.isIdentifier(arg) && bound.has(arg.text)) {
        writes.push({ table: bound.get(arg.text), how: `.${node.expression.name.text}(${arg.text})`, line: line(sf, node) });
        writeArgs.add(arg);
      }
    }
    if (ts.isTaggedTemplateExpression(node) && /^sql(\.raw)?$/.test(node.tag.getText(sf))) {
      const t = node.template;
      const parts = ts.isNoSubstitutionTemplateLiteral(t) ? [t.text] : [t.head.text, ...t.templateSpans.map((s) => s.literal.text)];
      for (const part of parts) {
        for (const [, verb, name] of part.matchAll(SQL_RE)) {
          const table = tablesByName.get(name.toLowerCase());
          if (!table) continue;
          const kind = /^(from|join)$/i.test(verb) ? reads : writes;
          kind.push({ table, how: `sql\`${verb.toLowerCase().replace(/\s+/g, " ")} ${name}\``, line: line(sf, node) });
        }
      }
    }
    // `typeof t.$inferSelect` in a type is the row's shape, not a query: only value uses read the table.
    if (ts.isIdentifier(node) && bound.has(node.text) && !writeArgs.has(node) && !isImportName(node) && !inTypeQuery(node)) {
      reads.push({ table: bound.get(node.text), how: node.text, line: line(sf, node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return { writes, reads };
}

function line(sf, node) {
  return sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
}

function isImportName(node) {
  return ts.isImportSpecifier(node.parent);
}

function inTypeQuery(node) {
  for (let p = node.parent; p; p = p.parent) if (ts.isTypeQueryNode(p)) return true;
  return false;
}

function walk(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (/\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith(".d.ts")) out.push(p);
  }
  return out;
}

/** Reads the repo at root: { tables, uses: Map<file, {writes, reads}>, imports: Map<file, targets[]> }. */
export function readRepo(root) {
  const tables = [];
  const byFile = new Map(); // schema file (repo-relative, no extension) → Map<ident, table>
  for (const name of readdirSync(join(root, "db/schema")).filter((n) => n.endsWith(".ts"))) {
    const rel = `db/schema/${name}`;
    const found = parseSchema(readFileSync(join(root, rel), "utf8")).map((t) => ({ ...t, file: rel }));
    tables.push(...found);
    byFile.set(rel, new Map(found.map((t) => [t.ident, t])));
  }
  const tablesByName = new Map(tables.map((t) => [t.name, t]));
  const uses = new Map();
  const imports = new Map();
  for (const abs of [...walk(join(root, "lib")), ...walk(join(root, "app"))]) {
    const file = relative(root, abs).split(sep).join("/");
    const text = readFileSync(abs, "utf8");
    const schemaIdents = (spec) => {
      const target = resolveImport(root, file, spec);
      return target && byFile.get(target);
    };
    uses.set(file, tableUses(file, text, tablesByName, schemaIdents));
    const info = ts.preProcessFile(text, true, true);
    imports.set(file, info.importedFiles.map((f) => resolveImport(root, file, f.fileName)).filter(Boolean));
  }
  return { tables, uses, imports };
}

/**
 * The verdict on a read repo: { unowned, badOwners, foreignWrites, foreignReads, upwardReads, edges, cycles }.
 * Imports order the modules (they have no cycle: scripts/check-module-cycles.mjs). A read goes *upward* when the
 * owner of the table imports the reader, directly or through others (`cases` reads `lcas` while lca imports cases):
 * that is a data cycle, and fails. The other reads, with the imports, must have no ring either (two modules reading
 * each other's tables).
 */
export function judge({ tables, uses, imports }, areas) {
  const unowned = tables.filter((t) => !t.owner);
  const badOwners = tables.filter((t) => t.owner && !areas.has(t.owner));
  const foreignWrites = [];
  const foreignReads = new Map(); // "area → table" → first use
  // app/ composes modules and lib/shared is below them all: the graph is of modules and lib/server areas.
  const inGraph = (a) => a && a !== "app" && a !== "lib/shared" && a !== "components";
  const importEdges = new Map(); // area → Set<area>
  for (const [file, targets] of imports) {
    const from = areaOf(file);
    for (const t of targets) {
      const to = areaOf(t);
      if (!inGraph(from) || !inGraph(to) || from === to) continue;
      if (!importEdges.has(from)) importEdges.set(from, new Set());
      importEdges.get(from).add(to);
    }
  }
  const reaches = (from, to) => {
    const seen = new Set([from]);
    const stack = [from];
    while (stack.length) {
      for (const n of importEdges.get(stack.pop()) ?? []) {
        if (n === to) return true;
        if (!seen.has(n)) {
          seen.add(n);
          stack.push(n);
        }
      }
    }
    return false;
  };
  const edges = new Map(); // area → Map<area, why>
  const edge = (from, to, why) => {
    if (!inGraph(from) || !inGraph(to) || from === to) return;
    if (!edges.has(from)) edges.set(from, new Map());
    if (!edges.get(from).has(to)) edges.get(from).set(to, why);
  };
  for (const [file, targets] of imports) for (const t of targets) edge(areaOf(file), areaOf(t), `${file} imports ${t}`);
  const upwardReads = new Map(); // "a reads table" → first use
  for (const [file, { writes, reads }] of uses) {
    const area = areaOf(file);
    for (const w of writes) {
      if (w.table.owner && w.table.owner !== area) foreignWrites.push({ file, area, ...w });
    }
    for (const r of reads) {
      if (!r.table.owner || r.table.owner === area || !inGraph(area)) continue;
      const key = `${area} → ${r.table.name}`;
      if (!foreignReads.has(key)) foreignReads.set(key, { file, area, ...r });
      const up = `${area} reads ${r.table.name}`;
      if (reaches(r.table.owner, area)) {
        if (!upwardReads.has(up)) upwardReads.set(up, { file, area, ...r });
        continue;
      }
      edge(area, r.table.owner, `${file}:${r.line} reads ${r.table.name}`);
    }
  }
  const cycles = moduleCycles(edges);
  return { unowned, badOwners, foreignWrites, foreignReads, upwardReads, edges, cycles };
}

/** The areas an owner may name: every lib/modules/<m> and lib/server/<area>. */
export function knownAreas(root) {
  const areas = new Set();
  for (const m of readdirSync(join(root, "lib/modules"))) if (statSync(join(root, "lib/modules", m)).isDirectory()) areas.add(m);
  for (const a of readdirSync(join(root, "lib/server"))) {
    if (statSync(join(root, "lib/server", a)).isDirectory()) areas.add(`server/${a}`);
    else if (/^[^.]+\.ts$/.test(a)) areas.add(`server/${a.slice(0, -3)}`);
  }
  return areas;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
  const repo = readRepo(root);
  const v = judge(repo, knownAreas(root));
  let bad = 0;
  for (const t of v.unowned) {
    bad++;
    console.error(`no owner: ${t.name} (${t.file}) — add "// @owner <module>" above it`);
  }
  for (const t of v.badOwners) {
    bad++;
    console.error(`unknown owner "${t.owner}" of ${t.name} (${t.file})`);
  }
  for (const w of v.foreignWrites) {
    bad++;
    console.error(`${w.file}:${w.line} writes ${w.table.name} (${w.how}), owned by ${w.table.owner}: call the owner's service`);
  }
  for (const [up, r] of v.upwardReads) {
    bad++;
    console.error(`${r.file}:${r.line} ${up}, owned by ${r.table.owner}, which imports ${r.area}: a data cycle — move the query to the owner (a named read function) or the caller above both`);
  }
  for (const c of v.cycles) {
    bad++;
    console.error(`data cycle: ${c.join(", ")}`);
    for (const a of c) for (const [b, why] of v.edges.get(a) ?? []) if (c.includes(b)) console.error(`  ${a} → ${b}: ${why}`);
  }
  if (process.argv.includes("--reads")) {
    for (const [key, r] of [...v.foreignReads].sort()) console.log(`read ${key} (owner ${r.table.owner}): ${r.file}:${r.line}`);
  }
  const owners = new Set(repo.tables.map((t) => t.owner).filter(Boolean));
  if (bad) {
    console.error(`table owners: ${bad} problem(s) — ${v.foreignWrites.length} write(s) outside the owner, ${v.upwardReads.size} upward read(s), ${v.cycles.length} ring(s) of reads, ${v.unowned.length} table(s) without an owner`);
    process.exit(1);
  }
  console.log(`table owners: ${repo.tables.length} tables, ${owners.size} owners, one writer each; ${v.foreignReads.size} cross-module read(s), none against the imports, no data cycle`);
}
