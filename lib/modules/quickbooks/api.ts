// The QuickBooks Online Accounting API (v3) over fetch: {base}/v3/company/{realmId}/{resource}, JSON both
// ways, `minorversion` on every call (QBO_MINOR_VERSION), at most QBO_MAX_PARALLEL calls at a time per realm
// (a per-realm line, limiter.ts), the access token from tokens.ts (renewed once on a 401). intuit-oauth does
// the OAuth side only: its makeApiCall takes no per-call realm line nor minorversion and hides the Fault
// codes we need (5010 stale SyncToken, 6240 duplicate name), so the few resources used are called here.
import "server-only";
import type { Executor as Db } from "@/lib/server/db/client";
import { env } from "@/lib/server/env";
import { QBO_MAX_PARALLEL, QBO_MINOR_VERSION } from "./constants";
import { KeyedLimiter } from "./limiter";
import { accessTokenFor } from "./tokens";

const TIMEOUT_MS = 30_000;
const g = globalThis as unknown as { __qboLimiter?: KeyedLimiter };
/** One line per realm for the whole process. */
export const qboLimiter = (g.__qboLimiter ??= new KeyedLimiter(QBO_MAX_PARALLEL));

export type QboFailure = "validation" | "duplicate" | "stale" | "not_found" | "unauthorized" | "limited" | "failed";

/** A call QuickBooks refused, with its Fault (code, message, detail) when it gave one. */
export class QboApiError extends Error {
  constructor(
    readonly reason: QboFailure,
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

type Fault = { Fault?: { Error?: { Message?: string; Detail?: string; code?: string }[]; type?: string } };

function failureOf(status: number, body: Fault | null): QboApiError {
  const e = body?.Fault?.Error?.[0];
  const text = e ? `QuickBooks: ${e.Message ?? "error"}${e.Detail ? ` (${e.Detail})` : ""}` : `QuickBooks answered ${status}`;
  if (e?.code === "5010") return new QboApiError("stale", text, status, e.code);
  if (e?.code === "6240") return new QboApiError("duplicate", text, status, e.code);
  if (status === 401 || status === 403) return new QboApiError("unauthorized", text, status, e?.code);
  if (status === 404 || e?.code === "610") return new QboApiError("not_found", text, status, e?.code);
  if (status === 429) return new QboApiError("limited", text, status, e?.code);
  if (status === 400) return new QboApiError("validation", text, status, e?.code);
  return new QboApiError("failed", text, status, e?.code);
}

export type QboCall = { method?: "GET" | "POST"; path: string; query?: Record<string, string>; body?: unknown };

/** One call for the firm's company; the answer's JSON. */
export async function qbo<T>(db: Db, tenantId: string, call: QboCall): Promise<T> {
  let auth = await accessTokenFor(db, tenantId);
  const send = (token: string) => {
    const url = new URL(`${env.quickbooks.apiBaseUrl.replace(/\/+$/, "")}/v3/company/${encodeURIComponent(auth.realmId)}/${call.path}`);
    for (const [k, v] of Object.entries(call.query ?? {})) url.searchParams.set(k, v);
    url.searchParams.set("minorversion", String(QBO_MINOR_VERSION));
    return qboLimiter.run(auth.realmId, async () => {
      try {
        return await fetch(url, {
          method: call.method ?? "GET",
          headers: { authorization: `Bearer ${token}`, accept: "application/json", ...(call.body ? { "content-type": "application/json" } : {}) },
          body: call.body ? JSON.stringify(call.body) : undefined,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        throw new QboApiError("failed", `QuickBooks could not be reached: ${(err as Error).message}`);
      }
    });
  };
  let res = await send(auth.accessToken);
  if (res.status === 401) {
    // Revoked or ended early: one renewal, one retry.
    auth = await accessTokenFor(db, tenantId, auth.accessToken);
    res = await send(auth.accessToken);
  }
  const body = (await res.json().catch(() => null)) as (T & Fault) | null;
  if (!res.ok || body?.Fault) throw failureOf(res.status, body);
  if (!body) throw new QboApiError("failed", "QuickBooks gave an empty answer", res.status);
  return body;
}

/** A string inside a QuickBooks query literal ('…'): backslash before quotes and backslashes. */
export const qlit = (s: string) => `'${s.replace(/[\\']/g, (c) => `\\${c}`)}'`;

export async function qboQuery<T>(db: Db, tenantId: string, query: string): Promise<{ rows: T[]; totalCount?: number; startPosition?: number }> {
  const entity = /\bfrom\s+(\w+)/i.exec(query)?.[1] ?? "";
  const answer = await qbo<{ QueryResponse?: Record<string, unknown> }>(db, tenantId, { path: "query", query: { query } });
  const q = answer.QueryResponse ?? {};
  return { rows: (q[entity] as T[] | undefined) ?? [], totalCount: q.totalCount as number | undefined, startPosition: q.startPosition as number | undefined };
}

// ---------- the entities used ----------

export type QbCustomer = {
  Id: string;
  SyncToken: string;
  DisplayName: string;
  CompanyName?: string;
  PrimaryEmailAddr?: { Address?: string };
  PrimaryPhone?: { FreeFormNumber?: string };
  BillAddr?: { Line1?: string; City?: string; CountrySubDivisionCode?: string; PostalCode?: string; Country?: string };
  Balance?: number;
  Active?: boolean;
};

export type QbInvoice = { Id: string; SyncToken: string; DocNumber?: string; TotalAmt?: number; Balance?: number };
export type QbPayment = { Id: string; SyncToken?: string; TxnDate?: string; TotalAmt?: number; PaymentRefNum?: string; Line?: { Amount?: number; LinkedTxn?: { TxnId: string; TxnType: string }[] }[] };

export const readCustomer = async (db: Db, tenantId: string, id: string) => (await qbo<{ Customer: QbCustomer }>(db, tenantId, { path: `customer/${encodeURIComponent(id)}` })).Customer;
export const createQbCustomer = async (db: Db, tenantId: string, body: Record<string, unknown>) => (await qbo<{ Customer: QbCustomer }>(db, tenantId, { method: "POST", path: "customer", body })).Customer;
export const createQbInvoice = async (db: Db, tenantId: string, body: Record<string, unknown>) => (await qbo<{ Invoice: QbInvoice }>(db, tenantId, { method: "POST", path: "invoice", body })).Invoice;
export const readQbInvoice = async (db: Db, tenantId: string, id: string) => (await qbo<{ Invoice: QbInvoice }>(db, tenantId, { path: `invoice/${encodeURIComponent(id)}` })).Invoice;
/** A Payment created once per `requestid` (QuickBooks answers a repeated requestid with the first answer). */
export const createQbPayment = async (db: Db, tenantId: string, body: Record<string, unknown>, requestId: string) =>
  (await qbo<{ Payment: QbPayment }>(db, tenantId, { method: "POST", path: "payment", query: { requestid: requestId.slice(0, 50) }, body })).Payment;
export const readPayment = async (db: Db, tenantId: string, id: string) => (await qbo<{ Payment: QbPayment }>(db, tenantId, { path: `payment/${encodeURIComponent(id)}` })).Payment;

export async function companyName(db: Db, tenantId: string, realmId: string): Promise<string | null> {
  const a = await qbo<{ CompanyInfo?: { CompanyName?: string } }>(db, tenantId, { path: `companyinfo/${encodeURIComponent(realmId)}` });
  return a.CompanyInfo?.CompanyName ?? null;
}

/** The change feed: invoices and payments changed since `since` (at most 30 days back, 1,000 objects per entity). */
export async function changedSince(db: Db, tenantId: string, since: Date): Promise<{ invoices: QbInvoice[]; payments: QbPayment[] }> {
  const a = await qbo<{ CDCResponse?: { QueryResponse?: { Invoice?: QbInvoice[]; Payment?: QbPayment[] }[] }[] }>(db, tenantId, {
    path: "cdc",
    query: { entities: "Invoice,Payment", changedSince: since.toISOString() },
  });
  const parts = a.CDCResponse?.[0]?.QueryResponse ?? [];
  return { invoices: parts.flatMap((p) => p.Invoice ?? []), payments: parts.flatMap((p) => p.Payment ?? []) };
}
