// The only Drizzle code of QuickBooks Online. Its own tables (db/schema/quickbooks.ts), plus reads of the
// firm's clients (names for links), invoices (which sent ones have not reached QuickBooks) and memberships
// (the firm user the background sync acts as): reads only — invoices are written through their service.
import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, lt, notInArray, or, sql } from "drizzle-orm";
import { companies } from "@/db/schema/clients";
import { memberships, users } from "@/db/schema/identity";
import { invoices } from "@/db/schema/invoices";
import {
  quickbooksConnections,
  quickbooksCustomerLinks,
  quickbooksInvoiceSyncs,
  quickbooksOauthStates,
  quickbooksPaymentPushes,
  quickbooksPaymentSyncs,
  quickbooksWebhookEvents,
  type QuickbooksConnectionRow,
} from "@/db/schema/quickbooks";
import { tenants } from "@/db/schema/tenancy";
import type { Executor } from "@/lib/server/db/client";
import { likePattern } from "@/lib/shared/list";

export type { QuickbooksConnectionRow };
type ConnectionPatch = Partial<Omit<QuickbooksConnectionRow, "tenantId">>;

// ---------- connection ----------

export async function connectionOf(db: Executor, tenantId: string, opts: { forUpdate?: boolean } = {}): Promise<QuickbooksConnectionRow | null> {
  const q = db.select().from(quickbooksConnections).where(eq(quickbooksConnections.tenantId, tenantId));
  const rows = opts.forUpdate ? await q.for("update") : await q;
  return rows[0] ?? null;
}

export async function connectionByRealm(db: Executor, realmId: string): Promise<QuickbooksConnectionRow | null> {
  const rows = await db.select().from(quickbooksConnections).where(eq(quickbooksConnections.realmId, realmId)).limit(1);
  return rows[0] ?? null;
}

export async function saveConnection(db: Executor, tenantId: string, patch: ConnectionPatch): Promise<QuickbooksConnectionRow> {
  const values = { ...patch, updatedAt: new Date() };
  const [row] = await db
    .insert(quickbooksConnections)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: quickbooksConnections.tenantId, set: values })
    .returning();
  return row;
}

/** Firms with a live connection (the daily reconcile). */
export async function connectedTenants(db: Executor): Promise<string[]> {
  const rows = await db.select({ id: quickbooksConnections.tenantId }).from(quickbooksConnections).where(isNotNull(quickbooksConnections.tokensSealed));
  return rows.map((r) => r.id);
}

export async function userName(db: Executor, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const rows = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0]?.name ?? null;
}

// ---------- OAuth states ----------

export async function insertState(db: Executor, row: typeof quickbooksOauthStates.$inferInsert): Promise<void> {
  await db.insert(quickbooksOauthStates).values(row);
}

export async function findState(db: Executor, stateHash: string, opts: { forUpdate?: boolean } = {}) {
  const q = db.select().from(quickbooksOauthStates).where(eq(quickbooksOauthStates.stateHash, stateHash));
  const rows = opts.forUpdate ? await q.for("update") : await q;
  return rows[0] ?? null;
}

export async function markStateUsed(db: Executor, stateHash: string): Promise<void> {
  await db.update(quickbooksOauthStates).set({ usedAt: new Date() }).where(eq(quickbooksOauthStates.stateHash, stateHash));
}

// ---------- the acting firm user of background work ----------

/** The firm's active user to act as: the one who connected QuickBooks while a settings role, else the first active admin. */
export async function firmActorRow(db: Executor, tenantId: string, preferredUserId: string | null, roleIds: readonly number[]) {
  const rows = await db
    .select({ membership: memberships, user: { id: users.id, email: users.email, name: users.name } })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.statusId, 1), inArray(memberships.roleId, [...roleIds])))
    .orderBy(preferredUserId ? sql`(${memberships.userId} = ${preferredUserId}) desc` : asc(memberships.createdAt), asc(memberships.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

export async function tenantById(db: Executor, tenantId: string) {
  const rows = await db.select().from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return rows[0] ?? null;
}

// ---------- customer links ----------

export async function linksByCustomer(db: Executor, tenantId: string, customerIds: string[]): Promise<Map<string, { id: string; name: string }>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select({ customerId: quickbooksCustomerLinks.customerId, id: companies.id, name: companies.name })
    .from(quickbooksCustomerLinks)
    .innerJoin(companies, and(eq(companies.id, quickbooksCustomerLinks.companyId), eq(companies.tenantId, quickbooksCustomerLinks.tenantId)))
    .where(and(eq(quickbooksCustomerLinks.tenantId, tenantId), inArray(quickbooksCustomerLinks.customerId, customerIds)));
  return new Map(rows.map((r) => [r.customerId, { id: r.id, name: r.name }]));
}

export async function linkOfCompany(db: Executor, tenantId: string, companyId: string) {
  const rows = await db
    .select()
    .from(quickbooksCustomerLinks)
    .where(and(eq(quickbooksCustomerLinks.tenantId, tenantId), eq(quickbooksCustomerLinks.companyId, companyId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertLink(db: Executor, row: typeof quickbooksCustomerLinks.$inferInsert): Promise<void> {
  await db.insert(quickbooksCustomerLinks).values(row);
}

export async function deleteLink(db: Executor, tenantId: string, companyId: string): Promise<number> {
  const rows = await db
    .delete(quickbooksCustomerLinks)
    .where(and(eq(quickbooksCustomerLinks.tenantId, tenantId), eq(quickbooksCustomerLinks.companyId, companyId)))
    .returning({ id: quickbooksCustomerLinks.customerId });
  return rows.length;
}

/** The firm's live clients with no QuickBooks customer yet (to link one), by name. */
export async function unlinkedClients(db: Executor, tenantId: string, search: string | undefined, limit: number) {
  const linked = db.select({ id: quickbooksCustomerLinks.companyId }).from(quickbooksCustomerLinks).where(eq(quickbooksCustomerLinks.tenantId, tenantId));
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), isNull(companies.deletedAt), notInArray(companies.id, linked), search ? ilike(companies.name, likePattern(search)) : undefined))
    .orderBy(asc(companies.name))
    .limit(limit);
}

// ---------- invoices pushed ----------

export type InvoiceSyncRow = typeof quickbooksInvoiceSyncs.$inferSelect;

/** The sync row of an invoice, made when missing, locked for the push (one push of an invoice at a time). */
export async function lockInvoiceSync(db: Executor, tenantId: string, invoiceId: string): Promise<InvoiceSyncRow> {
  await db.insert(quickbooksInvoiceSyncs).values({ tenantId, invoiceId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(quickbooksInvoiceSyncs)
    .where(and(eq(quickbooksInvoiceSyncs.tenantId, tenantId), eq(quickbooksInvoiceSyncs.invoiceId, invoiceId)))
    .for("update");
  return row;
}

export async function updateInvoiceSync(db: Executor, tenantId: string, invoiceId: string, patch: Partial<InvoiceSyncRow>): Promise<void> {
  await db
    .update(quickbooksInvoiceSyncs)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(quickbooksInvoiceSyncs.tenantId, tenantId), eq(quickbooksInvoiceSyncs.invoiceId, invoiceId)));
}

export async function invoiceSyncOf(db: Executor, tenantId: string, invoiceId: string): Promise<InvoiceSyncRow | null> {
  const rows = await db
    .select()
    .from(quickbooksInvoiceSyncs)
    .where(and(eq(quickbooksInvoiceSyncs.tenantId, tenantId), eq(quickbooksInvoiceSyncs.invoiceId, invoiceId)));
  return rows[0] ?? null;
}

/** Our invoices by their QuickBooks ids. */
export async function invoicesByQbId(db: Executor, tenantId: string, qbIds: string[]): Promise<Map<string, string>> {
  if (qbIds.length === 0) return new Map();
  const rows = await db
    .select({ qb: quickbooksInvoiceSyncs.qbInvoiceId, id: quickbooksInvoiceSyncs.invoiceId })
    .from(quickbooksInvoiceSyncs)
    .where(and(eq(quickbooksInvoiceSyncs.tenantId, tenantId), inArray(quickbooksInvoiceSyncs.qbInvoiceId, qbIds)));
  return new Map(rows.map((r) => [r.qb!, r.id]));
}

/** The firm's sent, not void invoices that never reached QuickBooks (or whose push failed). */
export async function invoicesToPush(db: Executor, tenantId: string, limit = 200): Promise<string[]> {
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .leftJoin(quickbooksInvoiceSyncs, and(eq(quickbooksInvoiceSyncs.tenantId, invoices.tenantId), eq(quickbooksInvoiceSyncs.invoiceId, invoices.id)))
    .where(
      and(
        eq(invoices.tenantId, tenantId),
        isNotNull(invoices.sentAt),
        or(
          // Sent and never pushed…
          and(isNull(invoices.voidedAt), or(isNull(quickbooksInvoiceSyncs.invoiceId), isNull(quickbooksInvoiceSyncs.qbInvoiceId))),
          // …or pushed, then voided here and not yet there.
          and(isNotNull(invoices.voidedAt), isNotNull(quickbooksInvoiceSyncs.qbInvoiceId), or(isNull(quickbooksInvoiceSyncs.pushedAt), lt(quickbooksInvoiceSyncs.pushedAt, invoices.voidedAt))),
        ),
      ),
    )
    .orderBy(asc(invoices.number))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function invoiceOfTenant(db: Executor, tenantId: string, invoiceId: string): Promise<{ id: string; sentAt: Date | null } | null> {
  const rows = await db.select({ id: invoices.id, sentAt: invoices.sentAt }).from(invoices).where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, invoiceId)));
  return rows[0] ?? null;
}

export async function syncCounts(db: Executor, tenantId: string) {
  const [links] = await db.select({ n: count() }).from(quickbooksCustomerLinks).where(eq(quickbooksCustomerLinks.tenantId, tenantId));
  const [pushed] = await db
    .select({ n: count() })
    .from(quickbooksInvoiceSyncs)
    .where(and(eq(quickbooksInvoiceSyncs.tenantId, tenantId), isNotNull(quickbooksInvoiceSyncs.qbInvoiceId)));
  const [failed] = await db
    .select({ n: count() })
    .from(quickbooksInvoiceSyncs)
    .where(and(eq(quickbooksInvoiceSyncs.tenantId, tenantId), isNotNull(quickbooksInvoiceSyncs.lastError)));
  const [payments] = await db
    .select({ n: count() })
    .from(quickbooksPaymentSyncs)
    .where(and(eq(quickbooksPaymentSyncs.tenantId, tenantId), isNull(quickbooksPaymentSyncs.skipped)));
  return { linkedCustomers: links.n, invoicesPushed: pushed.n, invoicesFailed: failed.n, paymentsPulled: payments.n };
}

export async function syncFailures(db: Executor, tenantId: string, limit = 20) {
  return db
    .select({ invoiceId: quickbooksInvoiceSyncs.invoiceId, error: quickbooksInvoiceSyncs.lastError, at: quickbooksInvoiceSyncs.updatedAt })
    .from(quickbooksInvoiceSyncs)
    .where(and(eq(quickbooksInvoiceSyncs.tenantId, tenantId), isNotNull(quickbooksInvoiceSyncs.lastError)))
    .orderBy(desc(quickbooksInvoiceSyncs.updatedAt))
    .limit(limit);
}

// ---------- payments pulled ----------

/** Claims a QuickBooks payment's share of an invoice; false when it was taken before (recorded once). */
export async function claimPayment(db: Executor, row: typeof quickbooksPaymentSyncs.$inferInsert): Promise<boolean> {
  const rows = await db.insert(quickbooksPaymentSyncs).values(row).onConflictDoNothing().returning({ id: quickbooksPaymentSyncs.qbPaymentId });
  return rows.length > 0;
}

export async function markPaymentSkipped(db: Executor, tenantId: string, qbPaymentId: string, qbInvoiceId: string, why: string): Promise<void> {
  await db
    .update(quickbooksPaymentSyncs)
    .set({ skipped: why })
    .where(and(eq(quickbooksPaymentSyncs.tenantId, tenantId), eq(quickbooksPaymentSyncs.qbPaymentId, qbPaymentId), eq(quickbooksPaymentSyncs.qbInvoiceId, qbInvoiceId)));
}

// ---------- webhook events ----------

/** True the first time an event key is seen. */
export async function claimWebhookEvent(db: Executor, eventKey: string, realmId: string): Promise<boolean> {
  const rows = await db.insert(quickbooksWebhookEvents).values({ eventKey, realmId }).onConflictDoNothing().returning({ k: quickbooksWebhookEvents.eventKey });
  return rows.length > 0;
}

// ---------- our payments pushed as QuickBooks Payments ----------

export type PaymentPushRow = typeof quickbooksPaymentPushes.$inferSelect;

export async function paymentPushesOf(db: Executor, tenantId: string, invoiceId: string): Promise<PaymentPushRow[]> {
  return db.select().from(quickbooksPaymentPushes).where(and(eq(quickbooksPaymentPushes.tenantId, tenantId), eq(quickbooksPaymentPushes.invoiceId, invoiceId)));
}

/** The push row of one of our payments, made when missing, locked (one push of a payment at a time). */
export async function lockPaymentPush(db: Executor, tenantId: string, invoiceId: string, paymentId: string): Promise<PaymentPushRow> {
  await db.insert(quickbooksPaymentPushes).values({ tenantId, invoiceId, paymentId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(quickbooksPaymentPushes)
    .where(and(eq(quickbooksPaymentPushes.tenantId, tenantId), eq(quickbooksPaymentPushes.paymentId, paymentId)))
    .for("update");
  return row;
}

export async function updatePaymentPush(db: Executor, tenantId: string, paymentId: string, patch: Partial<PaymentPushRow>): Promise<void> {
  await db
    .update(quickbooksPaymentPushes)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(quickbooksPaymentPushes.tenantId, tenantId), eq(quickbooksPaymentPushes.paymentId, paymentId)));
}

/** A payment of ours recorded from a QuickBooks Payment: never pushed back. */
export async function markPaymentPulled(db: Executor, row: { tenantId: string; invoiceId: string; paymentId: string; qbPaymentId: string; amountCents: number }): Promise<void> {
  await db
    .insert(quickbooksPaymentPushes)
    .values({ ...row, origin: "pulled", pushedAt: new Date() })
    .onConflictDoNothing();
}

/** The QuickBooks payment ids pulled onto an invoice (payments recorded before pushes existed carry no push row). */
export async function pulledQbPayments(db: Executor, tenantId: string, invoiceId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: quickbooksPaymentSyncs.qbPaymentId })
    .from(quickbooksPaymentSyncs)
    .where(and(eq(quickbooksPaymentSyncs.tenantId, tenantId), eq(quickbooksPaymentSyncs.invoiceId, invoiceId), isNull(quickbooksPaymentSyncs.skipped)));
  return new Set(rows.map((r) => r.id));
}
