import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { CompanyDocumentsScreen } from "@/lib/modules/company-documents/ui/documents-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("companyDocuments"))("firmTitle") };
}

/** The firm's own standing documents; the list state (?filter=&search=&page=&sort=) is read on the client from the URL. */
async function CompanyDocumentsPage() {
  return <CompanyDocumentsScreen viewer={await getViewer()} scope="firm" />;
}

export default withMessages(CompanyDocumentsPage, ["clients", "companyDocuments"]);
