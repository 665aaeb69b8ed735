// The columns that hold values sealed by the field cipher, as their modules describe them
// (lib/modules/platform/sealed-fields.ts lists them all): the key check opens one stored value per key at
// a key's first check (lib/server/crypto/key-check.ts), and `npm run keys:rotate` re-seals them in batches
// with the first key (scripts/keys-rotate.ts).
import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db, Executor } from "@/lib/server/db/client";
import { rowsOf } from "@/lib/server/db/rows";
import { decryptField, encryptField, fieldKeys } from "./field-cipher";

export type SealedField = {
  /** What the values are, for messages ("I-9 Section 1 numbers"). */
  label: string;
  /** One stored value sealed with key `keyId`, with its associated data, or null. */
  sample(db: Executor, keyId: string): Promise<{ sealed: string; aad: string } | null>;
  /** How many stored values each key id sealed. */
  countByKey(db: Executor): Promise<Map<string, number>>;
  /** Re-seals up to `limit` values not sealed with the first key, in one transaction; how many it did. */
  resealBatch(db: Db, limit: number): Promise<number>;
};

export type BatchOptions = { batch?: number; onBatch?: (label: string, n: number) => void };

/** Runs `step(item, batch)` for each item until it returns 0 (each call one transaction); the rows done in all. */
export async function inBatches<T extends { label: string }>(items: readonly T[], step: (item: T, limit: number) => Promise<number>, opts: BatchOptions = {}): Promise<number> {
  const batch = opts.batch ?? 200;
  let done = 0;
  for (const item of items) {
    for (let n = await step(item, batch); n > 0; n = await step(item, batch)) {
      done += n;
      opts.onBatch?.(item.label, n);
    }
  }
  return done;
}

export type Row = { id: string; sealed: string } & Record<string, unknown>;

/**
 * A sealed text column of a table keyed by `id` (uuid). `aadOf` builds a value's associated data from its row
 * (`columns` are read with it); `derive` gives the columns computed from the plain value (and its row) under the
 * first key (a blind index), rewritten with it. Table and column names are the module's constants, never input.
 */
export type SealedColumnOptions = {
  label: string;
  table: string;
  column: string;
  columns?: string[];
  aadOf: (row: Row) => string;
  derive?: (plain: string, row: Row) => Record<string, string | null>;
};

export function sealedColumn(o: SealedColumnOptions): SealedField {
  // Built on first use, not when a module lists its columns: in the bundled scripts (prepare-db.mjs) the lists are
  // made while drizzle-orm may not be initialised yet.
  let parts: { table: SQL; col: SQL; extra: SQL; keyOf: SQL } | undefined;
  const sqlParts = () => {
    if (parts) return parts;
    const col = sql.raw(`"${o.column}"`);
    parts = { table: sql.raw(`"${o.table}"`), col, extra: sql.raw((o.columns ?? []).map((c) => `, "${c}" as "${c}"`).join("")), keyOf: sql`split_part(${col}, '.', 2)` };
    return parts;
  };
  return {
    label: o.label,
    async sample(db, keyId) {
      const { table, col, extra, keyOf } = sqlParts();
      const [r] = rowsOf<Row>(await db.execute(sql`select id::text as id, ${col} as sealed${extra} from ${table} where ${col} is not null and ${keyOf} = ${keyId} limit 1`));
      return r ? { sealed: r.sealed, aad: o.aadOf(r) } : null;
    },
    async countByKey(db) {
      const { table, col, keyOf } = sqlParts();
      const rows = rowsOf<{ key: string; n: number | string }>(await db.execute(sql`select ${keyOf} as key, count(*) as n from ${table} where ${col} is not null group by 1`));
      return new Map(rows.map((r) => [r.key, Number(r.n)]));
    },
    async resealBatch(db, limit) {
      const { table, col, extra, keyOf } = sqlParts();
      const [{ id: first }] = fieldKeys();
      return db.transaction(async (tx) => {
        const rows = rowsOf<Row>(
          await tx.execute(sql`select id::text as id, ${col} as sealed${extra} from ${table} where ${col} is not null and ${keyOf} <> ${first} order by id limit ${limit} for update skip locked`),
        );
        for (const r of rows) {
          const aad = o.aadOf(r);
          const plain = decryptField(r.sealed, aad);
          const sets = [sql`${col} = ${encryptField(plain, aad)}`, ...Object.entries(o.derive?.(plain, r) ?? {}).map(([c, v]) => sql`${sql.raw(`"${c}"`)} = ${v}`)];
          await tx.execute(sql`update ${table} set ${sql.join(sets, sql`, `)} where id = ${r.id}::uuid`);
        }
        return rows.length;
      });
    },
  };
}
