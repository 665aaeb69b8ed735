// Query plans of the bench scenarios: run the case service once on a Drizzle instance that records
// its SQL, then EXPLAIN (ANALYZE, BUFFERS) every statement that reads petitions, and check that the
// case list reaches petitions through an index whose first column is tenant_id.
import { drizzle } from "drizzle-orm/postgres-js";
import type postgres from "postgres";
import type { Db } from "@/lib/server/db/client";

export type CapturedQuery = { sql: string; params: unknown[] };

/** A Drizzle database on `client` that records every statement it sends. */
export function recordingDb(client: postgres.Sql): { db: Db; take: () => CapturedQuery[] } {
  let log: CapturedQuery[] = [];
  const db = drizzle({ client, logger: { logQuery: (sql, params) => log.push({ sql, params }) } });
  return {
    db,
    take: () => {
      const out = log;
      log = [];
      return out;
    },
  };
}

type PlanNode = { "Node Type": string; "Relation Name"?: string; "Index Name"?: string; Plans?: PlanNode[] };

export type PlanCheck = {
  scenario: string;
  sql: string;
  /** How petitions is read: "Index Scan using x", "Seq Scan" … */
  petitionsAccess: string[];
  usesTenantIndex: boolean;
  seqScanOnPetitions: boolean;
  /** Seq Scans on other tables (informational). */
  otherSeqScans: string[];
  /** A full Sort node: the rows are not read in the order of an index (all matching rows get sorted). */
  fullSort: boolean;
  /** For a Seq Scan on petitions: the petitions indexes the planner uses when seq scans are disabled. */
  indexesWithoutSeqScan: string[];
  executionMs: number;
  plan: string;
  ok: boolean;
};

/** The first column of each index of petitions. */
export async function petitionIndexes(client: postgres.Sql): Promise<Map<string, string | null>> {
  const rows = await client<{ index: string; first: string | null }[]>`
    select c.relname as index, a.attname as first
    from pg_index i
    join pg_class c on c.oid = i.indexrelid
    left join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
    where i.indrelid = 'petitions'::regclass`;
  return new Map(rows.map((r) => [r.index, r.first]));
}

function walk(node: PlanNode, visit: (n: PlanNode, parent: PlanNode | null) => void, parent: PlanNode | null = null): void {
  visit(node, parent);
  for (const child of node.Plans ?? []) walk(child, visit, node);
}

/** Index names under a Bitmap Heap Scan (Bitmap Index Scans, BitmapAnd/BitmapOr). */
function bitmapIndexes(node: PlanNode): string[] {
  const out: string[] = [];
  walk(node, (n) => {
    if (n["Node Type"] === "Bitmap Index Scan" && n["Index Name"]) out.push(n["Index Name"]);
  });
  return out;
}

/** How a plan reads petitions: access descriptions, and whether an index starting with tenant_id is among them. */
function petitionsAccess(plan: PlanNode, indexes: Map<string, string | null>) {
  const access: string[] = [];
  const used: string[] = [];
  const otherSeq: string[] = [];
  let seq = false;
  let fullSort = false;
  walk(plan, (n) => {
    const rel = n["Relation Name"];
    const type = n["Node Type"];
    if (type === "Sort") fullSort = true;
    if (rel !== "petitions") {
      if (type === "Seq Scan" && rel) otherSeq.push(rel);
      return;
    }
    if (type === "Seq Scan") {
      seq = true;
      access.push("Seq Scan");
    } else if (type === "Index Scan" || type === "Index Only Scan") {
      const ix = n["Index Name"] ?? "?";
      access.push(`${type} using ${ix}`);
      used.push(ix);
    } else if (type === "Bitmap Heap Scan") {
      const ixs = bitmapIndexes(n);
      access.push(`Bitmap Heap Scan on ${ixs.join(" + ")}`);
      used.push(...ixs);
    }
  });
  return { access, used, seq, fullSort, otherSeq: [...new Set(otherSeq)], tenantIndex: used.some((ix) => indexes.get(ix) === "tenant_id") };
}

/** EXPLAIN one captured statement and check how it reads petitions. `mustUseTenantIndex` for list queries. */
export async function explain(client: postgres.Sql, scenario: string, q: CapturedQuery, indexes: Map<string, string | null>, mustUseTenantIndex: boolean): Promise<PlanCheck> {
  const params = q.params as postgres.ParameterOrJSON<never>[];
  const [{ "QUERY PLAN": json }] = await client.unsafe<{ "QUERY PLAN": [{ Plan: PlanNode; "Execution Time": number }] }[]>(
    `explain (analyze, buffers, format json) ${q.sql}`,
    params,
  );
  const textRows = await client.unsafe<{ "QUERY PLAN": string }[]>(`explain (analyze, buffers) ${q.sql}`, params);
  const a = petitionsAccess(json[0].Plan, indexes);
  // A seq scan can be the planner's choice for a firm that holds much of a small table; show
  // which index it would use otherwise, so a missing index is told apart from a small data set.
  let indexesWithoutSeqScan: string[] = [];
  if (a.seq) {
    indexesWithoutSeqScan = await client.begin(async (tx) => {
      await tx`set local enable_seqscan = off`;
      const [{ "QUERY PLAN": alt }] = await tx.unsafe<{ "QUERY PLAN": [{ Plan: PlanNode }] }[]>(`explain (format json) ${q.sql}`, params);
      return petitionsAccess(alt[0].Plan, indexes).used;
    });
  }
  return {
    scenario,
    sql: q.sql,
    petitionsAccess: a.access,
    usesTenantIndex: a.tenantIndex,
    seqScanOnPetitions: a.seq,
    otherSeqScans: a.otherSeq,
    fullSort: a.fullSort,
    indexesWithoutSeqScan,
    executionMs: Math.round(json[0]["Execution Time"] * 100) / 100,
    plan: textRows.map((r) => r["QUERY PLAN"]).join("\n"),
    ok: !a.seq && (!mustUseTenantIndex || a.tenantIndex),
  };
}
