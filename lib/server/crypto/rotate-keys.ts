// `npm run keys:rotate` (scripts/keys-rotate.ts): every value sealed with an older field key is re-sealed with
// the first key of FIELD_ENCRYPTION_KEY (and the blind indexes recomputed with it), in batches of one
// transaction each, so a run stopped half-way loses nothing and the next run goes on where it stopped. Once no
// value is sealed with an older key, its key check is dropped: that key may then leave FIELD_ENCRYPTION_KEY.
import "server-only";
import type { Db } from "@/lib/server/db/client";
import { fieldKeys } from "./field-cipher";
import { checkedFieldKeyIds, dropFieldCheck } from "./key-check";
import { inBatches, type BatchOptions, type SealedField } from "./sealed-fields";

export type RotationReport = { keyId: string; resealed: number; retiredKeys: string[]; remainingByKey: Record<string, number> };

export async function rotateFieldKeys(db: Db, fields: readonly SealedField[], opts: BatchOptions = {}): Promise<RotationReport> {
  const [{ id: keyId }] = fieldKeys();
  const resealed = await inBatches(fields, (f, limit) => f.resealBatch(db, limit), opts);
  const remaining = new Map<string, number>();
  for (const f of fields) for (const [k, n] of await f.countByKey(db)) remaining.set(k, (remaining.get(k) ?? 0) + n);
  const retiredKeys: string[] = [];
  for (const id of await checkedFieldKeyIds(db)) {
    if (id !== keyId && !remaining.get(id)) {
      await dropFieldCheck(db, id);
      retiredKeys.push(id);
    }
  }
  return { keyId, resealed, retiredKeys, remainingByKey: Object.fromEntries(remaining) };
}
