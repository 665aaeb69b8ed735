"use client";
// The selected tab of the case details screen, kept in the URL (?tab=). Case Details is the default
// (spec section 9) and is not written to the URL, so every link into a case opens on it: leaving the
// case pages resets the tab (spec section 2). A green-card case's own address (/app/gc-employment-details)
// opens on its Green card tab the same way.
import { useUrlTab } from "@/components/ui/use-url-tab";

export const CASE_TABS = ["details", "greenCard", "perm", "beneficiaries", "documents", "forms", "scanned", "workflow", "history", "tracking", "messages"] as const;
export type CaseTab = (typeof CASE_TABS)[number];
export const DEFAULT_CASE_TAB: CaseTab = "details";

/** `fallback`: the tab of a link without ?tab= (Case Details unless the page says otherwise). */
export function useCaseTab(fallback: CaseTab = DEFAULT_CASE_TAB): [CaseTab, (tab: CaseTab) => void] {
  return useUrlTab(CASE_TABS, fallback);
}
