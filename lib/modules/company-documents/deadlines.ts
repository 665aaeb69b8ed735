// The standing documents' expiry dates make reminders (registered with lib/modules/reminders, loaded with
// the jobs by lib/modules/platform/jobs.ts): "company-document.expiry", EXPIRY_REMINDER_DAYS before the
// date and the day after. No case: the subject is the document; the reminders go to the firm's admins (no
// assignees) and lead to the documents' page. A new expiry date (a new version, an edit) moves them; a
// deleted document, or a date removed, has no deadline any more, so its open reminders are dismissed — at
// once through the firm's sync queued by the change (jobs.ts), and at every daily scan.
import "server-only";
import { registerDeadlineKind, type DeadlineRow } from "@/lib/modules/reminders/deadline-kinds";
import { EXPIRY_DEADLINE_KIND, EXPIRY_REMINDER_DAYS } from "./constants";
import { documentsWithExpiry } from "./repository";

export const documentLink = (d: { id: string; companyId: string | null }) =>
  d.companyId ? `/app/documents?companyId=${d.companyId}&focus=${d.id}` : `/app/company-documents?focus=${d.id}`;

registerDeadlineKind({
  kind: EXPIRY_DEADLINE_KIND,
  title: (p) => `${p.document} expires`,
  offsets: EXPIRY_REMINDER_DAYS,
  notify: { approaching: "company-document.expiring", overdue: "company-document.expired" },
  find: async (db, scope) => {
    if (scope.petitionId) return []; // a case's sync: standing documents are no case's
    return (await documentsWithExpiry(db, scope.tenantId)).map(
      (d): DeadlineRow => ({
        tenantId: d.tenantId,
        petitionId: null,
        subject: `company-document:${d.id}`,
        link: documentLink(d),
        dueDate: d.expiryDate,
        assignees: [],
        titleParams: { document: d.companyName ? `${d.companyName} — ${d.title}` : d.title },
      }),
    );
  },
});
