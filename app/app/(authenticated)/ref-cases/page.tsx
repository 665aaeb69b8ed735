import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { RfeListScreen } from "@/lib/modules/cases/ui/rfe-list-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("rfe"))("title") };
}

/** The list state (?filter=&page=&sort=) is read on the client from the URL. */
export default async function RfeCasesPage() {
  return <RfeListScreen viewer={await getViewer()} />;
}
