// /app/platform-billing — the platform admin's billing of every firm and petitioner company: subscriptions, invoices (mark paid), coupons, plans
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { PlatformBillingScreen } from "@/lib/modules/billing/ui/platform-billing-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("platformBilling"))("title") };
}

/** The tab and each list's state (?tab=&filter=&search=&page=&sort=) are read on the client from the URL. */
async function PlatformBillingPage() {
  return <PlatformBillingScreen viewer={await getViewer()} />;
}

export default withMessages(PlatformBillingPage, ["platformBilling"]);
