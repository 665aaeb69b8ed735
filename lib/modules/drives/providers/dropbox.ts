// Dropbox (API v2, documented HTTP endpoints): OAuth 2 code flow with PKCE and token_access_type=offline
// (short-lived access tokens and a refresh token), files/list_folder and list_folder/continue (cursor
// paging), files/get_metadata, and the content endpoint files/download with its Dropbox-API-Arg header.
// Paths may be ids ("id:…"), which is what the browser sends back.
import "server-only";
import { env } from "@/lib/server/env";
import { DRIVE_SCOPES } from "../constants";
import { apiCall, exchangeCode, json, pkceAuthorizeUrl, refreshTokens, withQuery } from "./http";
import type { DriveFileMeta, DriveProvider } from "./types";

const cfg = () => env.drives.dropbox;
type Entry = { ".tag": "file" | "folder" | "deleted"; id: string; name: string; size?: number; server_modified?: string };
const toMeta = (e: Entry): DriveFileMeta => ({ id: e.id, name: e.name, kind: e[".tag"] === "folder" ? "folder" : "file", mimeType: null, size: e.size ?? null });
/** Dropbox answers 409 with error_summary "path/not_found/…" for a missing path. */
const missing = (res: Response, text: string) => res.status === 404 || (res.status === 409 && /not_found/.test(text));
const rpc = (path: string, accessToken: string, body: unknown) =>
  apiCall(`${cfg().apiUrl}/2/${path}`, accessToken, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }, missing);

export const dropbox: DriveProvider = {
  id: "dropbox",
  configured: () => Boolean(cfg().clientId && cfg().clientSecret),
  authorizeUrl: (p) => pkceAuthorizeUrl(cfg(), p, DRIVE_SCOPES.dropbox, { token_access_type: "offline" }),
  exchangeCode: (p) => exchangeCode(cfg(), p, "The Dropbox sign-in"),
  refresh: (refreshToken) => refreshTokens(cfg(), refreshToken, "The Dropbox token refresh"),
  async revoke(t) {
    await apiCall(`${cfg().apiUrl}/2/auth/token/revoke`, t.accessToken, { method: "POST" });
  },
  async account(accessToken) {
    const b = await json<{ email?: string; name?: { display_name?: string } }>(await apiCall(`${cfg().apiUrl}/2/users/get_current_account`, accessToken, { method: "POST" }));
    return b.email ?? b.name?.display_name ?? null;
  },
  async list(accessToken, { folderId, cursor, pageSize }) {
    const res = cursor ? await rpc("files/list_folder/continue", accessToken, { cursor }) : await rpc("files/list_folder", accessToken, { path: folderId ?? "", limit: pageSize, include_deleted: false });
    const b = await json<{ entries?: Entry[]; cursor?: string; has_more?: boolean }>(res);
    const items = (b.entries ?? [])
      .filter((e) => e[".tag"] !== "deleted")
      .map((e) => ({ ...toMeta(e), modifiedAt: e.server_modified ?? null }))
      .sort((a, c) => (a.kind === c.kind ? a.name.localeCompare(c.name) : a.kind === "folder" ? -1 : 1));
    return { items, nextCursor: b.has_more && b.cursor ? b.cursor : null };
  },
  async meta(accessToken, id) {
    return toMeta(await json<Entry>(await rpc("files/get_metadata", accessToken, { path: id })));
  },
  async download(accessToken, file) {
    const res = await apiCall(withQuery(`${cfg().contentUrl}/2/files/download`, {}), accessToken, { method: "POST", headers: { "Dropbox-API-Arg": JSON.stringify({ path: file.id }) } }, missing);
    return { res, name: file.name, mimeType: null };
  },
};
