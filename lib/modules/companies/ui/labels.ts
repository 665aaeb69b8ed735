"use client";
// Display labels and badge tones of client statuses (company_status master data).
import { useTranslations } from "next-intl";
import type { BadgeTone } from "@/components/ui/badge";
import type { SelectOption } from "@/components/ui/select-field";
import { COMPANY_STATUS } from "../constants";

const CLIENT_STATUS_IDS = [COMPANY_STATUS.ACTIVE, COMPANY_STATUS.INACTIVE, COMPANY_STATUS.PENDING_APPROVAL, COMPANY_STATUS.REJECTED] as const;

export function clientStatusTone(statusId: number): BadgeTone {
  switch (statusId) {
    case COMPANY_STATUS.ACTIVE:
      return "success";
    case COMPANY_STATUS.PENDING_APPROVAL:
      return "warning";
    case COMPANY_STATUS.REJECTED:
      return "danger";
    default:
      return "neutral";
  }
}

export function useClientStatusLabels() {
  const t = useTranslations("clients.status");
  const statusLabel = (id: number) => (CLIENT_STATUS_IDS.includes(id as (typeof CLIENT_STATUS_IDS)[number]) ? t(String(id)) : t("unknown", { id }));
  const statusOptions: SelectOption[] = CLIENT_STATUS_IDS.map((id) => ({ value: String(id), label: t(String(id)) }));
  return { statusLabel, statusOptions };
}
