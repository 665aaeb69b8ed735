"use client";
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/ui/page-header";
import { roleMay } from "@/lib/shared/permissions";
import { DashboardCounts } from "./dashboard-counts";
import { SetupChecklist, type Checklist } from "./setup-checklist";

/** The landing screen of users who stay on /app/dashboard (see landingPath). */
export function Dashboard({ roleId, firstName, firmName, checklist }: { roleId: number; firstName: string; firmName: string; checklist: Checklist }) {
  const t = useTranslations("dashboard");
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t("welcome", { name: firstName })} description={t("intro", { firm: firmName })} />
      {roleMay(roleId, "settings.view") ? <SetupChecklist initial={checklist} /> : null}
      <DashboardCounts roleId={roleId} />
    </div>
  );
}
