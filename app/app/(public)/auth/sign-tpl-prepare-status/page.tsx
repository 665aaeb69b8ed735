import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getPageSession } from "@/lib/modules/auth/page-session";
import { param, pathWithQuery, requireFirm, type SearchParams } from "@/lib/modules/account/page-tenant";
import { ESIGN_STATUS_PATH } from "@/lib/modules/esign/constants";
import { PrepareStatusScreen } from "@/lib/modules/esign/ui/prepare-status-screen";
import { LOGIN_PATH } from "@/lib/shared/navigation";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("esign"))("staff.statusPage.pageTitle"), robots: { index: false, follow: false } };
}

// /app/auth/sign-tpl-prepare-status?id= — an envelope's sending status for the signed-in staff (spec: public
// layout); a visitor without a session goes to the login and comes back here
async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const sp = await searchParams;
  const here = pathWithQuery(ESIGN_STATUS_PATH, sp);
  await requireFirm(here);
  if (!(await getPageSession())) redirect(`${LOGIN_PATH}?next=${encodeURIComponent(here)}`);
  return <PrepareStatusScreen id={param(sp, "id").toLowerCase()} />;
}

export default withMessages(Page, ["esign.staff"]);
