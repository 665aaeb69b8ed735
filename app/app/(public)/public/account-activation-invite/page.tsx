import type { Metadata } from "next";
import { accountMetadata } from "@/lib/modules/account/meta";
import type { SearchParams } from "@/lib/modules/account/page-tenant";
import { PasswordLinkPage } from "@/lib/modules/account/ui/password-link-page";

export const generateMetadata = (): Promise<Metadata> => accountMetadata("invite", { linkPage: true });

// /app/public/account-activation-invite?token= — invited client or petitioner (POST /api/users/activate)
export default function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <PasswordLinkPage kind="invite" pathname="/app/public/account-activation-invite" searchParams={searchParams} />;
}
