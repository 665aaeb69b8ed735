import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { LcasScreen } from "@/lib/modules/lca/ui/lcas-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("lca"))("title") };
}

/** The list state (?filter=&search=&page=&sort=) is read on the client from the URL. */
async function LcaListPage() {
  return <LcasScreen viewer={await getViewer()} />;
}

export default withMessages(LcaListPage, ["clients", "lca"]);
