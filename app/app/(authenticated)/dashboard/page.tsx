import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Dashboard } from "@/lib/modules/shell/ui/dashboard";
import { DashboardBoardSlot } from "./dashboard-board-slot";
import { setupStateOf } from "@/lib/modules/shell/setup-state";
import { getPageSession } from "@/lib/modules/auth/page-session";
import { landingPath, LOGIN_PATH } from "@/lib/shared/navigation";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("shell.nav"))("dashboard") };
}

// Applies the landing rules of spec section 2 (lib/shared/navigation.ts landingPath) before showing the dashboard.
async function DashboardPage() {
  const session = await getPageSession();
  if (!session) redirect(LOGIN_PATH);
  const { details } = session;
  const target = landingPath({ ...setupStateOf(details), selectedPlans: details.tenantDetails.selectedPlans ?? [] });
  if (target) redirect(target);
  // The dashboard module's widgets (spec section 9) are composed here, below the shell's welcome, setup checklist and counts.
  return (
    <div className="flex flex-col gap-4">
      <Dashboard
        roleId={details.roleId}
        firstName={details.firstName || details.name}
        firmName={details.tenantDetails.name}
        checklist={details.checklist}
      />
      <DashboardBoardSlot />
    </div>
  );
}

export default withMessages(DashboardPage, ["dashboard", "dashboardWidgets", "fees", "invoices", "reminders", "tickets", "wall"]);
