// The cap registrations' sealed column (numbers.ts) for the key check and `npm run keys:rotate`
// (lib/server/crypto/sealed-fields.ts), and the backfill that seals the plaintext rows of before (at start).
import "server-only";
import { sealedColumn, type SealedColumnOptions, type SealedField } from "@/lib/server/crypto/sealed-fields";
import { plaintextColumn, type PlaintextBackfill } from "@/lib/server/crypto/sealed-numbers";
import { passportIndex } from "@/lib/modules/beneficiaries/numbers";
import { capPassportAad } from "./numbers";

const passport: SealedColumnOptions & { plain: string } = {
  label: "cap registrations' passport numbers",
  table: "cap_registrations",
  column: "passport_number_sealed",
  plain: "passport_number",
  columns: ["tenant_id"],
  aadOf: (r) => capPassportAad(r.id),
  derive: (plain, r) => ({ passport_number_index: passportIndex(String(r.tenant_id), plain) }),
};

export const capSealedFields: readonly SealedField[] = [sealedColumn(passport)];
export const capBackfills: readonly PlaintextBackfill[] = [plaintextColumn(passport)];
