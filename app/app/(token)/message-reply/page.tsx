// /app/message-reply?token= — answering a case message from its e-mail without signing in (one reply per link)
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { param, pathWithQuery, requireFirm, type SearchParams } from "@/lib/modules/account/page-tenant";
import { MESSAGE_REPLY_PATH } from "@/lib/modules/communication/constants";
import { ReplyLinkScreen } from "@/lib/modules/communication/ui";
import { withMessages } from "@/i18n/page-messages";

// Opened from an e-mailed token link: not indexed, no referrer.
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("communication.replyLink"))("formLabel"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const sp = await searchParams;
  const tenant = await requireFirm(pathWithQuery(MESSAGE_REPLY_PATH, sp));
  return <ReplyLinkScreen token={param(sp, "token")} firmName={tenant.name} />;
}

export default withMessages(Page, ["communication"]);
