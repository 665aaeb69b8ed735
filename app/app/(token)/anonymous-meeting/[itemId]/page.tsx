// /app/anonymous-meeting/{id}?token= — the guest joins a firm's video meeting from its link (no account): name, camera preview, the call
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { param, pathWithQuery, requireFirm, type SearchParams } from "@/lib/modules/account/page-tenant";
import { meetingLinkPath } from "@/lib/modules/meetings/constants";
import { GuestMeetingScreen } from "@/lib/modules/meetings/ui/guest-meeting-screen";
import { isUuid } from "@/lib/shared/route-params";
import { withMessages } from "@/i18n/page-messages";

// Opened from a token link: not indexed, no referrer.
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("meetings.guest"))("title"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

async function Page({ params, searchParams }: { params: Promise<{ itemId: string }>; searchParams: Promise<SearchParams> }) {
  const [{ itemId }, sp] = await Promise.all([params, searchParams]);
  const tenant = await requireFirm(pathWithQuery(meetingLinkPath(itemId), sp));
  return <GuestMeetingScreen meetingId={itemId.toLowerCase()} token={isUuid(itemId) ? param(sp, "token") : ""} firmName={tenant.name} />;
}

export default withMessages(Page, ["meetings.call", "meetings.guest"]);
