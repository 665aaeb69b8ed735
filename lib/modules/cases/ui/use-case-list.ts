"use client";
// The case list query and its view kept in the URL (spec "List filters"): ?filter=<{"matcher":{…}}>
// &search=&page=&perpage=&sort=<field>:<order>, plus ?petitionerId= for the customers drill-down.
// The URL state and the query are the shared useListQuery; the matcher schema is the API contract's.
import type { z } from "zod";
import { useSearchParams } from "next/navigation";
import { useListQuery } from "@/components/list/use-list-query";
import { isUuid } from "@/lib/shared/route-params";
import type { CaseListRow } from "../contract";
import { CASE_SORT_FIELDS, caseListMatcher, type CaseSortField } from "../list-contract";
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
  path: "petition/list",
  queryKey: casesKeys.list,
};

export function useCaseList() {
  const params = useSearchParams();
  const drill = params.get(PETITIONER_PARAM);
  const petitionerId = isUuid(drill) ? drill.toLowerCase() : undefined;
  const list = useListQuery<CaseListRow, CaseSortField, z.output<typeof caseListMatcher>>({ ...VIEW_OPTIONS, extra: { petitionerId } });
  return { ...list, petitionerId };
}
