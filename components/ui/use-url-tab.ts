"use client";
// The selected tab of a details screen, kept in the URL (?tab=). The default tab is not written to the
// URL, so every link into the record opens on it.
import { useSearchParams } from "next/navigation";
import { setQueryParam } from "@/components/list/list-view";

export function useUrlTab<T extends string>(tabs: readonly T[], fallback: T): [T, (tab: T) => void] {
  const raw = useSearchParams().get("tab");
  const tab = raw !== null && (tabs as readonly string[]).includes(raw) ? (raw as T) : fallback;
  const select = (next: T) => setQueryParam("tab", next === fallback ? null : next, "push");
  return [tab, select];
}
