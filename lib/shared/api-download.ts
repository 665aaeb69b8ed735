"use client";
// A POST whose answer is a file (a PDF, a CSV), saved by the browser under the server's file name.
// Errors keep the JSON envelope, so they are read the same way as every other call.
import { ApiError, GENERIC_ERROR, localizeApiError, toApiError, withClock } from "@/lib/shared/api-client";

function fileNameOf(res: Response, fallback: string): string {
  const cd = res.headers.get("content-disposition") ?? "";
  const star = /filename\*=UTF-8''([^;]+)/i.exec(cd);
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(cd);
  return plain ? plain[1] : fallback;
}

/**
 * POST /api/<path> and answer the file it sends (a JSON answer is the error envelope, thrown as ApiError).
 * `token`: a token-link page's credential, sent as `Authorization: Bearer` (as apiPost does).
 */
export async function fetchFile(path: string, body: unknown, signal?: AbortSignal, token?: string): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(`/api/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(withClock(body)),
      credentials: "same-origin",
      signal,
    });
  } catch {
    throw new ApiError("NETWORK", GENERIC_ERROR, 0);
  }
  const type = res.headers.get("content-type") ?? "";
  if (!res.ok || type.includes("application/json")) {
    const envelope = await res.json().catch(() => null);
    throw await localizeApiError(toApiError(envelope, res.ok ? 500 : res.status));
  }
  return res;
}

export async function downloadFile(path: string, body: unknown, fallbackName: string, opts: { token?: string } = {}): Promise<void> {
  const res = await fetchFile(path, body, undefined, opts.token);
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
