// The form data of one case (404 when out of the caller's reach): its primary beneficiary's record —
// names, sex, date of birth, countries of birth and citizenship, passport, I-94, contact and address —
// with the countries in English and the state as its USPS code, as the forms ask.
import "server-only";
import { visibleBeneficiary } from "@/lib/modules/beneficiaries/service";
import { getCaseDetails } from "@/lib/modules/cases/case-details";
import { getMasterRows } from "@/lib/modules/masterdata/service";
import type { ActorContext } from "@/lib/server/context";
import type { FormData } from "./form-data";

export async function formDataOfCase(ctx: ActorContext, petitionId: string): Promise<{ data: FormData; caseNumber: string }> {
  const { db, actor } = ctx;
  const c = await getCaseDetails(ctx, petitionId);
  const caseNumber = c.customCaseNumber || c.caseNumber;
  const primary = c.beneficiaries.find((b) => b.isPrimary) ?? c.beneficiaries[0];
  if (!primary) return { data: {}, caseNumber };
  const b = (await visibleBeneficiary(db, actor, primary.id)).beneficiary;
  const a = b.address ?? null;
  const countryIds = [b.countryOfBirthId, b.citizenshipCountryId, b.passportCountryId].filter((id): id is number => id != null);
  const [countries, states, cities] = await Promise.all([
    getMasterRows(db, actor.tenantId, "countries", countryIds, "en"),
    a?.stateId != null ? getMasterRows(db, actor.tenantId, "states", [a.stateId], "en") : new Map(),
    a?.locationId != null ? getMasterRows(db, actor.tenantId, "locations", [a.locationId], "en") : new Map(),
  ]);
  const country = (id: number | null | undefined) => (id == null ? null : (countries.get(id)?.name ?? null));
  const state = a?.stateId != null ? states.get(a.stateId) : undefined;
  return {
    caseNumber,
    data: {
      "beneficiary.lastName": b.lastName,
      "beneficiary.firstName": b.firstName,
      "beneficiary.middleName": b.middleName,
      "beneficiary.gender": b.gender,
      "beneficiary.dateOfBirth": b.dateOfBirth,
      "beneficiary.countryOfBirth": country(b.countryOfBirthId),
      "beneficiary.citizenship": country(b.citizenshipCountryId),
      "beneficiary.passportNumber": b.passportNumber,
      "beneficiary.passportCountry": country(b.passportCountryId),
      "beneficiary.passportExpiry": b.passportExpiry,
      "beneficiary.i94Number": b.i94Number,
      "beneficiary.email": b.email,
      "beneficiary.phone": b.phone,
      "beneficiary.address.street": [a?.line1, a?.line2].filter(Boolean).join(", ") || null,
      "beneficiary.address.unitType": a?.aptType ?? null,
      "beneficiary.address.unitNumber": a?.aptNumber ?? null,
      "beneficiary.address.city": a?.locationId != null ? (cities.get(a.locationId)?.name ?? null) : null,
      "beneficiary.address.state": typeof state?.abbreviation === "string" ? state.abbreviation : null,
      "beneficiary.address.zip": a?.zipcode ?? null,
    },
  };
}
