// OneDrive through Microsoft Graph v1.0 (documented REST endpoints): the Microsoft identity platform's
// authorization-code flow with PKCE (v2.0 authorize and token endpoints of MS_GRAPH_TENANT, "common" by
// default; offline_access for a refresh token, which rotates), /me/drive/root/children and
// /me/drive/items/{id}/children ($top paging, @odata.nextLink), the item for its facts and /content for
// the bytes (a redirect to a pre-authenticated download URL). Microsoft has no revocation endpoint for an
// app's refresh token: disconnect forgets it here (the user removes the app at myapps.microsoft.com).
import "server-only";
import { env } from "@/lib/server/env";
import { fail } from "@/lib/server/errors";
import { MSG } from "@/lib/shared/validation/messages";
import { DRIVE_SCOPES } from "../constants";
import { apiCall, exchangeCode, json, pkceAuthorizeUrl, refreshTokens, withQuery } from "./http";
import type { DriveFileMeta, DriveProvider } from "./types";

const cfg = () => env.drives.onedrive;
type Item = { id: string; name: string; size?: number; folder?: unknown; file?: { mimeType?: string }; lastModifiedDateTime?: string };
const toMeta = (i: Item): DriveFileMeta => ({ id: i.id, name: i.name, kind: i.folder ? "folder" : "file", mimeType: i.file?.mimeType ?? null, size: i.size ?? null });
const SELECT = "id,name,size,folder,file,lastModifiedDateTime";
const item = (id: string) => `${cfg().apiUrl}/me/drive/items/${encodeURIComponent(id)}`;

export const onedrive: DriveProvider = {
  id: "onedrive",
  configured: () => Boolean(cfg().clientId && cfg().clientSecret),
  authorizeUrl: (p) => pkceAuthorizeUrl(cfg(), p, DRIVE_SCOPES.onedrive, { response_mode: "query" }),
  // Microsoft's token endpoint takes the scopes again.
  exchangeCode: (p) => exchangeCode(cfg(), p, "The Microsoft sign-in", { scope: DRIVE_SCOPES.onedrive.join(" ") }),
  refresh: (refreshToken) => refreshTokens(cfg(), refreshToken, "The Microsoft token refresh", { scope: DRIVE_SCOPES.onedrive.join(" ") }),
  async revoke() {},
  async account(accessToken) {
    const b = await json<{ mail?: string; userPrincipalName?: string; displayName?: string }>(await apiCall(withQuery(`${cfg().apiUrl}/me`, { $select: "displayName,userPrincipalName,mail" }), accessToken));
    return b.mail ?? b.userPrincipalName ?? b.displayName ?? null;
  },
  async list(accessToken, { folderId, cursor, pageSize }) {
    // The next page is Graph's own URL: only ever one under the configured Graph base (never a URL of the caller's choosing).
    if (cursor && !cursor.startsWith(`${cfg().apiUrl}/`)) throw fail.validation({ cursor: MSG.invalid("Cursor") });
    const first = withQuery(folderId ? `${item(folderId)}/children` : `${cfg().apiUrl}/me/drive/root/children`, { $top: String(pageSize), $select: SELECT });
    const b = await json<{ value?: Item[]; "@odata.nextLink"?: string }>(await apiCall(cursor ?? first, accessToken));
    return {
      items: (b.value ?? []).map((i) => ({ ...toMeta(i), modifiedAt: i.lastModifiedDateTime ?? null })).sort((a, c) => (a.kind === c.kind ? a.name.localeCompare(c.name) : a.kind === "folder" ? -1 : 1)),
      nextCursor: b["@odata.nextLink"] ?? null,
    };
  },
  async meta(accessToken, id) {
    return toMeta(await json<Item>(await apiCall(withQuery(item(id), { $select: SELECT }), accessToken)));
  },
  async download(accessToken, file) {
    return { res: await apiCall(`${item(file.id)}/content`, accessToken), name: file.name, mimeType: file.mimeType };
  },
};
