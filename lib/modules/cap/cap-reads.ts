// Reading cap registrations: the season (dates of rule 14, counts, people and entries), the list and
// one registration, each with its weighted entries (a person counts at the lowest of their levels),
// what "ready" still needs, and where its case and the case's LCAs disagree with it.
import "server-only";
import type { ActorContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import type { FormatLocale } from "@/lib/shared/format/locale";
import { capEntriesForPerson, capSeason } from "@/lib/modules/lca/rules";
import type { WageLevel, WageUnit } from "@/lib/modules/lca/constants";
import { areaAt, wageYearAt } from "@/lib/modules/wages/wage-data";
import { CAP_STATUSES, type CapDto, type CapListBody, type CapListRow, type CapSeasonDto, type CapStatusId, type CapType } from "./contract";
import { canUpdateCap, capVisibility, nextCapStatuses, type CapActor } from "./policy";
import { capIssues, capMismatchList, personKey, registrationEntries } from "./rules";
import { capPassport, withPassport } from "./numbers";
import {
  caseFacts,
  countByStatus,
  findVisibleRegistration,
  listedRegistration,
  listRegistrationRows,
  seasonRegistrations,
  type CapListDbRow,
  type CapRegistrationRow,
  type SeasonRegRow,
} from "./repository/registrations";

export function capStatusName(statusId: number, locale: FormatLocale): string {
  const s = CAP_STATUSES.find((x) => x.id === statusId);
  return s ? s[locale === "es" ? "es" : "en"] : `Status ${statusId}`;
}

/** The day whose OFLC tables a season's levels come from: the registration's opening (March 1 of FY − 1). */
export const seasonWageDay = (fiscalYear: number) => capSeason(fiscalYear).registrationOpens;

export async function capOr404(db: Executor, actor: CapActor & { tenantId: string }, id: string, opts: { forUpdate?: boolean } = {}): Promise<CapRegistrationRow> {
  const row = await findVisibleRegistration(db, actor.tenantId, id, capVisibility(actor), opts);
  if (!row) throw fail.notFound("Registration");
  return row;
}

const peopleOf = (rows: readonly Pick<CapRegistrationRow, "beneficiaryId" | "passportNumberIndex">[]) => ({
  beneficiaryIds: [...new Set(rows.map((r) => r.beneficiaryId))],
  passportIndexes: [...new Set(rows.map((r) => r.passportNumberIndex).filter((p): p is string => !!p))],
});

/** Rows decorated with entries, issues and mismatches (one batch of look-ups per call). */
async function decorate(ctx: ActorContext, rows: readonly CapListDbRow[]): Promise<{ row: CapListDbRow; dto: CapListRow; season: SeasonRegRow[] }[]> {
  const { db, actor } = ctx;
  const vis = capVisibility(actor);
  const years = [...new Set(rows.map((r) => r.fiscalYear))];
  const [season, facts] = await Promise.all([
    Promise.all(years.map((fy) => seasonRegistrations(db, actor.tenantId, fy, vis, peopleOf(rows.filter((r) => r.fiscalYear === fy))))).then((x) => x.flat()),
    caseFacts(db, actor.tenantId, rows.map((r) => r.petitionId).filter((p): p is string => !!p)),
  ]);
  // The area of each LCA's primary worksite, from the tables of the registration's season.
  const lcaAreas = new Map<string, string | null>();
  for (const r of rows) {
    for (const l of (r.petitionId && facts.get(r.petitionId)?.lcas) || []) {
      const key = `${r.fiscalYear}|${l.state}|${l.county}`;
      if (!lcaAreas.has(key)) lcaAreas.set(key, l.state && l.county ? ((await areaAt(db, { state: l.state, county: l.county, on: seasonWageDay(r.fiscalYear) }))?.areaCode ?? null) : null);
    }
  }
  return rows.map((row) => {
    const key = personKey(row);
    const same = season.filter((s) => s.fiscalYear === row.fiscalYear && s.id !== row.id && personKey(s) === key);
    const levels = same.map((s) => s.wageLevel).filter((l): l is WageLevel => !!l);
    const fact = row.petitionId ? (facts.get(row.petitionId) ?? null) : null;
    const mismatches = capMismatchList(
      { petitionerId: row.petitionerId, beneficiaryId: row.beneficiaryId, socCode: row.socCode, wageLevel: row.wageLevel as WageLevel | null, areaCode: row.areaCode },
      fact,
      (fact?.lcas ?? []).map((l) => ({ lcaNumber: l.lcaNumber, socCode: l.socCode, wageLevel: l.wageLevel as WageLevel | null, areaCode: lcaAreas.get(`${row.fiscalYear}|${l.state}|${l.county}`) ?? null })),
    );
    const dto: CapListRow = {
      id: row.id,
      fiscalYear: row.fiscalYear,
      statusId: row.statusId as CapStatusId,
      status: capStatusName(row.statusId, ctx.locale),
      capType: row.capType as CapType,
      petitionerId: row.petitionerId,
      employerName: row.employerName,
      beneficiaryId: row.beneficiaryId,
      beneficiaryName: row.beneficiaryName,
      jobTitle: row.jobTitle,
      socCode: row.socCode,
      areaName: row.areaName,
      wageLevel: row.wageLevel as WageLevel | null,
      entries: registrationEntries(row.wageLevel as WageLevel | null, levels),
      confirmationNumber: row.confirmationNumber,
      petitionId: row.petitionId,
      caseNumber: row.caseNumber,
      issues: capIssues(withPassport(row)),
      mismatches,
      createdAt: row.createdAt.toISOString(),
    };
    return { row, dto, season: same };
  });
}

export async function listCaps(ctx: ActorContext, body: CapListBody): Promise<{ rows: CapListRow[]; total: number }> {
  const { rows, total } = await listRegistrationRows(ctx.db, ctx.actor.tenantId, capVisibility(ctx.actor), body);
  return { rows: (await decorate(ctx, rows)).map((d) => d.dto), total };
}

export async function capDetails(ctx: ActorContext, id: string): Promise<CapDto> {
  const row = await capOr404(ctx.db, ctx.actor, id);
  return toCapDto(ctx, await listedRegistration(ctx.db, ctx.actor.tenantId, row.id));
}

export async function toCapDto(ctx: ActorContext, listed: CapListDbRow): Promise<CapDto> {
  const [{ row: r, dto, season }] = await decorate(ctx, [listed]);
  return {
    ...dto,
    branchId: r.branchId,
    dateOfBirth: r.dateOfBirth,
    gender: r.gender as CapDto["gender"],
    countryOfBirthId: r.countryOfBirthId,
    citizenshipCountryId: r.citizenshipCountryId,
    passportNumber: capPassport(r),
    passportCountryId: r.passportCountryId,
    passportExpiry: r.passportExpiry,
    worksiteCity: r.worksiteCity,
    worksiteCounty: r.worksiteCounty,
    worksiteState: r.worksiteState,
    areaCode: r.areaCode,
    wageCents: r.wageCents,
    wageUnit: r.wageUnit as WageUnit | null,
    wageLevelSource: r.wageLevelSource as CapDto["wageLevelSource"],
    submittedDate: r.submittedDate,
    resultDate: r.resultDate,
    notes: r.notes,
    personRegistrations: season.map((s) => ({ id: s.id, employerName: s.employerName, wageLevel: s.wageLevel as WageLevel | null })),
    canUpdate: canUpdateCap(ctx.actor, r),
    nextStatuses: nextCapStatuses(ctx.actor, r),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export async function capSeasonSummary(ctx: ActorContext, fiscalYear: number): Promise<CapSeasonDto> {
  const { db, actor } = ctx;
  const vis = capVisibility(actor);
  const [counts, regs, wageYear] = await Promise.all([
    countByStatus(db, actor.tenantId, fiscalYear, vis),
    seasonRegistrations(db, actor.tenantId, fiscalYear, vis),
    wageYearAt(db, seasonWageDay(fiscalYear)),
  ]);
  // Entries at the selection: the registrations with USCIS (submitted or later), a person once at their lowest level.
  const byPerson = new Map<string, WageLevel[]>();
  for (const r of regs) {
    if (r.statusId < 3 || !r.wageLevel) continue;
    const k = personKey(r);
    byPerson.set(k, [...(byPerson.get(k) ?? []), r.wageLevel as WageLevel]);
  }
  const s = capSeason(fiscalYear);
  return {
    ...s,
    counts: Object.fromEntries(CAP_STATUSES.map((x) => [x.id, counts.get(x.id) ?? 0])) as Record<CapStatusId, number>,
    people: byPerson.size,
    entries: [...byPerson.values()].reduce((n, levels) => n + capEntriesForPerson(levels), 0),
    wageYear,
  };
}
