"use client";
// The columns of the ticket list: number (→ details), subject, status, priority, type, assignee, case,
// age with the SLA state, created.
import { useTranslations } from "next-intl";
import type { Column } from "@/components/ui/data-table";
import { RowLink } from "@/components/ui/row-link";
import { useFormat } from "@/lib/shared/format/use-format";
import { ticketPath } from "../constants";
import type { TicketListRow } from "../contract";
import { SlaAge, TicketPriorityBadge, TicketStatusBadge } from "./badges";

export function useTicketColumns({ staff }: { staff: boolean }): Column<TicketListRow>[] {
  const t = useTranslations("tickets");
  const f = useFormat();
  return [
    {
      key: "number",
      header: t("columns.number"),
      sortable: true,
      cell: (r) => (
        <RowLink href={ticketPath(r.id)} aria-label={t("openTicket", { number: r.displayNumber })}>
          {r.displayNumber}
        </RowLink>
      ),
    },
    { key: "subject", header: t("columns.subject"), sortable: true, cell: (r) => <span className="line-clamp-2 max-w-80">{r.subject}</span> },
    { key: "status", header: t("columns.status"), sortable: true, cell: (r) => <TicketStatusBadge status={r.status} /> },
    { key: "priority", header: t("columns.priority"), sortable: true, cell: (r) => <TicketPriorityBadge priority={r.priority} /> },
    { key: "type", header: t("columns.type"), cell: (r) => t(`type.${r.type}`) },
    ...(staff
      ? [
          { key: "raisedBy", header: t("columns.raisedBy"), cell: (r: TicketListRow) => r.raisedBy.name },
          { key: "assignee", header: t("columns.assignee"), cell: (r: TicketListRow) => r.assignee?.name ?? <span className="text-fg-muted">{t("nobody")}</span> },
        ]
      : []),
    { key: "case", header: t("columns.case"), cell: (r) => r.case?.caseNumber ?? <span className="text-fg-muted">—</span> },
    { key: "age", header: t("columns.age"), sortable: true, cell: (r) => <SlaAge sla={r.sla} /> },
    { key: "createdAt", header: t("columns.createdAt"), sortable: true, cell: (r) => f.dateTime(r.createdAt) },
  ];
}
