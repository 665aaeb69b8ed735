// Beneficiaries (foreign workers): list, details with dependants, the global search's hits and the
// visibility check. Staff reach the tenant's (a branch manager their branch's), a petitioner their
// company's, and a beneficiary only the record linked to their own login. Writes: manage-beneficiaries.ts.
import "server-only";
import type { Executor } from "@/lib/server/db/client";
import type { Actor } from "@/lib/server/auth/session";
import { can } from "@/lib/shared/permissions";
import { fail } from "@/lib/server/errors";
import { beneficiaryStatusName, DOB_IN_PAST_MESSAGE, type BeneficiaryDetailsBase, type BeneficiaryListBody, type BeneficiaryListRow, type DependantDto, type FieldSourceDto, type SourcedFieldKey } from "./contract";
import type { FieldSources } from "./provenance";
import { beneficiaryVisibility } from "./policy";
import {
  beneficiariesToWatch,
  countInBranch,
  countsByCompany,
  findBeneficiary,
  linkBeneficiaries,
  listBeneficiaries as listRows,
  listDependants,
  searchBeneficiaryRows,
  updateBeneficiary,
  userNames,
  type BeneficiaryRow,
  type BeneficiaryWithNames,
  type DependantRow,
} from "./repository";
import type { ActorContext } from "@/lib/server/context";
import { clientsInBranch } from "@/lib/modules/companies/service";
import { beneficiaryNumbers, beneficiaryPassport, dependantPassport, passportIndex } from "./numbers";
import type { BeneficiarySearch } from "./repository";

export const fullName = (first: string, last: string) => `${first} ${last}`.trim();

export function toListRow(r: BeneficiaryWithNames): BeneficiaryListRow {
  const b = r.beneficiary;
  return {
    id: b.id,
    name: fullName(b.firstName, b.lastName),
    firstName: b.firstName,
    middleName: b.middleName,
    lastName: b.lastName,
    email: b.email,
    phone: b.phone,
    phoneCountryCode: b.phoneCountryCode,
    passportNumber: beneficiaryPassport(b),
    passportCountryId: b.passportCountryId,
    companyId: b.companyId,
    companyName: r.companyName,
    branchId: b.branchId,
    branchName: r.branchName,
    userId: b.userId,
    statusId: b.statusId,
    statusName: beneficiaryStatusName(b.statusId),
    dependantCount: Number(r.dependantCount),
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  };
}

export function toDependantDto(d: DependantRow): DependantDto {
  return {
    id: d.id,
    beneficiaryId: d.beneficiaryId,
    relation: d.relation,
    firstName: d.firstName,
    middleName: d.middleName,
    lastName: d.lastName,
    name: fullName(d.firstName, d.lastName),
    dateOfBirth: d.dateOfBirth,
    countryOfBirthId: d.countryOfBirthId,
    email: d.email,
    passportNumber: dependantPassport(d),
    createdAt: d.createdAt.toISOString(),
  };
}

/** The record's sources as the details answer them: who typed a value by name. */
function sourcesDto(sources: FieldSources | null, names: Map<string, string>): Partial<Record<SourcedFieldKey, FieldSourceDto>> {
  const out: Partial<Record<SourcedFieldKey, FieldSourceDto>> = {};
  for (const [field, s] of Object.entries(sources ?? {})) {
    out[field as SourcedFieldKey] =
      s.kind === "questionnaire"
        ? { kind: "questionnaire", questionnaireId: s.questionnaireId, questionnaireKind: s.questionnaireKind, at: s.at }
        : { kind: "typed", userId: s.userId, userName: s.userId ? (names.get(s.userId) ?? null) : null, at: s.at, differs: s.differs ?? null };
  }
  return out;
}

/** A date of birth must lie before today (the caller's calendar day). */
export function dobErrors(dateOfBirth: string | null | undefined, today: string, key = "dateOfBirth"): Record<string, string> {
  return dateOfBirth && dateOfBirth >= today ? { [key]: DOB_IN_PAST_MESSAGE } : {};
}

/** What a search box's text finds: names and e-mails containing it, or the passport number it is (exact, normalised). */
const searchOf = (tenantId: string, text: string): BeneficiarySearch => ({ text, passportIndex: passportIndex(tenantId, text) });

export type BeneficiarySearchHit = { id: string; name: string; email: string | null; passportNumber: string | null; companyId: string | null; companyName: string | null };

/** The global search's beneficiaries: up to `limit` within the actor's reach. */
export async function searchBeneficiaries(db: Executor, actor: Actor, q: string, limit: number): Promise<BeneficiarySearchHit[]> {
  // Global search finds only what the caller may read (not roles 12 and 49).
  if (!can(actor, "beneficiary.read")) return [];
  const rows = await searchBeneficiaryRows(db, actor.tenantId, beneficiaryVisibility(actor), searchOf(actor.tenantId, q), limit);
  return rows.map((r) => ({
    id: r.id,
    name: fullName(r.firstName, r.lastName),
    email: r.email,
    passportNumber: beneficiaryPassport(r),
    companyId: r.companyId,
    companyName: r.companyName,
  }));
}

/** A live beneficiary within the actor's reach, or null. */
export function findVisibleBeneficiary(db: Executor, actor: Actor, id: string): Promise<BeneficiaryWithNames | null> {
  return findBeneficiary(db, actor.tenantId, id, beneficiaryVisibility(actor));
}

/** A live beneficiary within the actor's reach, or 404. */
export async function visibleBeneficiary(db: Executor, actor: Actor, id: string): Promise<BeneficiaryWithNames> {
  const row = await findVisibleBeneficiary(db, actor, id);
  if (!row) throw fail.notFound("Beneficiary");
  return row;
}

export async function listBeneficiaries({ db, actor }: ActorContext, body: BeneficiaryListBody): Promise<{ rows: BeneficiaryListRow[]; total: number }> {
  const m = body.filter.matcher;
  const { rows, total } = await listRows(db, actor.tenantId, {
    visibility: beneficiaryVisibility(actor),
    page: body.page,
    perpage: body.perpage,
    sortBy: body.sortBy,
    sortOrder: body.sortOrder,
    search: body.search ? searchOf(actor.tenantId, body.search) : undefined,
    companyIds: m.petitionerIds,
    branchIds: m.branchIds,
    statusIds: m.statusIds,
  });
  return { rows: rows.map(toListRow), total };
}

/** One person within reach (the route adds the expiry radar: lib/modules/expiry-radar withExpiry). */
export async function beneficiaryDetails({ db, actor }: ActorContext, id: string): Promise<BeneficiaryDetailsBase> {
  const r = await visibleBeneficiary(db, actor, id);
  const b = r.beneficiary;
  const typedBy = Object.values(b.fieldSources ?? {}).flatMap((s) => (s.kind === "typed" && s.userId ? [s.userId] : []));
  const [deps, names] = await Promise.all([listDependants(db, actor.tenantId, b.id), userNames(db, typedBy)]);
  return {
    ...toListRow(r),
    dateOfBirth: b.dateOfBirth,
    gender: b.gender,
    countryOfBirthId: b.countryOfBirthId,
    citizenshipCountryId: b.citizenshipCountryId,
    passportExpiry: b.passportExpiry,
    i94Number: beneficiaryNumbers(b).i94Number,
    i94Expiry: b.i94Expiry,
    visaStampExpiry: b.visaStampExpiry,
    eadExpiry: b.eadExpiry,
    h1bStartDate: b.h1bStartDate,
    currentStatus: b.currentStatus,
    lastEntryDate: b.lastEntryDate,
    passportIssueDate: b.passportIssueDate,
    priorReceiptNumbers: b.priorReceiptNumbers ?? [],
    address: b.address ?? null,
    sources: sourcesDto(b.fieldSources, names),
    dependants: deps.map(toDependantDto),
  };
}

/** The live people within reach to watch for the expiry radar: a date of their own, or among `alsoIds` (lib/modules/expiry-radar). */
export async function peopleToWatch({ db, actor }: ActorContext, alsoIds: readonly string[]): Promise<{ beneficiary: BeneficiaryRow; companyName: string | null }[]> {
  return beneficiariesToWatch(db, actor.tenantId, beneficiaryVisibility(actor), alsoIds);
}

/** A beneficiary's fields changed by another module's flow (a submitted questionnaire's answers): beneficiaries writes its rows. */
export function updateBeneficiaryRecord(db: Executor, tenantId: string, id: string, patch: Parameters<typeof updateBeneficiary>[3]): Promise<BeneficiaryRow> {
  return updateBeneficiary(db, tenantId, id, patch);
}

/** A registering beneficiary's user is linked to the firm's records of them (lib/modules/auth/register-beneficiary.ts). */
export { linkBeneficiaries };

/**
 * The clients' rows with their live beneficiaries counted (the clients' list and details show the count, and a
 * client is beneficiaries' parent: companies cannot ask beneficiaries, which imports it, so the routes compose both).
 */
export async function withBeneficiaryCounts<T extends { id: string }>({ db, actor }: ActorContext, rows: T[]): Promise<(T & { beneficiaryCount: number })[]> {
  const counts = await countsByCompany(db, actor.tenantId, rows.map((r) => r.id));
  return rows.map((r) => ({ ...r, beneficiaryCount: counts.get(r.id) ?? 0 }));
}

/** One client's row with its live beneficiaries counted (withBeneficiaryCounts). */
export async function withBeneficiaryCount<T extends { id: string }>(ctx: ActorContext, row: T): Promise<T & { beneficiaryCount: number }> {
  return (await withBeneficiaryCounts(ctx, [row]))[0];
}

/** The clients and beneficiaries a branch still has (branches' deleteBranch refuses to delete it then: BranchDependents). */
export async function branchDependents(tx: Executor, tenantId: string, branchId: string): Promise<{ clients: number; beneficiaries: number }> {
  const [clients, beneficiaries] = await Promise.all([clientsInBranch(tx, tenantId, branchId), countInBranch(tx, tenantId, branchId)]);
  return { clients, beneficiaries };
}
