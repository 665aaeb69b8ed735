// The form data of one case (404 when out of the caller's reach), as form-data.ts names it: the primary
// beneficiary, the client (petitioner) and its first active authorised signatory, the case's type, the
// position of its LCA (or of its PERM's PWD), the PERM labor certification and the green-card category —
// each read as the caller may see it (case-sources.ts). Countries in English, states as USPS codes, money in
// dollars; what no record holds stays null and is reported missing, never guessed.
import "server-only";
import { getCaseDetails } from "@/lib/modules/cases/case-details";
import { getMasterRows } from "@/lib/modules/masterdata/service";
import type { ActorContext } from "@/lib/server/context";
import type { AddressDto } from "@/lib/shared/validation/address";
import { caseSources, type CaseSources } from "./case-sources";
import { i129StatusOption } from "./class-of-admission";
import type { FormData } from "./form-data";

const joined = (parts: (string | null | undefined)[], sep = " ") => parts.map((p) => p?.trim()).filter(Boolean).join(sep) || null;
const yesNo = (b: boolean | null | undefined) => (b == null ? null : b ? "Yes" : "No");
const text = (n: number | null | undefined) => (n == null ? null : String(n));
/** Cents as dollars: whole dollars bare, else two decimals. */
const dollars = (cents: number | null | undefined) => (cents == null ? null : cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/**
 * The I-129's basis for classification by H-1B sub type: 2 cap petition and 6 cap-exempt petition are new
 * employment only when no previous H-1B exists, which the case does not say — only the sub types that name
 * the basis are mapped.
 */
const BASIS_OF_SUB_TYPE: Record<number, string> = { 2: "new", 3: "continuation", 4: "amended", 5: "change", 7: "concurrent" };
/** The immigrant category named by the case's sub type (16–19), else by the green-card record's category. */
const EB_OF_SUB_TYPE: Record<number, string> = { 16: "EB1A", 17: "EB1B", 18: "EB1C", 19: "EB2NIW" };
/** A PERM-based EB-2 is not a waiver; EB-1 and EB-3 need the sub-category the record does not keep. */
const EB_OF_GC_CATEGORY: Record<string, string> = { EB2: "EB2", EB3_OTHER: "EB3_OTHER" };
const WAGE_PER: Record<string, string> = { Hour: "hour", Week: "week", Month: "month", Year: "year" };
const H1B_TYPE_ID = 1;
/** A FLAG ETA case number (G-100-24123-123456) without its program prefix and dashes: 5 + 6 digits. */
const etaDigits = (n: string | null | undefined) => /^[A-Z]-\d{3}-(\d{5})-(\d{6})$/.exec(n?.trim().toUpperCase() ?? "")?.slice(1).join("") ?? null;

export async function formDataOfCase(ctx: ActorContext, petitionId: string): Promise<{ data: FormData; caseNumber: string }> {
  const c = await getCaseDetails(ctx, petitionId);
  const s = await caseSources(ctx, c);
  const names = await placeNames(ctx, s);
  const b = s.beneficiary;
  const client = s.client;
  const signatory = client?.signatories.find((x) => x.statusId === 1) ?? null;
  return {
    caseNumber: c.customCaseNumber || c.caseNumber,
    data: {
      "beneficiary.lastName": b?.lastName,
      "beneficiary.firstName": b?.firstName,
      "beneficiary.middleName": b?.middleName,
      "beneficiary.fullName": b ? joined([b.firstName, b.middleName, b.lastName]) : null,
      "beneficiary.gender": b?.gender,
      "beneficiary.dateOfBirth": b?.dateOfBirth,
      "beneficiary.countryOfBirth": names.country(b?.countryOfBirthId),
      "beneficiary.citizenship": names.country(b?.citizenshipCountryId),
      "beneficiary.passportNumber": b?.passportNumber,
      "beneficiary.passportCountry": names.country(b?.passportCountryId),
      "beneficiary.passportExpiry": b?.passportExpiry,
      "beneficiary.i94Number": b?.i94Number,
      "beneficiary.i94Expiry": b?.i94Expiry,
      "beneficiary.passportIssueDate": b?.passportIssueDate,
      "beneficiary.currentStatus": b?.currentStatus,
      "beneficiary.currentStatusI129": i129StatusOption(b?.currentStatus),
      "beneficiary.lastEntryDate": b?.lastEntryDate,
      "beneficiary.priorReceiptNumber": b?.priorReceiptNumbers?.[0] ?? null,
      "beneficiary.email": b?.email,
      "beneficiary.phone": b?.phone,
      ...names.address("beneficiary.address", b?.address),
      "petitioner.name": client?.name,
      "petitioner.fein": client?.feiNumber,
      "petitioner.email": client?.email,
      "petitioner.phone": client?.phone,
      ...names.address("petitioner.address", client?.address),
      "petitioner.yearEstablished": text(client?.yearEstablished),
      "petitioner.employeeCount": text(client?.employeeCount),
      "petitioner.grossIncome": dollars(client?.grossIncomeCents),
      "petitioner.naicsCode": client?.naicsCode,
      "petitioner.signatory.lastName": signatory?.lastName,
      "petitioner.signatory.firstName": signatory?.firstName,
      "petitioner.signatory.title": signatory?.title,
      "petitioner.signatory.email": signatory?.email,
      "petitioner.signatory.phone": signatory?.phone,
      "case.classification": c.typeId === H1B_TYPE_ID ? "H-1B" : null,
      "case.basis": c.typeId === H1B_TYPE_ID && c.subTypeId != null ? BASIS_OF_SUB_TYPE[c.subTypeId] : null,
      "case.ebCategory": (c.subTypeId != null ? EB_OF_SUB_TYPE[c.subTypeId] : undefined) ?? (s.gc?.category ? EB_OF_GC_CATEGORY[s.gc.category] : null),
      "case.priorityDate": s.gc?.priorityDate,
      ...jobData(s),
      "lca.number": s.lca?.dolCaseNumber,
      "lca.h1bDependent": yesNo(s.lca?.h1bDependent),
      "lca.willfulViolator": yesNo(s.lca?.willfulViolator),
      "perm.dolCaseNumber": s.perm?.dolCaseNumber,
      "perm.caseNumberDigits": etaDigits(s.perm?.dolCaseNumber),
      "perm.filedDate": s.perm?.filedDate,
      "perm.expiry": s.perm?.decision === "certified" ? s.perm.i140Deadline : null,
    },
  };
}

/**
 * The position: the PWD of the case's PERM when it has one (title, SOC code, worksite city and state — a PWD
 * states the prevailing wage, not the offer), else the case's LCA (also the wage offered, full time or not,
 * the dates and the first worksite's street and ZIP).
 */
function jobData({ lca, pwd }: CaseSources): FormData {
  if (pwd) return { "job.title": pwd.jobTitle, "job.socCode": pwd.socCode, "job.worksite.city": pwd.worksiteCity, "job.worksite.state": pwd.worksiteState };
  if (!lca) return {};
  const site = lca.worksites.find((w) => !w.secondary) ?? lca.worksites[0];
  const from = dollars(lca.wageFromCents);
  const to = lca.wageToCents != null && lca.wageToCents !== lca.wageFromCents ? dollars(lca.wageToCents) : null;
  return {
    "job.title": lca.jobTitle,
    "job.socCode": lca.socCode,
    "job.fullTime": yesNo(lca.fullTime),
    "job.wage": from && to ? `${from} - ${to}` : from,
    "job.wagePer": lca.wageUnit ? WAGE_PER[lca.wageUnit] : null,
    "job.annualWage": lca.wageUnit === "Year" && !to ? from : null,
    "job.startDate": lca.beginDate,
    "job.endDate": lca.endDate,
    "job.worksite.street": site ? joined([site.address1, site.address2], ", ") : null,
    "job.worksite.city": site?.city,
    "job.worksite.state": site?.state,
    "job.worksite.zip": site?.postalCode,
  };
}

/** The English names of the records' countries and cities and the USPS codes of their states, in one read each. */
async function placeNames(ctx: ActorContext, s: CaseSources) {
  const b = s.beneficiary;
  const addresses = [b?.address, s.client?.address].filter((a): a is AddressDto => a != null);
  const ids = (xs: (number | null | undefined)[]) => xs.filter((id): id is number => id != null);
  const { db, actor } = ctx;
  const [countries, states, cities] = await Promise.all([
    getMasterRows(db, actor.tenantId, "countries", ids([b?.countryOfBirthId, b?.citizenshipCountryId, b?.passportCountryId]), "en"),
    getMasterRows(db, actor.tenantId, "states", ids(addresses.map((a) => a.stateId)), "en"),
    getMasterRows(db, actor.tenantId, "locations", ids(addresses.map((a) => a.locationId)), "en"),
  ]);
  const country = (id: number | null | undefined) => (id == null ? null : (countries.get(id)?.name ?? null));
  const address = <P extends "beneficiary.address" | "petitioner.address">(p: P, a: AddressDto | null | undefined): FormData => {
    const state = a?.stateId != null ? states.get(a.stateId)?.abbreviation : undefined;
    return {
      [`${p}.street`]: joined([a?.line1, a?.line2], ", "),
      [`${p}.unitType`]: a?.aptType ?? null,
      [`${p}.unitNumber`]: a?.aptNumber ?? null,
      [`${p}.city`]: a?.locationId != null ? (cities.get(a.locationId)?.name ?? null) : null,
      [`${p}.state`]: typeof state === "string" ? state : null,
      [`${p}.zip`]: a?.zipcode ?? null,
    };
  };
  return { country, address };
}
