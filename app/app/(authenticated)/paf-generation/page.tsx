import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { PafGenerationScreen } from "@/lib/modules/lca/ui/paf-generation-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("lca"))("pafGeneration.title") };
}

/** The list state (?filter=&page=&sort=) is read on the client from the URL. */
async function PafGenerationPage() {
  return <PafGenerationScreen viewer={await getViewer()} />;
}

export default withMessages(PafGenerationPage, ["clients", "lca"]);
