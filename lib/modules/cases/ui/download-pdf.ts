"use client";
// POST /api/petition/download-details-as-pdf answers the PDF bytes (not the JSON envelope); errors keep
// the envelope, so they are read the same way as every other call.
import { ApiError, GENERIC_ERROR, toApiError, withClock } from "@/lib/shared/api-client";

function fileNameOf(res: Response, fallback: string): string {
  const cd = res.headers.get("content-disposition") ?? "";
  const star = /filename\*=UTF-8''([^;]+)/i.exec(cd);
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(cd);
  return plain ? plain[1] : fallback;
}

export async function downloadCasePdf(id: string, fallbackName: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch("/api/petition/download-details-as-pdf", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(withClock({ id })),
      credentials: "same-origin",
    });
  } catch {
    throw new ApiError("NETWORK", GENERIC_ERROR, 0);
  }
  const type = res.headers.get("content-type") ?? "";
  if (!res.ok || type.includes("application/json")) {
    const envelope = await res.json().catch(() => null);
    throw toApiError(envelope, res.ok ? 500 : res.status);
  }
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileNameOf(res, fallbackName);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
