import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { SettingsScreen } from "@/lib/modules/tenants/ui/settings-screen";
import { UscisSettingsCard } from "@/lib/modules/uscis/ui/uscis-settings-card";
import { settingsTitleKey } from "@/lib/modules/tenants/ui/settings-title";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  const viewer = await getViewer();
  return { title: (await getTranslations("settings"))(settingsTitleKey(viewer.roleId)) };
}

async function SettingsPage() {
  const viewer = await getViewer();
  // The firm's integrations under the firm's profile (composed here: tenants does not import uscis).
  return (
    <>
      <SettingsScreen viewer={viewer} />
      <UscisSettingsCard viewer={viewer} />
    </>
  );
}

export default withMessages(SettingsPage, ["clients", "profile.upload", "settings", "uscis", "users"]);
