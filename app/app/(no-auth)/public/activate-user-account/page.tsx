import type { Metadata } from "next";
import { accountMetadata } from "@/lib/modules/account/meta";
import type { SearchParams } from "@/lib/modules/account/page-tenant";
import { PasswordLinkPage } from "@/lib/modules/account/ui/password-link-page";

export const generateMetadata = (): Promise<Metadata> => accountMetadata("activate", { linkPage: true });

// /app/public/activate-user-account?token= — staff account activation (POST /api/users/activate)
export default function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <PasswordLinkPage kind="activate" pathname="/app/public/activate-user-account" searchParams={searchParams} />;
}
