"use client";
// Display labels and badge tones of LCA statuses, wage units and prevailing-wage sources.
import { useTranslations } from "next-intl";
import type { BadgeTone } from "@/components/ui/badge";
import type { SelectOption } from "@/components/ui/select-field";
import { formatCurrency } from "@/lib/shared/format";
import { LCA_STATUS, LCA_STATUSES, PW_SOURCES, WAGE_UNITS, type LcaStatusId, type WageUnit } from "../constants";

export function lcaStatusTone(statusId: LcaStatusId): BadgeTone {
  switch (statusId) {
    case LCA_STATUS.CERTIFIED:
      return "success";
    case LCA_STATUS.FILED:
      return "info";
    case LCA_STATUS.DETAILS_PENDING:
    case LCA_STATUS.REQUESTED:
      return "warning";
    case LCA_STATUS.DENIED:
      return "danger";
    default:
      return "neutral";
  }
}

export function useLcaLabels() {
  const t = useTranslations("lca");
  const statusLabel = (id: LcaStatusId) => t(`status.${LCA_STATUSES.find((s) => s.id === id)?.key ?? "requested"}`);
  const statusOptions: SelectOption[] = LCA_STATUSES.map((s) => ({ value: String(s.id), label: t(`status.${s.key}`) }));
  const unitOptions: SelectOption[] = WAGE_UNITS.map((u) => ({ value: u, label: t(`unit.${u}`) }));
  const sourceOptions: SelectOption[] = PW_SOURCES.map((s) => ({ value: s, label: t(`source.${s}`) }));
  /** "$95,000.00 per year", "$45.00 to $60.00 per hour". */
  const wage = (from: number | null, to: number | null, unit: WageUnit | null) => {
    if (from === null) return null;
    const u = unit ? t(`unit.${unit}`) : "—";
    return to !== null && to !== from
      ? t("wages.range", { from: formatCurrency(from), to: formatCurrency(to), unit: u })
      : t("wages.perUnit", { amount: formatCurrency(from), unit: u });
  };
  const yesNo = (b: boolean | null) => (b === null ? null : b ? t("fields.yes") : t("fields.no"));
  return { statusLabel, statusOptions, unitOptions, sourceOptions, wage, yesNo };
}
