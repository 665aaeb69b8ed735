import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { ClientEditScreen } from "@/lib/modules/companies/ui/client-edit";
import { isUuid } from "@/lib/shared/route-params";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("clients"))("edit.title") };
}

async function ClientEditPage({ params }: { params: Promise<{ itemId: string }> }) {
  const { itemId } = await params;
  if (!isUuid(itemId)) notFound();
  return <ClientEditScreen viewer={await getViewer()} id={itemId.toLowerCase()} />;
}

export default withMessages(ClientEditPage, ["clients", "settings.address"]);
