import type { Metadata } from "next";
import { accountMetadata } from "@/lib/modules/account/meta";
import type { SearchParams } from "@/lib/modules/account/page-tenant";
import { PasswordLinkPage } from "@/lib/modules/account/ui/password-link-page";
import { withMessages } from "@/i18n/page-messages";

export const generateMetadata = (): Promise<Metadata> => accountMetadata("firm", { linkPage: true });

// /app/public/account-activation?token= — an invited firm's admin activates the firm (POST /api/tenant/register)
function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <PasswordLinkPage kind="firm" pathname="/app/public/account-activation" searchParams={searchParams} />;
}

export default withMessages(Page, ["account.errors", "account.invalidLink", "account.password", "account.setPassword"]);
