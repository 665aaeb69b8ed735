import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { WorkAuthorizationScreen } from "@/lib/modules/i9/ui/work-authorization-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("i9.workAuthorization"))("title") };
}

/** The list state (?filter=&sort=&page=) is read on the client from the URL. */
export default async function WorkAuthorizationReportsPage() {
  return <WorkAuthorizationScreen viewer={await getViewer()} />;
}
