import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { CapDetailsScreen } from "@/lib/modules/cap/ui/cap-details";
import { isUuid } from "@/lib/shared/route-params";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("cap"))("details.title") };
}

async function CapRegistrationDetailsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isUuid(id)) notFound();
  return <CapDetailsScreen viewer={await getViewer()} id={id.toLowerCase()} />;
}

export default withMessages(CapRegistrationDetailsPage, ["cap", "clients"]);
