// The case list's definition and URL reading, without React (no "use client"): the screen's hook
// (./use-case-list) and the server page, which sends the first page with the HTML, build the same list
// body from the same URL, so the page the server read is the one the browser's query asks for.
import { defineList, listRequestBody } from "@/components/list/list-definition";
import { parseListView, serverCheckedMatcher } from "@/components/list/list-url";
import { isUuid } from "@/lib/shared/route-params";
import type { CaseListRow } from "../contract";
import { CASE_SORT_FIELDS } from "../constants";
import type { CaseListMatcher } from "../list-contract";
import { casesKeys } from "./keys";

/** Query parameter of the customers drill-down (spec: "The customers drill-down also adds petitionerId"). */
const PETITIONER_PARAM = "petitionerId";

export const CASE_LIST = defineList<CaseListRow>()({
  sortFields: CASE_SORT_FIELDS,
  defaultSort: { sortBy: "createdAt", sortOrder: "desc" },
  // The server pages check the URL's matcher with the contract's caseListMatcher and redirect a bad one
  // (app/app/(authenticated)/cases/page-data.ts): the browser does not load zod for the list.
  matcher: serverCheckedMatcher<CaseListMatcher>(),
  path: "petition/list",
  queryKey: casesKeys.list,
});

/** The drill-down's petitioner id of the URL, when it is one. */
export function drillDownOf(params: URLSearchParams): string | undefined {
  const drill = params.get(PETITIONER_PARAM);
  return isUuid(drill) ? drill.toLowerCase() : undefined;
}

/** The list call's body for a URL's query (what useCaseList sends for it). */
export function caseListRequest(params: URLSearchParams) {
  const petitionerId = drillDownOf(params);
  const list = { ...CASE_LIST, extra: { petitionerId } };
  return listRequestBody(list, parseListView(params, list));
}
