import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { PwdDetailsScreen } from "@/lib/modules/perm/ui/pwd-details-screen";
import { isUuid } from "@/lib/shared/route-params";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pwd"))("details.title") };
}

async function PwdDetailsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isUuid(id)) notFound();
  return <PwdDetailsScreen viewer={await getViewer()} id={id.toLowerCase()} />;
}

export default withMessages(PwdDetailsPage, ["clients", "pwd"]);
