// Which employers' I-9s an actor reaches (pure; the SQL is repository/reach.ts). An employer is a client
// company of the firm or the firm itself (company id null).
import { ROLE } from "@/lib/shared/constants/roles";
import { roleMay } from "@/lib/shared/permissions";

export type I9Reach =
  /** The firm's settings roles and admins: every employer, the firm itself included. */
  | { kind: "firm" }
  /** A branch manager: the clients of the branch (not the firm's own employees). */
  | { kind: "branch"; branchId: string | null }
  /** A petitioner: its own company. */
  | { kind: "company"; companyId: string | null }
  /** An I-9 user: the employers it was given (none until a firm admin gives some). */
  | { kind: "assigned"; userId: string }
  | { kind: "none" };

export function i9Reach(actor: { roleId: number; userId: string; branchId: string | null; companyId: string | null }): I9Reach {
  if (!roleMay(actor.roleId, "i9.read")) return { kind: "none" };
  if (actor.roleId === ROLE.BRANCH_MANAGER) return { kind: "branch", branchId: actor.branchId };
  if (actor.roleId === ROLE.PETITIONER) return { kind: "company", companyId: actor.companyId };
  if (actor.roleId === ROLE.I9_USER) return { kind: "assigned", userId: actor.userId };
  return { kind: "firm" };
}

/** May the actor's reach include the firm's own employees (company id null)? */
export const reachesFirmItself = (r: I9Reach): boolean => r.kind === "firm" || r.kind === "assigned";
