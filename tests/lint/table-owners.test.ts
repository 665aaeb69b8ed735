// One writer per table (scripts/check-table-owners.mjs, a step of `npm test`): the check fails on a write outside
// the table's owner, on a table without an owner, on a new upward read (a data cycle) and on a ring of reads, and
// the repository itself passes it. Fixtures are virtual files read with the same TypeScript scanner.
import { describe, expect, it } from "vitest";
import { areaOf, judge, knownAreas, parseSchema, readRepo, tableUses, type Repo, type Table } from "@/scripts/check-table-owners.mjs";

const root = import.meta.dirname.replace(/\/tests\/lint$/, "");

const schema = `
// @owner cases
/** The cases. */
export const petitions = pgTable("petitions", {});
// @owner lca
export const lcas = pgTable(
  "lcas",
  {},
);
export const orphans = pgTable("orphans", {});
`;
const tables = parseSchema(schema);
const byName = new Map(tables.map((t) => [t.name, t]));
const idents = new Map(tables.map((t) => [t.ident, t]));
const uses = (file: string, code: string) => tableUses(file, code, byName, (spec) => (spec.startsWith("@/db/schema/") ? idents : null));

/** A repo of virtual files: each { file: [code, imported files] }. */
function repoOf(files: Record<string, [string, string[]]>): Repo {
  return {
    tables: tables.filter((t) => t.owner),
    uses: new Map(Object.entries(files).map(([f, [code]]) => [f, uses(f, code)])),
    imports: new Map(Object.entries(files).map(([f, [, imports]]) => [f, imports])),
  };
}
const areas = new Set(["cases", "lca", "notifications", "server/numbering"]);

describe("table owners (scripts/check-table-owners.mjs)", () => {
  it("reads each table's owner from the comment above it, and the files' areas", () => {
    expect(tables.map((t: Table) => [t.name, t.owner])).toEqual([["petitions", "cases"], ["lcas", "lca"], ["orphans", null]]);
    expect(areaOf("lib/modules/cases/repository/list.ts")).toBe("cases");
    expect(areaOf("lib/server/auth/identity.ts")).toBe("server/auth");
    expect(areaOf("lib/server/numbering.ts")).toBe("server/numbering");
  });

  it("finds Drizzle writes (also under an alias) and raw SQL writes; a type's typeof is no read", () => {
    const u = uses(
      "lib/modules/lca/x.ts",
      `import { petitions as p, lcas } from "@/db/schema/cases";
       type Row = typeof p.$inferSelect;
       await db.update(p).set({ a: 1 });
       await db.insert(lcas).values({});
       await db.execute(sql\`delete from petitions where id = \${id}\`);
       await db.select().from(lcas);`,
    );
    expect(u.writes.map((w) => [w.table.name, w.how])).toEqual([["petitions", ".update(p)"], ["lcas", ".insert(lcas)"], ["petitions", "sql`delete from petitions`"]]);
    expect(u.reads.map((r) => r.table.name)).toEqual(["lcas"]);
  });

  it("fails a write outside the owner and a table without an owner; passes the owner's own write", () => {
    const v = judge(
      repoOf({
        "lib/modules/cases/repository.ts": [`import { petitions } from "@/db/schema/cases"; db.update(petitions);`, []],
        "lib/modules/lca/repository.ts": [`import { petitions } from "@/db/schema/cases"; db.update(petitions);`, []],
      }),
      areas,
    );
    expect(v.foreignWrites.map((w) => `${w.area} writes ${w.table.name}`)).toEqual(["lca writes petitions"]);
    expect(judge({ ...repoOf({}), tables }, areas).unowned.map((t) => t.name)).toEqual(["orphans"]);
    expect(judge({ ...repoOf({}), tables: [{ ident: "x", name: "x", owner: "nobody" }] }, areas).badOwners).toHaveLength(1);
  });

  it("fails an upward read (the owner of the table imports the reader, here through another module); passes a downward one", () => {
    const files: Record<string, [string, string[]]> = {
      "lib/modules/lca/link.ts": ["", ["lib/modules/notifications/notify.ts"]],
      "lib/modules/notifications/notify.ts": ["", ["lib/modules/cases/details.ts"]],
      "lib/modules/cases/list.ts": [`import { lcas } from "@/db/schema/cases"; db.select().from(lcas);`, []],
    };
    const v = judge(repoOf(files), areas);
    expect([...v.upwardReads.keys()]).toEqual(["cases reads lcas"]);
    // A downward read is fine: lca reading the cases' table it depends on anyway.
    const down = judge(repoOf({ ...files, "lib/modules/cases/list.ts": ["", []], "lib/modules/lca/q.ts": [`import { petitions } from "@/db/schema/cases"; db.select().from(petitions);`, []] }), areas);
    expect([down.upwardReads.size, down.cycles]).toEqual([0, []]);
  });

  it("fails two modules reading each other's tables (a ring of reads without imports)", () => {
    const v = judge(
      repoOf({
        "lib/modules/cases/a.ts": [`import { lcas } from "@/db/schema/cases"; db.select().from(lcas);`, []],
        "lib/modules/lca/b.ts": [`import { petitions } from "@/db/schema/cases"; db.select().from(petitions);`, []],
      }),
      areas,
    );
    expect(v.cycles).toEqual([["cases", "lca"]]);
  });

  it("the repository: every table owned, written by its owner only, no read against the imports, no ring of reads", () => {
    const v = judge(readRepo(root), knownAreas(root));
    expect(v.unowned.map((t) => t.name)).toEqual([]);
    expect(v.badOwners.map((t) => t.name)).toEqual([]);
    expect(v.foreignWrites.map((w) => `${w.file}:${w.line} ${w.how}`)).toEqual([]);
    expect([...v.upwardReads.keys()]).toEqual([]);
    expect(v.cycles).toEqual([]);
  });
});
