import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { CapScreen } from "@/lib/modules/cap/ui/cap-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("cap"))("title") };
}

/** The season and list state (?filter=&search=&page=&sort=) are read on the client from the URL. */
async function CapRegistrationsPage() {
  return <CapScreen viewer={await getViewer()} />;
}

export default withMessages(CapRegistrationsPage, ["cap", "clients"]);
