// /app/google-drive — Google Drive: connect or disconnect the firm's drive, how to set it up, browse and import files into a case
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DriveScreen } from "@/lib/modules/drives/ui/drive-screen";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("drives"))("names.google") };
}

async function GoogleDrivePage() {
  return <DriveScreen viewer={await getViewer()} provider="google" />;
}

export default withMessages(GoogleDrivePage, ["drives"]);
