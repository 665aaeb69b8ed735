"use client";
// The case details query (/api/petition/details) and its history (/api/petition/activity-list, 1000 a page: spec section 9).
import { useQuery } from "@tanstack/react-query";
import { apiList, apiPost } from "@/lib/shared/api-client";
import type { CaseDetails, CaseHistoryRow } from "../contract";
import { casesKeys } from "./keys";

const CASE_HISTORY_PAGE_SIZE = 1000;

export function useCaseDetails(id: string) {
  return useQuery({
    queryKey: casesKeys.detail(id),
    queryFn: ({ signal }) => apiPost<CaseDetails>("petition/details", { id }, { signal }),
  });
}

export function useCaseHistory(id: string) {
  return useQuery({
    queryKey: casesKeys.history(id),
    queryFn: ({ signal }) => apiList<CaseHistoryRow>("petition/activity-list", { id, page: 1, perpage: CASE_HISTORY_PAGE_SIZE }, { signal }),
  });
}
