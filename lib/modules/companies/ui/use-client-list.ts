"use client";
// The clients list query and its URL-kept view (shared by the clients screen and its dialogs).
import type { z } from "zod";
import { useListQuery } from "@/components/list/use-list-query";
import { companyListBody, type ClientListRow } from "../contract";
import { companiesKeys } from "./keys";

export const CLIENT_PAGE_SIZES = [10, 25, 50, 100] as const;
export const CLIENT_SORT_FIELDS = ["createdAt", "name", "updatedAt"] as const;
export type ClientSortField = (typeof CLIENT_SORT_FIELDS)[number];

export const clientMatcherSchema = companyListBody.shape.filter.unwrap().shape.matcher;
type ClientMatcher = z.output<typeof clientMatcherSchema>;

const VIEW_OPTIONS = {
  sortFields: CLIENT_SORT_FIELDS,
  defaultSort: { sortBy: "createdAt" as ClientSortField, sortOrder: "desc" as const },
  perpageOptions: CLIENT_PAGE_SIZES,
  defaultPerpage: 25,
  matcher: clientMatcherSchema,
  path: "company/list",
  queryKey: companiesKeys.list,
};

export function useClientList() {
  return useListQuery<ClientListRow, ClientSortField, ClientMatcher>(VIEW_OPTIONS);
}
