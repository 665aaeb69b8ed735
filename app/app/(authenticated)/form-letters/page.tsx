import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { LettersScreen } from "@/lib/modules/letters/ui/letters-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("letters"))("title") };
}

/** The list state (?filter=&search=&page=&sort=) is read on the client from the URL. */
async function LettersPage() {
  return <LettersScreen viewer={await getViewer()} />;
}

export default withMessages(LettersPage, ["letters"]);
