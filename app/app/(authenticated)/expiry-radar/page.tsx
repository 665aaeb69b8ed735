import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { ExpiryRadarScreen } from "@/lib/modules/beneficiaries/ui/expiry-radar-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("beneficiaries"))("radar.title") };
}

/** The list state (?filter=&page=&sort=) is read on the client from the URL. */
async function ExpiryRadarPage() {
  return <ExpiryRadarScreen viewer={await getViewer()} />;
}

export default withMessages(ExpiryRadarPage, ["beneficiaries.expiry", "beneficiaries.radar"]);
