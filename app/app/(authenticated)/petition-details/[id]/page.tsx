import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { CaseScreen } from "./case-screen";
import { isUuid } from "@/lib/shared/route-params";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("cases"))("details.title") };
}

/** The selected tab (?tab=) is read on the client; a link without it opens Case Details. */
export default async function PetitionDetailsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isUuid(id)) notFound();
  return <CaseScreen viewer={await getViewer()} id={id.toLowerCase()} />;
}
