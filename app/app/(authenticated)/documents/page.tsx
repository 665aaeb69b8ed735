import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { CompanyDocumentsScreen } from "@/lib/modules/company-documents/ui/documents-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("companyDocuments"))("title") };
}

/** A client's standing documents (?companyId= for staff; a petitioner's own company); the list state is read on the client from the URL. */
async function DocumentsPage() {
  return <CompanyDocumentsScreen viewer={await getViewer()} scope="client" />;
}

export default withMessages(DocumentsPage, ["clients", "companyDocuments"]);
