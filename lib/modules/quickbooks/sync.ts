// Invoices to QuickBooks and payments back (issue 14 section 2). Rules:
// - A sent invoice is pushed as a QuickBooks Invoice (payload.ts) when the firm pushes invoices: once —
//   its QuickBooks id and SyncToken are kept by invoice id (quickbooks_invoice_syncs), a later push (sent
//   again) updates that invoice with its current SyncToken; before a first create, QuickBooks is asked for
//   an invoice with our DocNumber, so a push that created one and crashed before saving adopts it.
//   The sync row is locked for the push: one push of an invoice at a time, on every server.
// - The client must be linked to a QuickBooks customer; an unlinked one is created in QuickBooks when its
//   name is free there, else the push fails with "link the client" (shown on the status page).
// - A QuickBooks Payment's share of an invoice we pushed is recorded once (quickbooks_payment_syncs) through
//   the invoices service (recordPayment), as the firm user of firm-context.ts, in one transaction with the
//   claim; more than the balance is capped to it, a paid or void invoice is skipped with the reason.
// - An invoice voided here after it was pushed is voided there (operation=void with its current SyncToken),
//   once: the sync row's pushedAt later than the void says it was done.
// - Work comes from the "quickbooks.sync" queue (sending, webhooks) and the daily reconcile through the
//   change feed (CDC) since the last one, which also pushes sent invoices that never reached QuickBooks.
import "server-only";
import { invoiceDetails, recordPayment, sendInvoice, voidInvoice } from "@/lib/modules/invoices/service";
import type { InvoiceDetails, RecordPaymentBody, RefundPaymentBody, StaffPaymentDto } from "@/lib/modules/invoices/contract";
import { invoiceStripeWebhook, refundPayment } from "@/lib/modules/invoices/online-payment";
import { serviceContext, type ActorContext, type PublicContext } from "@/lib/server/context";
import type { Db } from "@/lib/server/db/client";
import { AppError, fail } from "@/lib/server/errors";
import { enqueue } from "@/lib/server/jobs/runner";
import { log } from "@/lib/server/log";
import { changedSince, createQbCustomer, createQbInvoice, createQbPayment, qbo, qboQuery, qlit, QboApiError, readPayment, readQbInvoice, type QbInvoice, type QbPayment } from "./api";
import { customerPayload } from "./customers";
import { firmContext } from "./firm-context";
import { QboAuthError } from "./oauth";
import { invoicePayload, paymentPayload, paymentShares } from "./payload";
import {
  claimPayment,
  connectionOf,
  insertLink,
  invoiceOfTenant,
  invoicesByQbId,
  invoicesToPush,
  linkOfCompany,
  lockInvoiceSync,
  lockPaymentPush,
  markPaymentPulled,
  markPaymentSkipped,
  paymentPushesOf,
  pulledQbPayments,
  updatePaymentPush,
  saveConnection,
  updateInvoiceSync,
} from "./repository";
import { NotConnectedError } from "./tokens";

/** The CDC endpoint looks back 30 days at most. */
const CDC_MAX_MS = 30 * 86_400_000;

export type PaymentPushes = { created: number; updated: number; voided: number };
export type PushResult = { status: "created" | "updated" | "voided" | "off" | "skipped" | "failed"; qbInvoiceId?: string; error?: string; payments?: PaymentPushes };

/** Queue the push of an invoice just sent (after its transaction committed), when the firm pushes invoices. */
export async function queueInvoicePush(db: Db, tenantId: string, invoiceId: string): Promise<boolean> {
  const conn = await connectionOf(db, tenantId);
  if (!conn?.tokensSealed || !conn.pushInvoices) return false;
  await enqueue(db, "quickbooks.sync", { tenantId, invoiceIds: [invoiceId] });
  return true;
}

/** POST /api/invoices/send composed with the push: the invoices service sends, then the push is queued. */
export async function sendInvoiceAndSync(ctx: ActorContext, body: { id: string; to?: string; message?: string }): Promise<InvoiceDetails> {
  const sent = await sendInvoice(ctx, body);
  await queueInvoicePush(ctx.db, ctx.tenant.id, sent.id).catch((err) => log.warn({ tenantId: ctx.tenant.id, invoiceId: sent.id, err }, "[quickbooks] push not queued (the daily reconcile will push it)"));
  return sent;
}

/** POST /api/invoices/stripe-webhook composed with the push: an online payment recorded, then the invoice's sync is queued. */
export async function invoiceStripeWebhookAndSync(ctx: PublicContext, req: Request): Promise<Response> {
  return invoiceStripeWebhook(ctx, req, (invoiceId) =>
    queueInvoicePush(ctx.db, ctx.tenant.id, invoiceId)
      .then(() => undefined)
      .catch((err) => log.warn({ tenantId: ctx.tenant.id, invoiceId, err }, "[quickbooks] sync not queued (the daily reconcile will push it)")),
  );
}

/** POST /api/invoices/record-payment composed with QuickBooks: the payment recorded, then the invoice's sync (invoice and its payments) queued. */
export async function recordPaymentAndSync(ctx: ActorContext, body: RecordPaymentBody): Promise<InvoiceDetails> {
  const paid = await recordPayment(ctx, body);
  await queueInvoicePush(ctx.db, ctx.tenant.id, paid.id).catch((err) => log.warn({ tenantId: ctx.tenant.id, invoiceId: paid.id, err }, "[quickbooks] payment push not queued (the daily reconcile will push it)"));
  return paid;
}

/** POST /api/invoices/refund-payment composed with QuickBooks: refunded in Stripe, then the QuickBooks Payment brought down to what is left. */
export async function refundPaymentAndSync(ctx: ActorContext, body: RefundPaymentBody): Promise<InvoiceDetails> {
  const refunded = await refundPayment(ctx, body);
  await queueInvoicePush(ctx.db, ctx.tenant.id, refunded.id).catch((err) => log.warn({ tenantId: ctx.tenant.id, invoiceId: refunded.id, err }, "[quickbooks] refund push not queued (the daily reconcile will push it)"));
  return refunded;
}

/** POST /api/invoices/void composed with QuickBooks: the invoices service voids, then the void is queued for a pushed invoice. */
export async function voidInvoiceAndSync(ctx: ActorContext, body: { id: string; reason: string }): Promise<InvoiceDetails> {
  const voided = await voidInvoice(ctx, body);
  await queueInvoicePush(ctx.db, ctx.tenant.id, voided.id).catch((err) => log.warn({ tenantId: ctx.tenant.id, invoiceId: voided.id, err }, "[quickbooks] void not queued (the daily reconcile will void it)"));
  return voided;
}

/** Void the QuickBooks copy of an invoice voided here, once (after its push; never pushed: nothing to do). */
async function pushVoid(db: Db, tenantId: string, inv: InvoiceDetails): Promise<PushResult> {
  return db.transaction(async (tx) => {
    const row = await lockInvoiceSync(tx, tenantId, inv.id);
    const voidedAt = inv.voidedAt ? new Date(inv.voidedAt) : null;
    if (!row.qbInvoiceId || !voidedAt || (row.pushedAt && row.pushedAt >= voidedAt)) return { status: "skipped" as const };
    const existing = await readQbInvoice(tx, tenantId, row.qbInvoiceId);
    const saved = (await qbo<{ Invoice: QbInvoice }>(tx, tenantId, { method: "POST", path: "invoice", query: { operation: "void" }, body: { Id: existing.Id, SyncToken: existing.SyncToken } })).Invoice;
    await updateInvoiceSync(tx, tenantId, inv.id, { syncToken: saved.SyncToken, pushedAt: new Date(), pushCount: row.pushCount + 1, lastError: null });
    return { status: "voided" as const, qbInvoiceId: saved.Id };
  });
}

async function customerFor(ctx: ActorContext, inv: InvoiceDetails): Promise<string> {
  const link = await linkOfCompany(ctx.db, ctx.tenant.id, inv.client.id);
  if (link) return link.customerId;
  const { rows } = await qboQuery<{ Id: string }>(ctx.db, ctx.tenant.id, `select * from Customer where DisplayName = ${qlit(inv.client.name)} and Active in (true, false)`);
  if (rows.length) throw new QboApiError("validation", `QuickBooks has a customer named "${inv.client.name}" not linked to this client: link it (Customers) and sync again`);
  const created = await createQbCustomer(ctx.db, ctx.tenant.id, customerPayload({ name: inv.client.name, email: inv.billToEmail, phone: null, accountType: "Company", address: null }, inv.client.name.slice(0, 100)));
  await insertLink(ctx.db, { tenantId: ctx.tenant.id, companyId: inv.client.id, customerId: created.Id, displayName: created.DisplayName, linkedByUserId: ctx.actor.userId });
  return created.Id;
}

/** Push one invoice (idempotent). A failure QuickBooks may not repeat is kept on the sync row; a passing one (network, 429, 5xx) is thrown for the job to retry. */
export async function pushInvoice(db: Db, tenantId: string, invoiceId: string): Promise<PushResult> {
  const conn = await connectionOf(db, tenantId);
  if (!conn?.tokensSealed || !conn.pushInvoices) return { status: "off" };
  const ctx = await firmContext(db, tenantId);
  if (!ctx) return { status: "failed", error: "No active settings user in the firm to act as" };
  const inv = await invoiceDetails(ctx, invoiceId);
  if (!inv.sentAt) return { status: "skipped" };
  try {
    if (inv.status === "void") return await pushVoid(db, tenantId, inv);
    const customerId = await customerFor(ctx, inv);
    const payload = invoicePayload(inv, customerId, conn);
    return await db.transaction(async (tx) => {
      const row = await lockInvoiceSync(tx, tenantId, invoiceId);
      let existing: QbInvoice | null = row.qbInvoiceId ? await readQbInvoice(tx, tenantId, row.qbInvoiceId) : null;
      if (!existing) existing = (await qboQuery<QbInvoice>(tx, tenantId, `select * from Invoice where DocNumber = ${qlit(inv.displayNumber)}`)).rows[0] ?? null;
      const saved = existing
        ? (await qbo<{ Invoice: QbInvoice }>(tx, tenantId, { method: "POST", path: "invoice", body: { ...payload, Id: existing.Id, SyncToken: existing.SyncToken, sparse: true } })).Invoice
        : await createQbInvoice(tx, tenantId, payload);
      await updateInvoiceSync(tx, tenantId, invoiceId, { qbInvoiceId: saved.Id, syncToken: saved.SyncToken, pushedAt: new Date(), pushCount: row.pushCount + 1, lastError: null });
      return { status: existing ? ("updated" as const) : ("created" as const), qbInvoiceId: saved.Id };
    }).then(async (r) => ({ ...r, payments: await pushPayments(db, tenantId, inv, customerId, r.qbInvoiceId) }));
  } catch (err) {
    const passing = err instanceof QboApiError && (err.reason === "failed" || err.reason === "limited" || err.reason === "stale");
    const message = err instanceof Error ? err.message : String(err);
    await lockInvoiceSync(db, tenantId, invoiceId);
    await updateInvoiceSync(db, tenantId, invoiceId, { lastError: message.slice(0, 500) });
    if (passing || err instanceof NotConnectedError) throw err;
    if (!(err instanceof QboApiError) && !(err instanceof QboAuthError) && !(err instanceof AppError)) throw err;
    return { status: "failed", error: message };
  }
}

/** What a payment of ours still brings in (its amount less refunds and a lost dispute): the QuickBooks Payment's amount. */
const netOf = (p: StaffPaymentDto) => Math.max(0, p.amountCents - p.refundedCents - (p.dispute?.status === "lost" ? p.dispute.amountCents : 0));

/**
 * Every payment of a pushed invoice as a QuickBooks Payment linked to it (Line.LinkedTxn TxnType Invoice), each
 * once: its id and SyncToken are kept by our payment id; the create carries `requestid` (QuickBooks answers a
 * repeated requestid with the first answer, so a retry after a crash makes no second Payment). A payment that
 * comes down (a refund, a lost dispute) updates the Payment's amount (the invoice's balance in QuickBooks reopens
 * with ours); one that comes off entirely (refunded in full, a failed bank debit whose row is gone) voids it
 * (operation=void: kept with zero amounts). Payments recorded from QuickBooks are never pushed back.
 */
async function pushPayments(db: Db, tenantId: string, inv: InvoiceDetails, customerId: string, qbInvoiceId: string): Promise<PaymentPushes> {
  const out: PaymentPushes = { created: 0, updated: 0, voided: 0 };
  const pushes = new Map((await paymentPushesOf(db, tenantId, inv.id)).map((r) => [r.paymentId, r]));
  const pulled = await pulledQbPayments(db, tenantId, inv.id);
  for (const p of inv.payments) {
    if (pushes.get(p.id)?.origin === "pulled") continue;
    const fromQb = /^QuickBooks payment (\S+)/.exec(p.reference ?? "")?.[1];
    if (fromQb && pulled.has(fromQb) && !pushes.has(p.id)) continue;
    const net = netOf(p);
    await db.transaction(async (tx) => {
      const row = await lockPaymentPush(tx, tenantId, inv.id, p.id);
      if (row.origin === "pulled") return;
      if (!row.qbPaymentId) {
        if (net <= 0) return;
        const saved = await createQbPayment(tx, tenantId, paymentPayload(p, net, customerId, qbInvoiceId, inv.displayNumber), `payment-${p.id}`);
        await updatePaymentPush(tx, tenantId, p.id, { qbPaymentId: saved.Id, syncToken: saved.SyncToken ?? null, amountCents: net, pushedAt: new Date(), voidedAt: null, lastError: null });
        out.created++;
        return;
      }
      if (row.voidedAt || row.amountCents === net) return;
      const current = await readPayment(tx, tenantId, row.qbPaymentId);
      if (net <= 0) {
        const voided = (await qbo<{ Payment: QbPayment }>(tx, tenantId, { method: "POST", path: "payment", query: { operation: "void" }, body: { Id: current.Id, SyncToken: current.SyncToken } })).Payment;
        await updatePaymentPush(tx, tenantId, p.id, { syncToken: voided.SyncToken ?? null, amountCents: 0, voidedAt: new Date(), pushedAt: new Date(), lastError: null });
        out.voided++;
        return;
      }
      const { Line, TotalAmt } = paymentPayload(p, net, customerId, qbInvoiceId, inv.displayNumber);
      const saved = (await qbo<{ Payment: QbPayment }>(tx, tenantId, { method: "POST", path: "payment", body: { Id: current.Id, SyncToken: current.SyncToken, sparse: true, TotalAmt, Line } })).Payment;
      await updatePaymentPush(tx, tenantId, p.id, { syncToken: saved.SyncToken ?? null, amountCents: net, pushedAt: new Date(), lastError: null });
      out.updated++;
    });
  }
  // A payment of ours that is gone (a bank debit that failed after it was recorded): its QuickBooks Payment is voided.
  const current = new Set(inv.payments.map((p) => p.id));
  for (const row of pushes.values()) {
    if (current.has(row.paymentId) || row.origin === "pulled" || !row.qbPaymentId || row.voidedAt) continue;
    await db.transaction(async (tx) => {
      const locked = await lockPaymentPush(tx, tenantId, inv.id, row.paymentId);
      if (!locked.qbPaymentId || locked.voidedAt) return;
      const qb = await readPayment(tx, tenantId, locked.qbPaymentId);
      const voided = (await qbo<{ Payment: QbPayment }>(tx, tenantId, { method: "POST", path: "payment", query: { operation: "void" }, body: { Id: qb.Id, SyncToken: qb.SyncToken } })).Payment;
      await updatePaymentPush(tx, tenantId, row.paymentId, { syncToken: voided.SyncToken ?? null, amountCents: 0, voidedAt: new Date(), pushedAt: new Date(), lastError: null });
      out.voided++;
    });
  }
  return out;
}

export type PullResult = { recorded: number; skipped: number };

/** Record a QuickBooks payment's shares of our invoices, each once. */
export async function pullPayment(db: Db, tenantId: string, payment: QbPayment): Promise<PullResult> {
  const shares = paymentShares(payment);
  const ours = await invoicesByQbId(db, tenantId, shares.map((s) => s.qbInvoiceId));
  const result: PullResult = { recorded: 0, skipped: 0 };
  const base = await firmContext(db, tenantId);
  if (!base) return result;
  for (const share of shares) {
    const invoiceId = ours.get(share.qbInvoiceId);
    if (!invoiceId) continue;
    await db.transaction(async (tx) => {
      if (!(await claimPayment(tx, { tenantId, qbPaymentId: payment.Id, qbInvoiceId: share.qbInvoiceId, invoiceId, amountCents: share.amountCents }))) return;
      const ctx = serviceContext({ db: tx as unknown as Db, tenant: base.tenant, actor: base.actor, clock: base.clock });
      const skip = async (why: string) => {
        result.skipped++;
        await markPaymentSkipped(tx, tenantId, payment.Id, share.qbInvoiceId, why);
      };
      const inv = await invoiceDetails(ctx, invoiceId);
      if (inv.status === "void") return skip("The invoice is void");
      if (inv.balanceCents <= 0) return skip("The invoice is paid already");
      const today = base.clock.today;
      const paidOn = payment.TxnDate && payment.TxnDate <= today ? payment.TxnDate : today;
      const reference = `QuickBooks payment ${payment.Id}${payment.PaymentRefNum ? ` (${payment.PaymentRefNum})` : ""}`.slice(0, 120);
      try {
        const amountCents = Math.min(share.amountCents, inv.balanceCents);
        const after = await recordPayment(ctx, { id: invoiceId, amountCents, paidOn, method: "other", reference });
        // The payment just recorded is QuickBooks' own: never pushed back as another Payment.
        const before = new Set(inv.payments.map((p) => p.id));
        const recorded = after.payments.find((p) => !before.has(p.id));
        if (recorded) await markPaymentPulled(tx, { tenantId, invoiceId, paymentId: recorded.id, qbPaymentId: payment.Id, amountCents });
        result.recorded++;
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        await skip(err.message);
      }
    });
  }
  return result;
}

export type SyncJob = { tenantId: string; invoiceIds?: string[]; paymentIds?: string[]; reconcile?: boolean };

/** One run of the "quickbooks.sync" queue for a firm. */
export async function syncFirm(db: Db, job: SyncJob): Promise<{ pushed: number; payments: number; recorded: number; errors: string[] }> {
  const conn = await connectionOf(db, job.tenantId);
  const out = { pushed: 0, payments: 0, recorded: 0, errors: [] as string[] };
  if (!conn?.tokensSealed || !conn.realmId) return out;
  const started = new Date();
  const invoiceIds = new Set(job.invoiceIds ?? []);
  const payments = new Map<string, QbPayment | null>((job.paymentIds ?? []).map((id) => [id, null]));
  if (job.reconcile) {
    if (conn.pushInvoices) for (const id of await invoicesToPush(db, job.tenantId)) invoiceIds.add(id);
    if (conn.pullPayments) {
      const since = new Date(Math.max(conn.lastCdcAt?.getTime() ?? 0, started.getTime() - CDC_MAX_MS + 60_000));
      for (const p of (await changedSince(db, job.tenantId, since)).payments) payments.set(p.Id, p);
    }
  }
  if (conn.pushInvoices) {
    for (const id of invoiceIds) {
      if (!(await invoiceOfTenant(db, job.tenantId, id))) continue;
      const r = await pushInvoice(db, job.tenantId, id);
      if (r.status === "created" || r.status === "updated" || r.status === "voided") out.pushed++;
      if (r.payments) out.payments += r.payments.created + r.payments.updated + r.payments.voided;
      if (r.error) out.errors.push(r.error);
    }
  }
  if (conn.pullPayments) {
    for (const [id, known] of payments) {
      const p = known && known.Line ? known : await readPayment(db, job.tenantId, id);
      out.recorded += (await pullPayment(db, job.tenantId, p)).recorded;
    }
  }
  await saveConnection(db, job.tenantId, {
    lastSyncAt: new Date(),
    ...(job.reconcile ? { lastCdcAt: started } : {}),
    ...(out.errors.length ? { lastError: out.errors[0].slice(0, 500), lastErrorAt: new Date() } : {}),
  });
  return out;
}

/** POST /api/quickbooks/sync-invoice: the caller's invoice (404 outside its reach) pushed now. */
export async function pushInvoiceNow(ctx: ActorContext, invoiceId: string): Promise<PushResult> {
  await invoiceDetails(ctx, invoiceId);
  const conn = await connectionOf(ctx.db, ctx.tenant.id);
  if (!conn?.tokensSealed) throw fail.conflict("Connect QuickBooks first (QuickBooks settings)");
  try {
    return await pushInvoice(ctx.db, ctx.tenant.id, invoiceId);
  } catch (err) {
    if (err instanceof QboApiError || err instanceof NotConnectedError || err instanceof QboAuthError) throw fail.conflict(err.message);
    throw err;
  }
}
