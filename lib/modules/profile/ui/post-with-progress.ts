// An /api/* POST that reports upload progress (fetch cannot): same body, clock fields, envelope and
// ApiError as apiPost. Used for image uploads (profile picture, firm logo and favicon).
import { ApiError, GENERIC_ERROR, SIGN_OUT_CODES, apiPost, toApiError, withClock } from "@/lib/shared/api-client";

type Envelope = Parameters<typeof toApiError>[0];

/** POST /api/<path>; `onProgress` receives 0..1 while the body is sent. Resolves to `result.data`. */
export function postWithProgress<T>(path: string, body: unknown, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/${path.replace(/^\/+/, "")}`);
    xhr.setRequestHeader("content-type", "application/json");
    xhr.setRequestHeader("accept", "application/json");
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(1, e.loaded / e.total));
    };
    xhr.onerror = () => reject(new ApiError("NETWORK", GENERIC_ERROR, 0));
    xhr.onabort = () => reject(new ApiError("ABORTED", "error", 0));
    xhr.onload = () => {
      let envelope: Envelope = null;
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope;
      } catch {
        envelope = null;
      }
      const ok = xhr.status >= 200 && xhr.status < 300;
      if (!ok || envelope === null || envelope.status === false) {
        const error = toApiError(envelope, ok ? 500 : xhr.status);
        // The session ended: let the shared client see it too, so its sign-out handler runs (spec section 8).
        if ((SIGN_OUT_CODES as readonly string[]).includes(error.code)) apiPost("users/login-user-details").catch(() => undefined);
        reject(error);
        return;
      }
      onProgress(1);
      resolve(envelope.result?.data as T);
    };
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(JSON.stringify(withClock(body ?? {})));
  });
}

/** Reads a File as a data URL, reporting read progress (0..1). */
export function readAsDataUrl(file: Blob, onProgress?: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    reader.onerror = () => reject(reader.error ?? new Error(GENERIC_ERROR));
    reader.onload = () => resolve(String(reader.result));
    reader.readAsDataURL(file);
  });
}
