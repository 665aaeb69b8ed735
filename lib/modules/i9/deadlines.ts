// The I-9 deadline that makes reminders (registered with lib/modules/reminders, loaded with the jobs by
// lib/modules/platform/jobs.ts): "i9.reverify", the day a current employee's work authorization must be
// reverified by (rule 4, `reverifyBy` of a complete I-9), reminded 90, 60 and 30 days before and the day
// after. The reminders go to the employer — the client's petitioner users and the I-9 users given that
// employer — and, when the employer has nobody, to the firm's admins; they lead to the record. Recording
// the reverification in Supplement B moves the date; a termination or a purge ends the deadline.
import "server-only";
import { registerDeadlineKind, type DeadlineRow } from "@/lib/modules/reminders/deadline-kinds";
import { ROLE } from "@/lib/shared/constants/roles";
import { employerContacts, reverifyDeadlines } from "./repository/retention";

export const REVERIFY_REMINDER_DAYS = [90, 60, 30] as const;

registerDeadlineKind({
  kind: "i9.reverify",
  title: (p) => `Form I-9 of ${p.name}: reverify the work authorization`,
  offsets: REVERIFY_REMINDER_DAYS,
  notify: { approaching: "i9.reverify-approaching", overdue: "i9.reverify-overdue" },
  find: async (db, scope) => {
    if (scope.petitionId) return []; // a case's sync: I-9s are no case's
    const rows = await reverifyDeadlines(db, scope.tenantId);
    const contacts = await employerContacts(db, [...new Set(rows.map((r) => r.tenantId))], ROLE.PETITIONER, ROLE.I9_USER);
    return rows.map(
      (r): DeadlineRow => ({
        tenantId: r.tenantId,
        petitionId: null,
        subject: `i9:${r.id}`,
        link: `/app/i9-details/${r.id}`,
        dueDate: r.reverifyBy,
        assignees: contacts.get(`${r.tenantId}|${r.companyId ?? ""}`) ?? [],
        titleParams: { name: `${r.firstName} ${r.lastName}` },
      }),
    );
  },
});
