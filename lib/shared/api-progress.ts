// /api/* POSTs that report upload progress (XMLHttpRequest; fetch cannot): the same clock fields,
// envelope and ApiError as apiPost. JSON bodies (image uploads as data URLs) and multipart forms
// (documents).
import { browserTimeZone } from "@/lib/shared/format/time-zone";
import { ApiError, GENERIC_ERROR, SIGN_OUT_CODES, apiPost, localizeApiError, localToday, toApiError, withClock } from "@/lib/shared/api-client";

type Envelope = Parameters<typeof toApiError>[0];

export type FormFields = Record<string, string | readonly string[] | undefined>;

/** POST `body` to /api/<path>; `onProgress` gets 0..1 while the body is sent. Resolves to `result.data`. */
function xhrPost<T>(path: string, body: XMLHttpRequestBodyInit, contentType: string | null, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/${path.replace(/^\/+/, "")}`);
    if (contentType) xhr.setRequestHeader("content-type", contentType);
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
        void localizeApiError(error).then(reject);
        return;
      }
      onProgress(1);
      resolve(envelope.result?.data as T);
    };
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** A JSON POST with upload progress. */
export function postWithProgress<T>(path: string, body: unknown, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<T> {
  return xhrPost<T>(path, JSON.stringify(withClock(body ?? {})), "application/json", onProgress, signal);
}

/** A multipart POST of `files` (part `fileField`, default "file") and `fields`, with upload progress. */
export function postFormWithProgress<T>(
  path: string,
  fields: FormFields,
  files: readonly File[],
  onProgress: (fraction: number) => void,
  opts: { signal?: AbortSignal; fileField?: string } = {},
): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ timezone: browserTimeZone(), today: localToday(), ...fields })) {
    if (value === undefined) continue;
    for (const v of typeof value === "string" ? [value] : value) form.append(name, v);
  }
  for (const f of files) form.append(opts.fileField ?? "file", f, f.name);
  // No content type: the browser sets multipart/form-data with its boundary.
  return xhrPost<T>(path, form, null, onProgress, opts.signal);
}
