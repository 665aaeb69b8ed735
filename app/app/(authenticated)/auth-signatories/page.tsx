import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { SignatoriesScreen } from "@/lib/modules/companies/signatories/ui/signatories-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("signatories"))("title") };
}

/** The list state (?filter=&search=&page=&sort=) is read on the client from the URL. */
async function AuthSignatoriesPage() {
  return <SignatoriesScreen viewer={await getViewer()} />;
}

export default withMessages(AuthSignatoriesPage, ["clients", "signatories"]);
