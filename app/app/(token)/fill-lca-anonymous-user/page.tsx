import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { SearchParams } from "@/lib/modules/account/page-tenant";
import { LcaFillLinkPage } from "@/lib/modules/lca/ui/fill-link-page";
import { withMessages } from "@/i18n/page-messages";

// Opened from an e-mailed token link: not indexed, no referrer.
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("lca.fill"))("title"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

// /app/fill-lca-anonymous-user?token= — the employer gives an LCA's job, wage and worksite details (no sign-in)
function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <LcaFillLinkPage searchParams={searchParams} />;
}

export default withMessages(Page, ["lca"]);
