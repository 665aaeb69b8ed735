import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { VisaBulletinScreen } from "@/lib/modules/greencard/ui/visa-bulletin-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("greencard"))("bulletin.title") };
}

/** The month shown is chosen on the client; the green-card list's state (?filter=&page=&sort=) is read from the URL. */
async function VisaBulletinPage() {
  return <VisaBulletinScreen viewer={await getViewer()} />;
}

export default withMessages(VisaBulletinPage, ["greencard"]);
