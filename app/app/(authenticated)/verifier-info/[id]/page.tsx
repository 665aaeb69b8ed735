import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { VerifierInfoScreen } from "@/lib/modules/i9/ui/verifiers-screen";
import { isUuid } from "@/lib/shared/route-params";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("i9.verifiers"))("details.title") };
}

async function VerifierInfoPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isUuid(id)) notFound();
  return <VerifierInfoScreen viewer={await getViewer()} id={id.toLowerCase()} />;
}

export default withMessages(VerifierInfoPage, ["i9.verifiers"]);
