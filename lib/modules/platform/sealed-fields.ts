// Every column sealed by the field cipher, of every module: what the key check samples and keys:rotate re-seals.
import "server-only";
import { i9SealedFields } from "@/lib/modules/i9/sealed-fields";
import type { SealedField } from "@/lib/server/crypto/sealed-fields";
import { outboxSealedFields } from "@/lib/server/mail/sealed-mail";

export const SEALED_FIELDS: readonly SealedField[] = [...i9SealedFields, ...outboxSealedFields];
