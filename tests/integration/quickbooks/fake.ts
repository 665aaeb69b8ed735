// A local fake of the QuickBooks Online endpoints the app calls, answering QuickBooks-shaped JSON:
// the consent page (redirects back at once), the OAuth 2.0 token endpoint (authorization_code, refresh_token with rotation: a refresh token works
// once, the answer carries the next one), revoke, and the Accounting API v3 under /v3/company/{realmId}/:
// companyinfo, query (Customer, Invoice, count), customer, invoice (create, sparse update with SyncToken),
// payment (read; create linked to invoices, once per requestid; full or sparse update, operation=void and
// operation=delete with the current SyncToken), cdc. It counts concurrent API calls per realm, records every minorversion asked and the refresh
// tokens used, and answers 401 to an unknown access token.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export const APP = { clientId: "qb-app-id", clientSecret: "qb-app-secret", verifier: "qb-verifier-token" };

type Customer = { Id: string; SyncToken: string; DisplayName: string; CompanyName?: string; PrimaryEmailAddr?: { Address: string }; Balance: number; Active: boolean };
type Invoice = { Id: string; SyncToken: string; DocNumber: string; PrivateNote?: string; CustomerRef: { value: string }; Line: unknown[]; TotalAmt: number; Balance: number; MetaData: { LastUpdatedTime: string } };
type Payment = { Id: string; SyncToken: string; TxnDate: string; TotalAmt: number; PrivateNote?: string; PaymentRefNum?: string; CustomerRef?: { value: string }; Line: { Amount: number; LinkedTxn: { TxnId: string; TxnType: string }[] }[]; MetaData: { LastUpdatedTime: string } };

/**
 * A QuickBooks company id no other test file uses: a company connects to one firm only, and on PostgreSQL
 * every test file shares one database (PGlite gives each its own).
 */
const randomRealm = () => `9130${String(Math.floor(Math.random() * 1e12)).padStart(12, "0")}`;

export function createFake() {
  const firstRealm = randomRealm();
  const fake = {
    url: "",
    realmId: firstRealm,
    /** Companies that answer: every realm a code was issued for. */
    realms: new Set<string>([firstRealm]),
    codes: new Map<string, string>(),
    refreshTokens: new Set<string>(),
    accessTokens: new Set<string>(),
    issued: 0,
    refreshUsed: [] as string[],
    refreshRejected: [] as string[],
    minorVersions: [] as string[],
    active: 0,
    peak: 0,
    delayMs: 0,
    calls: [] as string[],
    customers: new Map<string, Customer>(),
    invoices: new Map<string, Invoice>(),
    payments: new Map<string, Payment>(),
    /** requestid → the Payment it created (a repeated create answers it again). */
    paymentRequests: new Map<string, string>(),
    paymentCreates: 0,
    nextId: 100,
    server: null as Server | null,
  };
  const fault = (code: string, message: string, type = "ValidationFault") => ({ Fault: { Error: [{ Message: message, Detail: message, code }], type }, time: new Date().toISOString() });
  const issue = () => {
    fake.issued++;
    const t = { access_token: `at-${fake.issued}-${Math.random().toString(36).slice(2)}`, refresh_token: `rt-${fake.issued}-${Math.random().toString(36).slice(2)}` };
    fake.accessTokens.add(t.access_token);
    fake.refreshTokens.add(t.refresh_token);
    return { ...t, token_type: "bearer", expires_in: 3600, x_refresh_token_expires_in: 8726400 };
  };
  const unquote = (s: string) => s.replace(/\\(.)/g, "$1");

  function query(q: string): Record<string, unknown> {
    const entity = /from\s+(\w+)/i.exec(q)?.[1] ?? "";
    const list: { DisplayName?: string; DocNumber?: string; Id: string }[] = entity === "Customer" ? [...fake.customers.values()] : entity === "Invoice" ? [...fake.invoices.values()] : [];
    let rows = list;
    const eq = /(DisplayName|DocNumber)\s*=\s*'((?:[^'\\]|\\.)*)'/i.exec(q);
    if (eq) rows = rows.filter((r) => (r as Record<string, unknown>)[eq[1]] === unquote(eq[2]));
    const like = /DisplayName\s+like\s+'((?:[^'\\]|\\.)*)'/i.exec(q);
    if (like) {
      const needle = unquote(like[1]).replace(/%/g, "").toLowerCase();
      rows = rows.filter((r) => (r.DisplayName ?? "").toLowerCase().includes(needle));
    }
    if (/select\s+count\(\*\)/i.test(q)) return { QueryResponse: { totalCount: rows.length }, time: "now" };
    rows = [...rows].sort((a, b) => (a.DisplayName ?? a.Id).localeCompare(b.DisplayName ?? b.Id));
    const start = Number(/startposition\s+(\d+)/i.exec(q)?.[1] ?? 1);
    const max = Number(/maxresults\s+(\d+)/i.exec(q)?.[1] ?? 1000);
    const page = rows.slice(start - 1, start - 1 + max);
    return { QueryResponse: page.length ? { [entity]: page, startPosition: start, maxResults: page.length } : {}, time: "now" };
  }

  function api(method: string, path: string, url: URL, body: Record<string, unknown> | null): [number, unknown] {
    const [resource, id] = path.split("/");
    if (resource === "companyinfo") return [200, { CompanyInfo: { CompanyName: "Sandbox Law Books", Id: "1", SyncToken: "0" } }];
    if (resource === "query") return [200, query(url.searchParams.get("query") ?? "")];
    if (resource === "customer") {
      if (method === "GET") {
        const c = fake.customers.get(id);
        return c ? [200, { Customer: c }] : [400, fault("610", "Object Not Found")];
      }
      const name = String(body?.DisplayName ?? "");
      if ([...fake.customers.values()].some((c) => c.DisplayName === name)) return [400, fault("6240", "Duplicate Name Exists Error")];
      const c: Customer = { ...(body as object), Id: String(fake.nextId++), SyncToken: "0", DisplayName: name, Balance: 0, Active: true };
      fake.customers.set(c.Id, c);
      return [200, { Customer: c }];
    }
    if (resource === "invoice") {
      if (method === "GET") {
        const inv = fake.invoices.get(id);
        return inv ? [200, { Invoice: inv }] : [400, fault("610", "Object Not Found")];
      }
      const lines = (body?.Line as { Amount: number; DetailType: string }[]) ?? [];
      const total = lines.reduce((a, l) => a + (l.DetailType === "DiscountLineDetail" ? -l.Amount : l.Amount), 0);
      if (body?.Id) {
        const old = fake.invoices.get(String(body.Id));
        if (!old) return [400, fault("610", "Object Not Found")];
        if (old.SyncToken !== body.SyncToken) return [400, fault("5010", "Stale Object Error")];
        if (url.searchParams.get("operation") === "void") {
          // QuickBooks keeps a voided invoice with zero amounts and a note.
          const next = { ...old, SyncToken: String(Number(old.SyncToken) + 1), TotalAmt: 0, Balance: 0, PrivateNote: "Voided", MetaData: { LastUpdatedTime: new Date().toISOString() } };
          fake.invoices.set(next.Id, next);
          return [200, { Invoice: next }];
        }
        const next = { ...old, ...(body as object), SyncToken: String(Number(old.SyncToken) + 1), TotalAmt: total, MetaData: { LastUpdatedTime: new Date().toISOString() } } as Invoice;
        fake.invoices.set(next.Id, next);
        return [200, { Invoice: next }];
      }
      const inv = { ...(body as object), Id: String(fake.nextId++), SyncToken: "0", TotalAmt: total, Balance: total, MetaData: { LastUpdatedTime: new Date().toISOString() } } as Invoice;
      fake.invoices.set(inv.Id, inv);
      return [200, { Invoice: inv }];
    }
    if (resource === "payment") {
      if (method === "GET") {
        const p = fake.payments.get(id);
        return p ? [200, { Payment: p }] : [400, fault("610", "Object Not Found")];
      }
      const now = { LastUpdatedTime: new Date().toISOString() };
      const op = url.searchParams.get("operation");
      if (body?.Id) {
        const old = fake.payments.get(String(body.Id));
        if (!old) return [400, fault("610", "Object Not Found")];
        if (old.SyncToken !== body.SyncToken) return [400, fault("5010", "Stale Object Error")];
        const SyncToken = String(Number(old.SyncToken) + 1);
        if (op === "void") {
          // QuickBooks keeps a voided payment with zero amounts, no lines and "Voided" in its note.
          const next = { ...old, SyncToken, TotalAmt: 0, Line: [], PrivateNote: "Voided", MetaData: now };
          fake.payments.set(next.Id, next);
          return [200, { Payment: next }];
        }
        if (op === "delete") {
          fake.payments.delete(old.Id);
          return [200, { Payment: { status: "Deleted", domain: "QBO", Id: old.Id } }];
        }
        const next = { ...(body.sparse ? old : {}), ...(body as object), SyncToken, MetaData: now } as Payment;
        fake.payments.set(next.Id, next);
        return [200, { Payment: next }];
      }
      // requestid: QuickBooks answers a request id it has seen with the first answer (no second Payment).
      const requestId = url.searchParams.get("requestid");
      const seen = requestId ? fake.paymentRequests.get(requestId) : undefined;
      if (seen) return [200, { Payment: fake.payments.get(seen) }];
      const lines = (body?.Line as Payment["Line"] | undefined) ?? [];
      const linked = lines.flatMap((l) => l.LinkedTxn ?? []).filter((t) => t.TxnType === "Invoice");
      if (linked.some((t) => !fake.invoices.has(t.TxnId))) return [400, fault("610", "Object Not Found: the linked invoice")];
      if (!body?.CustomerRef || body.TotalAmt === undefined) return [400, fault("2020", "Required param missing: CustomerRef, TotalAmt")];
      const p = { ...(body as object), Id: String(fake.nextId++), SyncToken: "0", TxnDate: String(body.TxnDate ?? new Date().toISOString().slice(0, 10)), MetaData: now } as Payment;
      fake.payments.set(p.Id, p);
      if (requestId) fake.paymentRequests.set(requestId, p.Id);
      fake.paymentCreates++;
      return [200, { Payment: p }];
    }
    if (resource === "cdc") {
      const since = Date.parse(url.searchParams.get("changedSince") ?? "");
      const changed = <T extends { MetaData: { LastUpdatedTime: string } }>(m: Map<string, T>) => [...m.values()].filter((x) => Date.parse(x.MetaData.LastUpdatedTime) >= since);
      return [200, { CDCResponse: [{ QueryResponse: [{ Invoice: changed(fake.invoices) }, { Payment: changed(fake.payments) }] }], time: new Date().toISOString() }];
    }
    return [404, fault("404", "No such resource")];
  }

  fake.server = createServer((req, res) => {
    const send = (status: number, b: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(b));
    };
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", async () => {
      const url = new URL(req.url ?? "/", "http://fake");
      fake.calls.push(`${req.method} ${url.pathname}`);
      if (url.pathname === "/oauth2/v1/tokens/bearer") {
        const basic = Buffer.from(`${APP.clientId}:${APP.clientSecret}`).toString("base64");
        if (req.headers.authorization !== `Basic ${basic}`) return send(401, { error: "invalid_client" });
        const form = new URLSearchParams(raw);
        if (form.get("grant_type") === "authorization_code") {
          const code = form.get("code") ?? "";
          if (!fake.codes.has(code)) return send(400, { error: "invalid_grant" });
          fake.codes.delete(code);
          return send(200, issue());
        }
        if (form.get("grant_type") === "refresh_token") {
          const rt = form.get("refresh_token") ?? "";
          if (!fake.refreshTokens.delete(rt)) {
            fake.refreshRejected.push(rt);
            return send(400, { error: "invalid_grant" });
          }
          fake.refreshUsed.push(rt);
          return send(200, issue());
        }
        return send(400, { error: "unsupported_grant_type" });
      }
      if (url.pathname === "/oauth2/v1/tokens/revoke") return send(200, {});
      // Intuit's consent page, as a browser meets it: the user "chooses" the fake's first company and is sent
      // back to the app's redirect URI with a code, the app's state and the company id.
      if (url.pathname === "/connect/oauth2" && req.method === "GET") {
        const redirect = url.searchParams.get("redirect_uri");
        if (url.searchParams.get("client_id") !== APP.clientId || !redirect) return send(400, { error: "invalid_request" });
        const code = `code-${Math.random().toString(36).slice(2)}`;
        fake.codes.set(code, fake.realmId);
        const back = new URL(redirect);
        back.search = new URLSearchParams({ code, state: url.searchParams.get("state") ?? "", realmId: fake.realmId }).toString();
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      const m = /^\/v3\/company\/([^/]+)\/(.+)$/.exec(url.pathname);
      if (!m) return send(404, { error: "no route" });
      fake.minorVersions.push(url.searchParams.get("minorversion") ?? "");
      const token = (req.headers.authorization ?? "").replace(/^Bearer /, "");
      if (!fake.accessTokens.has(token)) return send(401, fault("3200", "AuthenticationFailed", "AUTHENTICATION"));
      if (!fake.realms.has(m[1])) return send(403, fault("3100", "ApplicationAuthorizationFailed", "AUTHORIZATION"));
      fake.active++;
      fake.peak = Math.max(fake.peak, fake.active);
      try {
        if (fake.delayMs) await new Promise((r) => setTimeout(r, fake.delayMs));
        const [status, b] = api(req.method ?? "GET", m[2], url, raw ? JSON.parse(raw) : null);
        send(status, b);
      } finally {
        fake.active--;
      }
    });
  });
  return fake;
}

export type Fake = ReturnType<typeof createFake>;

/** A new QuickBooks company of the fake (one per firm: a realm connects to one firm only). */
export function newRealm(fake: Fake): string {
  const id = randomRealm();
  fake.realms.add(id);
  return id;
}

export async function startFake(fake: Fake): Promise<void> {
  await new Promise<void>((r) => fake.server!.listen(0, "127.0.0.1", r));
  fake.url = `http://127.0.0.1:${(fake.server!.address() as AddressInfo).port}`;
}

export function useFakeEnv(fake: Fake): void {
  Object.assign(process.env, {
    QUICKBOOKS_CLIENT_ID: APP.clientId,
    QUICKBOOKS_CLIENT_SECRET: APP.clientSecret,
    QUICKBOOKS_REDIRECT_URI: "http://localhost:3000/api/quickbook/auth",
    QUICKBOOKS_ENVIRONMENT: "sandbox",
    QUICKBOOKS_WEBHOOK_VERIFIER_TOKEN: APP.verifier,
    QUICKBOOKS_AUTHORIZE_URL: `${fake.url}/connect/oauth2`,
    QUICKBOOKS_TOKEN_URL: `${fake.url}/oauth2/v1/tokens/bearer`,
    QUICKBOOKS_REVOKE_URL: `${fake.url}/oauth2/v1/tokens/revoke`,
    QUICKBOOKS_API_BASE_URL: fake.url,
  });
}

export function clearQuickbooksEnv(): void {
  for (const k of Object.keys(process.env)) if (k.startsWith("QUICKBOOKS_")) delete process.env[k];
}
