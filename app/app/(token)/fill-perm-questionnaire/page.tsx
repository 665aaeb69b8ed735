import type { Metadata } from "next";
import type { SearchParams } from "@/lib/modules/account/page-tenant";
import { QuestionnaireLinkPage } from "@/lib/modules/questionnaires/ui/link-page";
import { questionnaireMetadata } from "@/lib/modules/questionnaires/ui/meta";
import { withMessages } from "@/i18n/page-messages";

export const generateMetadata = (): Promise<Metadata> => questionnaireMetadata("perm");

// /app/fill-perm-questionnaire?token= — the employer's or the worker's PERM questionnaire of a token link (no sign-in)
function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <QuestionnaireLinkPage kind="perm_employer" searchParams={searchParams} />;
}

export default withMessages(Page, ["clients", "questionnaire", "settings.address"]);
