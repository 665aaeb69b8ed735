import type { Metadata } from "next";
import { accountMetadata } from "@/lib/modules/account/meta";
import type { SearchParams } from "@/lib/modules/account/page-tenant";
import { PasswordLinkPage } from "@/lib/modules/account/ui/password-link-page";
import { withMessages } from "@/i18n/page-messages";

export const generateMetadata = (): Promise<Metadata> => accountMetadata("set", { linkPage: true });

// /app/setpassword?token= — first password of an activated account (POST /api/users/activate)
function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <PasswordLinkPage kind="set" pathname="/app/setpassword" searchParams={searchParams} />;
}

export default withMessages(Page, ["account.errors", "account.invalidLink", "account.password", "account.setPassword"]);
