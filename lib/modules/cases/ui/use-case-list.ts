"use client";
// The case list query and its view kept in the URL (spec "List filters"): ?filter=<{"matcher":{…}}>
// &search=&page=&perpage=&sort=<field>:<order>, plus ?petitionerId= for the customers drill-down.
// The URL state and the query are the shared useListQuery; the matcher schema is the API contract's.
import { useSearchParams } from "next/navigation";
import { defineList, useListQuery } from "@/components/list/use-list-query";
import { isUuid } from "@/lib/shared/route-params";
import type { CaseListRow } from "../contract";
import { CASE_SORT_FIELDS, caseListMatcher } from "../list-contract";
import { casesKeys } from "./keys";

export const CASES_PATH = "/app/cases";
/** Query parameter of the customers drill-down (spec: "The customers drill-down also adds petitionerId"). */
const PETITIONER_PARAM = "petitionerId";

const LIST = defineList<CaseListRow>()({
  sortFields: CASE_SORT_FIELDS,
  defaultSort: { sortBy: "createdAt", sortOrder: "desc" },
  matcher: caseListMatcher,
  path: "petition/list",
  queryKey: casesKeys.list,
});

export function useCaseList() {
  const params = useSearchParams();
  const drill = params.get(PETITIONER_PARAM);
  const petitionerId = isUuid(drill) ? drill.toLowerCase() : undefined;
  const list = useListQuery({ ...LIST, extra: { petitionerId } });
  return { ...list, petitionerId };
}
