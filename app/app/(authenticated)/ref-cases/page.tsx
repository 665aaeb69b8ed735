import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { RfeListScreen } from "@/lib/modules/cases/ui/rfe-list-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("rfe"))("title") };
}

/** The list state (?filter=&page=&sort=) is read on the client from the URL. */
async function RfeCasesPage() {
  return <RfeListScreen viewer={await getViewer()} />;
}

export default withMessages(RfeCasesPage, ["cases", "rfe"]);
