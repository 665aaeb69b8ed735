"use client";
// Beneficiaries tab: the people the case is for; the first is the primary beneficiary.
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { DataTable, type Column } from "@/components/ui/data-table";
import type { CaseDetails } from "../../contract";

type Row = CaseDetails["beneficiaries"][number];

export function BeneficiariesTab({ c }: { c: CaseDetails }) {
  const t = useTranslations("cases");
  const columns: Column<Row>[] = [
    { key: "name", header: t("beneficiaries.name"), cell: (b) => b.name },
    { key: "email", header: t("beneficiaries.email"), cell: (b) => b.email ?? <span className="text-fg-muted">—</span> },
    { key: "primary", header: t("beneficiaries.role"), cell: (b) => (b.isPrimary ? <Badge tone="info">{t("beneficiaries.primary")}</Badge> : t("beneficiaries.additional")) },
  ];
  return <DataTable caption={t("tabs.beneficiaries")} columns={columns} rows={c.beneficiaries} rowKey={(b) => b.id} emptyTitle={t("beneficiaries.empty")} />;
}
