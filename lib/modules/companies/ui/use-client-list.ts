"use client";
// The clients list query and its URL-kept view (shared by the clients screen and its dialogs).
import { defineList, useListQuery } from "@/components/list/use-list-query";
import { companyListBody, type ClientListRow } from "../contract";
import { companiesKeys } from "./keys";

const clientMatcherSchema = companyListBody.shape.filter.unwrap().shape.matcher;

const LIST = defineList<ClientListRow>()({
  sortFields: ["createdAt", "name", "updatedAt"] as const,
  defaultSort: { sortBy: "createdAt", sortOrder: "desc" },
  matcher: clientMatcherSchema,
  path: "company/list",
  queryKey: companiesKeys.list,
});

export function useClientList() {
  return useListQuery(LIST);
}
