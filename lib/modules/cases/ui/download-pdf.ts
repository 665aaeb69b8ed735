"use client";
// POST /api/petition/download-details-as-pdf answers the PDF bytes (lib/shared/api-download.ts).
import { downloadFile } from "@/lib/shared/api-download";

export function downloadCasePdf(id: string, fallbackName: string): Promise<void> {
  return downloadFile("petition/download-details-as-pdf", { id }, fallbackName);
}
