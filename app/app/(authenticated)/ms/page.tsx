// /app/ms — OneDrive (Microsoft Graph): connect or disconnect the firm's OneDrive, how to set it up, browse and import files into a case
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DriveScreen } from "@/lib/modules/drives/ui/drive-screen";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("drives"))("names.onedrive") };
}

async function OnedriveDrivePage() {
  return <DriveScreen viewer={await getViewer()} provider="onedrive" />;
}

export default withMessages(OnedriveDrivePage, ["drives"]);
