// Identity numbers outside the I-9 (passport, I-94 and A-numbers of beneficiaries, dependants, cap registrations
// and questionnaire answers) sealed one by one with the field cipher: `sealNumber`/`openNumber` per value and its
// associated data, `numberIndex` the blind index of a number for exact search (normalised: upper case, no spaces
// or dashes; keyed by the firm too, so equal numbers of two firms do not share an index). Their rows written
// before the sealing hold the number in a legacy plaintext column: `plaintextColumn` describes how to move it into
// the sealed column, and `sealPlaintext` (at start, db/seed/prepare.ts) works every such backfill in batches of one
// transaction each (rows taken with skip locked, so two starting servers share the work; a stop loses nothing,
// the next start goes on) until no plaintext remains.
import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/server/db/client";
import { rowsOf } from "@/lib/server/db/rows";
import { blindIndex, decryptField, encryptField } from "./field-cipher";
import { inBatches, type BatchOptions, type Row, type SealedColumnOptions } from "./sealed-fields";

/** How numbers compare: upper case, without spaces and dashes ("k 123-45" is "K12345"). */
export const normaliseNumber = (value: string) => value.toUpperCase().replace(/[\s-]+/g, "");

/** The blind index of a firm's number for `purpose` (equal normalised numbers of one firm, equal indexes). */
export const numberIndex = (tenantId: string, value: string, purpose: string) => blindIndex(`${tenantId}:${normaliseNumber(value)}`, purpose);

/** The sealed value, or null for no number (null, undefined or ""). */
export const sealNumber = (plain: string | null | undefined, aad: string): string | null => (plain ? encryptField(plain, aad) : null);

/** The plain number of a sealed value, or null. */
export const openNumber = (sealed: string | null | undefined, aad: string): string | null => (sealed ? decryptField(sealed, aad) : null);

/** Moves a batch of rows' plaintext into the sealed form in one transaction; how many rows it did (0: none left). */
export type PlaintextBackfill = { label: string; sealBatch(db: Db, limit: number): Promise<number> };

/**
 * The backfill of a sealed column (the options of its `sealedColumn`) from the legacy plaintext column `plain`:
 * each row gets the sealed value and its derived columns (blind index), and `plain` becomes null.
 */
export function plaintextColumn(o: SealedColumnOptions & { plain: string }): PlaintextBackfill {
  return {
    label: o.label,
    // The SQL parts are built on use: modules list their backfills at import, when drizzle-orm may not be
    // initialised yet in the bundled scripts (prepare-db.mjs).
    sealBatch: (db, limit) =>
      db.transaction(async (tx) => {
        const table = sql.raw(`"${o.table}"`);
        const plain = sql.raw(`"${o.plain}"`);
        const extra = sql.raw((o.columns ?? []).map((c) => `, "${c}"::text as "${c}"`).join(""));
        const rows = rowsOf<Row & { plain: string }>(
          await tx.execute(sql`select id::text as id, ${plain} as plain${extra} from ${table} where ${plain} is not null order by id limit ${limit} for update skip locked`),
        );
        for (const r of rows) {
          const value = r.plain.trim();
          const sets = [
            sql`${sql.raw(`"${o.column}"`)} = ${value ? encryptField(value, o.aadOf(r)) : null}`,
            ...Object.entries(value ? (o.derive?.(value, r) ?? {}) : {}).map(([c, v]) => sql`${sql.raw(`"${c}"`)} = ${v}`),
            sql`${plain} = null`,
          ];
          await tx.execute(sql`update ${table} set ${sql.join(sets, sql`, `)} where id = ${r.id}::uuid`);
        }
        return rows.length;
      }),
  };
}

/** Works every backfill until none has a row left; how many rows were sealed. */
export function sealPlaintext(db: Db, backfills: readonly PlaintextBackfill[], opts: BatchOptions = {}): Promise<number> {
  return inBatches(backfills, (b, limit) => b.sealBatch(db, limit), opts);
}
