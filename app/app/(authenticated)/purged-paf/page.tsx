import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { PurgedPafScreen } from "@/lib/modules/lca/ui/purged-paf-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("lca"))("purged.title") };
}

export default async function PurgedPafPage() {
  return <PurgedPafScreen viewer={await getViewer()} />;
}
