// Reminders from the expiry radar (lib/modules/deadlines/expiry.ts): a person's I-94, passport, visa
// stamp, EAD and H-1B six-year limit, each on the latest open case naming them as primary beneficiary,
// for the case's attorney and paralegal ("expiry.*"). A person without an open case still has them, as the
// person's own ("person.*": no case, leading to the person on the beneficiaries screen) for the attorney and
// paralegal of their latest case, else the firm's admins; once a case opens for them, its reminders take
// over and the person's are dismissed at the next scan. Loaded with the scan (deadline-scan.ts). A date
// changed on the person's record moves its reminders at the next daily scan.
import "server-only";
import { caseDeadlineInputs, caseTeams } from "@/lib/modules/cases/deadline-inputs";
import { h1bSixYearEnd } from "@/lib/modules/deadlines/expiry";
import type { Executor } from "@/lib/server/db/client";
import { registerDeadlineKind, type DeadlineKind, type DeadlineRow } from "./deadline-kinds";
import { beneficiaryCaseDates, type BeneficiaryCaseDates } from "./repository";

type Scope = Parameters<DeadlineKind["find"]>[1];

/** Each person with a date to watch and their latest open case (with its number and assignees); who has none, apart. */
async function people(db: Executor, scope: Scope): Promise<{ onCases: { p: BeneficiaryCaseDates & { petitionId: string }; caseNumber: string; assignees: string[] }[]; offCases: { p: BeneficiaryCaseDates; assignees: string[] }[] }> {
  const rows = await beneficiaryCaseDates(db, scope);
  if (rows.length === 0) return { onCases: [], offCases: [] };
  const caseIds = [...new Set(rows.flatMap((r) => (r.petitionId ? [r.petitionId] : [])))];
  const open = new Map((await caseDeadlineInputs(db, { tenantId: scope.tenantId, petitionIds: caseIds })).map((c) => [c.id, c]));
  const onCases = new Map<string, { p: BeneficiaryCaseDates & { petitionId: string }; caseNumber: string; assignees: string[] }>();
  const latest = new Map<string, BeneficiaryCaseDates>(); // rows come newest case first
  for (const p of rows) {
    if (!latest.has(p.beneficiaryId)) latest.set(p.beneficiaryId, p);
    const c = p.petitionId ? open.get(p.petitionId) : undefined;
    if (!c || onCases.has(p.beneficiaryId)) continue;
    onCases.set(p.beneficiaryId, { p: { ...p, petitionId: c.id }, caseNumber: c.caseNumber, assignees: c.assigneeIds });
  }
  // A case's sync looks at that case only: the people without an open case are the daily scan's.
  if (scope.petitionId) return { onCases: [...onCases.values()], offCases: [] };
  const off = [...latest.values()].filter((p) => !onCases.has(p.beneficiaryId));
  const teams = await caseTeams(db, scope.tenantId, off.flatMap((p) => (p.petitionId ? [p.petitionId] : [])));
  return { onCases: [...onCases.values()], offCases: off.map((p) => ({ p, assignees: p.petitionId ? (teams.get(p.petitionId) ?? []) : [] })) };
}

const DATES = {
  i94: { what: "I-94", date: (p: BeneficiaryCaseDates) => p.i94Expiry },
  passport: { what: "passport", date: (p: BeneficiaryCaseDates) => p.passportExpiry },
  visa_stamp: { what: "visa stamp", date: (p: BeneficiaryCaseDates) => p.visaStampExpiry },
  ead: { what: "EAD", date: (p: BeneficiaryCaseDates) => p.eadExpiry },
  h1b_limit: { what: "H-1B six-year limit", date: (p: BeneficiaryCaseDates) => (p.h1bStartDate ? h1bSixYearEnd(p.h1bStartDate) : null) },
} as const;

for (const [key, { what, date: dateOf }] of Object.entries(DATES)) {
  registerDeadlineKind({
    kind: `expiry.${key}`,
    title: (t) => `Case ${t.caseNumber}: ${t.name}'s ${what} ends`,
    find: async (db, scope) =>
      (await people(db, scope)).onCases.flatMap(({ p, caseNumber, assignees }): DeadlineRow[] => {
        const date = dateOf(p);
        return date ? [{ tenantId: p.tenantId, petitionId: p.petitionId, dueDate: date, assignees, titleParams: { caseNumber, name: p.name } }] : [];
      }),
  });
  registerDeadlineKind({
    kind: `person.${key}`,
    title: (t) => `${t.name}'s ${what} ends`,
    notify: { approaching: "person.expiry-approaching", overdue: "person.expiry-ended" },
    find: async (db, scope) =>
      (await people(db, scope)).offCases.flatMap(({ p, assignees }): DeadlineRow[] => {
        const date = dateOf(p);
        return date
          ? [{ tenantId: p.tenantId, petitionId: null, subject: `beneficiary:${p.beneficiaryId}`, link: `/app/beneficiaries?focus=${p.beneficiaryId}`, dueDate: date, assignees, titleParams: { name: p.name, what: key } }]
          : [];
      }),
  });
}
