"use client";
// The firm's QuickBooks status (quickbooks/status), shared by the settings, status and customers screens.
import { useQuery } from "@tanstack/react-query";
import { apiPost } from "@/lib/shared/api-client";
import type { QuickbooksStatus } from "../contract";
import { quickbooksKeys } from "./keys";

export function useQuickbooksStatus() {
  return useQuery({ queryKey: quickbooksKeys.status(), queryFn: ({ signal }) => apiPost<QuickbooksStatus>("quickbooks/status", {}, { signal }) });
}
