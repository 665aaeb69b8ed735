import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { PafRequestsScreen } from "@/lib/modules/lca/ui/paf-requests-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("lca"))("pafRequests.title") };
}

/** The list state (?filter=&page=&sort=) is read on the client from the URL. */
async function PafRequestsPage() {
  return <PafRequestsScreen viewer={await getViewer()} />;
}

export default withMessages(PafRequestsPage, ["lca"]);
