// /app/paf-reports: the public access files of the firm's filed LCAs — by employer and state, with what
// each lacks, when it is available, how long it is kept and why (rules 7–9, the same pure functions as
// the LCA's own PAF tab), and a CSV export of the whole filtered list.
import "server-only";
import type { ActorContext } from "@/lib/server/context";
import { toCsv } from "@/lib/server/csv";
import { lcaPafAvailableBy } from "./rules";
import { pafBuildState, retentionOf } from "./paf";
import { pafItemStatuses } from "./paf-checklist";
import { PAF_REPORT_MAX_ROWS, type PafReportBody, type PafReportRow } from "./paf-contract";
import { lcaVisibility } from "./policy";
import { lcaVisibilityCond } from "./repository/lcas";
import { pafChangedAt, pafReportFacts, pafReportLcas } from "./repository/paf";
import { offsetOf } from "@/lib/shared/list";
import { LCA_STATUSES } from "./constants";

async function reportRows(ctx: ActorContext, body: PafReportBody, limit: number, offset: number): Promise<{ rows: PafReportRow[]; total: number }> {
  const { db, actor } = ctx;
  const { rows, total } = await pafReportLcas(db, actor.tenantId, lcaVisibilityCond(lcaVisibility(actor)), body, limit, offset);
  const ids = rows.map((r) => r.l.id);
  const [facts, changed] = await Promise.all([pafReportFacts(db, actor.tenantId, ids), pafChangedAt(db, actor.tenantId, ids)]);
  return {
    total,
    rows: rows.map(({ l, employerName }) => {
      const workers = facts.workers.get(l.id) ?? [];
      const ret = retentionOf(l, workers);
      const missing = pafItemStatuses(l, facts.kinds.get(l.id) ?? new Set(), workers, facts.notices.has(l.id))
        .filter((i) => i.status === "missing")
        .map((i) => i.kind);
      return {
        lcaId: l.id,
        lcaNumber: l.lcaNumber,
        dolCaseNumber: l.dolCaseNumber,
        employerName,
        statusId: l.statusId,
        filedDate: l.filedDate,
        endDate: l.endDate,
        availableBy: lcaPafAvailableBy(l),
        retainUntil: ret.retainUntil,
        retainBasis: ret.basis,
        purgeableFrom: ret.purgeableFrom,
        missing: l.pafPurgedAt ? [] : missing,
        workers: workers.length,
        legalHold: l.legalHold,
        dueForPurge: l.pafDueForPurgeAt !== null && !l.pafPurgedAt,
        purgedAt: l.pafPurgedAt?.toISOString() ?? null,
        builtAt: l.pafBuiltAt?.toISOString() ?? null,
        build: pafBuildState(l, changed.get(l.id)),
      };
    }),
  };
}

export function pafReport(ctx: ActorContext, body: PafReportBody) {
  return reportRows(ctx, body, body.perpage, offsetOf(body.page, body.perpage));
}

const CSV_HEADER = [
  "LCA", "DOL case number", "Employer", "Status", "Filed", "End date", "Available by", "Keep until", "Retention basis",
  "Purgeable from", "Missing items", "Workers", "Legal hold", "Due for purge", "Purged at",
];

export async function pafReportCsv(ctx: ActorContext, body: PafReportBody): Promise<{ fileName: string; bytes: Buffer }> {
  const { rows } = await reportRows(ctx, body, PAF_REPORT_MAX_ROWS, 0);
  const status = (id: number) => LCA_STATUSES.find((s) => s.id === id)?.[ctx.locale === "es" ? "es" : "en"] ?? String(id);
  const yes = (b: boolean) => (b ? "Yes" : "No");
  const bytes = toCsv(
    CSV_HEADER,
    rows.map((r) => [
      r.lcaNumber, r.dolCaseNumber, r.employerName, status(r.statusId), r.filedDate, r.endDate, r.availableBy, r.retainUntil, r.retainBasis,
      r.purgeableFrom, r.missing.join(" "), r.workers, yes(r.legalHold), yes(r.dueForPurge), r.purgedAt,
    ]),
  );
  return { fileName: `paf-report-${ctx.clock.today}.csv`, bytes };
}
