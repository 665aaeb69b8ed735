"use client";
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/ui/page-header";
import { roleMay } from "@/lib/shared/permissions";
import { ROLE } from "@/lib/shared/constants/roles";
import { DashboardCounts } from "./dashboard-counts";
import { SetupChecklist, type Checklist } from "./setup-checklist";

/** Clients read about their own cases (a petitioner's company, a beneficiary's own), staff about the firm. */
const introKey = (roleId: number) => (roleId === ROLE.PETITIONER ? "introPetitioner" : roleId === ROLE.BENEFICIARY ? "introBeneficiary" : "intro");

/** The landing screen of users who stay on /app/dashboard (see landingPath). */
export function Dashboard({ roleId, firstName, firmName, checklist }: { roleId: number; firstName: string; firmName: string; checklist: Checklist }) {
  const t = useTranslations("dashboard");
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t("welcome", { name: firstName })} description={t(introKey(roleId), { firm: firmName })} />
      {roleMay(roleId, "settings.view") ? <SetupChecklist initial={checklist} /> : null}
      <DashboardCounts roleId={roleId} />
    </div>
  );
}
