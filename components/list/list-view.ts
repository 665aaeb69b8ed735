"use client";
// The state of a list screen kept in the URL, so a link reproduces the view (the URL form is ./list-url).
// Writing goes through the native history API, which the Next.js router follows (useSearchParams
// updates, no server round trip).
import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import { parseListView, listViewQuery, type ListView, type ListViewOptions, type ListViewUpdate } from "./list-url";

/**
 * [view, update]: `update` merges a patch into the view; any change other than the page itself
 * goes back to page 1. Searching replaces the history entry, other changes push one.
 */
export function useListView<S extends string, M extends object>(o: ListViewOptions<S, M>) {
  const params = useSearchParams();
  const pathname = usePathname();
  const key = params.toString();
  // The options' parts are module constants (see defineList), so the view changes only with the URL.
  const { sortFields, defaultSort, perpageOptions, defaultPerpage, matcher } = o;
  const view = useMemo(
    () => parseListView(new URLSearchParams(key), { sortFields, defaultSort, perpageOptions, defaultPerpage, matcher }),
    [key, sortFields, defaultSort, perpageOptions, defaultPerpage, matcher],
  );

  const update = useCallback(
    (patch: ListViewUpdate<S, M>) => {
      const next: ListView<S, M> = {
        ...view,
        ...patch,
        matcher: patch.matcher ? ({ ...view.matcher, ...patch.matcher } as M) : view.matcher,
        page: patch.page ?? 1,
      };
      const url = `${pathname}${listViewQuery(next, { defaultSort, defaultPerpage }, new URLSearchParams(window.location.search))}`;
      if (url === `${window.location.pathname}${window.location.search}`) return;
      const onlySearch = Object.keys(patch).every((k) => k === "search" || k === "page");
      if (onlySearch && patch.search !== undefined) window.history.replaceState(null, "", url);
      else window.history.pushState(null, "", url);
    },
    [view, pathname, defaultSort, defaultPerpage],
  );

  return [view, update] as const;
}

/** Sets or removes one query parameter (e.g. ?focus=) without touching the others. */
export function setQueryParam(name: string, value: string | null, mode: "push" | "replace" = "replace"): void {
  const q = new URLSearchParams(window.location.search);
  if (value === null) q.delete(name);
  else q.set(name, value);
  const s = q.toString();
  const url = `${window.location.pathname}${s ? `?${s}` : ""}`;
  if (mode === "push") window.history.pushState(null, "", url);
  else window.history.replaceState(null, "", url);
}
