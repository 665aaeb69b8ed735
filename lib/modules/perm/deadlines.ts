// The PERM deadlines that make reminders (registered with lib/modules/reminders, loaded with the jobs by
// lib/modules/platform/jobs.ts), each on the PERM record's case for its attorney and paralegal:
// - perm.pwd-expiry: while the application is in preparation (17–20), the linked PWD's validity end —
//   after it the application cannot be filed on that PWD (rule 12);
// - perm.audit-response: after a notice of audit or supervised recruitment (27, 28), the response due
//   30 days after the letter;
// - perm.i140: once certified (22), the last day to file the I-140 (rule 13, permCertificationExpiry);
// and pwd.validity, a PWD's own (below).
import "server-only";
import { caseDeadlineInputs } from "@/lib/modules/cases/deadline-inputs";
import { registerDeadlineKind, type DeadlineKind, type DeadlineRow } from "@/lib/modules/reminders/deadline-kinds";
import type { Executor } from "@/lib/server/db/client";
import { PERM_PREPARATION_STATUS_IDS, PERM_STATUS } from "./constants";
import { findPermDeadlineRecords, type PermDeadlineRecord } from "./repository/perm-cases";
import { pwdValidityDeadlines } from "./repository/pwds";

type Scope = Parameters<DeadlineKind["find"]>[1];

/** The PERM records in scope whose case is open, with the case's number and assignees. */
async function permDeadlines(db: Executor, scope: Scope): Promise<{ perm: PermDeadlineRecord; caseNumber: string; assignees: string[] }[]> {
  const perms = await findPermDeadlineRecords(db, scope);
  if (perms.length === 0) return [];
  const cases = new Map((await caseDeadlineInputs(db, { tenantId: scope.tenantId, petitionIds: perms.map((p) => p.petitionId) })).map((c) => [c.id, c]));
  return perms.flatMap((perm) => {
    const c = cases.get(perm.petitionId);
    return c ? [{ perm, caseNumber: c.caseNumber, assignees: c.assigneeIds }] : [];
  });
}

function permKind(kind: string, title: DeadlineKind["title"], dateOf: (p: PermDeadlineRecord) => { date: string | null; params?: Record<string, string> }): DeadlineKind {
  return {
    kind,
    title,
    find: async (db, scope) =>
      (await permDeadlines(db, scope)).flatMap(({ perm, caseNumber, assignees }): DeadlineRow[] => {
        const { date, params } = dateOf(perm);
        return date ? [{ tenantId: perm.tenantId, petitionId: perm.petitionId, dueDate: date, assignees, titleParams: { caseNumber, ...params } }] : [];
      }),
  };
}

const inPreparation = (statusId: number) => (PERM_PREPARATION_STATUS_IDS as readonly number[]).includes(statusId);

registerDeadlineKind(
  permKind("perm.pwd-expiry", (p) => `Case ${p.caseNumber}: PWD ${p.pwdNumber} expires`, (p) => ({
    date: inPreparation(p.statusId) ? p.pwdValidityEnd : null,
    params: { pwdNumber: p.pwdNumber ?? "" },
  })),
);

registerDeadlineKind(
  permKind("perm.audit-response", (p) => `Case ${p.caseNumber}: PERM audit response due`, (p) => ({
    date: p.statusId === PERM_STATUS.AUDIT || p.statusId === PERM_STATUS.SUPERVISED_RECRUITMENT ? p.auditDueDate : null,
  })),
);

registerDeadlineKind(
  permKind("perm.i140", (p) => `Case ${p.caseNumber}: file the I-140 (PERM certification expires)`, (p) => ({
    date: p.statusId === PERM_STATUS.CERTIFIED ? p.i140Deadline : null,
  })),
);

// pwd.validity: a determined PWD that no PERM application uses yet — its validity end is the last day a
// PERM application may be filed on it (rule 12). Once a PERM record links it, perm.pwd-expiry takes over
// on that case. The reminders go to who prepared the PWD (the firm's admins when they have left) and lead
// to the PWD's page.
registerDeadlineKind({
  kind: "pwd.validity",
  title: (p) => `PWD ${p.pwdNumber} (${p.jobTitle}) expires`,
  notify: { approaching: "pwd.validity-approaching", overdue: "pwd.validity-expired" },
  find: async (db, scope) => {
    if (scope.petitionId) return []; // a case's sync: a PWD without PERM is no case's
    return (await pwdValidityDeadlines(db, scope.tenantId)).map(
      (p): DeadlineRow => ({
        tenantId: p.tenantId,
        petitionId: null,
        subject: `pwd:${p.id}`,
        link: `/app/pwd-case-details/${p.id}`,
        dueDate: p.validityEnd,
        assignees: p.preparerId ? [p.preparerId] : [],
        titleParams: { pwdNumber: p.pwdNumber, jobTitle: p.jobTitle, employer: p.employerName ?? "" },
      }),
    );
  },
});
