// A multipart POST to /api/* with real upload progress (XMLHttpRequest; fetch cannot report it):
// the clock fields are added, the envelope is unwrapped and errors become ApiError, as in apiPost.
import { ApiError, GENERIC_ERROR, SIGN_OUT_CODES, apiPost, browserTimeZone, localToday, toApiError } from "@/lib/shared/api-client";

type Envelope = Parameters<typeof toApiError>[0];

export type FormFields = Record<string, string | readonly string[] | undefined>;

/** POST `files` (part `fileField`) and `fields`; `onProgress` gets 0..1 while the body is sent. */
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
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/${path.replace(/^\/+/, "")}`);
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
        // The session ended: let the shared client see it too, so its sign-out handler runs.
        if ((SIGN_OUT_CODES as readonly string[]).includes(error.code)) apiPost("users/login-user-details").catch(() => undefined);
        reject(error);
        return;
      }
      onProgress(1);
      resolve(envelope.result?.data as T);
    };
    opts.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * Open a short-lived download URL in a new tab. The tab is opened at once (inside the click, so no
 * pop-up blocker stops it) and pointed at the URL when it arrives; closed again on failure.
 */
export async function openInNewTab(getUrl: () => Promise<string>): Promise<void> {
  const tab = typeof window !== "undefined" ? window.open("about:blank", "_blank") : null;
  if (tab) tab.opener = null;
  try {
    const url = await getUrl();
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (err) {
    tab?.close();
    throw err;
  }
}
