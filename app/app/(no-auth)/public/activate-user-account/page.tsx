import type { Metadata } from "next";
import { accountMetadata } from "@/lib/modules/account/meta";
import type { SearchParams } from "@/lib/modules/account/page-tenant";
import { PasswordLinkPage } from "@/lib/modules/account/ui/password-link-page";
import { withMessages } from "@/i18n/page-messages";

export const generateMetadata = (): Promise<Metadata> => accountMetadata("activate", { linkPage: true });

// /app/public/activate-user-account?token= — staff account activation (POST /api/users/activate)
function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <PasswordLinkPage kind="activate" pathname="/app/public/activate-user-account" searchParams={searchParams} />;
}

export default withMessages(Page, ["account.errors", "account.invalidLink", "account.password", "account.setPassword"]);
