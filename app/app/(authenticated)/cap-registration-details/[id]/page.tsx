import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { CapDetailsScreen } from "@/lib/modules/cap/ui/cap-details";
import { isUuid } from "@/lib/shared/route-params";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("cap"))("details.title") };
}

export default async function CapRegistrationDetailsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isUuid(id)) notFound();
  return <CapDetailsScreen viewer={await getViewer()} id={id.toLowerCase()} />;
}
