"use client";
// /app/support-tickets/<id>: one ticket — its fields and description, the staff's controls (status along the
// transitions, priority, assignee; closing asks first), the comment thread (internal notes for staff only) and
// the history of its status, priority and assignee changes.
import { useTranslations } from "next-intl";
import { useQuery } from "@tanstack/react-query";
import { Card, CardSection } from "@/components/ui/card";
import { DetailList } from "@/components/ui/detail-list";
import { PageHeader } from "@/components/ui/page-header";
import { DetailsQueryState, NotAllowed } from "@/components/ui/screen-states";
import { apiPost } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import { TICKET_LIST_PATH } from "../constants";
import type { TicketDetails, TicketEventDto } from "../contract";
import { SlaAge, TicketPriorityBadge, TicketStatusBadge } from "./badges";
import { ticketsKeys } from "./keys";
import { TicketComments } from "./ticket-comments";
import { TicketManage } from "./ticket-manage";

export function TicketDetailsScreen({ viewer, id }: { viewer: Viewer; id: string }) {
  const t = useTranslations("tickets");
  if (!can(viewer, "ticket.read")) {
    return <NotAllowed title={t("details.title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  return <Details id={id} />;
}

function Details({ id }: { id: string }) {
  const q = useQuery({ queryKey: ticketsKeys.detail(id), queryFn: ({ signal }) => apiPost<TicketDetails>("support-tickets/details", { id }, { signal }) });
  return (
    <DetailsQueryState namespace="tickets" query={q} backHref={TICKET_LIST_PATH}>
      {(ticket) => <TicketView ticket={ticket} />}
    </DetailsQueryState>
  );
}

function TicketView({ ticket }: { ticket: TicketDetails }) {
  const t = useTranslations("tickets");
  const f = useFormat();
  return (
    <>
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {t("details.heading", { number: ticket.displayNumber, subject: ticket.subject })}
            <TicketStatusBadge status={ticket.status} />
            <TicketPriorityBadge priority={ticket.priority} />
          </span>
        }
        description={ticket.client?.name}
      />
      {ticket.status === "closed" ? (
        <Card role="note" className="mb-6">
          <p className="text-sm">{t("manage.closedNote")}</p>
        </Card>
      ) : null}
      <div className="grid gap-6 xl:grid-cols-[1fr_22rem]">
        <div className="grid h-fit gap-6">
          <CardSection title={t("details.fields")}>
            <DetailList
              items={[
                { label: t("details.type"), value: t(`type.${ticket.type}`) },
                { label: t("details.assignee"), value: ticket.assignee?.name ?? t("nobody") },
                { label: t("details.raisedBy"), value: ticket.raisedBy.name },
                { label: t("details.createdAt"), value: f.dateTime(ticket.createdAt) },
                { label: t("details.case"), value: ticket.case?.caseNumber },
                { label: t("details.client"), value: ticket.client?.name },
                { label: t("details.resolvedAt"), value: ticket.resolvedAt ? f.dateTime(ticket.resolvedAt) : null },
                { label: t("details.age"), value: <SlaAge sla={ticket.sla} /> },
              ]}
            />
            <h3 className="mt-5 text-sm font-semibold text-fg">{t("details.description")}</h3>
            <p className="mt-1 whitespace-pre-wrap text-sm">{ticket.description}</p>
          </CardSection>
          <TicketComments ticket={ticket} />
        </div>
        <div className="grid h-fit gap-6">
          {ticket.actions.manage ? <TicketManage ticket={ticket} /> : null}
          <History events={ticket.events} />
        </div>
      </div>
    </>
  );
}

function History({ events }: { events: TicketEventDto[] }) {
  const t = useTranslations("tickets");
  const f = useFormat();
  const label = (e: TicketEventDto) => {
    const name = e.actor?.name || t("history.someone");
    if (e.kind === "status_changed") return t("history.status_changed", { name, from: t(`status.${e.from}` as "status.open"), to: t(`status.${e.to}` as "status.open") });
    if (e.kind === "priority_changed") return t("history.priority_changed", { name, from: t(`priority.${e.from}` as "priority.low"), to: t(`priority.${e.to}` as "priority.low") });
    if (e.kind === "assigned") return e.to ? t("history.assigned", { name, to: e.toName ?? "" }) : t("history.unassigned", { name, from: e.fromName ?? "" });
    return t("history.created", { name });
  };
  return (
    <CardSection title={t("history.title")}>
      <ol className="grid gap-3 border-l border-border pl-4 text-sm" aria-label={t("history.title")}>
        {events.map((e) => (
          <li key={e.id} className="relative">
            <span aria-hidden="true" className="absolute -left-[1.36rem] top-1.5 size-2.5 rounded-full bg-primary" />
            <p className="font-medium">{label(e)}</p>
            <p className="text-xs text-fg-muted">{f.dateTime(e.createdAt)}</p>
          </li>
        ))}
      </ol>
    </CardSection>
  );
}
