import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { I9DetailsScreen } from "@/lib/modules/i9/ui/i9-details-screen";
import { isUuid } from "@/lib/shared/route-params";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("i9.records"))("details.title") };
}

async function I9DetailsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isUuid(id)) notFound();
  return <I9DetailsScreen viewer={await getViewer()} id={id.toLowerCase()} />;
}

export default withMessages(I9DetailsPage, ["i9.employees", "i9.everify", "i9.records", "i9.retention", "i9.section1", "i9.section2", "i9.supplementB"]);
