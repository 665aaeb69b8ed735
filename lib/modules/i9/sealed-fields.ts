// The I-9's sealed columns (Section 1's numbers with the SSN's blind index, the documents' numbers), for the key
// check and `npm run keys:rotate` (lib/server/crypto/sealed-fields.ts).
import "server-only";
import { sealedColumn, type SealedField } from "@/lib/server/crypto/sealed-fields";
import { section1Aad, ssnBlindIndex } from "./section1";
import { documentAad } from "./section2";

export const i9SealedFields: readonly SealedField[] = [
  sealedColumn({
    label: "I-9 Section 1 numbers (SSN, USCIS, I-94, passport)",
    table: "i9_records",
    column: "section1_sealed",
    aadOf: (r) => section1Aad(r.id),
    // Re-sealed with the first key, the SSN's blind index is recomputed with it too.
    derive: (plain) => {
      const ssn = (JSON.parse(plain) as { ssn?: string }).ssn;
      return { ssn_index: ssn ? ssnBlindIndex(ssn) : null };
    },
  }),
  sealedColumn({
    label: "I-9 document numbers",
    table: "i9_record_documents",
    column: "number_sealed",
    columns: ["record_id"],
    aadOf: (r) => documentAad(String(r.record_id)),
  }),
];
