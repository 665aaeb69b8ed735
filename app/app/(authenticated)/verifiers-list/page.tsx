import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { VerifiersScreen } from "@/lib/modules/i9/ui/verifiers-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("i9.verifiers"))("title") };
}

/** The list state (?filter=&search=&page=&sort=) is read on the client from the URL. */
async function VerifiersListPage() {
  return <VerifiersScreen viewer={await getViewer()} />;
}

export default withMessages(VerifiersListPage, ["i9.verifiers"]);
