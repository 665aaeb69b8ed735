import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { PurgedPafScreen } from "@/lib/modules/lca/ui/purged-paf-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("lca"))("purged.title") };
}

async function PurgedPafPage() {
  return <PurgedPafScreen viewer={await getViewer()} />;
}

export default withMessages(PurgedPafPage, ["clients", "lca"]);
