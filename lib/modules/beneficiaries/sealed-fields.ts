// The beneficiaries' sealed columns (numbers.ts) for the key check and `npm run keys:rotate`
// (lib/server/crypto/sealed-fields.ts), and the backfills that seal the plaintext rows of before (at start).
import "server-only";
import { sealedColumn, type SealedColumnOptions, type SealedField } from "@/lib/server/crypto/sealed-fields";
import { plaintextColumn, type PlaintextBackfill } from "@/lib/server/crypto/sealed-numbers";
import { beneficiaryI94Aad, beneficiaryPassportAad, dependantPassportAad, passportIndex } from "./numbers";

const columns: (SealedColumnOptions & { plain: string })[] = [
  {
    label: "beneficiaries' passport numbers",
    table: "beneficiaries",
    column: "passport_number_sealed",
    plain: "passport_number",
    columns: ["tenant_id"],
    aadOf: (r) => beneficiaryPassportAad(r.id),
    // Re-sealed with the first key, the search index is recomputed with it too.
    derive: (plain, r) => ({ passport_number_index: passportIndex(String(r.tenant_id), plain) }),
  },
  { label: "beneficiaries' I-94 numbers", table: "beneficiaries", column: "i94_number_sealed", plain: "i94_number", aadOf: (r) => beneficiaryI94Aad(r.id) },
  { label: "dependants' passport numbers", table: "dependants", column: "passport_number_sealed", plain: "passport_number", aadOf: (r) => dependantPassportAad(r.id) },
];

export const beneficiarySealedFields: readonly SealedField[] = columns.map(sealedColumn);
export const beneficiaryBackfills: readonly PlaintextBackfill[] = columns.map(plaintextColumn);
