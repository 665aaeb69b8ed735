import type { Metadata } from "next";
import { accountMetadata } from "@/lib/modules/account/meta";
import type { SearchParams } from "@/lib/modules/account/page-tenant";
import { PasswordLinkPage } from "@/lib/modules/account/ui/password-link-page";
import { withMessages } from "@/i18n/page-messages";

export const generateMetadata = (): Promise<Metadata> => accountMetadata("reset", { linkPage: true });

// /app/public/reset-password?token= — new password from the forgot-password e-mail (POST /api/auth/update-password)
function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <PasswordLinkPage kind="reset" pathname="/app/public/reset-password" searchParams={searchParams} />;
}

export default withMessages(Page, ["account.errors", "account.invalidLink", "account.password", "account.setPassword"]);
