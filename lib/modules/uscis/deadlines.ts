// The extension reminder of an approved stay (issue 34 §2): a case whose approval notice gave its validity
// ("Valid from 03/01/2027 to 02/28/2030", entered with the notice: petitions.validity_end) gets a reminder to
// prepare the extension 6 months before the end (deadlines/rules.ts extensionDue), for the case team (the firm's
// managers when none can see to-dos: the reminders' deadline-assignees rule). Registered with lib/modules/reminders,
// loaded with the jobs (lib/modules/platform/jobs.ts); the case's sync (enqueued by the notice's entry) and the
// daily scan make and move it. The beneficiary's expiry radar reads the same validity end.
import "server-only";
import { caseValidityInputs } from "@/lib/modules/cases/deadline-inputs";
import { extensionDue } from "@/lib/modules/deadlines/rules";
import { registerDeadlineKind, type DeadlineRow } from "@/lib/modules/reminders/deadline-kinds";

registerDeadlineKind({
  kind: "validity.extension",
  title: (p) => `Case ${p.caseNumber}: the approved stay ends ${p.validityEnd}; prepare the extension`,
  find: async (db, scope) =>
    (await caseValidityInputs(db, scope)).map(
      (c): DeadlineRow => ({ tenantId: c.tenantId, petitionId: c.id, branchId: c.branchId, dueDate: extensionDue(c.validityEnd), assignees: c.assigneeIds, titleParams: { caseNumber: c.caseNumber, validityEnd: c.validityEnd } }),
    ),
});
