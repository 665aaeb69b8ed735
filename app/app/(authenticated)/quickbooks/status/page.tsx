// /app/quickbooks/status — the firm's QuickBooks connection, last sync and error, counts, failed pushes; where Intuit's callback lands (?connected=1, ?error=<code>)
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { QuickbooksStatusScreen } from "@/lib/modules/quickbooks/ui/status-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("quickbooks"))("status.title") };
}

async function QuickbooksStatusPage() {
  return <QuickbooksStatusScreen viewer={await getViewer()} />;
}

export default withMessages(QuickbooksStatusPage, ["quickbooks"]);
