import type { SearchParams } from "@/lib/modules/account/page-tenant";
import { VerifierLinkPage } from "@/lib/modules/i9/ui/verifier-page";
import { withMessages } from "@/i18n/page-messages";

// Not indexed, no referrer: the same title and rules as the query-string form beside it.
export { generateMetadata } from "../page";

// /app/i9/fill-verifier-info/{itemId}?token= — a remote verifier examines the employee's documents and signs Section 2 (no sign-in)
async function Page({ params, searchParams }: { params: Promise<{ itemId: string }>; searchParams: Promise<SearchParams> }) {
  return <VerifierLinkPage itemId={(await params).itemId} searchParams={searchParams} />;
}

export default withMessages(Page, ["i9.section1", "i9.section2", "i9.verifierFill"]);
