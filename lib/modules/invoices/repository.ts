// The invoices' Drizzle code: the per-firm counter, invoices with their cases, lines and payments, the list
// within the caller's reach (the client's branch for a branch manager, its own company for a petitioner,
// who never sees a draft), and the rows the daily job looks at.
import "server-only";
import { and, asc, desc, eq, ilike, inArray, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { petitionBeneficiaries, petitions } from "@/db/schema/cases";
import { beneficiaries, companies } from "@/db/schema/clients";
import { memberships, users } from "@/db/schema/identity";
import type { AddressJson } from "@/db/schema/tenancy";
import { invoiceCases, invoiceCounters, invoiceLines, invoicePaymentRefunds, invoicePayments, invoiceSettings, invoiceStripeAccounts, invoices, type InvoiceLineRow, type InvoicePaymentRefundRow, type InvoicePaymentRow, type InvoiceRow } from "@/db/schema/invoices";
import { emailOutbox } from "@/db/schema/platform";
import type { ClientVisibility } from "@/lib/modules/companies/policy";
import type { Executor } from "@/lib/server/db/client";
import { ROLE } from "@/lib/shared/constants/roles";
import { likePattern, offsetOf } from "@/lib/shared/list";
import { textMatch, typedNumber } from "@/lib/server/db/text-search";
import type { InvoiceListBody } from "./contract";

export type { InvoiceLineRow, InvoicePaymentRefundRow, InvoicePaymentRow, InvoiceRow };

/** The language of the client's portal user (the first petitioner account of the company), or null. */
export async function clientLanguage(db: Executor, tenantId: string, companyId: string): Promise<"en" | "es" | null> {
  const [r] = await db
    .select({ locale: sql<string | null>`${users.preferences}->>'locale'` })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.companyId, companyId), eq(memberships.roleId, ROLE.PETITIONER)))
    .orderBy(asc(memberships.createdAt))
    .limit(1);
  return r?.locale === "es" || r?.locale === "en" ? r.locale : null;
}

/** The client's postal address as stored (master-data ids). */
export async function companyAddressOf(db: Executor, tenantId: string, companyId: string): Promise<AddressJson | null> {
  const [r] = await db.select({ address: companies.address }).from(companies).where(and(eq(companies.tenantId, tenantId), eq(companies.id, companyId)));
  return r?.address ?? null;
}

/** What the PDF names each case by: its number, type ids (the form) and primary beneficiary. */
export async function caseRefsOf(db: Executor, tenantId: string, invoiceId: string): Promise<{ caseNumber: string; typeId: number; subTypeId: number | null; beneficiary: string | null }[]> {
  return db
    .select({
      caseNumber: sql<string>`coalesce(${petitions.customCaseNumber}, ${petitions.caseNumber})`,
      typeId: petitions.typeId,
      subTypeId: petitions.subTypeId,
      beneficiary: sql<string | null>`(select ${beneficiaries.firstName} || ' ' || ${beneficiaries.lastName} from ${petitionBeneficiaries} join ${beneficiaries} on ${beneficiaries.id} = ${petitionBeneficiaries.beneficiaryId} where ${petitionBeneficiaries.petitionId} = ${petitions.id} and ${petitionBeneficiaries.tenantId} = ${tenantId} order by ${petitionBeneficiaries.isPrimary} desc limit 1)`,
    })
    .from(invoiceCases)
    .innerJoin(petitions, eq(petitions.id, invoiceCases.petitionId))
    .where(and(eq(invoiceCases.tenantId, tenantId), eq(invoiceCases.invoiceId, invoiceId)))
    .orderBy(asc(petitions.caseNumber));
}

export async function findInvoiceSettings(db: Executor, tenantId: string): Promise<{ paymentInstructions: string | null; paymentInstructionsEs: string | null } | null> {
  const [r] = await db.select({ paymentInstructions: invoiceSettings.paymentInstructions, paymentInstructionsEs: invoiceSettings.paymentInstructionsEs }).from(invoiceSettings).where(eq(invoiceSettings.tenantId, tenantId));
  return r ?? null;
}

export async function saveInvoiceSettings(tx: Executor, tenantId: string, values: { paymentInstructions: string | null; paymentInstructionsEs: string | null }): Promise<void> {
  await tx
    .insert(invoiceSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: invoiceSettings.tenantId, set: { ...values, updatedAt: new Date() } });
}

/** The firm's next invoice number, in the caller's transaction: the counter row stays locked until it ends, so numbers have no gaps. */
export async function nextInvoiceNumber(tx: Executor, tenantId: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ tenantId, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.tenantId, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ n: invoiceCounters.lastNumber });
  return row.n;
}

export async function insertInvoice(tx: Executor, row: typeof invoices.$inferInsert): Promise<InvoiceRow> {
  const [r] = await tx.insert(invoices).values(row).returning();
  return r;
}

export async function updateInvoice(tx: Executor, tenantId: string, id: string, patch: Partial<typeof invoices.$inferInsert>): Promise<InvoiceRow> {
  const [r] = await tx
    .update(invoices)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, id)))
    .returning();
  return r;
}

export async function findInvoice(db: Executor, tenantId: string, id: string, opts: { forUpdate?: boolean } = {}): Promise<InvoiceRow | null> {
  const q = db.select().from(invoices).where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, id)));
  const [r] = opts.forUpdate ? await q.for("update") : await q;
  return r ?? null;
}

export async function replaceLines(tx: Executor, tenantId: string, invoiceId: string, rows: (typeof invoiceLines.$inferInsert)[]): Promise<void> {
  await tx.delete(invoiceLines).where(and(eq(invoiceLines.tenantId, tenantId), eq(invoiceLines.invoiceId, invoiceId)));
  if (rows.length) await tx.insert(invoiceLines).values(rows);
}

export async function replaceCases(tx: Executor, tenantId: string, invoiceId: string, petitionIds: readonly string[]): Promise<void> {
  await tx.delete(invoiceCases).where(and(eq(invoiceCases.tenantId, tenantId), eq(invoiceCases.invoiceId, invoiceId)));
  if (petitionIds.length) await tx.insert(invoiceCases).values(petitionIds.map((petitionId) => ({ tenantId, invoiceId, petitionId })));
}

export async function linesOf(db: Executor, tenantId: string, invoiceId: string): Promise<InvoiceLineRow[]> {
  return db.select().from(invoiceLines).where(and(eq(invoiceLines.tenantId, tenantId), eq(invoiceLines.invoiceId, invoiceId))).orderBy(asc(invoiceLines.position));
}

export async function paymentsOf(db: Executor, tenantId: string, invoiceId: string): Promise<(InvoicePaymentRow & { recordedByName: string | null })[]> {
  const rows = await db
    .select({ p: invoicePayments, name: users.name })
    .from(invoicePayments)
    .leftJoin(users, eq(users.id, invoicePayments.recordedByUserId))
    .where(and(eq(invoicePayments.tenantId, tenantId), eq(invoicePayments.invoiceId, invoiceId)))
    .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.createdAt));
  return rows.map((r) => ({ ...r.p, recordedByName: r.name }));
}

export async function insertPayment(tx: Executor, row: typeof invoicePayments.$inferInsert): Promise<InvoicePaymentRow> {
  const [r] = await tx.insert(invoicePayments).values(row).returning();
  return r;
}

/** Marks the invoice's undeposited payments (or one) deposited; answers how many. */
export async function depositPayments(tx: Executor, tenantId: string, invoiceId: string, depositedOn: string, paymentId?: string): Promise<number> {
  const rows = await tx
    .update(invoicePayments)
    .set({ depositedOn })
    .where(and(eq(invoicePayments.tenantId, tenantId), eq(invoicePayments.invoiceId, invoiceId), isNull(invoicePayments.depositedOn), paymentId ? eq(invoicePayments.id, paymentId) : undefined))
    .returning({ id: invoicePayments.id });
  return rows.length;
}

/** The cases of invoices, with their numbers (custom number when set). */
export async function casesOf(db: Executor, tenantId: string, invoiceIds: readonly string[]): Promise<Map<string, { id: string; caseNumber: string }[]>> {
  const out = new Map<string, { id: string; caseNumber: string }[]>();
  if (invoiceIds.length === 0) return out;
  const rows = await db
    .select({ invoiceId: invoiceCases.invoiceId, id: petitions.id, caseNumber: sql<string>`coalesce(${petitions.customCaseNumber}, ${petitions.caseNumber})` })
    .from(invoiceCases)
    .innerJoin(petitions, eq(petitions.id, invoiceCases.petitionId))
    .where(and(eq(invoiceCases.tenantId, tenantId), inArray(invoiceCases.invoiceId, [...invoiceIds])))
    .orderBy(asc(petitions.caseNumber));
  for (const r of rows) out.set(r.invoiceId, [...(out.get(r.invoiceId) ?? []), { id: r.id, caseNumber: r.caseNumber }]);
  return out;
}

/** Whether the e-mail that sent the invoice failed for good (the outbox gave up on it). */
export async function mailFailed(db: Executor, mailId: string | null): Promise<boolean> {
  if (!mailId) return false;
  const [r] = await db.select({ status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.id, mailId));
  return r?.status === "failed";
}

function reachCond(vis: ClientVisibility): SQL | undefined {
  switch (vis.kind) {
    case "tenant":
      return undefined;
    case "branch":
      return vis.branchId ? eq(companies.branchId, vis.branchId) : sql`false`;
    case "company":
      // A client reads what was sent to it, never a draft.
      return vis.companyId ? and(eq(invoices.companyId, vis.companyId), ne(invoices.status, "not_sent")) : sql`false`;
    case "none":
      return sql`false`;
  }
}

const PENDING = ["sent", "viewed", "partially_paid", "delivery_error", "expired"];

export type InvoiceListRecord = { invoice: InvoiceRow; clientName: string };

export async function listInvoices(db: Executor, tenantId: string, body: InvoiceListBody, vis: ClientVisibility): Promise<{ rows: InvoiceListRecord[]; total: number }> {
  const m = body.filter.matcher;
  const search = body.search?.trim();
  const asNumber = search && /^(inv-?)?0*\d{1,9}$/i.test(search) ? Number(search.replace(/\D/g, "")) : null;
  const where = and(
    eq(invoices.tenantId, tenantId),
    reachCond(vis),
    m.status ? eq(invoices.status, m.status) : undefined,
    m.pending ? inArray(invoices.status, PENDING) : undefined,
    m.companyId ? eq(invoices.companyId, m.companyId) : undefined,
    m.petitionId ? sql`exists (select 1 from ${invoiceCases} where ${invoiceCases.invoiceId} = ${invoices.id} and ${invoiceCases.petitionId} = ${m.petitionId})` : undefined,
    search ? or(ilike(companies.name, likePattern(search)), ilike(invoices.billToName, likePattern(search)), asNumber !== null ? eq(invoices.number, asNumber) : undefined) : undefined,
  );
  const order = body.sortOrder === "asc" ? asc : desc;
  const sortCol = {
    number: invoices.number,
    issueDate: invoices.issueDate,
    dueDate: invoices.dueDate,
    totalCents: invoices.totalCents,
    status: invoices.status,
    client: companies.name,
  }[body.sortBy];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ invoice: invoices, clientName: companies.name })
      .from(invoices)
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .where(where)
      .orderBy(order(sortCol), desc(invoices.number))
      .limit(body.perpage)
      .offset(offsetOf(body.page, body.perpage)),
    db.select({ total: sql<number>`count(*)::int` }).from(invoices).innerJoin(companies, eq(companies.id, invoices.companyId)).where(where),
  ]);
  return { rows, total };
}

export async function companyNameOf(db: Executor, tenantId: string, companyId: string): Promise<string> {
  const [r] = await db.select({ name: companies.name }).from(companies).where(and(eq(companies.tenantId, tenantId), eq(companies.id, companyId)));
  return r?.name ?? "";
}

/** The firm's invoices the daily review may change: sent, owed, past due or with a sending e-mail. */
export async function invoicesToReview(db: Executor, tenantId: string, today: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), inArray(invoices.status, ["sent", "viewed", "delivery_error"]), or(lt(invoices.dueDate, today), sql`${invoices.sentMailId} is not null`)))
    .limit(5000);
}

/** Firms with invoices still owed (the daily job's loop). */
export async function tenantsWithOpenInvoices(db: Executor): Promise<string[]> {
  const rows = await db.selectDistinct({ tenantId: invoices.tenantId }).from(invoices).where(inArray(invoices.status, ["sent", "viewed", "delivery_error"]));
  return rows.map((r) => r.tenantId);
}

/** The dashboard's invoice figures within reach: count per status (void left out), what is owed, and what is past due. */
export async function invoiceFigures(db: Executor, tenantId: string, vis: ClientVisibility, today: string): Promise<{ byStatus: { status: string; count: number }[]; outstandingCents: number; overdueCents: number; overdueCount: number }> {
  const where = and(eq(invoices.tenantId, tenantId), reachCond(vis), ne(invoices.status, "void"));
  const owed = inArray(invoices.status, PENDING);
  const overdue = and(owed, lt(invoices.dueDate, today));
  const [byStatus, [totals]] = await Promise.all([
    db.select({ status: invoices.status, count: sql<number>`count(*)::int` }).from(invoices).innerJoin(companies, eq(companies.id, invoices.companyId)).where(where).groupBy(invoices.status),
    db
      .select({
        outstanding: sql<number>`coalesce(sum(${invoices.totalCents} - ${invoices.paidCents}) filter (where ${owed}), 0)`.mapWith(Number),
        overdue: sql<number>`coalesce(sum(${invoices.totalCents} - ${invoices.paidCents}) filter (where ${overdue}), 0)`.mapWith(Number),
        overdueCount: sql<number>`count(*) filter (where ${overdue})`.mapWith(Number),
      })
      .from(invoices)
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .where(where),
  ]);
  return { byStatus, outstandingCents: totals.outstanding, overdueCents: totals.overdue, overdueCount: totals.overdueCount };
}

export type InvoiceSearchRecord = { id: string; number: number; status: string; billToName: string; clientName: string; totalCents: number; dueDate: string | null };

/**
 * The global search: invoices within reach whose number ("INV-000123", "123"), client or bill-to name
 * matches `q`; the number typed in full first, then the best text match.
 */
export async function searchInvoiceRows(db: Executor, tenantId: string, vis: ClientVisibility, q: string, limit: number): Promise<InvoiceSearchRecord[]> {
  const n = typedNumber(q, "inv");
  const m = textMatch(q, [companies.name, invoices.billToName]);
  const exact = n !== null ? sql<number>`case when ${invoices.number} = ${n} then 2000 else 0 end` : sql<number>`0`;
  return db
    .select({ id: invoices.id, number: invoices.number, status: invoices.status, billToName: invoices.billToName, clientName: companies.name, totalCents: invoices.totalCents, dueDate: invoices.dueDate })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(and(eq(invoices.tenantId, tenantId), reachCond(vis), n !== null ? or(eq(invoices.number, n), m.where) : m.where))
    .orderBy(desc(sql`${exact} + ${m.rank}`), desc(invoices.number))
    .limit(limit);
}

// ---------- the firm's Stripe accounts (online-payment.ts) ----------
export type StripeAccountRow = typeof invoiceStripeAccounts.$inferSelect;

export async function stripeAccountsOf(db: Executor, tenantId: string): Promise<StripeAccountRow[]> {
  return db.select().from(invoiceStripeAccounts).where(eq(invoiceStripeAccounts.tenantId, tenantId));
}

export async function findStripeAccount(db: Executor, tenantId: string, account: string): Promise<StripeAccountRow | null> {
  const [r] = await db.select().from(invoiceStripeAccounts).where(and(eq(invoiceStripeAccounts.tenantId, tenantId), eq(invoiceStripeAccounts.account, account)));
  return r ?? null;
}

export async function saveStripeAccount(tx: Executor, row: Omit<StripeAccountRow, "updatedAt">): Promise<void> {
  const { tenantId, account, ...set } = row;
  await tx
    .insert(invoiceStripeAccounts)
    .values(row)
    .onConflictDoUpdate({ target: [invoiceStripeAccounts.tenantId, invoiceStripeAccounts.account], set: { ...set, updatedAt: new Date() } });
  void tenantId;
  void account;
}

export async function deleteStripeAccount(tx: Executor, tenantId: string, account: string): Promise<boolean> {
  const rows = await tx.delete(invoiceStripeAccounts).where(and(eq(invoiceStripeAccounts.tenantId, tenantId), eq(invoiceStripeAccounts.account, account))).returning({ a: invoiceStripeAccounts.account });
  return rows.length > 0;
}

/** The payment recorded for a Stripe PaymentIntent, if any (recorded once). */
export async function paymentByProviderRef(db: Executor, tenantId: string, providerRef: string): Promise<InvoicePaymentRow | null> {
  const [r] = await db.select().from(invoicePayments).where(and(eq(invoicePayments.tenantId, tenantId), eq(invoicePayments.providerRef, providerRef)));
  return r ?? null;
}

/** Takes off an online payment whose bank debit failed after it was recorded (online-payment.ts). */
export async function deletePayment(tx: Executor, tenantId: string, id: string): Promise<void> {
  await tx.delete(invoicePayments).where(and(eq(invoicePayments.tenantId, tenantId), eq(invoicePayments.id, id)));
}

/** A payment of the firm by id (with its invoice), locked when asked. */
export async function findPayment(db: Executor, tenantId: string, id: string, opts: { forUpdate?: boolean } = {}): Promise<InvoicePaymentRow | null> {
  const q = db.select().from(invoicePayments).where(and(eq(invoicePayments.tenantId, tenantId), eq(invoicePayments.id, id)));
  const [r] = opts.forUpdate ? await q.for("update") : await q;
  return r ?? null;
}

export async function updatePayment(tx: Executor, tenantId: string, id: string, patch: Partial<Pick<InvoicePaymentRow, "refundedCents" | "disputeStatus" | "disputeRef" | "disputedCents">>): Promise<InvoicePaymentRow> {
  const [r] = await tx.update(invoicePayments).set(patch).where(and(eq(invoicePayments.tenantId, tenantId), eq(invoicePayments.id, id))).returning();
  return r;
}

// ---------- refunds of online payments (online-payment.ts) ----------

export async function refundsOfInvoice(db: Executor, tenantId: string, invoiceId: string): Promise<(InvoicePaymentRefundRow & { createdByName: string | null })[]> {
  const rows = await db
    .select({ r: invoicePaymentRefunds, name: users.name })
    .from(invoicePaymentRefunds)
    .leftJoin(users, eq(users.id, invoicePaymentRefunds.createdByUserId))
    .where(and(eq(invoicePaymentRefunds.tenantId, tenantId), eq(invoicePaymentRefunds.invoiceId, invoiceId)))
    .orderBy(asc(invoicePaymentRefunds.createdAt));
  return rows.map((r) => ({ ...r.r, createdByName: r.name }));
}

export async function refundsOfPayment(db: Executor, tenantId: string, paymentId: string): Promise<InvoicePaymentRefundRow[]> {
  return db.select().from(invoicePaymentRefunds).where(and(eq(invoicePaymentRefunds.tenantId, tenantId), eq(invoicePaymentRefunds.paymentId, paymentId)));
}

/** One Stripe refund (re_…) once per firm: inserted, or its amount and status brought up to date. Answers the row before (null: new). */
export async function upsertRefund(tx: Executor, row: typeof invoicePaymentRefunds.$inferInsert): Promise<InvoicePaymentRefundRow | null> {
  const [before] = await tx
    .select()
    .from(invoicePaymentRefunds)
    .where(and(eq(invoicePaymentRefunds.tenantId, row.tenantId), eq(invoicePaymentRefunds.providerRef, row.providerRef)))
    .for("update");
  if (before) {
    await tx
      .update(invoicePaymentRefunds)
      .set({ amountCents: row.amountCents, status: row.status, updatedAt: new Date() })
      .where(and(eq(invoicePaymentRefunds.tenantId, row.tenantId), eq(invoicePaymentRefunds.providerRef, row.providerRef)));
    return before;
  }
  await tx.insert(invoicePaymentRefunds).values(row);
  return null;
}

/** The firm's billing users (active members whose role may manage invoices; a branch manager only for a client of their branch). */
export async function billingRecipients(db: Executor, tenantId: string, companyId: string, roleIds: readonly number[]): Promise<string[]> {
  const [company] = await db.select({ branchId: companies.branchId }).from(companies).where(and(eq(companies.tenantId, tenantId), eq(companies.id, companyId)));
  const rows = await db
    .select({ userId: memberships.userId, roleId: memberships.roleId, branchId: memberships.branchId })
    .from(memberships)
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.statusId, 1), inArray(memberships.roleId, [...roleIds])))
    .limit(200);
  return [...new Set(rows.filter((m) => m.roleId !== ROLE.BRANCH_MANAGER || (m.branchId !== null && m.branchId === company?.branchId)).map((m) => m.userId))];
}
