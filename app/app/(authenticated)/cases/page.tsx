import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { CasesScreen } from "@/lib/modules/cases/ui/cases-screen";
import { checkCaseListUrl, initialCaseList } from "./page-data";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("cases"))("title") };
}

/**
 * The list state (?filter=&search=&page=&perpage=&sort=&petitionerId=) is read on the client from the URL;
 * the server reads the same view's first page and sends it with the HTML (./page-data.ts).
 */
async function CasesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const search = await searchParams;
  checkCaseListUrl("/app/cases", search);
  const [viewer, initial] = await Promise.all([getViewer(), initialCaseList(search)]);
  return <CasesScreen viewer={viewer} initial={initial} />;
}

export default withMessages(CasesPage, ["cases", "clients"]);
