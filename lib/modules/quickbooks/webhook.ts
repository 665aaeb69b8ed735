// QuickBooks webhooks (POST /api/quickbook/webhook): Intuit signs the raw body with the app's verifier
// token (header intuit-signature = base64 HMAC-SHA256) and wants an answer within 3 seconds, so nothing is
// fetched here: the events are deduped (quickbooks_webhook_events, by the event's id or a hash of realm,
// entity, id, operation and time) and one "quickbooks.sync" job per firm is queued with the payments named,
// in the transaction that records the events (an event is taken iff its job exists). Both payload shapes are
// read: the classic { eventNotifications: [{ realmId, dataChangeEvent: { entities: [...] } }] } and the
// CloudEvents array ([{ id, type: "qbo.payment.created.v1", intuitaccountid, intuitentityid, time }]).
import "server-only";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "@/lib/server/db/client";
import { env } from "@/lib/server/env";
import { AppError, fail } from "@/lib/server/errors";
import { enqueue } from "@/lib/server/jobs/runner";
import { claimWebhookEvent, connectionByRealm } from "./repository";

export type WebhookEvent = { key: string; realmId: string; entity: string; id: string; operation: string };

export function signatureValid(raw: string, signature: string | null, verifierToken: string): boolean {
  if (!signature || !verifierToken) return false;
  const expected = createHmac("sha256", verifierToken).update(raw, "utf8").digest();
  let given: Buffer;
  try {
    given = Buffer.from(signature, "base64");
  } catch {
    return false;
  }
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const str = (v: unknown) => (typeof v === "string" || typeof v === "number" ? String(v) : "");
const hashKey = (...parts: string[]) => `h:${createHash("sha256").update(parts.join("|")).digest("hex")}`;

/** The events of either payload shape. */
export function eventsOf(payload: unknown): WebhookEvent[] {
  const out: WebhookEvent[] = [];
  if (Array.isArray(payload)) {
    for (const e of payload as Record<string, unknown>[]) {
      const type = str(e?.type); // qbo.<entity>.<operation>.v1
      const [, entity = "", operation = ""] = type.split(".");
      const realmId = str(e?.intuitaccountid);
      const id = str(e?.intuitentityid);
      if (!realmId || !id || !entity) continue;
      out.push({ key: str(e.id) ? `ce:${str(e.id)}` : hashKey(realmId, entity, id, operation, str(e.time)), realmId, entity: entity.toLowerCase(), id, operation: operation.toLowerCase() });
    }
    return out;
  }
  const notes = (payload as { eventNotifications?: unknown })?.eventNotifications;
  if (!Array.isArray(notes)) return out;
  for (const n of notes as Record<string, unknown>[]) {
    const realmId = str(n?.realmId);
    const entities = (n?.dataChangeEvent as { entities?: unknown } | undefined)?.entities;
    if (!realmId || !Array.isArray(entities)) continue;
    for (const e of entities as Record<string, unknown>[]) {
      const entity = str(e?.name).toLowerCase();
      const id = str(e?.id);
      const operation = str(e?.operation).toLowerCase();
      if (!entity || !id) continue;
      out.push({ key: hashKey(realmId, entity, id, operation, str(e.lastUpdated)), realmId, entity, id, operation });
    }
  }
  return out;
}

const MAX_BYTES = 1024 * 1024;

/** Check, dedupe, queue. 401 for a missing or wrong signature, 400 for a body that is no webhook payload. */
export async function receiveWebhook(db: Db, req: Request): Promise<{ events: number; queued: number }> {
  if (Number(req.headers.get("content-length") ?? "0") > MAX_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "The payload is too large");
  const raw = await req.text();
  if (raw.length > MAX_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "The payload is too large");
  if (!signatureValid(raw, req.headers.get("intuit-signature"), env.quickbooks.webhookVerifierToken)) throw fail.unauthenticated("The webhook signature is missing or wrong");
  let payload: unknown;
  try {
    payload = JSON.parse(raw);
  } catch {
    throw fail.badRequest("The webhook payload is not JSON");
  }
  const events = eventsOf(payload);
  const byTenant = new Map<string, { payments: Set<string>; fresh: WebhookEvent[] }>();
  for (const e of events) {
    const conn = await connectionByRealm(db, e.realmId);
    if (!conn?.tokensSealed) continue;
    const t = byTenant.get(conn.tenantId) ?? { payments: new Set<string>(), fresh: [] };
    byTenant.set(conn.tenantId, t);
    t.fresh.push(e);
  }
  let queued = 0;
  for (const [tenantId, t] of byTenant) {
    await db.transaction(async (tx) => {
      const payments = new Set<string>();
      for (const e of t.fresh) {
        if (!(await claimWebhookEvent(tx, e.key, e.realmId))) continue;
        if (e.entity === "payment" && e.operation !== "delete" && e.operation !== "void" && e.operation !== "deleted" && e.operation !== "voided") payments.add(e.id);
      }
      if (payments.size) {
        await enqueue(tx, "quickbooks.sync", { tenantId, paymentIds: [...payments] });
        queued++;
      }
    });
  }
  return { events: events.length, queued };
}
