import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { ClientsScreen } from "@/lib/modules/companies/ui/clients-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("clients"))("title") };
}

/** The list state (?filter=&search=&page=&sort=) is read on the client from the URL. */
async function EmployersPage() {
  return <ClientsScreen viewer={await getViewer()} />;
}

export default withMessages(EmployersPage, ["clients"]);
