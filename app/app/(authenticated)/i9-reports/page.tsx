import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { I9ReportsScreen } from "@/lib/modules/i9/ui/i9-reports-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("i9.retention"))("reportsTitle") };
}

/** The list state (?filter=&search=&page=&sort=) is read on the client from the URL. */
async function I9ReportsPage() {
  return <I9ReportsScreen viewer={await getViewer()} />;
}

export default withMessages(I9ReportsPage, ["i9.employees", "i9.records", "i9.retention"]);
