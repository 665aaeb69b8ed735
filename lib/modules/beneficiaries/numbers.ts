// The identity numbers of beneficiaries and dependants, sealed at rest (lib/server/crypto/sealed-numbers.ts): the
// passport and I-94 numbers of a beneficiary and a dependant's passport number, each bound to its row by its
// associated data; the passport also as a blind index, for the list's and the global search's exact match.
// Services seal on write and open on read, so the API answers the numbers as before. Other modules that read a
// beneficiary (forms, letters, questionnaires, cap) open them with `beneficiaryNumbers`.
import "server-only";
import { numberIndex, openNumber, sealNumber } from "@/lib/server/crypto/sealed-numbers";
import type { BeneficiaryInsert, DependantInsert } from "./repository";

export const beneficiaryPassportAad = (id: string) => `beneficiary.passport:${id}`;
export const beneficiaryI94Aad = (id: string) => `beneficiary.i94:${id}`;
export const dependantPassportAad = (id: string) => `dependant.passport:${id}`;

/** The blind index of a firm's passport number (beneficiaries and cap registrations share it). */
export const passportIndex = (tenantId: string, passportNumber: string) => numberIndex(tenantId, passportNumber, "passport");

export type BeneficiaryNumbers = { passportNumber: string | null; i94Number: string | null };
type SealedBeneficiary = { id: string; passportNumberSealed: string | null; i94NumberSealed: string | null };

/** A beneficiary's passport number in plain. */
export const beneficiaryPassport = (b: Pick<SealedBeneficiary, "id" | "passportNumberSealed">) => openNumber(b.passportNumberSealed, beneficiaryPassportAad(b.id));

/** A beneficiary's numbers in plain. */
export function beneficiaryNumbers(b: SealedBeneficiary): BeneficiaryNumbers {
  return { passportNumber: beneficiaryPassport(b), i94Number: openNumber(b.i94NumberSealed, beneficiaryI94Aad(b.id)) };
}

/** The row with its numbers in plain, for code that reads the person's details. */
export const openBeneficiary = <T extends SealedBeneficiary>(b: T): T & BeneficiaryNumbers => ({ ...b, ...beneficiaryNumbers(b) });

/** The columns that store the numbers given (undefined: left as they are; null or "": cleared). */
export function sealBeneficiaryNumbers(tenantId: string, id: string, n: Partial<BeneficiaryNumbers>): Partial<BeneficiaryInsert> {
  const out: Partial<BeneficiaryInsert> = {};
  if (n.passportNumber !== undefined) {
    out.passportNumberSealed = sealNumber(n.passportNumber, beneficiaryPassportAad(id));
    out.passportNumberIndex = n.passportNumber ? passportIndex(tenantId, n.passportNumber) : null;
  }
  if (n.i94Number !== undefined) out.i94NumberSealed = sealNumber(n.i94Number, beneficiaryI94Aad(id));
  return out;
}

/** A dependant's passport number in plain. */
export const dependantPassport = (d: { id: string; passportNumberSealed: string | null }) => openNumber(d.passportNumberSealed, dependantPassportAad(d.id));

export const sealDependantPassport = (id: string, passportNumber: string | null | undefined): Partial<DependantInsert> =>
  passportNumber === undefined ? {} : { passportNumberSealed: sealNumber(passportNumber, dependantPassportAad(id)) };
