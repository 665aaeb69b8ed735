// The SLA of a ticket (pure): how long it has been open and whether it is within the firm's target for its
// priority. The age is wall-clock hours from creation until resolved (or now); the SLA counts business hours
// only — every hour of Monday to Friday (UTC days; weekends do not count), no holidays — and the targets
// per priority are:
//   urgent 4 business hours · high 8 (one business day) · normal 24 (three business days) · low 40 (a week)
// A ticket is "at_risk" once 75 % of its target is used, "breached" past it, "met" when it was resolved within it.
import type { TicketPriority } from "./constants";

export const SLA_TARGET_HOURS: Record<TicketPriority, number> = { urgent: 4, high: 8, normal: 24, low: 40 };
export const AT_RISK_SHARE = 0.75;

export type SlaState = "ok" | "at_risk" | "breached" | "met";
export type Sla = { ageHours: number; businessHours: number; targetHours: number; state: SlaState };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Hours between two instants that fall on Monday–Friday (UTC), to one decimal. */
export function businessHoursBetween(start: Date, end: Date): number {
  let from = start.getTime();
  const to = end.getTime();
  if (to <= from) return 0;
  let ms = 0;
  while (from < to) {
    const dayEnd = Math.floor(from / DAY) * DAY + DAY;
    const stop = Math.min(dayEnd, to);
    const weekday = new Date(from).getUTCDay();
    if (weekday !== 0 && weekday !== 6) ms += stop - from;
    from = stop;
  }
  return Math.round((ms / HOUR) * 10) / 10;
}

export function ticketSla(t: { priority: TicketPriority; createdAt: Date; resolvedAt: Date | null }, now: Date): Sla {
  const end = t.resolvedAt ?? now;
  const ageHours = Math.max(0, Math.round(((end.getTime() - t.createdAt.getTime()) / HOUR) * 10) / 10);
  const businessHours = businessHoursBetween(t.createdAt, end);
  const targetHours = SLA_TARGET_HOURS[t.priority];
  let state: SlaState;
  if (businessHours > targetHours) state = "breached";
  else if (t.resolvedAt) state = "met";
  else state = businessHours >= targetHours * AT_RISK_SHARE ? "at_risk" : "ok";
  return { ageHours, businessHours, targetHours, state };
}
