import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { BranchesScreen } from "@/lib/modules/branches/ui/branches-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("branches"))("title") };
}

async function BranchListPage() {
  return <BranchesScreen viewer={await getViewer()} />;
}

export default withMessages(BranchListPage, ["branches"]);
