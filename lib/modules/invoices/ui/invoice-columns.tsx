"use client";
// The columns of an invoice list (the firm's lists and a case's invoices): number (→ details), client, cases
// (→ each case), dates, total, balance, status; on the pending list a due date already passed is marked.
import { useTranslations } from "next-intl";
import type { Column } from "@/components/ui/data-table";
import { TextLink } from "@/components/ui/link-button";
import { RowLink } from "@/components/ui/row-link";
import { useFormat, useToday } from "@/lib/shared/format/use-format";
import type { InvoiceListRow } from "../contract";
import { casePath, invoiceDetailsPath } from "./paths";
import { InvoiceStatusBadge } from "./status-badge";

/** An invoice still owed whose due date has passed. */
export const isOverdue = (r: Pick<InvoiceListRow, "dueDate" | "balanceCents" | "status">, today: string) => r.balanceCents > 0 && r.status !== "not_sent" && r.status !== "void" && r.dueDate < today;

export function useInvoiceColumns({ showClient = true, showCases = true }: { showClient?: boolean; showCases?: boolean } = {}): Column<InvoiceListRow>[] {
  const t = useTranslations("invoices");
  const f = useFormat();
  const today = useToday();
  const money = (cents: number) => <span className="tabular-nums">{f.currency(cents)}</span>;
  return [
    {
      key: "number",
      header: t("columns.number"),
      sortable: true,
      cell: (r) => (
        <RowLink href={invoiceDetailsPath(r.id)} aria-label={t("openInvoice", { number: r.displayNumber })}>
          {r.displayNumber}
        </RowLink>
      ),
    },
    ...(showClient ? [{ key: "client", header: t("columns.client"), sortable: true, cell: (r: InvoiceListRow) => r.client.name }] : []),
    ...(showCases
      ? [
          {
            key: "cases",
            header: t("columns.cases"),
            cell: (r: InvoiceListRow) =>
              r.cases.length ? (
                <span className="flex flex-wrap gap-x-2">
                  {r.cases.map((c) => (
                    <TextLink key={c.id} href={casePath(c.id)}>
                      {c.caseNumber}
                    </TextLink>
                  ))}
                </span>
              ) : (
                <span className="text-fg-muted">—</span>
              ),
          },
        ]
      : []),
    { key: "issueDate", header: t("columns.issueDate"), sortable: true, cell: (r) => f.date(r.issueDate) },
    {
      key: "dueDate",
      header: t("columns.dueDate"),
      sortable: true,
      cell: (r) =>
        isOverdue(r, today) ? (
          <span className="flex flex-col">
            <span>{f.date(r.dueDate)}</span>
            <span className="text-xs font-medium text-danger">{t("overdue")}</span>
          </span>
        ) : (
          f.date(r.dueDate)
        ),
    },
    { key: "totalCents", header: t("columns.total"), sortable: true, className: "text-right", cell: (r) => money(r.totalCents) },
    { key: "balance", header: t("columns.balance"), className: "text-right", cell: (r) => money(r.balanceCents) },
    { key: "status", header: t("columns.status"), sortable: true, cell: (r) => <InvoiceStatusBadge status={r.status} /> },
  ];
}
