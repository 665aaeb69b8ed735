// A cap registration's passport number, sealed at rest (lib/server/crypto/sealed-numbers.ts, aad
// "cap.passport:<id>") with the firm's passport blind index (the beneficiaries' one): a person's registrations of
// a season are found, and counted once, by that index; the DTOs open the number.
import "server-only";
import { openNumber, sealNumber } from "@/lib/server/crypto/sealed-numbers";
import { passportIndex } from "@/lib/modules/beneficiaries/numbers";
import type { CapInsert } from "./repository/registrations";

export const capPassportAad = (id: string) => `cap.passport:${id}`;

type Sealed = { id: string; passportNumberSealed: string | null };

export const capPassport = (r: Sealed) => openNumber(r.passportNumberSealed, capPassportAad(r.id));

/** The row with its passport number in plain (what "ready" needs, the DTO). */
export const withPassport = <T extends Sealed>(r: T): T & { passportNumber: string | null } => ({ ...r, passportNumber: capPassport(r) });

/** The columns that store a registration's passport number (undefined: left as it is; null or "": cleared). */
export function sealCapPassport(tenantId: string, id: string, passportNumber: string | null | undefined): Partial<CapInsert> {
  if (passportNumber === undefined) return {};
  return { passportNumberSealed: sealNumber(passportNumber, capPassportAad(id)), passportNumberIndex: passportNumber ? passportIndex(tenantId, passportNumber) : null };
}
