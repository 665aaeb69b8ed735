import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { PurgedI9Screen } from "@/lib/modules/i9/ui/purged-i9-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("i9.retention"))("purgedTitle") };
}

/** The list state (?filter=&search=&page=&sort=) is read on the client from the URL. */
async function PurgedI9Page() {
  return <PurgedI9Screen viewer={await getViewer()} />;
}

export default withMessages(PurgedI9Page, ["i9.employees", "i9.retention"]);
