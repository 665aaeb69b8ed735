import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { I9ListScreen } from "@/lib/modules/i9/ui/i9-list-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("i9.records"))("title") };
}

/** The list state (?filter=&search=&page=&sort=) is read on the client from the URL. */
async function I9ListPage() {
  return <I9ListScreen viewer={await getViewer()} />;
}

export default withMessages(I9ListPage, ["i9.employees", "i9.records"]);
