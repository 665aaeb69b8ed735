// Between the firm's records and a questionnaire: the form values prefilled from a beneficiary or
// client record, and the record changes a submitted questionnaire makes (pure).
import type { AddressJson, BeneficiaryRow, CompanyRow, beneficiaries, companies } from "@/db/schema/clients";
import { isoToUsDate } from "@/lib/shared/validation/rules";
import type { BeneficiaryAnswers, PetitionerAnswers, SponsorAnswers } from "./contract";

type BeneficiaryPatch = Partial<typeof beneficiaries.$inferInsert>;
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

/** Form values of the beneficiary questionnaire from the beneficiary's record. */
export function beneficiaryPrefill(b: BeneficiaryRow): Record<string, unknown> {
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
    passport: { passportNumber: text(b.passportNumber), passportCountryId: b.passportCountryId ?? undefined, issueDate: "", expiryDate: usDate(b.passportExpiry) },
    addresses: { current: addressValues(b.address), foreign: addressValues(null) },
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

/** Form values of the sponsor questionnaire from the individual sponsor's record. */
export function sponsorPrefill(c: CompanyRow): Record<string, unknown> {
  return {
    identity: { firstName: text(c.firstName), middleName: text(c.middleName), lastName: text(c.lastName), email: text(c.email), phone: text(c.phone) },
    address: { address: addressValues(c.address) },
  };
}

const json = (a: BeneficiaryAnswers["addresses"]["current"]): AddressJson => ({ ...a, aptType: a.aptType ?? null });

/** The beneficiary record's identity, passport and current-address fields from a submitted questionnaire. */
export function beneficiaryPatch(a: BeneficiaryAnswers): BeneficiaryPatch {
  const id = a.identity;
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
    passportExpiry: a.passport.expiryDate,
    address: json(a.addresses.current),
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
