import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { BranchDetailsScreen } from "@/lib/modules/branches/ui/branch-details";
import { isUuid } from "@/lib/shared/route-params";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("branches"))("details.pageTitle") };
}

async function BranchDetailsPage({ params }: { params: Promise<{ itemId: string }> }) {
  const { itemId } = await params;
  if (!isUuid(itemId)) notFound();
  return <BranchDetailsScreen key={itemId} viewer={await getViewer()} id={itemId.toLowerCase()} />;
}

export default withMessages(BranchDetailsPage, ["branches", "settings.address"]);
