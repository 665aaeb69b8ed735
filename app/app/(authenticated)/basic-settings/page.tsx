import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { SettingsScreen } from "@/lib/modules/tenants/ui/settings-screen";
import { settingsTitleKey } from "@/lib/modules/tenants/ui/settings-title";

export async function generateMetadata(): Promise<Metadata> {
  const viewer = await getViewer();
  return { title: (await getTranslations("settings"))(settingsTitleKey(viewer.roleId)) };
}

export default async function SettingsPage() {
  return <SettingsScreen viewer={await getViewer()} />;
}
