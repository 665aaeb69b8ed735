import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { WorkAuthorizationScreen } from "@/lib/modules/i9/ui/work-authorization-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("i9.workAuthorization"))("title") };
}

/** The list state (?filter=&sort=&page=) is read on the client from the URL. */
async function WorkAuthorizationReportsPage() {
  return <WorkAuthorizationScreen viewer={await getViewer()} />;
}

export default withMessages(WorkAuthorizationReportsPage, ["i9.employees", "i9.records", "i9.workAuthorization"]);
