// Which tickets an actor reaches (pure); the SQL is repository.ts reachCond. Nobody without ticket.read;
// a branch manager the tickets of their branch and those they raised or hold; a petitioner the tickets it
// raised and its company's (not those a beneficiary raised: a worker's questions to the firm stay between
// them); a beneficiary the tickets it raised; the firm's other staff every ticket of the firm.
import { ROLE } from "@/lib/shared/constants/roles";
import { can } from "@/lib/shared/permissions";

export type TicketReach =
  | { kind: "tenant" }
  | { kind: "branch"; branchId: string | null; userId: string }
  | { kind: "company"; companyId: string | null; userId: string }
  | { kind: "own"; userId: string }
  | { kind: "none" };

type ReachActor = { roleId: number; userId: string; branchId: string | null; companyId: string | null; permissions: readonly string[] };

export function ticketReach(actor: ReachActor): TicketReach {
  if (!can(actor, "ticket.read")) return { kind: "none" };
  if (actor.roleId === ROLE.BRANCH_MANAGER) return { kind: "branch", branchId: actor.branchId, userId: actor.userId };
  if (actor.roleId === ROLE.PETITIONER) return { kind: "company", companyId: actor.companyId, userId: actor.userId };
  if (actor.roleId === ROLE.BENEFICIARY) return { kind: "own", userId: actor.userId };
  return { kind: "tenant" };
}

/** A client (petitioner, beneficiary): never sees internal notes, never sets status, priority or assignee. */
export const isClientRole = (roleId: number): boolean => roleId === ROLE.PETITIONER || roleId === ROLE.BENEFICIARY;
