import type { Metadata } from "next";
import type { SearchParams } from "@/lib/modules/account/page-tenant";
import { QuestionnaireLinkPage } from "@/lib/modules/questionnaires/ui/link-page";
import { questionnaireMetadata } from "@/lib/modules/questionnaires/ui/meta";
import { withMessages } from "@/i18n/page-messages";

export const generateMetadata = (): Promise<Metadata> => questionnaireMetadata("sponsor");

// /app/fill-sponsor-questionnaire?token= — the sponsor questionnaire of a token link (no sign-in)
function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <QuestionnaireLinkPage kind="sponsor" searchParams={searchParams} />;
}

export default withMessages(Page, ["clients", "questionnaire", "settings.address"]);
