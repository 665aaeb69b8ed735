// Same screen as /app/basic-settings (spec section 2).
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { SettingsScreen } from "@/lib/modules/tenants/ui/settings-screen";
import { UscisSettingsCard } from "@/lib/modules/uscis/ui/uscis-settings-card";
import { TicketTriageCard } from "@/lib/modules/tickets/ui/triage-settings-card";
import { EsignIdentityCard } from "@/lib/modules/esign/ui/identity-card";
import { BillingCard } from "@/lib/modules/billing/ui/billing-card";
import { settingsTitleKey } from "@/lib/modules/tenants/ui/settings-title";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  const viewer = await getViewer();
  return { title: (await getTranslations("settings"))(settingsTitleKey(viewer.roleId)) };
}

async function SettingsPage() {
  const viewer = await getViewer();
  // The firm's ticket triage roles, its integrations, its document-sealing certificate and its plan and billing
  // under the firm's profile (composed here: tenants imports neither tickets, uscis, esign nor billing).
  return (
    <>
      <SettingsScreen viewer={viewer} />
      <TicketTriageCard viewer={viewer} />
      <UscisSettingsCard viewer={viewer} />
      <EsignIdentityCard viewer={viewer} />
      <BillingCard viewer={viewer} />
    </>
  );
}

export default withMessages(SettingsPage, ["billing", "clients", "esign.identity", "profile.upload", "settings", "uscis", "users"]);
