// /app/dropbox-config — Dropbox: connect or disconnect the firm's Dropbox, how to set it up, browse and import files into a case
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DriveScreen } from "@/lib/modules/drives/ui/drive-screen";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("drives"))("names.dropbox") };
}

async function DropboxDrivePage() {
  return <DriveScreen viewer={await getViewer()} provider="dropbox" />;
}

export default withMessages(DropboxDrivePage, ["drives"]);
