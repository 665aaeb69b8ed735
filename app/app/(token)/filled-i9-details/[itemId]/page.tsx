import type { SearchParams } from "@/lib/modules/account/page-tenant";
import { VerifierLinkPage } from "@/lib/modules/i9/ui/verifier-page";
import { withMessages } from "@/i18n/page-messages";

// Not indexed, no referrer: the same title and rules as the query-string form beside it.
export { generateMetadata } from "../page";

// /app/filled-i9-details/{itemId}?token= — what the verifier's link sent (Section 2), read-only until the link expires
async function Page({ params, searchParams }: { params: Promise<{ itemId: string }>; searchParams: Promise<SearchParams> }) {
  return <VerifierLinkPage itemId={(await params).itemId} searchParams={searchParams} view />;
}

export default withMessages(Page, ["i9.section1", "i9.section2", "i9.verifierFill"]);
