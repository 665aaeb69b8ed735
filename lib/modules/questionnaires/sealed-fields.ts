// The questionnaires' sealed column (numbers.ts) for the key check and `npm run keys:rotate`
// (lib/server/crypto/sealed-fields.ts), and the backfill that seals the numbers of answers saved before (at start).
import "server-only";
import { sealedColumn, type SealedField } from "@/lib/server/crypto/sealed-fields";
import type { PlaintextBackfill } from "@/lib/server/crypto/sealed-numbers";
import { answersOf, questionnaireNumbersAad, sealAnswers, SEALED_ANSWER_KEYS } from "./numbers";
import { lockRowsWithAnswerKeys, storeSealedAnswers } from "./repository";

const label = "questionnaire answers' identity numbers";

export const questionnaireSealedFields: readonly SealedField[] = [
  sealedColumn({ label, table: "questionnaires", column: "answer_numbers_sealed", aadOf: (r) => questionnaireNumbersAad(r.id) }),
];

/** The links saved before the sealing, whose answers still hold a number: sealed a batch at a time. */
export const questionnaireBackfills: readonly PlaintextBackfill[] = [
  {
    label,
    sealBatch: (db, limit) =>
      db.transaction(async (tx) => {
        const rows = await lockRowsWithAnswerKeys(tx, SEALED_ANSWER_KEYS, limit);
        for (const r of rows) await storeSealedAnswers(tx, r.tenantId, r.id, sealAnswers(r.id, answersOf(r)));
        return rows.length;
      }),
  },
];
