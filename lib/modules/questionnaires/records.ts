// Between the firm's records and a questionnaire: the form values prefilled from a beneficiary or
// client record, and the record changes a submitted questionnaire makes (pure).
import type { AddressJson, BeneficiaryRow, CompanyRow, beneficiaries, companies, dependants } from "@/db/schema/clients";
import { isoToUsDate } from "@/lib/shared/validation/rules";
import type { BeneficiaryAnswers, PetitionerAnswers, SponsorAnswers } from "./answers";

/** The record's fields, the passport number in plain (the caller seals it: lib/modules/beneficiaries/numbers.ts). */
type BeneficiaryPatch = Partial<typeof beneficiaries.$inferInsert> & { passportNumber?: string; i94Number?: string };
/** A beneficiary with its numbers opened (beneficiaries' openBeneficiary). */
type OpenBeneficiary = BeneficiaryRow & { passportNumber: string | null; i94Number: string | null };
type DependantRow = typeof dependants.$inferSelect;
type DependantFields = Pick<DependantRow, "relation" | "firstName" | "lastName" | "dateOfBirth" | "countryOfBirthId">;
type CompanyPatch = Partial<typeof companies.$inferInsert>;

export const companyName = (c: Pick<CompanyRow, "accountType" | "name" | "firstName" | "lastName">): string =>
  c.accountType === "Individual" && (c.firstName || c.lastName) ? `${c.firstName ?? ""} ${c.lastName ?? ""}`.trim() : c.name;

const usDate = (iso: string | null | undefined) => (iso ? (isoToUsDate(iso) ?? "") : "");
const text = (s: string | null | undefined) => s ?? "";
const dollars = (cents: number | null | undefined) => (cents == null ? "" : (cents / 100).toFixed(2));

function addressValues(a: AddressJson | null | undefined) {
  return {
    line1: text(a?.line1),
    line2: text(a?.line2),
    aptType: text(a?.aptType),
    aptNumber: text(a?.aptNumber),
    countryId: a?.countryId ?? undefined,
    stateId: a?.stateId ?? undefined,
    locationId: a?.locationId ?? undefined,
    zipcode: text(a?.zipcode),
  };
}

/** Form values of the beneficiary questionnaire from the beneficiary's record and live dependants. */
export function beneficiaryPrefill(b: OpenBeneficiary, family: readonly DependantRow[] = []): Record<string, unknown> {
  return {
    identity: {
      firstName: b.firstName,
      middleName: text(b.middleName),
      lastName: b.lastName,
      otherNames: "",
      dateOfBirth: usDate(b.dateOfBirth),
      gender: text(b.gender),
      countryOfBirthId: b.countryOfBirthId ?? undefined,
      citizenshipCountryId: b.citizenshipCountryId ?? undefined,
      email: text(b.email),
      phone: text(b.phone),
    },
    passport: { passportNumber: text(b.passportNumber), passportCountryId: b.passportCountryId ?? undefined, issueDate: usDate(b.passportIssueDate), expiryDate: usDate(b.passportExpiry) },
    addresses: { current: addressValues(b.address), foreign: addressValues(null) },
    ...(family.length
      ? {
          dependants: family.map((d) => ({
            relation: d.relation,
            firstName: d.firstName,
            lastName: d.lastName,
            dateOfBirth: usDate(d.dateOfBirth),
            countryOfBirthId: d.countryOfBirthId ?? undefined,
          })),
        }
      : {}),
  };
}

/** Form values of the petitioner questionnaire from the client's record. */
export function petitionerPrefill(c: CompanyRow): Record<string, unknown> {
  return {
    company: {
      legalName: c.name,
      fein: text(c.feiNumber),
      address: addressValues(c.address),
      naicsCode: text(c.naicsCode),
      yearEstablished: c.yearEstablished == null ? "" : String(c.yearEstablished),
      employeeCount: c.employeeCount == null ? "" : String(c.employeeCount),
      grossIncome: dollars(c.grossIncomeCents),
    },
  };
}

/** Form values of the employer's PERM questionnaire from the client's record. */
export function permEmployerPrefill(c: CompanyRow): Record<string, unknown> {
  const { grossIncome: _income, ...company } = petitionerPrefill(c).company as Record<string, unknown>;
  return { employer: company };
}

/** Form values of the worker's PERM questionnaire from the beneficiary's record. */
export function permWorkerPrefill(b: OpenBeneficiary): Record<string, unknown> {
  const { otherNames: _other, gender: _gender, ...identity } = beneficiaryPrefill(b).identity as Record<string, unknown>;
  return { worker: { ...identity, address: addressValues(b.address), currentStatus: "", i94Number: text(b.i94Number), alienNumber: "" } };
}

/** Form values of the sponsor questionnaire from the individual sponsor's record. */
export function sponsorPrefill(c: CompanyRow): Record<string, unknown> {
  return {
    identity: { firstName: text(c.firstName), middleName: text(c.middleName), lastName: text(c.lastName), email: text(c.email), phone: text(c.phone) },
    address: { address: addressValues(c.address) },
  };
}

const json = (a: BeneficiaryAnswers["addresses"]["current"]): AddressJson => ({ ...a, aptType: a.aptType ?? null });

/**
 * The beneficiary record's fields answered by a submitted questionnaire: identity, passport (with its issue
 * date), the current address and, from the immigration section, the I-94 number, the status now held, the
 * last entry date and the receipt numbers of earlier petitions (as listed). Fields left blank are not
 * answered (undefined): they never clear the record. The I-94 and passport numbers are in plain: the caller
 * seals them (lib/modules/beneficiaries/numbers.ts) after takeAnswers (beneficiaries/provenance.ts) decided
 * which answers the record takes.
 */
export function beneficiaryPatch(a: BeneficiaryAnswers): BeneficiaryPatch {
  const id = a.identity;
  const im = a.immigration;
  const receipts = im.receiptNumbers.map((r) => r.value).filter(Boolean);
  return {
    firstName: id.firstName,
    middleName: id.middleName ?? null,
    lastName: id.lastName,
    dateOfBirth: id.dateOfBirth,
    gender: id.gender,
    countryOfBirthId: id.countryOfBirthId,
    citizenshipCountryId: id.citizenshipCountryId,
    ...(id.email ? { email: id.email } : {}),
    ...(id.phone ? { phone: id.phone } : {}),
    passportNumber: a.passport.passportNumber,
    passportCountryId: a.passport.passportCountryId,
    passportIssueDate: a.passport.issueDate,
    passportExpiry: a.passport.expiryDate,
    address: json(a.addresses.current),
    ...(im.i94Number ? { i94Number: im.i94Number } : {}),
    ...(im.currentStatus ? { currentStatus: im.currentStatus } : {}),
    ...(im.lastEntryDate ? { lastEntryDate: im.lastEntryDate } : {}),
    ...(receipts.length ? { priorReceiptNumbers: receipts } : {}),
  };
}

/** The petitioner company's profile fields covered by the questionnaire. */
export function petitionerPatch(a: PetitionerAnswers): CompanyPatch {
  const c = a.company;
  return {
    name: c.legalName,
    feiNumber: c.fein,
    address: json(c.address),
    naicsCode: c.naicsCode,
    yearEstablished: c.yearEstablished ?? null,
    employeeCount: c.employeeCount,
    grossIncomeCents: c.grossIncome,
  };
}

/** The individual sponsor's name, contact, address and income. */
export function sponsorPatch(a: SponsorAnswers): CompanyPatch {
  const id = a.identity;
  return {
    firstName: id.firstName,
    middleName: id.middleName ?? null,
    lastName: id.lastName,
    name: `${id.firstName} ${id.lastName}`.trim(),
    ...(id.email ? { email: id.email } : {}),
    ...(id.phone ? { phone: id.phone } : {}),
    address: json(a.address.address),
    grossIncomeCents: a.income.annualIncome,
  };
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * How the dependants of a submitted questionnaire meet the beneficiary's dependant records. A listed
 * spouse is the record's spouse (there is at most one); a listed child is the live child record with
 * the same first and last name (any case) and the same date of birth, or none on record. Matched
 * records take the answers' names, date of birth and country of birth; the others are added. Records
 * the questionnaire does not list are kept (the firm removes dependants itself).
 */
export function dependantChanges(
  existing: readonly DependantRow[],
  listed: BeneficiaryAnswers["dependants"],
): { updates: { id: string; patch: DependantFields }[]; inserts: DependantFields[] } {
  const free = [...existing];
  const updates: { id: string; patch: DependantFields }[] = [];
  const inserts: DependantFields[] = [];
  for (const d of listed) {
    const patch: DependantFields = { relation: d.relation, firstName: d.firstName, lastName: d.lastName, dateOfBirth: d.dateOfBirth, countryOfBirthId: d.countryOfBirthId };
    const i = free.findIndex((r) =>
      d.relation === "spouse"
        ? r.relation === "spouse"
        : r.relation === d.relation && sameName(r.firstName, d.firstName) && sameName(r.lastName, d.lastName) && (r.dateOfBirth === null || r.dateOfBirth === d.dateOfBirth),
    );
    if (i >= 0) {
      updates.push({ id: free[i].id, patch });
      free.splice(i, 1);
    } else {
      inserts.push(patch);
    }
  }
  return { updates, inserts };
}
