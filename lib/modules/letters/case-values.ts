// The merge fields' values for one case, as text in the letter's language: the case, its primary
// beneficiary, its client with the first active authorised signatory, its LCA (a certified one first,
// else the newest; only for callers who may read LCAs), the firm, the assigned attorney and today.
// A field the case has no value for is null (the template shows it as missing).
import "server-only";
import { visibleBeneficiary } from "@/lib/modules/beneficiaries/service";
import { openBeneficiary } from "@/lib/modules/beneficiaries/numbers";
import { getCaseDetails } from "@/lib/modules/cases/case-details";
import { companyDetails } from "@/lib/modules/companies/service";
import { getLcaDetails } from "@/lib/modules/lca/lca-details";
import { listLcas } from "@/lib/modules/lca/list-lcas";
import { LCA_STATUS } from "@/lib/modules/lca/constants";
import { addressLinesOf } from "@/lib/modules/masterdata/address-names";
import { getMasterRows } from "@/lib/modules/masterdata/service";
import type { ActorContext } from "@/lib/server/context";
import { AppError } from "@/lib/server/errors";
import { ROLE } from "@/lib/shared/constants/roles";
import { formatLongDate } from "@/lib/shared/format/dates";
import { formatCurrency } from "@/lib/shared/format/numbers";
import { can } from "@/lib/shared/permissions";
import type { LetterLanguage, MergeField } from "./constants";

export type CaseValues = Record<MergeField, string | null>;

const joined = (parts: (string | null | undefined)[], sep = " ") => parts.map((p) => p?.trim()).filter(Boolean).join(sep) || null;

export async function caseValues(ctx: ActorContext, petitionId: string, language: LetterLanguage): Promise<CaseValues> {
  const { db, actor, tenant } = ctx;
  // Type and sub type named in the letter's language, not the reader's.
  const c = await getCaseDetails({ ...ctx, locale: language }, petitionId);
  const date = (iso: string | null | undefined) => (iso ? formatLongDate(iso, "UTC", language) || null : null);
  const address = async (a: Parameters<typeof addressLinesOf>[2]) => joined(await addressLinesOf(db, actor.tenantId, a, language), ", ");
  const primary = c.beneficiaries.find((b) => b.isPrimary) ?? c.beneficiaries[0];

  // The person's and the client's own reach may be narrower than the case's (a branch manager on a case
  // of another branch's client): what the caller may not read shows as missing, the letter still fills.
  const [beneficiary, client, lca] = await Promise.all([
    primary ? orNull(visibleBeneficiary(db, actor, primary.id).then((r) => openBeneficiary(r.beneficiary))) : null,
    c.petitioner ? orNull(companyDetails(ctx, c.petitioner.id)) : null,
    caseLca(ctx, petitionId),
  ]);
  const countryIds = [beneficiary?.countryOfBirthId, beneficiary?.citizenshipCountryId].filter((id): id is number => id != null);
  const [countries, beneficiaryAddress, clientAddress, firmAddress] = await Promise.all([
    getMasterRows(db, actor.tenantId, "countries", countryIds, language),
    address(beneficiary?.address),
    address(client?.address),
    address(tenant.address),
  ]);
  const country = (id: number | null | undefined) => (id == null ? null : (countries.get(id)?.name ?? null));
  const signatory = client?.signatories.find((s) => s.statusId === 1) ?? null;
  const attorney = c.assignments.find((a) => a.roleId === ROLE.ATTORNEY) ?? null;
  const wage = lca?.wageFromCents != null ? joined([formatCurrency(lca.wageFromCents), lca.wageToCents ? `- ${formatCurrency(lca.wageToCents)}` : null, lca.wageUnit ? `/ ${lca.wageUnit}` : null]) : null;
  const worksite = lca?.worksites[0] ? joined([lca.worksites[0].city, lca.worksites[0].state], ", ") : null;

  return {
    "case.number": c.customCaseNumber || c.caseNumber,
    "case.type": c.typeName,
    "case.subType": c.subTypeName,
    "case.title": c.title,
    "case.receiptNumber": c.receiptNumber,
    "case.receiptDate": date(c.receiptDate),
    "case.validityStart": date(c.validityStart),
    "case.validityEnd": date(c.validityEnd),
    "case.deadline": date(c.deadlineDate),
    "beneficiary.fullName": beneficiary ? joined([beneficiary.firstName, beneficiary.middleName, beneficiary.lastName]) : null,
    "beneficiary.firstName": beneficiary?.firstName ?? null,
    "beneficiary.middleName": beneficiary?.middleName ?? null,
    "beneficiary.lastName": beneficiary?.lastName ?? null,
    "beneficiary.email": beneficiary?.email ?? null,
    "beneficiary.dateOfBirth": date(beneficiary?.dateOfBirth),
    "beneficiary.countryOfBirth": country(beneficiary?.countryOfBirthId),
    "beneficiary.citizenship": country(beneficiary?.citizenshipCountryId),
    "beneficiary.passportNumber": beneficiary?.passportNumber ?? null,
    "beneficiary.passportExpiry": date(beneficiary?.passportExpiry),
    "beneficiary.i94Number": beneficiary?.i94Number ?? null,
    "beneficiary.address": beneficiaryAddress,
    "petitioner.name": client?.name ?? c.petitionerName,
    "petitioner.fein": client?.feiNumber ?? null,
    "petitioner.address": clientAddress,
    "petitioner.website": client?.website ?? null,
    "petitioner.employeeCount": client?.employeeCount != null ? String(client.employeeCount) : null,
    "petitioner.yearEstablished": client?.yearEstablished != null ? String(client.yearEstablished) : null,
    "petitioner.naicsCode": client?.naicsCode ?? null,
    "petitioner.signatoryName": signatory ? joined([signatory.firstName, signatory.lastName]) : null,
    "petitioner.signatoryTitle": signatory?.title ?? null,
    "lca.number": lca ? (lca.dolCaseNumber ?? lca.lcaNumber) : null,
    "lca.jobTitle": lca?.jobTitle ?? null,
    "lca.socCode": lca ? joined([lca.socCode, lca.socTitle ? `(${lca.socTitle})` : null]) : null,
    "lca.wage": wage,
    "lca.worksite": worksite,
    "lca.startDate": date(lca?.beginDate),
    "lca.endDate": date(lca?.endDate),
    "firm.name": tenant.name,
    "firm.address": firmAddress,
    "firm.phone": tenant.phone,
    "firm.website": tenant.website,
    "attorney.name": attorney?.name ?? null,
    today: date(ctx.clock.today),
  };
}

/** A record the caller may not read (404) as none. */
async function orNull<T>(p: Promise<T>): Promise<T | null> {
  try {
    return await p;
  } catch (err) {
    if (err instanceof AppError && err.code === "NOT_FOUND") return null;
    throw err;
  }
}

/** The case's LCA a letter speaks of: a certified one first, else the newest; none without LCA access. */
async function caseLca(ctx: ActorContext, petitionId: string) {
  if (!can(ctx.actor, "lca.read")) return null;
  const { rows } = await listLcas(ctx, { page: 1, perpage: 20, sortBy: "createdAt", sortOrder: "desc", filter: { matcher: { petitionId } } } as Parameters<typeof listLcas>[1]);
  const pick = rows.find((r) => r.statusId === LCA_STATUS.CERTIFIED) ?? rows[0];
  return pick ? orNull(getLcaDetails(ctx, pick.id)) : null;
}
