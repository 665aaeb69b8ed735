"use client";
// The columns every list of I-9 records starts with: the employee (a link to the record) and, except for a
// petitioner (always its own company), the employer.
import { useTranslations } from "next-intl";
import { type Column } from "@/components/ui/data-table";
import { RowLink } from "@/components/ui/row-link";
import type { I9RecordDto } from "../contract";

export function useRecordColumns(petitioner: boolean): Column<I9RecordDto>[] {
  const t = useTranslations("i9.records");
  return [
    {
      key: "lastName",
      header: t("columns.employee"),
      sortable: true,
      cell: (r) => (
        <RowLink href={`/app/i9-details/${r.id}`} aria-label={t("open", { name: r.employeeName })} className="font-medium">
          {r.employeeName}
        </RowLink>
      ),
    },
    ...(petitioner ? [] : [{ key: "employer", header: t("columns.employer"), cell: (r: I9RecordDto) => r.employerName }]),
  ];
}
