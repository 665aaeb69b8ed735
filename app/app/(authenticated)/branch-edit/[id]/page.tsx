import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { BranchFormScreen } from "@/lib/modules/branches/ui/branch-form";
import { isUuid } from "@/lib/shared/route-params";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("branches"))("form.editPageTitle") };
}

async function BranchEditPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isUuid(id)) notFound();
  return <BranchFormScreen key={id} viewer={await getViewer()} id={id.toLowerCase()} />;
}

export default withMessages(BranchEditPage, ["branches", "settings.address"]);
