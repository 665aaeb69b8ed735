import type { Metadata } from "next";
import type { SearchParams } from "@/lib/modules/account/page-tenant";
import { FilledCasePage } from "@/lib/modules/questionnaires/ui/filled-page";
import { questionnaireMetadata } from "@/lib/modules/questionnaires/ui/meta";

export const generateMetadata = (): Promise<Metadata> => questionnaireMetadata("filledPerm");

// /app/filled-perm-case-details?petitionId= (signed-in staff) or ?token= (the link holder) — the submitted PERM questionnaires, read-only
export default function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <FilledCasePage searchParams={searchParams} perm />;
}
