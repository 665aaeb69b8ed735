// Who reaches which PWD and who may change it (pure). The SQL of the reach is repository/pwds.ts
// pwdVisibilityCond: branch managers their branch's, petitioners their company's, other readers of
// "pwd.read" the firm's. The position changes only while it is a job description (what was filed is
// what the DOL determines); the filing and the determination follow in order, by "pwd.update" on the branch.
import { can } from "@/lib/shared/permissions";
import { recordReach, type RecordReach } from "@/lib/shared/record-reach";
import { PWD_STATUS } from "./constants";

export type PwdActor = { roleId: number; branchId: string | null; companyId: string | null; permissions: readonly string[] };

export type PwdVisibility = RecordReach;

export const pwdVisibility = (actor: PwdActor): PwdVisibility => recordReach(actor, "pwd.read");

/** The actions open to `actor` on a PWD in its status. */
export function pwdActions(actor: PwdActor, pwd: { statusId: number; branchId: string | null }): { edit: boolean; file: boolean; determine: boolean } {
  const may = can(actor, "pwd.update", { branchId: pwd.branchId });
  return {
    edit: may && pwd.statusId === PWD_STATUS.JOB_DESCRIPTION,
    file: may && pwd.statusId === PWD_STATUS.JOB_DESCRIPTION,
    determine: may && pwd.statusId === PWD_STATUS.FILED,
  };
}
