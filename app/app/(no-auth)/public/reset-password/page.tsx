import type { Metadata } from "next";
import { accountMetadata } from "@/lib/modules/account/meta";
import type { SearchParams } from "@/lib/modules/account/page-tenant";
import { PasswordLinkPage } from "@/lib/modules/account/ui/password-link-page";

export const generateMetadata = (): Promise<Metadata> => accountMetadata("reset", { linkPage: true });

// /app/public/reset-password?token= — new password from the forgot-password e-mail (POST /api/auth/update-password)
export default function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <PasswordLinkPage kind="reset" pathname="/app/public/reset-password" searchParams={searchParams} />;
}
