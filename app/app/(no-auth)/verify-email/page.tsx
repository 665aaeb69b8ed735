import type { Metadata } from "next";
import { accountMetadata } from "@/lib/modules/account/meta";
import { param, pathWithQuery, requireFirm, type SearchParams } from "@/lib/modules/account/page-tenant";
import { VerifyEmailScreen } from "@/lib/modules/account/ui/verify-email-screen";
import { withMessages } from "@/i18n/page-messages";

export const generateMetadata = (): Promise<Metadata> => accountMetadata("verify", { linkPage: true });

// /app/verify-email?token=: the address is confirmed as the page opens (POST /api/auth/verify-email).
async function VerifyEmailPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const sp = await searchParams;
  const tenant = await requireFirm(pathWithQuery("/app/verify-email", sp));
  return <VerifyEmailScreen token={param(sp, "token")} firmName={tenant.name} />;
}

export default withMessages(VerifyEmailPage, ["account.errors", "account.invalidLink", "account.verify"]);
