import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { safeFirmPath } from "@/lib/modules/account/contract";
import { accountMetadata } from "@/lib/modules/account/meta";
import { optionalFirm, param, type SearchParams } from "@/lib/modules/account/page-tenant";
import { DefaultUserScreen } from "@/lib/modules/account/ui/default-user-screen";
import { LOGIN_PATH } from "@/lib/shared/navigation";
import { withMessages } from "@/i18n/page-messages";

export const generateMetadata = (): Promise<Metadata> => accountMetadata("defaultUser");

// /app/default-user[?next=/app/…]: the bare host asks for the firm's address; on a firm's host there is nothing to ask.
async function DefaultUserPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const sp = await searchParams;
  const next = safeFirmPath(param(sp, "next"));
  if (await optionalFirm()) redirect(next ?? LOGIN_PATH);
  const host = (await headers()).get("host") ?? "";
  return <DefaultUserScreen host={host} next={next} />;
}

export default withMessages(DefaultUserPage, ["account.defaultUser"]);
