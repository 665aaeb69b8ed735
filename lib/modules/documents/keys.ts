// Storage keys of case files: tenants/<tenantId>/petitions/<petitionId>/<uuid>-<safe name> (or
// tenants/<tenantId>/uploads/<userId>/<uuid>-<safe name> before a case is named). Every segment is
// [A-Za-z0-9._-], so no key can leave its folder. Pure and isomorphic (the contract uses stripStorageHost).

const MAX_NAME = 80;

/** A file name reduced to safe characters, keeping its extension ("Résumé (1).pdf" → "Resume-1.pdf"). */
export function safeFileName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? "").normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  const cleaned = base
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/-+\.|\.-+/g, ".")
    .replace(/\.{2,}/g, ".")
    .replace(/^[-.]+|[-.]+$/g, "");
  if (!cleaned) return "file";
  if (cleaned.length <= MAX_NAME) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : "";
  return cleaned.slice(0, MAX_NAME - ext.length).replace(/[-.]+$/, "") + ext;
}

export function caseFileKey(tenantId: string, petitionId: string, fileName: string, id: string = globalThis.crypto.randomUUID()): string {
  return `tenants/${tenantId}/petitions/${petitionId}/${id}-${safeFileName(fileName)}`;
}

export function userUploadKey(tenantId: string, userId: string, fileName: string, id: string = globalThis.crypto.randomUUID()): string {
  return `tenants/${tenantId}/uploads/${userId}/${id}-${safeFileName(fileName)}`;
}

/** Whether a key lies in the tenant's folder. */
export const isTenantKey = (tenantId: string, key: string) => key.startsWith(`tenants/${tenantId}/`);

/**
 * The storage key named by a client: a bare key, or a URL of the storage host
 * ("https://bucket.s3.amazonaws.com/tenants/…", a path-style "https://host/bucket/tenants/…", or a
 * local "/api/files/download?key=tenants/…"); the host and bucket prefix are stripped.
 */
export function stripStorageHost(keyName: string): string {
  const raw = keyName.trim();
  let path = raw;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) || raw.startsWith("/")) {
    try {
      const u = new URL(raw, "http://local.invalid");
      const fromQuery = u.searchParams.get("key");
      path = fromQuery ?? decodeURIComponent(u.pathname);
    } catch {
      return raw;
    }
  }
  const m = /(?:^|\/)(tenants\/.*)$/.exec(path);
  return m ? m[1] : path.replace(/^\/+/, "");
}
