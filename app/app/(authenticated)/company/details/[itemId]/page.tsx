import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { ClientDetailsScreen } from "@/lib/modules/companies/ui/client-details";
import { isUuid } from "@/lib/shared/route-params";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("clients"))("details.title") };
}

async function ClientDetailsPage({ params }: { params: Promise<{ itemId: string }> }) {
  const { itemId } = await params;
  if (!isUuid(itemId)) notFound();
  return <ClientDetailsScreen viewer={await getViewer()} id={itemId.toLowerCase()} />;
}

export default withMessages(ClientDetailsPage, ["clients"]);
