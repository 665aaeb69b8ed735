import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { CasesScreen } from "@/lib/modules/cases/ui/cases-screen";
import { initialCaseList } from "./page-data";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("cases"))("title") };
}

/**
 * The list state (?filter=&search=&page=&perpage=&sort=&petitionerId=) is read on the client from the URL;
 * the server reads the same view's first page and sends it with the HTML (./page-data.ts).
 */
export default async function CasesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [viewer, initial] = await Promise.all([getViewer(), searchParams.then(initialCaseList)]);
  return <CasesScreen viewer={viewer} initial={initial} />;
}
