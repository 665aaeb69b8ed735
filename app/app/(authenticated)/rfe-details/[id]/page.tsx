import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { isUuid } from "@/lib/shared/route-params";
import { RfeScreen } from "./rfe-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("rfe"))("details.title") };
}

/** The selected tab (?tab=) is read on the client; a link without it opens the response. */
async function RfeDetailsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isUuid(id)) notFound();
  return <RfeScreen viewer={await getViewer()} id={id.toLowerCase()} />;
}

export default withMessages(RfeDetailsPage, ["cases", "documents", "fees", "rfe", "uscisForms.worksheet"]);
