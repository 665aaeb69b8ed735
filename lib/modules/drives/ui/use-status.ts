"use client";
// The firm's three drives (drives/status), shared by the three drive pages.
import { useQuery } from "@tanstack/react-query";
import { apiPost } from "@/lib/shared/api-client";
import type { DriveStatus } from "../contract";
import { drivesKeys } from "./keys";

export function useDriveStatuses() {
  return useQuery({ queryKey: drivesKeys.status(), queryFn: ({ signal }) => apiPost<DriveStatus[]>("drives/status", {}, { signal }) });
}
