"use client";
// A ticket's status, priority and SLA age as badges, one colour each: open blue, in progress indigo, waiting
// on the client amber, resolved green, closed grey; urgent red, high orange, normal blue, low grey; the age
// coloured by its SLA state (ok neutral, at risk amber, breached red, met green).
import { useTranslations } from "next-intl";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { TicketPriority, TicketStatus } from "../constants";
import type { Sla, SlaState } from "../sla";

const STATUS_TONE: Record<TicketStatus, BadgeTone> = { open: "info", in_progress: "indigo", waiting_on_client: "warning", resolved: "success", closed: "neutral" };
const PRIORITY_TONE: Record<TicketPriority, BadgeTone> = { urgent: "danger", high: "orange", normal: "info", low: "neutral" };
const SLA_TONE: Record<SlaState, BadgeTone> = { ok: "neutral", at_risk: "warning", breached: "danger", met: "success" };

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const t = useTranslations("tickets");
  return <Badge tone={STATUS_TONE[status]}>{t(`status.${status}`)}</Badge>;
}

export function TicketPriorityBadge({ priority }: { priority: TicketPriority }) {
  const t = useTranslations("tickets");
  return <Badge tone={PRIORITY_TONE[priority]}>{t(`priority.${priority}`)}</Badge>;
}

/** "5 hours" or "2 days 3 h". */
export function useAgeLabel() {
  const t = useTranslations("tickets");
  return (hours: number) => {
    const whole = Math.floor(hours);
    return whole < 48 ? t("sla.age", { hours: whole }) : t("sla.ageDays", { days: Math.floor(whole / 24), hours: whole % 24 }).trim();
  };
}

/** The age with the SLA state: the state spelled out for screen readers and in the tooltip. */
export function SlaAge({ sla }: { sla: Sla }) {
  const t = useTranslations("tickets");
  const age = useAgeLabel();
  return (
    <span className="flex flex-col gap-0.5" title={t("sla.target", { hours: sla.targetHours, used: sla.businessHours })}>
      <span className="tabular-nums">{age(sla.ageHours)}</span>
      <Badge tone={SLA_TONE[sla.state]}>{t(`sla.${sla.state}`)}</Badge>
    </span>
  );
}
