import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { PwdDetailsScreen } from "@/lib/modules/perm/ui/pwd-details-screen";
import { isUuid } from "@/lib/shared/route-params";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pwd"))("details.title") };
}

export default async function PwdDetailsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isUuid(id)) notFound();
  return <PwdDetailsScreen viewer={await getViewer()} id={id.toLowerCase()} />;
}
