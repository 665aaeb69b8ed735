// /app/quickbook-settings — QuickBooks Online: how to set it up on this server, connect, the connected company, what to sync, disconnect
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { QuickbooksSettingsScreen } from "@/lib/modules/quickbooks/ui/settings-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("quickbooks"))("settings.title") };
}

async function QuickbookSettingsPage() {
  return <QuickbooksSettingsScreen viewer={await getViewer()} />;
}

export default withMessages(QuickbookSettingsPage, ["quickbooks"]);
