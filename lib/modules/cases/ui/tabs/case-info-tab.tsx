"use client";
// Case Details tab (the default): the case's fields and who is assigned for each role (edit is in the action row).
import { useTranslations } from "next-intl";
import { CardSection } from "@/components/ui/card";
import { formatCurrency } from "@/lib/shared/format";
import { useFormat } from "@/lib/shared/format/use-format";
import { DetailList } from "@/components/ui/detail-list";
import type { CaseDetails } from "../../contract";
import { useActivityLabel, useRoleLabel } from "../labels";

export function CaseInfoTab({ c }: { c: CaseDetails }) {
  const t = useTranslations("cases");
  const f = useFormat();
  const activity = useActivityLabel();
  const role = useRoleLabel();
  const yes = (b: boolean) => (b ? t("yes") : t("no"));

  return (
    <div className="grid gap-4">
      <CardSection title={t("info.case")}>
        <DetailList
          className="lg:grid-cols-3"
          items={[
            { label: t("fields.caseNumber"), value: c.caseNumber },
            { label: t("fields.customCaseNumber"), value: c.allowCustomCaseNo ? (c.customCaseNumber ?? t("info.customPending")) : null },
            { label: t("fields.title"), value: c.title },
            { label: t("fields.type"), value: c.typeName },
            { label: t("fields.subType"), value: c.subTypeName },
            { label: t("fields.status"), value: c.statusName },
            { label: t("fields.client"), value: c.petitioner?.name },
            { label: t("fields.branch"), value: c.branch?.name },
            { label: t("fields.deadline"), value: f.date(c.deadlineDate) },
            { label: t("fields.premium"), value: c.premiumProcessing ? `${t("yes")}${c.premiumForm ? ` · ${t(`premiumForm.${c.premiumForm}`)}` : ""}` : t("no") },
            { label: t("fields.nextStep"), value: c.currentActivity ? activity(c.currentActivity) : t("workflow.complete") },
            { label: t("fields.lcaRequired"), value: yes(c.lcaRequired) },
            { label: t("fields.filingFee"), value: c.filingFeeCents === null ? null : formatCurrency(c.filingFeeCents) },
            { label: t("fields.validity"), value: c.validityStart || c.validityEnd ? `${f.date(c.validityStart) || "…"} – ${f.date(c.validityEnd) || "…"}` : null },
            { label: t("fields.signRequested"), value: yes(c.petitionerSignRequested) },
            { label: t("fields.createdAt"), value: f.dateTime(c.createdAt) },
            { label: t("fields.updatedAt"), value: f.dateTime(c.updatedAt) },
          ]}
        />
      </CardSection>
      <CardSection title={t("info.assignments")}>
        {c.assignments.length === 0 ? (
          <p className="text-sm text-fg-muted">{t("info.noAssignments")}</p>
        ) : (
          <DetailList items={c.assignments.map((a) => ({ label: role(a.roleId), value: a.name }))} className="lg:grid-cols-3" />
        )}
      </CardSection>
    </div>
  );
}
