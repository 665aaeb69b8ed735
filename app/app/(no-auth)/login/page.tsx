import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { LoginScreen } from "@/lib/modules/shell/ui/login-screen";
import { getPageTenant } from "@/lib/modules/auth/page-session";
import { NOT_FOUND_PATH } from "@/lib/shared/navigation";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("login"))("title") };
}

type Search = Promise<{ next?: string | string[]; handoff?: string | string[] }>;
const one = (v: string | string[] | undefined) => (typeof v === "string" && v ? v : null);

// On the bare host the form is shown too: the login answers with the firm's address.
async function LoginPage({ searchParams }: { searchParams: Search }) {
  const tenant = await getPageTenant();
  if (tenant === "unknown") redirect(NOT_FOUND_PATH);
  const sp = await searchParams;
  return <LoginScreen next={one(sp.next)} handoff={one(sp.handoff)} firmName={tenant?.name ?? null} />;
}

export default withMessages(LoginPage, ["login"]);
