import type { Metadata } from "next";
import type { SearchParams } from "@/lib/modules/account/page-tenant";
import { QuestionnaireLinkPage } from "@/lib/modules/questionnaires/ui/link-page";
import { questionnaireMetadata } from "@/lib/modules/questionnaires/ui/meta";
import { withMessages } from "@/i18n/page-messages";

export const generateMetadata = (): Promise<Metadata> => questionnaireMetadata("confirmSponsorship");

// /app/public/confirm-sponsorship-questionnaire?token= — the individual sponsor confirms the answers of their submitted sponsor questionnaire and accepts the sponsor's obligations (no sign-in)
function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <QuestionnaireLinkPage kind="sponsor_confirmation" searchParams={searchParams} />;
}

export default withMessages(Page, ["clients", "questionnaire", "settings.address"]);
