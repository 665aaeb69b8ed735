import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { LcaDetailsScreen } from "@/lib/modules/lca/ui/lca-details";
import { isUuid } from "@/lib/shared/route-params";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("lca"))("details.title") };
}

async function LcaDetailsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isUuid(id)) notFound();
  return <LcaDetailsScreen viewer={await getViewer()} id={id.toLowerCase()} />;
}

export default withMessages(LcaDetailsPage, ["clients", "lca"]);
