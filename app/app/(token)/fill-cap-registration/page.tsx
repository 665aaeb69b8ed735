import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { SearchParams } from "@/lib/modules/account/page-tenant";
import { CapFillLinkPage } from "@/lib/modules/cap/ui/fill-link-page";
import { withMessages } from "@/i18n/page-messages";

// Opened from an e-mailed token link: not indexed, no referrer.
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("cap.fill"))("title"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

// /app/fill-cap-registration?token= — the beneficiary or the client gives a cap registration's details (no sign-in)
function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <CapFillLinkPage searchParams={searchParams} />;
}

export default withMessages(Page, ["cap"]);
