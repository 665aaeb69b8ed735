"use client";
// The one list hook of a list screen: the view (page, sort, search, filter) kept in the URL by
// useListView, and the list call through TanStack Query with the previous page kept while the next loads.
import { keepPreviousData, useQuery, type QueryKey } from "@tanstack/react-query";
import { apiList } from "@/lib/shared/api-client";
import { compactMatcher, type ListView, type ListViewOptions } from "./list-url";
import { useListView } from "./list-view";

/** The standard list body: `{ page, perpage, sortBy, sortOrder, search?, filter: { matcher } }` plus `extra`. */
function listBody<S extends string, M extends object>(view: ListView<S, M>, matcher: M = view.matcher) {
  return {
    page: view.page,
    perpage: view.perpage,
    sortBy: view.sortBy,
    sortOrder: view.sortOrder,
    search: view.search || undefined,
    filter: { matcher },
  };
}

type ListBody<S extends string, M extends object> = ReturnType<typeof listBody<S, M>>;

type ListQueryOptions<S extends string, M extends object, X extends object = object> = ListViewOptions<S, M> & {
  /** The list call, e.g. "company/list". */
  path: string;
  /** The query key of a body, from the module's key factory (e.g. `companiesKeys.list`). */
  queryKey: (body: ListBody<S, M> & Partial<X>) => QueryKey;
  /** The matcher the API receives, when it differs from the view's (e.g. a default role set). */
  toMatcher?: (matcher: M) => M;
  /** More body fields besides the view (e.g. a drill-down id from another query parameter). */
  extra?: X;
};

/** A list's options with its row type `T` (so useListQuery infers it). */
type ListDefinition<T, S extends string, M extends object, X extends object = object> = ListQueryOptions<S, M, X> & {
  /** Carries the row type only (never set). */
  readonly row?: (row: T) => T;
};

/** Page sizes of every list screen; 25 is the default. */
export const LIST_PAGE_SIZES = [10, 25, 50, 100] as const;

/**
 * A list screen's options, once per module: `defineList<Row>()({ sortFields, defaultSort, matcher, path, queryKey })`.
 * Page sizes default to LIST_PAGE_SIZES (25 first shown).
 */
export function defineList<T>() {
  return <S extends string, M extends object, X extends object = object>(
    o: Omit<ListQueryOptions<S, M, X>, "perpageOptions" | "defaultPerpage"> & Partial<Pick<ListQueryOptions<S, M, X>, "perpageOptions" | "defaultPerpage">>,
  ): ListDefinition<T, S, M, X> => ({ perpageOptions: LIST_PAGE_SIZES, defaultPerpage: 25, ...o });
}

/**
 * `{ view, update, query, filtered }`: `update` changes the URL (see useListView), `query` the list
 * call's TanStack result, `filtered` whether a search or a filter is set.
 */
export function useListQuery<T, S extends string, M extends object, X extends object = object>(o: ListDefinition<T, S, M, X>) {
  const [view, update] = useListView(o);
  const body = { ...listBody(view, o.toMatcher ? o.toMatcher(view.matcher) : view.matcher), ...o.extra } as ListBody<S, M> & Partial<X>;
  const query = useQuery({
    queryKey: o.queryKey(body),
    queryFn: ({ signal }) => apiList<T>(o.path, body, { signal }),
    placeholderData: keepPreviousData,
  });
  const filtered = Boolean(view.search || compactMatcher(view.matcher));
  return { view, update, query, filtered };
}
