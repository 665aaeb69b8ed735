"use client";
// The state of a list screen kept in the URL, so a link reproduces the view (the URL form is ./list-url).
// Writing goes through the native history API, which the Next.js router follows (useSearchParams
// updates, no server round trip) once it has hooked it: see writeHistory.
import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useMemo } from "react";
import { parseListView, planListUpdate, type ListViewOptions, type ListViewUpdate } from "./list-url";

/** [view, update]: `update` merges a patch into the view and writes it to the URL (planListUpdate says how). */
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
      const address = { pathname: window.location.pathname, search: window.location.search };
      const plan = planListUpdate(patch, { pathname, shownQuery: key, address }, { sortFields, defaultSort, perpageOptions, defaultPerpage, matcher });
      if (plan) writeHistory(plan.url, plan.mode);
    },
    [key, pathname, sortFields, defaultSort, perpageOptions, defaultPerpage, matcher],
  );

  useEffect(watchLinks, []);

  return [view, update] as const;
}

/** Sets or removes one query parameter (e.g. ?focus=) without touching the others. */
export function setQueryParam(name: string, value: string | null, mode: "push" | "replace" = "replace"): void {
  const q = new URLSearchParams(window.location.search);
  if (value === null) q.delete(name);
  else q.set(name, value);
  const s = q.toString();
  writeHistory(`${window.location.pathname}${s ? `?${s}` : ""}`, mode);
}

let leaving: { from: string; path: string; until: number } | null = null;

/** Holds the list's own URL writes back until the reader is on `path` (at most 5 s): see writeHistory. */
function holdWritesUntilAt(path: string): void {
  leaving = { from: window.location.pathname, path, until: Date.now() + 5000 };
}

/**
 * Takes the reader from a list screen to `href` (router.push) and holds the list's own URL writes back until she
 * is there (at most 5 s): a search box's debounced write fired during the navigation would otherwise replace the
 * address with the list's and the router would stay on the list. Once she is there the hold ends.
 */
export function leaveListFor(router: { push: (href: string) => void }, href: string): void {
  holdWritesUntilAt(new URL(href, window.location.href).pathname);
  router.push(href);
}

/**
 * The same hold for a link to another of the app's pages (a row's name, a tab of the menu): its click is seen in the
 * capture phase, before Next.js's Link starts the navigation, which waits for the next page's data while the list is
 * still there and its search box's timer still runs.
 */
function holdOnLinkClick(e: MouseEvent): void {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const link = e.target instanceof Element ? e.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
  const to = new URL(link.href, window.location.href);
  if (to.origin === window.location.origin && to.pathname !== window.location.pathname) holdWritesUntilAt(to.pathname);
}

let watchingLinks = false;
/** Installs holdOnLinkClick once, the first time a list is shown. */
function watchLinks(): void {
  if (watchingLinks) return;
  watchingLinks = true;
  document.addEventListener("click", holdOnLinkClick, true);
}

/** Whether the Next.js router has hooked history.pushState (its own function instead of the browser's). */
function routerFollowsHistory(): boolean {
  return !Function.prototype.toString.call(window.history.pushState).includes("[native code]");
}

/**
 * Writes `url` into the history, which the Next.js router then follows (useSearchParams, usePathname).
 * The router hooks pushState/replaceState in an effect that runs after hydration; a choice made in the
 * moment between (a busy machine, a quick hand) would change the address but not the page. Until the
 * hook is there, the write waits for it (polled every 20 ms, at most 2 s, then written anyway).
 */
export function writeHistory(url: string, mode: "push" | "replace"): void {
  const write = () => {
    // A list's late write (a search typed a moment before) must not bring the reader back from the page she is
    // being taken to (leaveListFor): the router would follow it and cancel that navigation.
    // The hold ends once she has left the list (the list and its timers are gone): the next pages' own writes —
    // another list's search typed within the 5 s — go through.
    if (leaving && (Date.now() >= leaving.until || window.location.pathname !== leaving.from)) leaving = null;
    if (leaving && new URL(url, window.location.href).pathname !== leaving.path) return;
    if (mode === "push") window.history.pushState(null, "", url);
    else window.history.replaceState(null, "", url);
  };
  if (routerFollowsHistory()) return write();
  let tries = 0;
  const wait = () => {
    if (routerFollowsHistory() || ++tries > 100) write();
    else setTimeout(wait, 20);
  };
  setTimeout(wait, 0);
}
