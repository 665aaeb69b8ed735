import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { CapScreen } from "@/lib/modules/cap/ui/cap-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("cap"))("title") };
}

/** The season and list state (?filter=&search=&page=&sort=) are read on the client from the URL. */
export default async function CapRegistrationsPage() {
  return <CapScreen viewer={await getViewer()} />;
}
