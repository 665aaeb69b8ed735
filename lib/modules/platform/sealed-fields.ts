// Every column sealed by the field cipher, of every module: what the key check samples and keys:rotate re-seals;
// and the backfills that seal the plaintext identity numbers stored before their sealing (run at start, in
// db/seed/prepare.ts, after the key check).
import "server-only";
import { beneficiaryBackfills, beneficiarySealedFields } from "@/lib/modules/beneficiaries/sealed-fields";
import { capBackfills, capSealedFields } from "@/lib/modules/cap/sealed-fields";
import { i9SealedFields } from "@/lib/modules/i9/sealed-fields";
import { questionnaireBackfills, questionnaireSealedFields } from "@/lib/modules/questionnaires/sealed-fields";
import type { SealedField } from "@/lib/server/crypto/sealed-fields";
import type { PlaintextBackfill } from "@/lib/server/crypto/sealed-numbers";
import { outboxSealedFields } from "@/lib/server/mail/sealed-mail";

export const SEALED_FIELDS: readonly SealedField[] = [...i9SealedFields, ...beneficiarySealedFields, ...capSealedFields, ...questionnaireSealedFields, ...outboxSealedFields];

export const PLAINTEXT_BACKFILLS: readonly PlaintextBackfill[] = [...beneficiaryBackfills, ...capBackfills, ...questionnaireBackfills];
