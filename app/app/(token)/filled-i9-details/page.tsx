import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { SearchParams } from "@/lib/modules/account/page-tenant";
import { VerifierLinkPage } from "@/lib/modules/i9/ui/verifier-page";
import { withMessages } from "@/i18n/page-messages";

// Opened from the verifier's link after signing: not indexed, no referrer.
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("i9.verifierFill"))("filledTitle"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

// /app/filled-i9-details?token= — the spec's query-string form of /app/filled-i9-details/{itemId}?token= (the record is the token's)
async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <VerifierLinkPage searchParams={searchParams} view />;
}

export default withMessages(Page, ["i9.section1", "i9.section2", "i9.verifierFill"]);
