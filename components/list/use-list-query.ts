"use client";
// The one list hook of a list screen: the view (page, sort, search, filter) kept in the URL by
// useListView, and the list call through TanStack Query with the previous page kept while the next loads.
// The definition and the body are in ./list-definition (no React), so a server page can build the same
// body and send the first page with the HTML (`initial`).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiList, localToday } from "@/lib/shared/api-client";
import { compactMatcher } from "./list-url";
import { listRequestBody, type InitialList, type ListDefinition } from "./list-definition";
import { useListView } from "./list-view";

export { defineList, LIST_PAGE_SIZES } from "./list-definition";

/**
 * `{ view, update, query, filtered }`: `update` changes the URL (see useListView), `query` the list
 * call's TanStack result, `filtered` whether a search or a filter is set. `initial`: the first page the
 * server sent with the HTML; used as the query's data when it answers this very body (no call, no
 * skeleton), and fresh only if the browser's calendar day is the server's (else it is asked again).
 */
export function useListQuery<T, S extends string, M extends object, X extends object = object>(o: ListDefinition<T, S, M, X>, initial?: InitialList<T> | null) {
  const [view, update] = useListView(o);
  const body = listRequestBody(o, view);
  const seeded = initial && initial.body === JSON.stringify(body) ? initial : null;
  const query = useQuery({
    queryKey: o.queryKey(body),
    queryFn: ({ signal }) => apiList<T>(o.path, body, { signal }),
    placeholderData: keepPreviousData,
    initialData: seeded ? seeded.data : undefined,
    // Lazy: read only when the cache has no entry yet, on the client (never during the server render).
    initialDataUpdatedAt: seeded ? () => (seeded.today === localToday() ? Date.now() : 0) : undefined,
  });
  const filtered = Boolean(view.search || compactMatcher(view.matcher));
  return { view, update, query, filtered };
}
