import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { SearchParams } from "@/lib/modules/account/page-tenant";
import { CapFillLinkPage } from "@/lib/modules/cap/ui/fill-link-page";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("cap.fill"))("filledTitle"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

// /app/filled-cap-registration-details?token= — what a cap registration link sent, read-only, until the link's expiry
function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <CapFillLinkPage searchParams={searchParams} view />;
}

export default withMessages(Page, ["cap"]);
