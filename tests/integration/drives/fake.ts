// A local fake of the cloud drives' documented endpoints the app calls, one node:http server for all three:
// - Google: /google/auth (consent: redirects back at once), /google/token (authorization_code with PKCE
//   S256 checked, refresh_token without rotation), /google/revoke, /google/api/drive/v3/{about,files,
//   files/{id} (?alt=media), files/{id}/export}.
// - Dropbox: /dropbox/auth, /dropbox/token, /dropbox/api/2/{users/get_current_account, files/list_folder,
//   files/list_folder/continue, files/get_metadata, auth/token/revoke}, /dropbox/content/2/files/download.
// - Microsoft: /ms/auth, /ms/token (refresh tokens rotate: each works once), /ms/graph/{me, me/drive/root/
//   children, me/drive/items/{id}(/children|/content)} with @odata.nextLink paging.
// Every drive holds the same tree (ids prefixed per provider): passport.pdf, fake.pdf (not a PDF inside),
// big.pdf (11 MB), notes.txt, folder Archive (60 PDFs, for paging) and folder Clients (i94.pdf). An unknown
// or expired access token answers 401.
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export const PDF_BYTES = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
export const APPS = {
  google: { id: "g-client", secret: "g-secret" },
  dropbox: { id: "dbx-key", secret: "dbx-secret" },
  onedrive: { id: "ms-client", secret: "ms-secret" },
} as const;
type P = keyof typeof APPS;
type Node = { id: string; name: string; folder: boolean; parent: string; bytes?: Buffer; size?: number };

function tree(prefix: string): Node[] {
  const n = (id: string, name: string, parent: string, bytes?: Buffer, size?: number): Node => ({ id: `${prefix}${id}`, name, folder: !bytes, parent, bytes, size: size ?? bytes?.length });
  const nodes: Node[] = [
    n("passport", "passport.pdf", "root", PDF_BYTES),
    n("fake", "fake.pdf", "root", Buffer.from("this is not a pdf at all\n")),
    n("big", "big.pdf", "root", PDF_BYTES, 11 * 1024 * 1024),
    n("notes", "notes.txt", "root", Buffer.from("notes\n")),
    n("archive", "Archive", "root"),
    n("clients", "Clients", "root"),
    n("i94", "i94.pdf", `${prefix}clients`, PDF_BYTES),
  ];
  for (let i = 1; i <= 60; i++) nodes.push(n(`scan${i}`, `scan-${String(i).padStart(2, "0")}.pdf`, `${prefix}archive`, PDF_BYTES));
  return nodes;
}
const PREFIX: Record<P, string> = { google: "g", dropbox: "id:d", onedrive: "ms" };

export function createFake() {
  const fake = {
    url: "",
    server: null as Server | null,
    /** Seconds an access token lives (tests make it short to see a refresh). */
    expiresIn: 3600,
    codes: new Map<string, { provider: P; challenge: string; redirectUri: string }>(),
    access: new Map<string, P>(),
    refresh: new Map<string, P>(),
    refreshUsed: [] as string[],
    revoked: [] as string[],
    calls: [] as string[],
    files: { google: tree("g"), dropbox: tree("id:d"), onedrive: tree("ms") } as Record<P, Node[]>,
    issued: 0,
    /** The authorize requests seen (their query). */
    authorize: [] as URLSearchParams[],
  };
  const issue = (provider: P, withRefresh: boolean) => {
    fake.issued++;
    const access = `${provider}-at-${fake.issued}-${Math.random().toString(36).slice(2)}`;
    fake.access.set(access, provider);
    const out: Record<string, unknown> = { access_token: access, token_type: "Bearer", expires_in: fake.expiresIn };
    if (withRefresh) {
      const refresh = `${provider}-rt-${fake.issued}-${Math.random().toString(36).slice(2)}`;
      fake.refresh.set(refresh, provider);
      out.refresh_token = refresh;
    }
    return out;
  };
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let raw = "";
      req.on("data", (c) => (raw += c));
      req.on("end", () => resolve(raw));
    });

  function token(provider: P, form: URLSearchParams): [number, unknown] {
    const app = APPS[provider];
    if (form.get("client_id") !== app.id || form.get("client_secret") !== app.secret) return [401, { error: "invalid_client" }];
    if (form.get("grant_type") === "authorization_code") {
      const c = fake.codes.get(form.get("code") ?? "");
      fake.codes.delete(form.get("code") ?? "");
      const verifier = form.get("code_verifier") ?? "";
      if (!c || c.provider !== provider || c.redirectUri !== form.get("redirect_uri")) return [400, { error: "invalid_grant" }];
      if (createHash("sha256").update(verifier).digest("base64url") !== c.challenge) return [400, { error: "invalid_grant", error_description: "PKCE" }];
      return [200, issue(provider, true)];
    }
    if (form.get("grant_type") === "refresh_token") {
      const rt = form.get("refresh_token") ?? "";
      if (fake.refresh.get(rt) !== provider) return [400, { error: "invalid_grant" }];
      fake.refreshUsed.push(rt);
      // Microsoft rotates: the old refresh token dies; Google and Dropbox keep it.
      if (provider === "onedrive") {
        fake.refresh.delete(rt);
        return [200, issue(provider, true)];
      }
      return [200, issue(provider, false)];
    }
    return [400, { error: "unsupported_grant_type" }];
  }

  fake.server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const raw = await readBody(req);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      if (Buffer.isBuffer(body)) {
        res.writeHead(status, { "content-type": "application/octet-stream", "content-length": String(body.length), ...headers });
        res.end(body);
        return;
      }
      res.writeHead(status, { "content-type": "application/json", ...headers });
      res.end(JSON.stringify(body));
    };
    const [, provider, ...rest] = url.pathname.split("/") as [string, string, ...string[]];
    const p = (provider === "ms" ? "onedrive" : provider) as P;
    const path = rest.join("/");
    fake.calls.push(`${req.method} ${url.pathname}`);
    if (!(p in APPS)) return send(404, { error: "no such provider" });
    if (path === "auth") {
      // The consent page: the user says yes at once (or no, with ?deny in the scope for tests).
      fake.authorize.push(url.searchParams);
      const back = new URL(url.searchParams.get("redirect_uri") ?? "");
      const code = `${p}-code-${fake.codes.size}-${Math.random().toString(36).slice(2)}`;
      fake.codes.set(code, { provider: p, challenge: url.searchParams.get("code_challenge") ?? "", redirectUri: back.toString() });
      back.searchParams.set("code", code);
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (path === "token") {
      const [status, body] = token(p, new URLSearchParams(raw));
      return send(status, body);
    }
    if (path === "revoke") {
      fake.revoked.push(new URLSearchParams(raw).get("token") ?? "");
      return send(200, {});
    }
    const bearer = (req.headers.authorization ?? "").replace(/^Bearer /, "");
    if (fake.access.get(bearer) !== p) return send(401, { error: "invalid_token" });
    const files = fake.files[p];
    const byId = (id: string) => files.find((f) => f.id === id);
    const children = (parent: string) =>
      files.filter((f) => f.parent === parent).sort((a, b) => (a.folder === b.folder ? a.name.localeCompare(b.name) : a.folder ? -1 : 1));
    if (p === "google") return google(path, url, send, byId, children, bearer);
    if (p === "dropbox") return dropbox(path, raw, req, send, byId, children, bearer);
    return onedrive(path, url, send, byId, children);
  });

  type Send = (status: number, body: unknown, headers?: Record<string, string>) => void;
  type ById = (id: string) => Node | undefined;
  type Children = (parent: string) => Node[];

  function google(path: string, url: URL, send: Send, byId: ById, children: Children, bearer: string) {
    const gFile = (f: Node) => ({ id: f.id, name: f.name, mimeType: f.folder ? "application/vnd.google-apps.folder" : "application/pdf", ...(f.folder ? {} : { size: String(f.size) }), modifiedTime: "2026-01-02T03:04:05.000Z" });
    if (path === "api/drive/v3/about") return send(200, { user: { displayName: "Firm Drive", emailAddress: "drive@firm.example" } });
    if (path === "api/drive/v3/files") {
      const parent = /'([^']+)' in parents/.exec(url.searchParams.get("q") ?? "")?.[1] ?? "root";
      if (parent !== "root" && !byId(parent)?.folder) return send(404, { error: { code: 404, message: `File not found: ${parent}.` } });
      const all = children(parent);
      const size = Number(url.searchParams.get("pageSize") ?? 100);
      const start = Number(url.searchParams.get("pageToken") ?? 0);
      const page = all.slice(start, start + size);
      return send(200, { files: page.map(gFile), ...(start + size < all.length ? { nextPageToken: String(start + size) } : {}) });
    }
    const m = /^api\/drive\/v3\/files\/([^/]+)(\/export)?$/.exec(path);
    const f = m ? byId(decodeURIComponent(m[1])) : undefined;
    if (!f) return send(404, { error: { code: 404, message: "File not found" } });
    if (url.searchParams.get("alt") === "media" || m![2]) return f.folder ? send(403, { error: "folder" }) : send(200, f.size! > f.bytes!.length ? Buffer.alloc(f.size!, 0x25) : f.bytes!);
    void bearer;
    return send(200, gFile(f));
  }

  function dropbox(path: string, raw: string, req: IncomingMessage, send: Send, byId: ById, children: Children, bearer: string) {
    const entry = (f: Node) => ({ ".tag": f.folder ? "folder" : "file", id: f.id, name: f.name, path_lower: `/${f.name.toLowerCase()}`, ...(f.folder ? {} : { size: f.size, server_modified: "2026-01-02T03:04:05Z" }) });
    const notFound = () => send(409, { error_summary: "path/not_found/..", error: { ".tag": "path", path: { ".tag": "not_found" } } });
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    if (path === "api/2/users/get_current_account") return send(200, { email: "dropbox@firm.example", name: { display_name: "Firm Dropbox" } });
    if (path === "api/2/auth/token/revoke") {
      fake.revoked.push(bearer);
      fake.access.delete(bearer);
      return send(200, null);
    }
    const page = (parent: string, start: number, limit: number) => {
      const all = children(parent);
      const more = start + limit < all.length;
      return send(200, { entries: all.slice(start, start + limit).map(entry), cursor: Buffer.from(JSON.stringify({ parent, start: start + limit, limit })).toString("base64"), has_more: more });
    };
    if (path === "api/2/files/list_folder") {
      const parent = (body.path as string) || "root";
      if (parent !== "root" && !byId(parent)?.folder) return notFound();
      return page(parent, 0, Number(body.limit ?? 2000));
    }
    if (path === "api/2/files/list_folder/continue") {
      const c = JSON.parse(Buffer.from(String(body.cursor), "base64").toString()) as { parent: string; start: number; limit: number };
      return page(c.parent, c.start, c.limit);
    }
    if (path === "api/2/files/get_metadata") {
      const f = byId(String(body.path));
      return f ? send(200, entry(f)) : notFound();
    }
    if (path === "content/2/files/download") {
      const arg = JSON.parse(String(req.headers["dropbox-api-arg"] ?? "{}")) as { path?: string };
      const f = byId(arg.path ?? "");
      if (!f || f.folder) return notFound();
      return send(200, f.size! > f.bytes!.length ? Buffer.alloc(f.size!, 0x25) : f.bytes!, { "dropbox-api-result": JSON.stringify(entry(f)) });
    }
    return send(404, { error: "unknown" });
  }

  function onedrive(path: string, url: URL, send: Send, byId: ById, children: Children) {
    const item = (f: Node) => ({ id: f.id, name: f.name, ...(f.folder ? { folder: { childCount: children(f.id).length } } : { size: f.size, file: { mimeType: "application/pdf" } }), lastModifiedDateTime: "2026-01-02T03:04:05Z" });
    if (path === "graph/me") return send(200, { displayName: "Firm OneDrive", mail: "onedrive@firm.example", userPrincipalName: "onedrive@firm.example" });
    const list = (parent: string) => {
      const top = Number(url.searchParams.get("$top") ?? 200);
      const skip = Number(url.searchParams.get("$skiptoken") ?? 0);
      const all = children(parent);
      const next = new URL(url.toString().replace("http://x", fake.url));
      next.searchParams.set("$skiptoken", String(skip + top));
      return send(200, { value: all.slice(skip, skip + top).map(item), ...(skip + top < all.length ? { "@odata.nextLink": next.toString() } : {}) });
    };
    if (path === "graph/me/drive/root/children") return list("root");
    const m = /^graph\/me\/drive\/items\/([^/]+)(\/children|\/content)?$/.exec(path);
    const f = m ? byId(decodeURIComponent(m[1])) : undefined;
    if (!f) return send(404, { error: { code: "itemNotFound" } });
    if (m![2] === "/children") return list(f.id);
    if (m![2] === "/content") return f.folder ? send(400, {}) : send(200, f.size! > f.bytes!.length ? Buffer.alloc(f.size!, 0x25) : f.bytes!);
    return send(200, item(f));
  }

  return fake;
}

export type Fake = ReturnType<typeof createFake>;

export async function startFake(fake: Fake, port = 0): Promise<void> {
  await new Promise<void>((r) => fake.server!.listen(port, "127.0.0.1", r));
  fake.url = `http://127.0.0.1:${(fake.server!.address() as AddressInfo).port}`;
}

/** The env that points the app at the fake (every provider set up). */
export function fakeEnv(fake: Fake, redirectUri = "http://localhost:3000/app/google-drive-check"): Record<string, string> {
  return {
    DRIVES_REDIRECT_URI: redirectUri,
    GOOGLE_DRIVE_CLIENT_ID: APPS.google.id,
    GOOGLE_DRIVE_CLIENT_SECRET: APPS.google.secret,
    GOOGLE_DRIVE_AUTH_URL: `${fake.url}/google/auth`,
    GOOGLE_DRIVE_TOKEN_URL: `${fake.url}/google/token`,
    GOOGLE_DRIVE_REVOKE_URL: `${fake.url}/google/revoke`,
    GOOGLE_DRIVE_API_URL: `${fake.url}/google/api`,
    DROPBOX_APP_KEY: APPS.dropbox.id,
    DROPBOX_APP_SECRET: APPS.dropbox.secret,
    DROPBOX_AUTH_URL: `${fake.url}/dropbox/auth`,
    DROPBOX_TOKEN_URL: `${fake.url}/dropbox/token`,
    DROPBOX_API_URL: `${fake.url}/dropbox/api`,
    DROPBOX_CONTENT_URL: `${fake.url}/dropbox/content`,
    MS_GRAPH_CLIENT_ID: APPS.onedrive.id,
    MS_GRAPH_CLIENT_SECRET: APPS.onedrive.secret,
    MS_GRAPH_TENANT: "organizations",
    MS_GRAPH_AUTH_URL: `${fake.url}/ms/auth`,
    MS_GRAPH_TOKEN_URL: `${fake.url}/ms/token`,
    MS_GRAPH_API_URL: `${fake.url}/ms/graph`,
  };
}

export const useFakeEnv = (fake: Fake) => Object.assign(process.env, fakeEnv(fake));

const DRIVE_ENV = /^(DRIVES_|GOOGLE_DRIVE_|DROPBOX_|MS_GRAPH_)/;
export function clearDrivesEnv(): void {
  for (const k of Object.keys(process.env)) if (DRIVE_ENV.test(k)) delete process.env[k];
}

export const ids = (p: P) => ({ passport: `${PREFIX[p]}passport`, fake: `${PREFIX[p]}fake`, big: `${PREFIX[p]}big`, notes: `${PREFIX[p]}notes`, archive: `${PREFIX[p]}archive`, clients: `${PREFIX[p]}clients`, i94: `${PREFIX[p]}i94` });
