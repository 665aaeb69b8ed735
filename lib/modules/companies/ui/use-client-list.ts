"use client";
// The clients list query and its URL-kept view (shared by the clients screen and its dialogs).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiList } from "@/lib/shared/api-client";
import { companyListBody, type ClientListRow } from "../contract";
import { companiesKeys } from "./keys";
import { useListView } from "./list-view";

export const CLIENT_PAGE_SIZES = [10, 25, 50, 100] as const;
export const CLIENT_SORT_FIELDS = ["createdAt", "name", "updatedAt"] as const;
export type ClientSortField = (typeof CLIENT_SORT_FIELDS)[number];

export const clientMatcherSchema = companyListBody.shape.filter.unwrap().shape.matcher;

const VIEW_OPTIONS = {
  sortFields: CLIENT_SORT_FIELDS,
  defaultSort: { sortBy: "createdAt" as ClientSortField, sortOrder: "desc" as const },
  perpageOptions: CLIENT_PAGE_SIZES,
  defaultPerpage: 25,
  matcher: clientMatcherSchema,
};

export function useClientList() {
  const [view, update] = useListView(VIEW_OPTIONS);
  const body = {
    page: view.page,
    perpage: view.perpage,
    sortBy: view.sortBy,
    sortOrder: view.sortOrder,
    search: view.search || undefined,
    filter: { matcher: view.matcher },
  };
  const query = useQuery({
    queryKey: companiesKeys.list(body),
    queryFn: ({ signal }) => apiList<ClientListRow>("company/list", body, { signal }),
    placeholderData: keepPreviousData,
  });
  return { view, update, query };
}
