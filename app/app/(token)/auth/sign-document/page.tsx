import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { param, pathWithQuery, requireFirm, type SearchParams } from "@/lib/modules/account/page-tenant";
import { SIGN_DOCUMENT_PATH } from "@/lib/modules/esign/constants";
import { SignDocumentScreen } from "@/lib/modules/esign/ui/sign-document-screen";
import { withMessages } from "@/i18n/page-messages";

// Opened from an e-mailed token link: not indexed, no referrer.
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("esign"))("title"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

// /app/auth/sign-document?token= — a signer reviews, consents and signs a document the firm sent (no sign-in)
async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const sp = await searchParams;
  const tenant = await requireFirm(pathWithQuery(SIGN_DOCUMENT_PATH, sp));
  return <SignDocumentScreen token={param(sp, "token")} firmName={tenant.name} />;
}

export default withMessages(Page, ["esign"]);
