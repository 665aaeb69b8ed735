// Drizzle queries of the cap registrations (cap_registrations, owned by this module), plus the
// read-only look-ups they need: the employer and the beneficiary (clients), the case a selected
// registration opened and the LCAs linked to it (cases, lca). Scoped by tenantId; the actor's reach is
// capVisibilityCond.
import "server-only";
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { beneficiaries, companies } from "@/db/schema/clients";
import { petitionBeneficiaries, petitions } from "@/db/schema/cases";
import { capRegistrations, type CapRegistrationRow } from "@/db/schema/cap";
import { lcaCases, lcas, lcaWorksites } from "@/db/schema/lca";
import type { Executor } from "@/lib/server/db/client";
import { likePattern, offsetOf } from "@/lib/shared/list";
import type { CapListBody } from "../contract";
import type { CapVisibility } from "../policy";
import { recordReachCond } from "@/lib/server/db/record-reach";

export type { CapRegistrationRow };
export type CapInsert = typeof capRegistrations.$inferInsert;

export const capVisibilityCond = (vis: CapVisibility): SQL | undefined => recordReachCond(vis, capRegistrations);

const live = (tenantId: string) => and(eq(capRegistrations.tenantId, tenantId), isNull(capRegistrations.deletedAt));

export async function insertRegistrations(tx: Executor, values: readonly CapInsert[]): Promise<CapRegistrationRow[]> {
  const out: CapRegistrationRow[] = [];
  for (let i = 0; i < values.length; i += 500) out.push(...(await tx.insert(capRegistrations).values(values.slice(i, i + 500)).returning()));
  return out;
}

export async function updateRegistration(tx: Executor, tenantId: string, id: string, patch: Partial<CapInsert>): Promise<CapRegistrationRow> {
  const [row] = await tx
    .update(capRegistrations)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(capRegistrations.tenantId, tenantId), eq(capRegistrations.id, id)))
    .returning();
  return row;
}

export async function findVisibleRegistration(db: Executor, tenantId: string, id: string, vis: CapVisibility, opts: { forUpdate?: boolean } = {}): Promise<CapRegistrationRow | null> {
  const q = db
    .select()
    .from(capRegistrations)
    .where(and(live(tenantId), eq(capRegistrations.id, id), capVisibilityCond(vis)))
    .limit(1);
  const rows = opts.forUpdate ? await q.for("update") : await q;
  return rows[0] ?? null;
}

/** The live registration of this person for this employer in this season, if any (the one-per-season rule). */
export async function registrationOf(db: Executor, tenantId: string, k: { fiscalYear: number; petitionerId: string; beneficiaryId: string }): Promise<string | null> {
  const [row] = await db
    .select({ id: capRegistrations.id })
    .from(capRegistrations)
    .where(and(live(tenantId), eq(capRegistrations.fiscalYear, k.fiscalYear), eq(capRegistrations.petitionerId, k.petitionerId), eq(capRegistrations.beneficiaryId, k.beneficiaryId)))
    .limit(1);
  return row?.id ?? null;
}

export type CapListDbRow = CapRegistrationRow & { employerName: string | null; beneficiaryName: string; caseNumber: string | null };

const beneficiaryName = sql<string>`${beneficiaries.firstName} || ' ' || ${beneficiaries.lastName}`;
const SORTS = {
  createdAt: capRegistrations.createdAt,
  beneficiaryName: sql`lower(${beneficiaries.lastName} || ' ' || ${beneficiaries.firstName})`,
  employerName: sql`lower(${companies.name})`,
  statusId: capRegistrations.statusId,
  wageLevel: capRegistrations.wageLevel,
} as const;

function listConds(tenantId: string, vis: CapVisibility, body: CapListBody): SQL | undefined {
  const m = body.filter.matcher;
  const conds: (SQL | undefined)[] = [live(tenantId), capVisibilityCond(vis)];
  if (m.fiscalYear) conds.push(eq(capRegistrations.fiscalYear, m.fiscalYear));
  if (m.statusIds?.length) conds.push(inArray(capRegistrations.statusId, m.statusIds));
  if (m.petitionerIds?.length) conds.push(inArray(capRegistrations.petitionerId, m.petitionerIds));
  if (m.capTypes?.length) conds.push(inArray(capRegistrations.capType, m.capTypes));
  if (body.search) {
    const p = likePattern(body.search);
    conds.push(or(sql`${beneficiaryName} ilike ${p}`, sql`${companies.name} ilike ${p}`, sql`${capRegistrations.confirmationNumber} ilike ${p}`, sql`${capRegistrations.socCode} ilike ${p}`));
  }
  return and(...conds);
}

export async function listRegistrationRows(db: Executor, tenantId: string, vis: CapVisibility, body: CapListBody): Promise<{ rows: CapListDbRow[]; total: number }> {
  const where = listConds(tenantId, vis, body);
  const order = body.sortOrder === "asc" ? asc : desc;
  const base = () => db.select({ r: capRegistrations, employerName: companies.name, beneficiaryName, caseNumber: petitions.caseNumber }).from(capRegistrations);
  const joined = <T extends ReturnType<typeof base>>(q: T) =>
    q
      .innerJoin(beneficiaries, eq(beneficiaries.id, capRegistrations.beneficiaryId))
      .leftJoin(companies, eq(companies.id, capRegistrations.petitionerId))
      .leftJoin(petitions, eq(petitions.id, capRegistrations.petitionId));
  const [rows, [{ n }]] = await Promise.all([
    joined(base())
      .where(where)
      .orderBy(order(SORTS[body.sortBy]), desc(capRegistrations.id))
      .limit(body.perpage)
      .offset(offsetOf(body.page, body.perpage)),
    db
      .select({ n: count() })
      .from(capRegistrations)
      .innerJoin(beneficiaries, eq(beneficiaries.id, capRegistrations.beneficiaryId))
      .leftJoin(companies, eq(companies.id, capRegistrations.petitionerId))
      .where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.r, employerName: r.employerName, beneficiaryName: r.beneficiaryName, caseNumber: r.caseNumber })), total: n };
}

export async function listedRegistration(db: Executor, tenantId: string, id: string): Promise<CapListDbRow> {
  const [r] = await db
    .select({ r: capRegistrations, employerName: companies.name, beneficiaryName, caseNumber: petitions.caseNumber })
    .from(capRegistrations)
    .innerJoin(beneficiaries, eq(beneficiaries.id, capRegistrations.beneficiaryId))
    .leftJoin(companies, eq(companies.id, capRegistrations.petitionerId))
    .leftJoin(petitions, eq(petitions.id, capRegistrations.petitionId))
    .where(and(eq(capRegistrations.tenantId, tenantId), eq(capRegistrations.id, id)));
  return { ...r.r, employerName: r.employerName, beneficiaryName: r.beneficiaryName, caseNumber: r.caseNumber };
}

export type SeasonRegRow = { id: string; fiscalYear: number; beneficiaryId: string; passportNumberIndex: string | null; wageLevel: string | null; statusId: number; employerName: string | null };

/** Every live registration of the season (the person-level entries), optionally only these people's. */
export async function seasonRegistrations(db: Executor, tenantId: string, fiscalYear: number, vis: CapVisibility, people?: { beneficiaryIds: string[]; passportIndexes: string[] }): Promise<SeasonRegRow[]> {
  const conds: (SQL | undefined)[] = [live(tenantId), eq(capRegistrations.fiscalYear, fiscalYear), capVisibilityCond(vis)];
  if (people) {
    const any: SQL[] = [];
    if (people.beneficiaryIds.length) any.push(inArray(capRegistrations.beneficiaryId, people.beneficiaryIds));
    if (people.passportIndexes.length) any.push(inArray(capRegistrations.passportNumberIndex, people.passportIndexes));
    if (!any.length) return [];
    conds.push(or(...any));
  }
  return db
    .select({
      id: capRegistrations.id,
      fiscalYear: capRegistrations.fiscalYear,
      beneficiaryId: capRegistrations.beneficiaryId,
      passportNumberIndex: capRegistrations.passportNumberIndex,
      wageLevel: capRegistrations.wageLevel,
      statusId: capRegistrations.statusId,
      employerName: companies.name,
    })
    .from(capRegistrations)
    .leftJoin(companies, eq(companies.id, capRegistrations.petitionerId))
    .where(and(...conds));
}

export type CaseFacts = {
  caseNumber: string;
  petitionerId: string | null;
  beneficiaryIds: string[];
  lcas: { lcaNumber: string; socCode: string | null; wageLevel: string | null; state: string | null; county: string | null }[];
};

/** The cases opened for registrations, with their beneficiaries and linked LCAs (primary worksite). */
export async function caseFacts(db: Executor, tenantId: string, petitionIds: readonly string[]): Promise<Map<string, CaseFacts>> {
  const out = new Map<string, CaseFacts>();
  if (!petitionIds.length) return out;
  const ids = [...new Set(petitionIds)];
  const [cases, people, linked] = await Promise.all([
    db.select({ id: petitions.id, caseNumber: petitions.caseNumber, petitionerId: petitions.petitionerId }).from(petitions).where(and(eq(petitions.tenantId, tenantId), inArray(petitions.id, ids))),
    db
      .select({ petitionId: petitionBeneficiaries.petitionId, beneficiaryId: petitionBeneficiaries.beneficiaryId })
      .from(petitionBeneficiaries)
      .where(and(eq(petitionBeneficiaries.tenantId, tenantId), inArray(petitionBeneficiaries.petitionId, ids))),
    db
      .select({ petitionId: lcaCases.petitionId, lcaNumber: lcas.lcaNumber, socCode: lcas.socCode, wageLevel: lcas.pwLevel, state: lcaWorksites.state, county: lcaWorksites.county })
      .from(lcaCases)
      .innerJoin(lcas, and(eq(lcas.id, lcaCases.lcaId), isNull(lcas.deletedAt)))
      .leftJoin(lcaWorksites, and(eq(lcaWorksites.lcaId, lcas.id), eq(lcaWorksites.position, 0)))
      .where(and(eq(lcaCases.tenantId, tenantId), inArray(lcaCases.petitionId, ids)))
      .orderBy(asc(lcas.lcaNumber)),
  ]);
  for (const c of cases) out.set(c.id, { caseNumber: c.caseNumber, petitionerId: c.petitionerId, beneficiaryIds: [], lcas: [] });
  for (const p of people) out.get(p.petitionId)?.beneficiaryIds.push(p.beneficiaryId);
  for (const l of linked) out.get(l.petitionId)?.lcas.push({ lcaNumber: l.lcaNumber, socCode: l.socCode, wageLevel: l.wageLevel, state: l.state, county: l.county });
  return out;
}

export async function countByStatus(db: Executor, tenantId: string, fiscalYear: number, vis: CapVisibility): Promise<Map<number, number>> {
  const rows = await db
    .select({ statusId: capRegistrations.statusId, n: count() })
    .from(capRegistrations)
    .where(and(live(tenantId), eq(capRegistrations.fiscalYear, fiscalYear), capVisibilityCond(vis)))
    .groupBy(capRegistrations.statusId);
  return new Map(rows.map((r) => [r.statusId, r.n]));
}

export type CapPerson = {
  id: string;
  companyId: string | null;
  branchId: string | null;
  firstName: string;
  lastName: string;
  email: string | null;
  dateOfBirth: string | null;
  gender: string | null;
  countryOfBirthId: number | null;
  citizenshipCountryId: number | null;
  /** Sealed (lib/modules/beneficiaries/numbers.ts beneficiaryPassport opens it). */
  passportNumberSealed: string | null;
  passportCountryId: number | null;
  passportExpiry: string | null;
};

const personCols = {
  id: beneficiaries.id,
  companyId: beneficiaries.companyId,
  branchId: beneficiaries.branchId,
  firstName: beneficiaries.firstName,
  lastName: beneficiaries.lastName,
  email: beneficiaries.email,
  dateOfBirth: beneficiaries.dateOfBirth,
  gender: beneficiaries.gender,
  countryOfBirthId: beneficiaries.countryOfBirthId,
  citizenshipCountryId: beneficiaries.citizenshipCountryId,
  passportNumberSealed: beneficiaries.passportNumberSealed,
  passportCountryId: beneficiaries.passportCountryId,
  passportExpiry: beneficiaries.passportExpiry,
};

export async function findPerson(db: Executor, tenantId: string, id: string): Promise<CapPerson | null> {
  const [row] = await db
    .select(personCols)
    .from(beneficiaries)
    .where(and(eq(beneficiaries.tenantId, tenantId), eq(beneficiaries.id, id), isNull(beneficiaries.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The live beneficiaries of these clients (the import matches people by e-mail, or by name and birth date). */
export async function peopleOfClients(db: Executor, tenantId: string, companyIds: readonly string[]): Promise<CapPerson[]> {
  if (!companyIds.length) return [];
  return db
    .select(personCols)
    .from(beneficiaries)
    .where(and(eq(beneficiaries.tenantId, tenantId), inArray(beneficiaries.companyId, [...companyIds]), isNull(beneficiaries.deletedAt)));
}

export async function findEmployer(db: Executor, tenantId: string, id: string): Promise<{ id: string; name: string; branchId: string | null; email: string | null } | null> {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, branchId: companies.branchId, email: companies.email })
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), eq(companies.id, id), isNull(companies.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The live registrations of a season among these keys "petitionerId|beneficiaryId" (the import's duplicates). */
export async function existingKeys(db: Executor, tenantId: string, fiscalYear: number, petitionerIds: readonly string[]): Promise<Set<string>> {
  if (!petitionerIds.length) return new Set();
  const rows = await db
    .select({ p: capRegistrations.petitionerId, b: capRegistrations.beneficiaryId })
    .from(capRegistrations)
    .where(and(live(tenantId), eq(capRegistrations.fiscalYear, fiscalYear), inArray(capRegistrations.petitionerId, [...new Set(petitionerIds)])));
  return new Set(rows.map((r) => `${r.p}|${r.b}`));
}

/** The season's live registrations with these confirmation numbers (the selection results). */
export async function byConfirmation(db: Executor, tenantId: string, fiscalYear: number, numbers: readonly string[], vis: CapVisibility): Promise<Map<string, CapRegistrationRow>> {
  const out = new Map<string, CapRegistrationRow>();
  if (!numbers.length) return out;
  const rows = await db
    .select()
    .from(capRegistrations)
    .where(and(live(tenantId), eq(capRegistrations.fiscalYear, fiscalYear), inArray(capRegistrations.confirmationNumber, [...numbers]), capVisibilityCond(vis)));
  for (const r of rows) out.set(r.confirmationNumber!, r);
  return out;
}

export async function confirmationTaken(db: Executor, tenantId: string, number: string, exceptId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: capRegistrations.id })
    .from(capRegistrations)
    .where(and(live(tenantId), eq(capRegistrations.confirmationNumber, number), sql`${capRegistrations.id} <> ${exceptId}`))
    .limit(1);
  return !!row;
}
