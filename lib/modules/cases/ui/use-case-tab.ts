"use client";
// The selected tab of the case details screen, kept in the URL (?tab=). Case Details is the default
// (spec section 9) and is not written to the URL, so every link into a case opens on it: leaving the
// case pages resets the tab (spec section 2).
import { useSearchParams } from "next/navigation";
import { setQueryParam } from "@/components/list/list-view";

export const CASE_TABS = ["details", "beneficiaries", "documents", "forms", "scanned", "workflow", "history", "tracking"] as const;
export type CaseTab = (typeof CASE_TABS)[number];
export const DEFAULT_CASE_TAB: CaseTab = "details";

const isCaseTab = (v: string | null): v is CaseTab => v !== null && (CASE_TABS as readonly string[]).includes(v);

export function useCaseTab(): [CaseTab, (tab: CaseTab) => void] {
  const params = useSearchParams();
  const raw = params.get("tab");
  const tab = isCaseTab(raw) ? raw : DEFAULT_CASE_TAB;
  const select = (next: CaseTab) => setQueryParam("tab", next === DEFAULT_CASE_TAB ? null : next, "push");
  return [tab, select];
}
