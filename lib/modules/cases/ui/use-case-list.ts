"use client";
// The case list query and its view kept in the URL (spec "List filters"): ?filter=<{"matcher":{…}}>
// &search=&page=&perpage=&sort=<field>:<order>, plus ?petitionerId= for the customers drill-down.
// The URL state is the clients module's useListView; the matcher schema is the API contract's.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "next/navigation";
import { apiList } from "@/lib/shared/api-client";
import { useListView } from "@/lib/modules/companies/ui/list-view";
import { isUuid } from "@/lib/modules/companies/ui/route-params";
import { CASE_SORT_FIELDS, caseListMatcher, type CaseListRow, type CaseSortField } from "../contract";
import { casesKeys } from "./keys";

export const CASE_PAGE_SIZES = [10, 25, 50, 100] as const;
export const CASES_PATH = "/app/cases";
/** Query parameter of the customers drill-down (spec: "The customers drill-down also adds petitionerId"). */
export const PETITIONER_PARAM = "petitionerId";

const VIEW_OPTIONS = {
  sortFields: CASE_SORT_FIELDS,
  defaultSort: { sortBy: "createdAt" as CaseSortField, sortOrder: "desc" as const },
  perpageOptions: CASE_PAGE_SIZES,
  defaultPerpage: 25,
  matcher: caseListMatcher,
};

export function useCaseList() {
  const [view, update] = useListView(VIEW_OPTIONS);
  const params = useSearchParams();
  const drill = params.get(PETITIONER_PARAM);
  const petitionerId = isUuid(drill) ? drill.toLowerCase() : undefined;
  const body = {
    page: view.page,
    perpage: view.perpage,
    sortBy: view.sortBy,
    sortOrder: view.sortOrder,
    search: view.search || undefined,
    petitionerId,
    filter: { matcher: view.matcher },
  };
  const query = useQuery({
    queryKey: casesKeys.list(body),
    queryFn: ({ signal }) => apiList<CaseListRow>("petition/list", body, { signal }),
    placeholderData: keepPreviousData,
  });
  return { view, update, query, petitionerId };
}
