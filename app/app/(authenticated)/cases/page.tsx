import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { CasesScreen } from "@/lib/modules/cases/ui/cases-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("cases"))("title") };
}

/** The list state (?filter=&search=&page=&perpage=&sort=&petitionerId=) is read on the client from the URL. */
export default async function CasesPage() {
  return <CasesScreen viewer={await getViewer()} />;
}
