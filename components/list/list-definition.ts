// A list screen's definition and its list call's body, without React: the screen's hook
// (./use-list-query) and a server page that sends the first page with the HTML both build the body here,
// so the query key the server filled is the one the browser asks for.
import type { QueryKey } from "@tanstack/react-query";
import type { ListView, ListViewOptions } from "./list-url";

/** The standard list body: `{ page, perpage, sortBy, sortOrder, search?, filter: { matcher } }`. */
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
export type ListDefinition<T, S extends string, M extends object, X extends object = object> = ListQueryOptions<S, M, X> & {
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

/** The body of a view with the definition's matcher mapping and extra fields (what the list call receives). */
export function listRequestBody<T, S extends string, M extends object, X extends object = object>(o: ListDefinition<T, S, M, X>, view: ListView<S, M>) {
  return { ...listBody(view, o.toMatcher ? o.toMatcher(view.matcher) : view.matcher), ...o.extra } as ListBody<S, M> & Partial<X>;
}

/**
 * The first page of a list as the server read it, sent with the HTML (TanStack Query's initialData):
 * `body` is the list call's body it answers (the screen uses it only when its own body is the same),
 * `today` the server's calendar day the rows were computed for (a browser on another day asks again).
 */
export type InitialList<T> = { body: string; today: string; data: { data: T[]; pagination: { page: number; perpage: number; total: number } } };
