"use client";
// The case details query (/api/petition/details) and its history (/api/petition/activity-list, 1000 a page: spec section 9).
import { useQuery } from "@tanstack/react-query";
import { apiList, apiPost, localToday } from "@/lib/shared/api-client";
import type { CaseDetails, CaseHistoryRow } from "../contract";
import { casesKeys } from "./keys";

const CASE_HISTORY_PAGE_SIZE = 1000;

/** The case as the server read it for the first paint, and the server's calendar day then. */
export type InitialCaseDetails = { today: string; data: CaseDetails };

/** `initial`: used as the query's data (no call, no spinner); fresh only when the browser's day is the server's. */
export function useCaseDetails(id: string, initial?: InitialCaseDetails | null) {
  const seeded = initial && initial.data.id === id ? initial : null;
  return useQuery({
    queryKey: casesKeys.detail(id),
    queryFn: ({ signal }) => apiPost<CaseDetails>("petition/details", { id }, { signal }),
    initialData: seeded ? seeded.data : undefined,
    // Lazy: read only when the cache has no entry yet, on the client (never during the server render).
    initialDataUpdatedAt: seeded ? () => (seeded.today === localToday() ? Date.now() : 0) : undefined,
  });
}

export function useCaseHistory(id: string) {
  return useQuery({
    queryKey: casesKeys.history(id),
    queryFn: ({ signal }) => apiList<CaseHistoryRow>("petition/activity-list", { id, page: 1, perpage: CASE_HISTORY_PAGE_SIZE }, { signal }),
  });
}
