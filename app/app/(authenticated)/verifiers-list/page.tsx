import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { VerifiersScreen } from "@/lib/modules/i9/ui/verifiers-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("i9.verifiers"))("title") };
}

/** The list state (?filter=&search=&page=&sort=) is read on the client from the URL. */
export default async function VerifiersListPage() {
  return <VerifiersScreen viewer={await getViewer()} />;
}
