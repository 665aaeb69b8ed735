import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { BranchFormScreen } from "@/lib/modules/branches/ui/branch-form";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("branches"))("form.createTitle") };
}

async function BranchCreatePage() {
  return <BranchFormScreen viewer={await getViewer()} />;
}

export default withMessages(BranchCreatePage, ["branches", "settings.address"]);
