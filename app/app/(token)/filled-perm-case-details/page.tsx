import type { Metadata } from "next";
import type { SearchParams } from "@/lib/modules/account/page-tenant";
import { FilledCasePage } from "@/lib/modules/questionnaires/ui/filled-page";
import { questionnaireMetadata } from "@/lib/modules/questionnaires/ui/meta";
import { withMessages } from "@/i18n/page-messages";

export const generateMetadata = (): Promise<Metadata> => questionnaireMetadata("filledPerm");

// /app/filled-perm-case-details?petitionId= (signed-in staff) or ?token= (the link holder) — the submitted PERM questionnaires, read-only
function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <FilledCasePage searchParams={searchParams} perm />;
}

export default withMessages(Page, ["clients", "questionnaire", "settings.address"]);
