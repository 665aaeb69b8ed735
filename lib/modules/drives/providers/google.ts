// Google Drive (Drive API v3, documented REST endpoints): OAuth 2.0 for web server apps with PKCE
// (access_type=offline, prompt=consent so a refresh token comes back), files.list of a folder
// ("'<id>' in parents and trashed = false", pageToken paging), files.get for the facts, alt=media for the
// bytes; Google Docs, Sheets and Slides have no bytes of their own and are exported as PDF.
import "server-only";
import { env } from "@/lib/server/env";
import { DRIVE_SCOPES } from "../constants";
import { apiCall, exchangeCode, json, pkceAuthorizeUrl, refreshTokens, withQuery } from "./http";
import { DriveApiError, type DriveFileMeta, type DriveProvider } from "./types";

const FOLDER = "application/vnd.google-apps.folder";
const EXPORTABLE = new Set(["application/vnd.google-apps.document", "application/vnd.google-apps.spreadsheet", "application/vnd.google-apps.presentation"]);
const cfg = () => env.drives.google;

type GFile = { id: string; name: string; mimeType: string; size?: string; modifiedTime?: string };
const toMeta = (f: GFile): DriveFileMeta => ({ id: f.id, name: f.name, kind: f.mimeType === FOLDER ? "folder" : "file", mimeType: f.mimeType, size: f.size ? Number(f.size) : null });

export const google: DriveProvider = {
  id: "google",
  configured: () => Boolean(cfg().clientId && cfg().clientSecret),
  authorizeUrl: (p) => pkceAuthorizeUrl(cfg(), p, DRIVE_SCOPES.google, { access_type: "offline", prompt: "consent", include_granted_scopes: "true" }),
  exchangeCode: (p) => exchangeCode(cfg(), p, "The Google sign-in"),
  // Google keeps the refresh token (the answer carries none): the old one stays.
  refresh: (refreshToken) => refreshTokens(cfg(), refreshToken, "The Google token refresh"),
  async revoke(t) {
    await fetch(cfg().revokeUrl, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ token: t.refreshToken ?? t.accessToken }), signal: AbortSignal.timeout(10_000) });
  },
  async account(accessToken) {
    const res = await apiCall(withQuery(`${cfg().apiUrl}/drive/v3/about`, { fields: "user(displayName,emailAddress)" }), accessToken);
    const b = await json<{ user?: { displayName?: string; emailAddress?: string } }>(res);
    return b.user?.emailAddress ?? b.user?.displayName ?? null;
  },
  async list(accessToken, { folderId, cursor, pageSize }) {
    const url = withQuery(`${cfg().apiUrl}/drive/v3/files`, {
      q: `'${folderId ?? "root"}' in parents and trashed = false`,
      pageSize: String(pageSize),
      pageToken: cursor,
      orderBy: "folder,name",
      fields: "nextPageToken,files(id,name,mimeType,size,modifiedTime)",
    });
    const b = await json<{ files?: GFile[]; nextPageToken?: string }>(await apiCall(url, accessToken));
    return {
      items: (b.files ?? []).map((f) => ({ ...toMeta(f), modifiedAt: f.modifiedTime ?? null })),
      nextCursor: b.nextPageToken ?? null,
    };
  },
  async meta(accessToken, id) {
    const res = await apiCall(withQuery(`${cfg().apiUrl}/drive/v3/files/${encodeURIComponent(id)}`, { fields: "id,name,mimeType,size" }), accessToken);
    const f = await json<GFile>(res);
    if (!f.id || !f.name) throw new DriveApiError("Google Drive's answer had no file");
    return toMeta(f);
  },
  async download(accessToken, file) {
    const base = `${cfg().apiUrl}/drive/v3/files/${encodeURIComponent(file.id)}`;
    if (file.mimeType && EXPORTABLE.has(file.mimeType)) {
      const res = await apiCall(withQuery(`${base}/export`, { mimeType: "application/pdf" }), accessToken);
      return { res, name: /\.pdf$/i.test(file.name) ? file.name : `${file.name}.pdf`, mimeType: "application/pdf" };
    }
    return { res: await apiCall(withQuery(base, { alt: "media" }), accessToken), name: file.name, mimeType: file.mimeType };
  },
};
