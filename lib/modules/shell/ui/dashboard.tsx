"use client";
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/ui/page-header";
import { ROLE } from "@/lib/shared/constants/roles";
import { DashboardCounts } from "./dashboard-counts";
import { SetupChecklist, type Checklist } from "./setup-checklist";

const CHECKLIST_ROLES: readonly number[] = [ROLE.PLATFORM_ADMIN, ROLE.SETTINGS, ROLE.ADMIN];

/** The landing screen of users who stay on /app/dashboard (see landingPath). */
export function Dashboard({ roleId, firstName, firmName, checklist }: { roleId: number; firstName: string; firmName: string; checklist: Checklist }) {
  const t = useTranslations("dashboard");
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t("welcome", { name: firstName })} description={t("intro", { firm: firmName })} />
      {CHECKLIST_ROLES.includes(roleId) ? <SetupChecklist initial={checklist} /> : null}
      <DashboardCounts roleId={roleId} />
    </div>
  );
}
