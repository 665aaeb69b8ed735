// Reminders from the expiry radar (lib/modules/deadlines/expiry.ts): a person's I-94, passport, visa
// stamp, EAD and H-1B six-year limit, each on the latest open case naming them as primary beneficiary
// (reminders belong to cases; a person without an open case shows the dates on their record only), for
// the case's attorney and paralegal. Loaded with the scan (deadline-scan.ts). A date changed on the
// person's record moves its reminders at the next daily scan.
import "server-only";
import { caseDeadlineInputs } from "@/lib/modules/cases/deadline-inputs";
import { h1bSixYearEnd } from "@/lib/modules/deadlines/expiry";
import type { Executor } from "@/lib/server/db/client";
import { registerDeadlineKind, type DeadlineKind, type DeadlineRow } from "./deadline-kinds";
import { beneficiaryCaseDates, type BeneficiaryCaseDates } from "./repository";

type Scope = Parameters<DeadlineKind["find"]>[1];

/** Each person with a date to watch and their latest open case (with its number and assignees). */
async function peopleOnCases(db: Executor, scope: Scope): Promise<{ p: BeneficiaryCaseDates; caseNumber: string; assignees: string[] }[]> {
  const rows = await beneficiaryCaseDates(db, scope);
  if (rows.length === 0) return [];
  const open = new Map((await caseDeadlineInputs(db, { tenantId: scope.tenantId, petitionIds: [...new Set(rows.map((r) => r.petitionId))] })).map((c) => [c.id, c]));
  const latest = new Map<string, { p: BeneficiaryCaseDates; caseNumber: string; assignees: string[] }>();
  for (const p of rows) {
    const c = open.get(p.petitionId);
    if (!c || latest.has(p.beneficiaryId)) continue; // rows come newest case first
    latest.set(p.beneficiaryId, { p, caseNumber: c.caseNumber, assignees: c.assigneeIds });
  }
  return [...latest.values()];
}

function personKind(kind: string, what: string, dateOf: (p: BeneficiaryCaseDates) => string | null): DeadlineKind {
  return {
    kind,
    title: (t) => `Case ${t.caseNumber}: ${t.name}'s ${what} ends`,
    find: async (db, scope) =>
      (await peopleOnCases(db, scope)).flatMap(({ p, caseNumber, assignees }): DeadlineRow[] => {
        const date = dateOf(p);
        return date ? [{ tenantId: p.tenantId, petitionId: p.petitionId, dueDate: date, assignees, titleParams: { caseNumber, name: p.name } }] : [];
      }),
  };
}

registerDeadlineKind(personKind("expiry.i94", "I-94", (p) => p.i94Expiry));
registerDeadlineKind(personKind("expiry.passport", "passport", (p) => p.passportExpiry));
registerDeadlineKind(personKind("expiry.visa_stamp", "visa stamp", (p) => p.visaStampExpiry));
registerDeadlineKind(personKind("expiry.ead", "EAD", (p) => p.eadExpiry));
registerDeadlineKind(personKind("expiry.h1b_limit", "H-1B six-year limit", (p) => (p.h1bStartDate ? h1bSixYearEnd(p.h1bStartDate) : null)));
