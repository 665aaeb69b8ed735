import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { WageDataScreen } from "@/lib/modules/wages/ui/wage-data-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("wages"))("title") };
}

async function WageDataPage() {
  return <WageDataScreen viewer={await getViewer()} />;
}

export default withMessages(WageDataPage, ["wages"]);
