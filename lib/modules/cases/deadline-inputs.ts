// The deadline fields of open cases, for the reminders made from deadlines (lib/modules/reminders reads
// them here, never through cases' repository): the case's own deadline, the premium-processing inputs
// (rule 17) and the RFE/NOID inputs (rule 18), with the attorney and paralegal assigned to it; the approved
// stays whose extension is due, and the cases whose extension reminder a case's new validity may settle.
import "server-only";
import type { Executor } from "@/lib/server/db/client";
import { ROLE } from "@/lib/shared/constants/roles";
import { caseDetailsPath } from "./contract";
import { caseAssigneesByRole, caseNumbersByIds, findCaseDeadlineRecords, findCasesSharingBeneficiaries, findCaseValidityRecords, type CaseDeadlineRecord } from "./repository/deadlines";

export type CaseDeadlineInput = Omit<CaseDeadlineRecord, "customCaseNumber"> & {
  /** The number shown for the case (the custom one when assigned). */
  caseNumber: string;
  /** The case team assigned (petition_assignments: attorney, paralegal, supervisor, documentation manager and executive), possibly none. */
  assigneeIds: string[];
};

/** Roles whose assignment on a case makes them receive its deadline reminders: the whole case team (issue 33). */
const DEADLINE_ROLES = [ROLE.ATTORNEY, ROLE.PARALEGAL, ROLE.SUPERVISOR, ROLE.DOC_MANAGER, ROLE.DOC_EXECUTIVE];

/**
 * Open (not closed, not deleted) cases with their deadline inputs: all cases of every firm, of one firm
 * (`tenantId`), one case (`petitionId`; an empty answer when it is closed, deleted or unknown) or among
 * `petitionIds` (the cases another module's deadlines belong to).
 */
export async function caseDeadlineInputs(db: Executor, q: { tenantId?: string; petitionId?: string; petitionIds?: readonly string[] } = {}): Promise<CaseDeadlineInput[]> {
  const rows = await findCaseDeadlineRecords(db, q);
  const assignees = await caseAssigneesByRole(db, q.tenantId, rows.map((r) => r.id), DEADLINE_ROLES);
  return rows.map(({ customCaseNumber, ...r }) => ({ ...r, caseNumber: customCaseNumber || r.caseNumber, assigneeIds: [...new Set(assignees.get(r.id) ?? [])] }));
}

/**
 * The attorney and paralegal assigned to each of `petitionIds`, open or closed (who last worked with a person
 * whose case has ended: the expiry reminders of a person without an open case).
 */
export function caseTeams(db: Executor, tenantId: string | undefined, petitionIds: readonly string[]): Promise<Map<string, string[]>> {
  return caseAssigneesByRole(db, tenantId, [...new Set(petitionIds)], DEADLINE_ROLES);
}

/**
 * The number shown for each case of the tenant among `ids` and the path of its screen (a green-card case's
 * own, /app/gc-employment-details): labels and links of rows that point at cases.
 */
export async function caseLinks(db: Executor, tenantId: string, ids: readonly string[]): Promise<Map<string, { caseNumber: string; path: string }>> {
  const refs = await caseNumbersByIds(db, tenantId, [...new Set(ids)]);
  return new Map([...refs].map(([id, r]) => [id, { caseNumber: r.caseNumber, path: caseDetailsPath(id, r.subTypeId) }]));
}

export type CaseValidityInput = { tenantId: string; id: string; caseNumber: string; branchId: string | null; validityEnd: string; assigneeIds: string[] };

/**
 * Live cases (open or closed) with an approved validity still to end (`today` or later), with their case team: the
 * extension reminders. A case whose beneficiary has another live case of the firm with a validity ending later is
 * not among them (the stay was extended).
 */
export async function caseValidityInputs(db: Executor, q: { today: string; tenantId?: string; petitionId?: string }): Promise<CaseValidityInput[]> {
  const rows = await findCaseValidityRecords(db, q);
  if (rows.length === 0) return [];
  const assignees = await caseAssigneesByRole(db, q.tenantId, rows.map((r) => r.id), DEADLINE_ROLES);
  return rows.map(({ customCaseNumber, ...r }) => ({ ...r, caseNumber: customCaseNumber || r.caseNumber, assigneeIds: [...new Set(assignees.get(r.id) ?? [])] }));
}

/**
 * The other live cases of the firm that share a beneficiary with `petitionId`: when the case's validity is entered
 * or changed, their extension reminders are synced too (a later stay settles an earlier case's extension).
 */
export function casesSharingBeneficiaries(db: Executor, tenantId: string, petitionId: string): Promise<string[]> {
  return findCasesSharingBeneficiaries(db, tenantId, petitionId);
}
