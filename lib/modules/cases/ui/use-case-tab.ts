"use client";
// The selected tab of the case details screen, kept in the URL (?tab=). Case Details is the default
// (spec section 9) and is not written to the URL, so every link into a case opens on it: leaving the
// case pages resets the tab (spec section 2).
import { useUrlTab } from "@/components/ui/use-url-tab";

export const CASE_TABS = ["details", "greenCard", "perm", "beneficiaries", "documents", "forms", "scanned", "workflow", "history", "tracking"] as const;
export type CaseTab = (typeof CASE_TABS)[number];
export const DEFAULT_CASE_TAB: CaseTab = "details";

export function useCaseTab(): [CaseTab, (tab: CaseTab) => void] {
  return useUrlTab(CASE_TABS, DEFAULT_CASE_TAB);
}
