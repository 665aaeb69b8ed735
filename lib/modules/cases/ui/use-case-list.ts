"use client";
// The case list query and its view kept in the URL (spec "List filters"): ?filter=<{"matcher":{…}}>
// &search=&page=&perpage=&sort=<field>:<order>, plus ?petitionerId= for the customers drill-down.
// The URL state and the query are the shared useListQuery; the matcher schema is the API contract's;
// the definition is in ./case-list-definition (shared with the server page that sends the first page).
import { useSearchParams } from "next/navigation";
import type { InitialList } from "@/components/list/list-definition";
import { useListQuery } from "@/components/list/use-list-query";
import type { CaseListRow } from "../contract";
import { CASE_LIST, drillDownOf } from "./case-list-definition";

/** `initial`: the first page the server sent with the HTML (used when it answers this URL's view). */
export function useCaseList(initial?: InitialList<CaseListRow> | null) {
  const params = useSearchParams();
  const petitionerId = drillDownOf(params);
  const list = useListQuery({ ...CASE_LIST, extra: { petitionerId } }, initial);
  return { ...list, petitionerId };
}
