import type { Metadata } from "next";
import type { SearchParams } from "@/lib/modules/account/page-tenant";
import { FilledCasePage } from "@/lib/modules/questionnaires/ui/filled-page";
import { questionnaireMetadata } from "@/lib/modules/questionnaires/ui/meta";
import { withMessages } from "@/i18n/page-messages";

export const generateMetadata = (): Promise<Metadata> => questionnaireMetadata("filled");

// /app/filled-case-details?petitionId= (signed-in staff) or ?token= (the link holder) — submitted answers, read-only
function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <FilledCasePage searchParams={searchParams} />;
}

export default withMessages(Page, ["clients", "questionnaire", "settings.address"]);
