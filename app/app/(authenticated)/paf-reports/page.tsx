import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { PafReportsScreen } from "@/lib/modules/lca/ui/paf-reports-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("lca"))("pafReport.title") };
}

export default async function PafReportsPage() {
  return <PafReportsScreen viewer={await getViewer()} />;
}
