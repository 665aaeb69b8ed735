import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { BranchFormScreen } from "@/lib/modules/branches/ui/branch-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("branches"))("form.createTitle") };
}

export default async function BranchCreatePage() {
  return <BranchFormScreen viewer={await getViewer()} />;
}
