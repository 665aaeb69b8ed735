import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { CasesScreen } from "@/lib/modules/cases/ui/cases-screen";
import { withMessages } from "@/i18n/page-messages";
import { checkCaseListUrl } from "../cases/page-data";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("cases"))("title") };
}

/** The list state (?filter=&search=&page=&perpage=&sort=&petitionerId=) is read on the client from the URL (its filter checked here first). */
async function CasesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  checkCaseListUrl("/app/petitions", await searchParams);
  return <CasesScreen viewer={await getViewer()} />;
}

export default withMessages(CasesPage, ["cases", "clients"]);
