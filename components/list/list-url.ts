// The URL form of a list screen's view (spec "List filters"), pure so server pages can build links too:
// ?filter=<encoded JSON {"matcher":{…}}>&search=&page=&perpage=&sort=<field>:<asc|desc>.
// Reading validates every part (bad parts fall back to the defaults).
type SortOrderValue = "asc" | "desc";

export type ListView<S extends string, M> = {
  page: number;
  perpage: number;
  sortBy: S;
  sortOrder: SortOrderValue;
  search: string;
  matcher: M;
};

export type ListViewOptions<S extends string, M> = {
  sortFields: readonly S[];
  defaultSort: { sortBy: NoInfer<S>; sortOrder: SortOrderValue };
  perpageOptions: readonly number[];
  defaultPerpage: number;
  /** What reads the list's matcher: the zod schema of the module contract (`{}` must parse), or serverCheckedMatcher(). */
  matcher: MatcherParser<M>;
};

/** Reads a list's matcher from the URL's JSON (a zod schema is one). */
export type MatcherParser<M> = { safeParse(raw: unknown): { success: true; data: M } | { success: false } };

/**
 * A matcher taken as the URL gives it (any JSON object), for a list whose server page checks the URL with
 * the contract's schema first and redirects a bad one to its checked form (canonicalListQuery): the
 * browser then reads only URLs the schema accepted, or that the screen wrote itself, and needs no zod.
 */
export function serverCheckedMatcher<M>(): MatcherParser<M> {
  return { safeParse: (raw) => (raw !== null && typeof raw === "object" && !Array.isArray(raw) ? { success: true, data: raw as M } : { success: false }) };
}

/** JSON with the object keys sorted, to compare two matchers whatever order their keys were written in. */
function stableJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableJson).join(",")}]`;
  if (v && typeof v === "object") return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${stableJson((v as Record<string, unknown>)[k])}`).join(",")}}`;
  return JSON.stringify(v) ?? "null";
}

/**
 * For a server page whose screen reads the matcher with serverCheckedMatcher(): the query string to
 * redirect to when `schema` refuses or changes the URL's matcher (bad parts dropped, values normalised),
 * or null when the URL is already what the schema gives.
 */
export function canonicalListQuery<S extends string, M extends object>(params: URLSearchParams, o: ListViewOptions<S, M>, schema: MatcherParser<M>): string | null {
  const checked = parseListView(params, { ...o, matcher: schema });
  const raw = parseListView(params, o);
  if (stableJson(compactMatcher(raw.matcher)) === stableJson(compactMatcher(checked.matcher))) return null;
  return listViewQuery(checked, o, params);
}

/** Keys of the list view; any other query parameter (e.g. focus) is kept as it is. */
const OWN = ["filter", "search", "page", "perpage", "sort"] as const;

function isEmpty(v: unknown): boolean {
  return v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0);
}

/** The matcher without empty entries, or null when nothing is left. */
export function compactMatcher(m: object): Record<string, unknown> | null {
  const out = Object.fromEntries(Object.entries(m).filter(([, v]) => !isEmpty(v)));
  return Object.keys(out).length ? out : null;
}

export function parseListView<S extends string, M>(params: URLSearchParams, o: ListViewOptions<S, M>): ListView<S, M> {
  const none = o.matcher.safeParse({});
  const empty = none.success ? none.data : ({} as M);
  let matcher = empty;
  const rawFilter = params.get("filter");
  if (rawFilter) {
    try {
      const json = JSON.parse(rawFilter) as { matcher?: unknown } | null;
      const parsed = o.matcher.safeParse(json && typeof json === "object" ? (json.matcher ?? {}) : {});
      if (parsed.success) matcher = parsed.data;
    } catch {
      matcher = empty;
    }
  }
  const page = Number(params.get("page"));
  const perpage = Number(params.get("perpage"));
  const [sortBy, sortOrder] = (params.get("sort") ?? "").split(":");
  const validSort = (o.sortFields as readonly string[]).includes(sortBy) && (sortOrder === "asc" || sortOrder === "desc");
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perpage: o.perpageOptions.includes(perpage) ? perpage : o.defaultPerpage,
    sortBy: validSort ? (sortBy as S) : o.defaultSort.sortBy,
    sortOrder: validSort ? (sortOrder as SortOrderValue) : o.defaultSort.sortOrder,
    search: (params.get("search") ?? "").trim().slice(0, 100),
    matcher,
  };
}

export function listViewQuery<S extends string, M extends object>(
  view: ListView<S, M>,
  o: Pick<ListViewOptions<S, M>, "defaultSort" | "defaultPerpage">,
  keep: URLSearchParams,
): string {
  const q = new URLSearchParams(keep);
  OWN.forEach((k) => q.delete(k));
  const matcher = compactMatcher(view.matcher);
  if (matcher) q.set("filter", JSON.stringify({ matcher }));
  if (view.search) q.set("search", view.search);
  if (view.sortBy !== o.defaultSort.sortBy || view.sortOrder !== o.defaultSort.sortOrder) q.set("sort", `${view.sortBy}:${view.sortOrder}`);
  if (view.perpage !== o.defaultPerpage) q.set("perpage", String(view.perpage));
  if (view.page > 1) q.set("page", String(view.page));
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** A link to a list screen with a filter, e.g. the beneficiaries of one client. */
export function listHref(pathname: string, matcher: object, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams(extra);
  const m = compactMatcher(matcher);
  if (m) q.set("filter", JSON.stringify({ matcher: m }));
  const s = q.toString();
  return s ? `${pathname}?${s}` : pathname;
}

export type ListViewUpdate<S extends string, M> = Partial<Omit<ListView<S, M>, "matcher">> & { matcher?: Partial<M> };


/**
 * What a list's `update(patch)` writes: the URL and whether it replaces the history entry, or null when the view
 * shown already is that one or the address bar is on another page. The patch is merged into the newest view written, the address bar's (`address`), not
 * the one shown (`shownQuery`, the router's): a search box's write fired a moment after a choice (its debounce) may
 * run before the router has re-rendered with that choice, and would otherwise drop it. Any change other than the page
 * itself goes back to page 1; searching replaces the history entry, other changes push one.
 */
export function planListUpdate<S extends string, M extends object>(
  patch: ListViewUpdate<S, M>,
  at: { pathname: string; shownQuery: string; address: { pathname: string; search: string } },
  o: ListViewOptions<S, M>,
): { url: string; mode: "push" | "replace" } | null {
  const { pathname, shownQuery, address } = at;
  // The reader has left the list (a search's timer fired as the next page took over, before the list's effects were
  // cleaned up): writing the list's address would take her back.
  if (address.pathname !== pathname) return null;
  const base = parseListView(new URLSearchParams(address.search), o);
  const next: ListView<S, M> = {
    ...base,
    ...patch,
    matcher: patch.matcher ? ({ ...base.matcher, ...patch.matcher } as M) : base.matcher,
    page: patch.page ?? 1,
  };
  const url = `${pathname}${listViewQuery(next, o, new URLSearchParams(address.search))}`;
  // Compared with the view shown (the router's URL), not the address bar: an address the router never took (see
  // writeHistory) must not make every later choice a no-op.
  if (url === `${pathname}${shownQuery ? `?${shownQuery}` : ""}`) return null;
  const onlySearch = Object.keys(patch).every((k) => k === "search" || k === "page");
  const inAddressBar = url === `${address.pathname}${address.search}`;
  return { url, mode: inAddressBar || (onlySearch && patch.search !== undefined) ? "replace" : "push" };
}
