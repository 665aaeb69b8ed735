import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { SearchParams } from "@/lib/modules/account/page-tenant";
import { Section1CorrectionLinkPage } from "@/lib/modules/i9/ui/section1-page";
import { withMessages } from "@/i18n/page-messages";

// Opened from an e-mailed token link: not indexed, no referrer.
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("i9.section1"))("correction.title"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

// /app/i9-correction/{itemId}?token= — the employee corrects her signed Form I-9 Section 1 (no sign-in)
async function Page({ params, searchParams }: { params: Promise<{ itemId: string }>; searchParams: Promise<SearchParams> }) {
  return <Section1CorrectionLinkPage itemId={(await params).itemId} searchParams={searchParams} />;
}

export default withMessages(Page, ["i9.section1"]);
