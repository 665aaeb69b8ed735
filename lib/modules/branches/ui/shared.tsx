"use client";
// Small pieces shared by the branch screens.
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { BRANCH_STATUS } from "../contract";

export function BranchStatusBadge({ statusId }: { statusId: number }) {
  const t = useTranslations("branches.statuses");
  const label = t.has(String(statusId)) ? t(String(statusId)) : t("other", { id: statusId });
  return <Badge tone={statusId === BRANCH_STATUS.ACTIVE ? "success" : "neutral"}>{label}</Badge>;
}

/** Props of <NotAllowed> for the branch screens. */
export function useBranchNotAllowed() {
  const t = useTranslations("branches");
  return { title: t("title"), message: t("notAllowed.title"), description: t("notAllowed.description"), backLabel: t("notAllowed.back") };
}
