// /app/video-call — the caller's video meetings: new meeting (token link for the guest), join, end; ?meeting={id} is that meeting's call
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { param, type SearchParams } from "@/lib/modules/account/page-tenant";
import { VideoCallScreen } from "@/lib/modules/meetings/ui/video-call-screen";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { isUuid } from "@/lib/shared/route-params";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("meetings"))("title") };
}

async function VideoCallPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const meeting = param(await searchParams, "meeting");
  return <VideoCallScreen viewer={await getViewer()} meetingId={isUuid(meeting) ? meeting.toLowerCase() : null} />;
}

export default withMessages(VideoCallPage, ["meetings"]);
