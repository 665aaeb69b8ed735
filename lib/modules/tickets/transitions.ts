// Where a ticket's status may go (pure; the service refuses other moves with 409):
//   open ⇄ in_progress ⇄ waiting_on_client, each → resolved or closed; resolved → open (reopened) or closed;
//   closed is final (a new ticket is raised instead).
// resolvedAt is set on reaching resolved or closed (kept from resolved to closed), cleared when reopened.
import type { TicketStatus } from "./constants";

const MOVES: Record<TicketStatus, readonly TicketStatus[]> = {
  open: ["in_progress", "waiting_on_client", "resolved", "closed"],
  in_progress: ["open", "waiting_on_client", "resolved", "closed"],
  waiting_on_client: ["open", "in_progress", "resolved", "closed"],
  resolved: ["open", "closed"],
  closed: [],
};

export const nextStatuses = (from: TicketStatus): readonly TicketStatus[] => MOVES[from];
export const canMove = (from: TicketStatus, to: TicketStatus): boolean => MOVES[from].includes(to);
export const isDone = (s: TicketStatus): boolean => s === "resolved" || s === "closed";

/** The resolved time after a move (now when it becomes done, kept while done, null when reopened). */
export function resolvedAtAfter(to: TicketStatus, current: Date | null, now: Date): Date | null {
  if (!isDone(to)) return null;
  return current ?? now;
}
