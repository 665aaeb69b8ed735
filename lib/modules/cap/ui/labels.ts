"use client";
// Display labels and badge tones of cap registration statuses, caps, wages and what a registration lacks.
import { useTranslations } from "next-intl";
import type { BadgeTone } from "@/components/ui/badge";
import type { SelectOption } from "@/components/ui/select-field";
import { formatCurrency } from "@/lib/shared/format";
import type { WageUnit } from "@/lib/modules/lca/constants";
import { CAP_STATUS, CAP_STATUSES, CAP_TYPES, type CapStatusId, type CapType } from "../constants";
import type { CapMismatch } from "../rules";

export function capStatusTone(statusId: CapStatusId): BadgeTone {
  switch (statusId) {
    case CAP_STATUS.SELECTED:
    case CAP_STATUS.FILED:
      return "success";
    case CAP_STATUS.SUBMITTED:
      return "info";
    case CAP_STATUS.READY:
      return "warning";
    default:
      return "neutral";
  }
}

export function useCapLabels() {
  const t = useTranslations("cap");
  const statusLabel = (id: CapStatusId) => t(`status.${CAP_STATUSES.find((s) => s.id === id)?.key ?? "draft"}`);
  const statusOptions: SelectOption[] = CAP_STATUSES.map((s) => ({ value: String(s.id), label: t(`status.${s.key}`) }));
  const capTypeLabel = (c: CapType) => t(`capType.${c}`);
  const capTypeOptions: SelectOption[] = CAP_TYPES.map((c) => ({ value: c, label: t(`capType.${c}`) }));
  const wage = (cents: number | null, unit: WageUnit | null) => (cents === null ? null : `${formatCurrency(cents)} / ${unit ? t(`fields.units.${unit}`) : "—"}`);
  const mismatch = (m: CapMismatch) => t("details.mismatchWith", { kind: m.with, ref: m.ref, fields: m.fields.map((f) => t(`mismatchField.${f}`)).join(", ") });
  return { statusLabel, statusOptions, capTypeLabel, capTypeOptions, wage, mismatch };
}
