// The LCA as the API answers it (LcaDto): the record, its worksites, linked cases and status logs,
// what the caller may do with it now (policy.ts) and the dates and issues of the domain rules
// (rules.ts), computed here once for the screens.
import "server-only";
import type { ActorContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import type { Actor } from "@/lib/server/auth/session";
import type { FormatLocale } from "@/lib/shared/format/locale";
import { LCA_STATUS, LCA_STATUSES, type LcaDto, type LcaStatusId, type LcaWorksiteDto, type PwSource, type VisaClass, type WageLevel, type WageUnit } from "./contract";
import { wageLevelAt } from "@/lib/modules/wages/wage-data";
import { lcaUpdateBlock, lcaVisibility, nextLcaStatuses } from "./policy";
import { casesOf, employerOf, findVisibleLca, statusLogsOf, worksitesOf, type LcaRow, type LcaWorksiteRow } from "./repository/lcas";
import { lcaEarliestFilingDate, lcaLatestEndDate, lcaPeriodIssues, lcaPafAvailableBy, noticeEarliestStart, wageMeetsPrevailing } from "./rules";

export function statusName(statusId: number, locale: FormatLocale): string {
  const s = LCA_STATUSES.find((x) => x.id === statusId);
  return s ? s[locale === "es" ? "es" : "en"] : String(statusId);
}

/** A live LCA the actor reaches (locked with `forUpdate`), or 404 (another firm's, or outside the caller's reach). */
export async function lcaOr404(db: Executor, actor: Actor, id: string, opts: { forUpdate?: boolean } = {}): Promise<LcaRow> {
  const row = await findVisibleLca(db, actor.tenantId, id, lcaVisibility(actor), opts);
  if (!row) throw fail.notFound("LCA");
  return row;
}

/** The ETA-9035 fields a filing needs (issue codes MISSING_<FIELD>). */
const FILING_FIELDS = ["petitionerId", "jobTitle", "socCode", "beginDate", "endDate", "wageFromCents", "wageUnit", "pwCents", "pwUnit", "pwSource"] as const;

/** What the rules find wrong with the record as it stands; `forFiling` adds the missing filing fields and worksites. */
export function lcaIssues(l: LcaRow, worksiteCount: number, opts: { forFiling?: boolean; filedDate?: string | null } = {}): { field: string; code: string }[] {
  const out: { field: string; code: string }[] = [];
  if (l.beginDate && l.endDate) out.push(...lcaPeriodIssues({ beginDate: l.beginDate, endDate: l.endDate, filedDate: opts.filedDate ?? l.filedDate ?? undefined }));
  if (l.wageFromCents != null && l.wageUnit && l.pwCents != null && l.pwUnit) {
    const meets = wageMeetsPrevailing({ offeredFromCents: l.wageFromCents, offeredUnit: l.wageUnit as WageUnit, pwCents: l.pwCents, pwUnit: l.pwUnit as WageUnit });
    if (!meets) out.push({ field: "wageFromCents", code: "WAGE_BELOW_PREVAILING" });
  }
  if (opts.forFiling) {
    for (const f of FILING_FIELDS) if (l[f] == null || l[f] === "") out.push({ field: f, code: `MISSING_${f.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}` });
    if (l.h1bDependent == null) out.push({ field: "h1bDependent", code: "MISSING_H1B_DEPENDENT" });
    if (l.willfulViolator == null) out.push({ field: "willfulViolator", code: "MISSING_WILLFUL_VIOLATOR" });
    // ETA-9035 section H asks a dependent employer or willful violator whether it employs only exempt H-1B workers.
    if ((l.h1bDependent === true || l.willfulViolator === true) && l.exemptWorkersOnly == null) out.push({ field: "exemptWorkersOnly", code: "MISSING_EXEMPT_WORKERS_ONLY" });
    if (worksiteCount === 0) out.push({ field: "worksites", code: "MISSING_WORKSITES" });
  }
  return out;
}

export function worksiteDto(w: LcaWorksiteRow): LcaWorksiteDto {
  return {
    id: w.id,
    address1: w.address1,
    address2: w.address2,
    city: w.city,
    county: w.county,
    state: w.state as LcaWorksiteDto["state"],
    postalCode: w.postalCode,
    workers: w.workers,
    secondary: w.secondary,
  };
}

export async function toLcaDto(db: Executor, ctx: Pick<ActorContext, "actor" | "locale" | "clock">, l: LcaRow): Promise<LcaDto> {
  const { actor } = ctx;
  const [worksites, cases, statusLogs, employer] = await Promise.all([
    worksitesOf(db, actor.tenantId, l.id),
    casesOf(db, actor.tenantId, l.id),
    statusLogsOf(db, actor.tenantId, l.id),
    employerOf(db, actor.tenantId, l.petitionerId),
  ]);
  const statusId = l.statusId as LcaStatusId;
  const state = { statusId, branchId: l.branchId, statusLoggedBy: statusLogs.at(-1)?.createdBy ?? null, caseApproved: cases.some((c) => c.approved) };
  const block = lcaUpdateBlock(actor, state);
  return {
    id: l.id,
    lcaId: l.id,
    lcaNumber: l.lcaNumber,
    statusId,
    status: statusName(statusId, ctx.locale),
    visaClass: l.visaClass as VisaClass,
    petitionerId: l.petitionerId,
    petitionerName: employer?.name ?? null,
    employerFein: l.employerFein,
    jobTitle: l.jobTitle,
    socCode: l.socCode,
    socTitle: l.socTitle,
    fullTime: l.fullTime,
    beginDate: l.beginDate,
    endDate: l.endDate,
    workers: l.workers,
    wageFromCents: l.wageFromCents,
    wageToCents: l.wageToCents,
    wageUnit: l.wageUnit as WageUnit | null,
    pwCents: l.pwCents,
    pwUnit: l.pwUnit as WageUnit | null,
    pwLevel: l.pwLevel as WageLevel | null,
    pwSource: l.pwSource as PwSource | null,
    h1bDependent: l.h1bDependent,
    willfulViolator: l.willfulViolator,
    exemptWorkersOnly: l.exemptWorkersOnly,
    dolCaseNumber: l.dolCaseNumber,
    caseNumber: l.dolCaseNumber,
    filedDate: l.filedDate,
    decisionDate: l.decisionDate,
    withdrawnDate: l.withdrawnDate,
    desiredSocCodes: l.desiredSocCodes,
    notes: l.notes,
    legalHold: l.legalHold,
    createdBy: l.createdBy,
    createdAt: l.createdAt.toISOString(),
    updatedAt: l.updatedAt.toISOString(),
    worksites: worksites.map(worksiteDto),
    cases: cases.map(({ approved: _approved, ...c }) => c),
    statusLogs,
    canUpdate: block === null,
    updateBlockedBy: block,
    nextStatuses: nextLcaStatuses(actor, state),
    dates: {
      earliestFilingDate: l.beginDate ? lcaEarliestFilingDate(l.beginDate) : null,
      latestEndDate: l.beginDate ? lcaLatestEndDate(l.beginDate) : null,
      pafAvailableBy: lcaPafAvailableBy(l),
      noticeEarliestStart: l.filedDate ? noticeEarliestStart(l.filedDate) : null,
    },
    // Before filing, what filing still needs is listed too (the fields update-status to Filed asks for).
    issues: lcaIssues(l, worksites.length, { forFiling: l.statusId < LCA_STATUS.FILED }),
    oflc: await offeredWageLevel(db, l, worksites, ctx.clock.today),
  };
}

/** The offered wage's OFLC area and level (null without a SOC code, a county or a wage). */
async function offeredWageLevel(db: Executor, l: LcaRow, worksites: readonly LcaWorksiteRow[], today: string) {
  const site = worksites.find((w) => !w.secondary) ?? worksites[0];
  if (!l.socCode || !site?.county || l.wageFromCents == null || !l.wageUnit) return null;
  return wageLevelAt(db, { socCode: l.socCode, state: site.state, county: site.county, wageCents: l.wageFromCents, wageUnit: l.wageUnit as WageUnit, on: l.filedDate ?? today });
}

export async function getLcaDetails(ctx: ActorContext, id: string): Promise<LcaDto> {
  return toLcaDto(ctx.db, ctx, await lcaOr404(ctx.db, ctx.actor, id));
}
