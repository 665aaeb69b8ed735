import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { PafReportsScreen } from "@/lib/modules/lca/ui/paf-reports-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("lca"))("pafReport.title") };
}

async function PafReportsPage() {
  return <PafReportsScreen viewer={await getViewer()} />;
}

export default withMessages(PafReportsPage, ["clients", "lca"]);
