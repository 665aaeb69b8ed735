import type { Metadata } from "next";
import { RESEND_KINDS, type ResendKind } from "@/lib/modules/account/contract";
import { accountMetadata } from "@/lib/modules/account/meta";
import { param, pathWithQuery, requireFirm, type SearchParams } from "@/lib/modules/account/page-tenant";
import { ResendLinkScreen } from "@/lib/modules/account/ui/resend-link-screen";
import { withMessages } from "@/i18n/page-messages";

export const generateMetadata = (): Promise<Metadata> => accountMetadata("resend");

// /app/resend-link[?type=verification|activation|firm]
async function ResendLinkPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const sp = await searchParams;
  await requireFirm(pathWithQuery("/app/resend-link", sp));
  const type = param(sp, "type");
  const kind: ResendKind = (RESEND_KINDS as readonly string[]).includes(type) ? (type as ResendKind) : "verification";
  return <ResendLinkScreen initialKind={kind} />;
}

export default withMessages(ResendLinkPage, ["account.errors", "account.resend"]);
