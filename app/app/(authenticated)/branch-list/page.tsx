import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { BranchesScreen } from "@/lib/modules/branches/ui/branches-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("branches"))("title") };
}

export default async function BranchListPage() {
  return <BranchesScreen viewer={await getViewer()} />;
}
