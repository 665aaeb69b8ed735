// Invoices (issue 14 section 1): a firm bills a client for one case or several — legal fees, USCIS filing fees
// passed through at cost, expenses — with a discount and tax in integer cents (money.ts), numbered per firm
// without gaps; a draft is edited freely, then sent by e-mail with a link (the client's opening marks it
// viewed); payments are recorded (partial, full) and later marked deposited; a draft or unpaid invoice may be
// voided with a reason (its number stays). The status is derived (status.ts) and kept on the row for lists;
// a daily job expires what is past due and unpaid and notices a sending e-mail that failed for good.
// Sending completes the cases' FILE_AFTER_INVOICE step when it is next; full payment FILE_AFTER_INVOICE_PAYMENT.
// Reach: the client's (companies' visibleClient): a branch manager its branch's clients, a petitioner its
// own company's invoices once sent; another firm's invoice is 404.
import "server-only";
import { todayOf, visibleCaseOr404 } from "@/lib/modules/cases/case-details";
import { addDays } from "@/lib/shared/calendar/days";
import { completeActivity, lockCase } from "@/lib/modules/cases/steps/complete";
import { clientLinkEmail, visibleClient } from "@/lib/modules/companies/service";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import { AppError, fail } from "@/lib/server/errors";
import { enqueueMail, kickOutbox } from "@/lib/server/mail/outbox";
import { tenantUrl } from "@/lib/server/tenancy/tenant";
import { can } from "@/lib/shared/permissions";
import {
  DEFAULT_TERMS_DAYS,
  displayNumber,
  type CreateInvoiceBody,
  type InvoiceDetails,
  type InvoiceListBody,
  type InvoiceListRow,
  type InvoiceSummary,
  type LineKind,
  type PaymentMethod,
  type RecordPaymentBody,
  type UpdateInvoiceBody,
} from "./contract";
import { invoiceTotals, usd } from "./money";
import {
  casesOf,
  clientLanguage,
  companyNameOf,
  depositPayments,
  findInvoice,
  insertInvoice,
  insertPayment,
  invoiceFigures,
  linesOf,
  listInvoices,
  mailFailed,
  nextInvoiceNumber,
  paymentsOf,
  refundsOfInvoice,
  replaceCases,
  replaceLines,
  searchInvoiceRows,
  updateInvoice,
  type InvoiceRow,
} from "./repository";
import { invoiceStatus, type InvoiceStatus } from "./status";
import { clientVisibility } from "@/lib/modules/companies/policy";
import { INVOICE_DETAILS_PATH, INVOICE_VIEW_PATH } from "./constants";
import { issueInvoiceLink } from "./link";
import { invoicePdf, pdfFileLabel } from "./pdf";
import { invoicePdfExtras } from "./pdf-data";
import { lineDescriptionForLocale } from "./line-names";


function audit(ctx: ActorContext, tx: Executor, action: string, entityId: string, after: unknown, before?: unknown) {
  return writeAudit(tx, { tenantId: ctx.tenant.id, actorUserId: ctx.actor.userId, actorRoleId: ctx.actor.roleId, action, entityType: "invoice", entityId, before, after, ip: ctx.ip });
}

/** An invoice within the caller's reach (its client's), else 404; a client never sees a draft. */
export async function invoiceOr404(ctx: ActorContext, db: Executor, id: string, opts: { forUpdate?: boolean } = {}): Promise<InvoiceRow> {
  const inv = await findInvoice(db, ctx.tenant.id, id, opts);
  if (!inv) throw fail.notFound("Invoice");
  await visibleClient(db, ctx.actor, inv.companyId).catch(() => {
    throw fail.notFound("Invoice");
  });
  if (clientVisibility(ctx.actor).kind === "company" && inv.status === "not_sent") throw fail.notFound("Invoice");
  return inv;
}

type Fields = Omit<CreateInvoiceBody, "companyId">;

/** The checked values of a draft: its cases are the client's and within reach, each line's case is one of them. `language`: the draft's, when it is one already. */
async function draftValues(ctx: ActorContext, db: Executor, companyId: string, body: Fields, current?: { language: string }) {
  const client = await visibleClient(db, ctx.actor, companyId).catch(() => {
    throw fail.notFound("Client");
  });
  const errors: Record<string, string> = {};
  const petitionIds = [...new Set(body.petitionIds)];
  for (const [i, id] of petitionIds.entries()) {
    const p = await visibleCaseOr404(db, ctx.actor, id).catch(() => null);
    if (!p) errors[`petitionIds.${i}`] = "Case not found";
    else if (p.petitionerId !== companyId) errors[`petitionIds.${i}`] = "This case is not one of the client's";
  }
  body.lines.forEach((l, i) => {
    if (l.petitionId && !petitionIds.includes(l.petitionId)) errors[`lines.${i}.petitionId`] = "Add this case to the invoice first";
  });
  const issueDate = body.issueDate ?? todayOf(ctx);
  const dueDate = body.dueDate ?? addDays(issueDate, DEFAULT_TERMS_DAYS);
  if (dueDate < issueDate) errors.dueDate = "The due date cannot be before the issue date";
  if (Object.keys(errors).length) throw fail.validation(errors);
  const lines = body.lines.map((l) => ({ ...l, taxable: l.taxable ?? l.kind !== "filing_fee" }));
  const totals = invoiceTotals(lines, body.discountCents ?? 0, body.taxRateBp ?? 0);
  if (body.discountCents && body.discountCents > totals.subtotalCents) throw fail.validation({ discountCents: `The discount cannot be more than the subtotal (${usd(totals.subtotalCents)})` });
  const email = body.billToEmail ?? (await clientLinkEmail(db, ctx.tenant.id, companyId)) ?? client.company.email ?? null;
  const language = body.language ?? current?.language ?? (await clientLanguage(db, ctx.tenant.id, companyId)) ?? "en";
  return {
    petitionIds,
    row: {
      issueDate,
      dueDate,
      billToName: client.company.name,
      billToEmail: email,
      language,
      notes: body.notes ?? null,
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      taxRateBp: body.taxRateBp ?? 0,
      taxCents: totals.taxCents,
      totalCents: totals.totalCents,
    },
    lines: (invoiceId: string) =>
      lines.map((l, i) => ({
        tenantId: ctx.tenant.id,
        invoiceId,
        position: i + 1,
        kind: l.kind,
        description: l.description,
        quantity: l.quantity,
        unitCents: l.unitCents,
        amountCents: totals.lineAmounts[i],
        taxable: l.taxable,
        petitionId: l.petitionId ?? null,
        feeCode: l.feeCode ?? null,
      })),
  };
}

export async function createInvoice(ctx: ActorContext, body: CreateInvoiceBody): Promise<InvoiceDetails> {
  const id = await ctx.db.transaction(async (tx) => {
    const v = await draftValues(ctx, tx, body.companyId, body);
    const number = await nextInvoiceNumber(tx, ctx.tenant.id);
    const inv = await insertInvoice(tx, { tenantId: ctx.tenant.id, number, companyId: body.companyId, status: "not_sent", ...v.row, createdByUserId: ctx.actor.userId });
    await replaceCases(tx, ctx.tenant.id, inv.id, v.petitionIds);
    await replaceLines(tx, ctx.tenant.id, inv.id, v.lines(inv.id));
    await audit(ctx, tx, "invoice.create", inv.id, { number, companyId: body.companyId, totalCents: inv.totalCents, cases: v.petitionIds });
    return inv.id;
  });
  return invoiceDetails(ctx, id);
}

export async function updateInvoiceDraft(ctx: ActorContext, body: UpdateInvoiceBody): Promise<InvoiceDetails> {
  await ctx.db.transaction(async (tx) => {
    const inv = await invoiceOr404(ctx, tx, body.id, { forUpdate: true });
    if (inv.status !== "not_sent") throw fail.conflict("Only an invoice not sent yet can be changed");
    const v = await draftValues(ctx, tx, inv.companyId, body, inv);
    await updateInvoice(tx, ctx.tenant.id, inv.id, v.row);
    await replaceCases(tx, ctx.tenant.id, inv.id, v.petitionIds);
    await replaceLines(tx, ctx.tenant.id, inv.id, v.lines(inv.id));
    await audit(ctx, tx, "invoice.update", inv.id, { totalCents: v.row.totalCents, cases: v.petitionIds }, { totalCents: inv.totalCents });
  });
  return invoiceDetails(ctx, body.id);
}

/** The status the facts give today; written back (with the paid amount) when it changed. */
async function refreshStatus(tx: Executor, tenantId: string, inv: InvoiceRow, today: string): Promise<InvoiceRow> {
  const payments = await paymentsOf(tx, tenantId, inv.id);
  const paidCents = payments.reduce((a, p) => a + netOf(p), 0);
  const status = invoiceStatus({
    voided: inv.voidedAt !== null,
    sent: inv.sentAt !== null,
    viewed: inv.viewedAt !== null,
    deliveryFailed: await mailFailed(tx, inv.sentMailId),
    totalCents: inv.totalCents,
    paidCents,
    allDeposited: payments.length > 0 && payments.every((p) => p.depositedOn !== null),
    dueDate: inv.dueDate,
    today,
  });
  if (status === inv.status && paidCents === inv.paidCents) return inv;
  const fullyPaid = status === "paid" || status === "deposited";
  return updateInvoice(tx, tenantId, inv.id, { status, paidCents, paidAt: fullyPaid ? (inv.paidAt ?? new Date()) : null });
}

/** What a payment still brings in: its amount less its refunds (pending or succeeded) and a lost dispute. */
export const netOf = (p: { amountCents: number; refundedCents: number; disputeStatus: string | null; disputedCents: number }) =>
  Math.max(0, p.amountCents - p.refundedCents - (p.disputeStatus === "lost" ? p.disputedCents : 0));

/** The invoice's cases whose next step this event completes: FILE_AFTER_INVOICE once sent, FILE_AFTER_INVOICE_PAYMENT once paid. */
async function advanceCases(tx: Executor, ctx: { tenant: { id: string }; ip?: string | null }, inv: InvoiceRow, actor: { userId: string | null; roleId: number }): Promise<void> {
  const cases = (await casesOf(tx, ctx.tenant.id, [inv.id])).get(inv.id) ?? [];
  const paid = inv.status === "paid" || inv.status === "deposited";
  for (const c of cases) {
    let p = await lockCase(tx, ctx.tenant.id, c.id);
    if (p.nextWorkflowActivity === "FILE_AFTER_INVOICE" && inv.sentAt) {
      p = await completeActivity(tx, { petition: p, code: "FILE_AFTER_INVOICE", actor: { ...actor, tenantId: ctx.tenant.id }, ip: ctx.ip ?? null });
    }
    if (p.nextWorkflowActivity === "FILE_AFTER_INVOICE_PAYMENT" && paid) {
      await completeActivity(tx, { petition: p, code: "FILE_AFTER_INVOICE_PAYMENT", actor: { ...actor, tenantId: ctx.tenant.id }, ip: ctx.ip ?? null });
    }
  }
}

export async function sendInvoice(ctx: ActorContext, body: { id: string; to?: string; message?: string }): Promise<InvoiceDetails> {
  await ctx.db.transaction(async (tx) => {
    const inv = await invoiceOr404(ctx, tx, body.id, { forUpdate: true });
    if (inv.voidedAt) throw fail.conflict("This invoice is void");
    if (inv.status === "paid" || inv.status === "deposited") throw fail.conflict("This invoice is paid");
    const to = body.to ?? inv.billToEmail;
    if (!to) throw fail.validation({ to: "The client has no e-mail address: enter one to send the invoice to" });
    const { token, expiresAt } = await issueInvoiceLink(tx, inv);
    const link = `${tenantUrl(ctx.tenant.slug, INVOICE_VIEW_PATH)}?token=${token}`;
    const balance = inv.totalCents - inv.paidCents;
    const mailId = await enqueueMail(tx, {
      tenantId: ctx.tenant.id,
      to,
      subject: `Invoice ${displayNumber(inv.number)} from ${ctx.tenant.name}: ${usd(balance)} due ${inv.dueDate}`,
      text: [
        `Hello,`,
        ``,
        `${ctx.tenant.name} sent you invoice ${displayNumber(inv.number)} for ${usd(inv.totalCents)}${inv.paidCents ? ` (${usd(balance)} still due)` : ""}, due on ${inv.dueDate}.`,
        ...(body.message ? [``, body.message] : []),
        ``,
        `View and download it here: ${link}`,
        `The link works until ${expiresAt.toISOString().slice(0, 10)}; after that, ask ${ctx.tenant.name} to send the invoice again.`,
        ``,
        `The link is personal: please do not forward this e-mail.`,
      ].join("\n"),
      template: "invoice.sent",
    });
    // The history says where it went: the address typed for this sending, not the bill-to address.
    const sent = await updateInvoice(tx, ctx.tenant.id, inv.id, { sentAt: inv.sentAt ?? new Date(), sentMailId: mailId, sentTo: to, billToEmail: inv.billToEmail ?? to });
    const updated = await refreshStatus(tx, ctx.tenant.id, sent, todayOf(ctx));
    await audit(ctx, tx, "invoice.send", inv.id, { to, resent: inv.sentAt !== null });
    await advanceCases(tx, ctx, updated, ctx.actor);
  });
  kickOutbox(ctx.db);
  return invoiceDetails(ctx, body.id);
}

export async function recordPayment(ctx: ActorContext, body: RecordPaymentBody): Promise<InvoiceDetails> {
  await ctx.db.transaction(async (tx) => {
    const inv = await invoiceOr404(ctx, tx, body.id, { forUpdate: true });
    if (inv.voidedAt) throw fail.conflict("This invoice is void");
    if (!inv.sentAt) throw fail.conflict("Send the invoice before recording a payment");
    const balance = inv.totalCents - inv.paidCents;
    if (balance <= 0) throw fail.conflict("This invoice is paid");
    if (body.amountCents > balance) throw fail.validation({ amountCents: `More than the balance due (${usd(balance)})` });
    if (body.paidOn > todayOf(ctx)) throw fail.validation({ paidOn: "A payment cannot be dated in the future" });
    await applyPayment(tx, ctx, inv, { amountCents: body.amountCents, paidOn: body.paidOn, method: body.method, reference: body.reference ?? null, recordedByUserId: ctx.actor.userId }, ctx.actor, todayOf(ctx));
  });
  return invoiceDetails(ctx, body.id);
}

type PaymentValues = { amountCents: number; paidOn: string; method: PaymentMethod; reference: string | null; recordedByUserId: string | null; account?: "operating" | "trust"; providerRef?: string };

/**
 * A payment on an invoice locked by the caller — entered by hand (recordPayment) or made by the client online
 * (online-payment.ts, no user): the row, the status and paid amount, the audit, the cases' payment step.
 */
export async function applyPayment(tx: Executor, ctx: { tenant: { id: string }; ip?: string | null }, inv: InvoiceRow, p: PaymentValues, actor: { userId: string | null; roleId: number }, today: string): Promise<InvoiceRow> {
  const payment = await insertPayment(tx, { tenantId: ctx.tenant.id, invoiceId: inv.id, ...p });
  const updated = await refreshStatus(tx, ctx.tenant.id, inv, today);
  await writeAudit(tx, { tenantId: ctx.tenant.id, actorUserId: actor.userId, actorRoleId: actor.roleId, action: "invoice.payment", entityType: "invoice", entityId: inv.id, after: { paymentId: payment.id, amountCents: p.amountCents, method: p.method, account: p.account, providerRef: p.providerRef, status: updated.status }, ip: ctx.ip ?? null });
  await advanceCases(tx, ctx, updated, actor);
  return updated;
}

export async function markDeposited(ctx: ActorContext, body: { id: string; depositedOn: string; paymentId?: string }): Promise<InvoiceDetails> {
  await ctx.db.transaction(async (tx) => {
    const inv = await invoiceOr404(ctx, tx, body.id, { forUpdate: true });
    if (body.depositedOn > todayOf(ctx)) throw fail.validation({ depositedOn: "A deposit cannot be dated in the future" });
    const n = await depositPayments(tx, ctx.tenant.id, inv.id, body.depositedOn, body.paymentId);
    if (n === 0) throw body.paymentId ? fail.notFound("Payment") : fail.conflict("No payment of this invoice is waiting to be deposited");
    const updated = await refreshStatus(tx, ctx.tenant.id, inv, todayOf(ctx));
    await audit(ctx, tx, "invoice.deposit", inv.id, { depositedOn: body.depositedOn, payments: n, status: updated.status });
  });
  return invoiceDetails(ctx, body.id);
}

export async function voidInvoice(ctx: ActorContext, body: { id: string; reason: string }): Promise<InvoiceDetails> {
  await ctx.db.transaction(async (tx) => {
    const inv = await invoiceOr404(ctx, tx, body.id, { forUpdate: true });
    if (inv.voidedAt) throw fail.conflict("This invoice is already void");
    if (inv.paidCents > 0) throw fail.conflict("An invoice with payments cannot be voided");
    await updateInvoice(tx, ctx.tenant.id, inv.id, { status: "void", voidedAt: new Date(), voidReason: body.reason });
    await audit(ctx, tx, "invoice.void", inv.id, { reason: body.reason }, { status: inv.status });
  });
  return invoiceDetails(ctx, body.id);
}

function actionsOf(ctx: ActorContext, inv: InvoiceRow, undeposited: boolean): InvoiceDetails["actions"] {
  const manage = can(ctx.actor, "invoice.manage");
  const open = inv.voidedAt === null;
  const owed = inv.totalCents - inv.paidCents > 0;
  return {
    update: manage && inv.status === "not_sent",
    send: manage && open && inv.status !== "paid" && inv.status !== "deposited",
    recordPayment: manage && open && inv.sentAt !== null && owed,
    markDeposited: manage && undeposited,
    void: manage && open && inv.paidCents === 0,
  };
}

function listRow(inv: InvoiceRow, clientName: string, cases: { id: string; caseNumber: string }[]): InvoiceListRow {
  return {
    id: inv.id,
    number: inv.number,
    displayNumber: displayNumber(inv.number),
    status: inv.status as InvoiceStatus,
    client: { id: inv.companyId, name: clientName },
    cases,
    issueDate: inv.issueDate,
    dueDate: inv.dueDate,
    totalCents: inv.totalCents,
    paidCents: inv.paidCents,
    balanceCents: inv.voidedAt ? 0 : inv.totalCents - inv.paidCents,
  };
}

export async function invoiceDetails(ctx: ActorContext, id: string): Promise<InvoiceDetails> {
  const inv = await invoiceOr404(ctx, ctx.db, id);
  return detailsOf(ctx, inv);
}

async function detailsOf(ctx: ActorContext, inv: InvoiceRow): Promise<InvoiceDetails> {
  const db = ctx.db;
  const [lines, payments, cases, clientName, refunds] = await Promise.all([linesOf(db, inv.tenantId, inv.id), paymentsOf(db, inv.tenantId, inv.id), casesOf(db, inv.tenantId, [inv.id]), companyNameOf(db, inv.tenantId, inv.companyId), refundsOfInvoice(db, inv.tenantId, inv.id)]);
  const manage = can(ctx.actor, "invoice.manage");
  return {
    ...listRow(inv, clientName, cases.get(inv.id) ?? []),
    billToName: inv.billToName,
    billToEmail: inv.billToEmail,
    language: inv.language === "es" ? "es" : "en",
    sentTo: inv.sentTo,
    notes: inv.notes,
    subtotalCents: inv.subtotalCents,
    discountCents: inv.discountCents,
    taxRateBp: inv.taxRateBp,
    taxCents: inv.taxCents,
    lines: lines.map((l) => ({
      id: l.id,
      position: l.position,
      kind: l.kind as LineKind,
      description: l.description,
      shownDescription: lineDescriptionForLocale(l, ctx.locale),
      quantity: l.quantity,
      unitCents: l.unitCents,
      amountCents: l.amountCents,
      taxable: l.taxable,
      petitionId: l.petitionId,
      feeCode: l.feeCode,
    })),
    payments: payments.map((p) => ({
      id: p.id,
      amountCents: p.amountCents,
      paidOn: p.paidOn,
      method: p.method as PaymentMethod,
      reference: p.reference,
      depositedOn: p.depositedOn,
      recordedBy: p.recordedByUserId && p.recordedByName ? { id: p.recordedByUserId, name: p.recordedByName } : null,
      account: accountOf(p.account),
      refundedCents: p.refundedCents,
      dispute: p.disputeStatus === "open" || p.disputeStatus === "won" || p.disputeStatus === "lost" ? { status: p.disputeStatus, amountCents: p.disputedCents } : null,
      refunds: refunds.filter((r) => r.paymentId === p.id).map((r) => ({ id: r.id, amountCents: r.amountCents, status: r.status, createdAt: r.createdAt.toISOString(), by: r.createdByName })),
      refundableCents: manage && p.providerRef?.startsWith("pi_") && p.account !== null && (p.disputeStatus === null || p.disputeStatus === "won") ? netOf(p) : 0,
    })),
    payIntoTrust: inv.payIntoTrust,
    sentAt: inv.sentAt?.toISOString() ?? null,
    viewedAt: inv.viewedAt?.toISOString() ?? null,
    paidAt: inv.paidAt?.toISOString() ?? null,
    voidedAt: inv.voidedAt?.toISOString() ?? null,
    voidReason: inv.voidReason,
    createdAt: inv.createdAt.toISOString(),
    actions: actionsOf(ctx, inv, payments.some((p) => p.depositedOn === null)),
  };
}

export const accountOf = (a: string | null): "operating" | "trust" | null => (a === "operating" || a === "trust" ? a : null);

export async function invoiceList(ctx: ActorContext, body: InvoiceListBody): Promise<{ rows: InvoiceListRow[]; total: number }> {
  const { rows, total } = await listInvoices(ctx.db, ctx.tenant.id, body, clientVisibility(ctx.actor));
  const cases = await casesOf(
    ctx.db,
    ctx.tenant.id,
    rows.map((r) => r.invoice.id),
  );
  return { rows: rows.map((r) => listRow(r.invoice, r.clientName, cases.get(r.invoice.id) ?? [])), total };
}

export type InvoiceSearchHit = { id: string; number: number; displayNumber: string; status: string; clientName: string; billToName: string; totalCents: number; detailsPath: string };

/** The global search's invoices: up to `limit` within the caller's reach (invoice.read; a client never sees a draft). */
export async function searchInvoices(ctx: ActorContext, q: string, limit: number): Promise<InvoiceSearchHit[]> {
  if (!can(ctx.actor, "invoice.read")) return [];
  const rows = await searchInvoiceRows(ctx.db, ctx.tenant.id, clientVisibility(ctx.actor), q, limit);
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    displayNumber: displayNumber(r.number),
    status: r.status,
    clientName: r.clientName,
    billToName: r.billToName,
    totalCents: r.totalCents,
    detailsPath: `${INVOICE_DETAILS_PATH}/${r.id}`,
  }));
}

/** The dashboard's INVOICE widget: invoices within reach per status, the balance owed and the part past due. */
export async function invoiceSummary(ctx: ActorContext): Promise<InvoiceSummary> {
  const f = await invoiceFigures(ctx.db, ctx.tenant.id, clientVisibility(ctx.actor), todayOf(ctx));
  return { byStatus: f.byStatus.map((r) => ({ status: r.status as InvoiceStatus, count: r.count })), outstandingCents: f.outstandingCents, overdueCents: f.overdueCents, overdueCount: f.overdueCount };
}

// ---------- the daily review (jobs.ts) and the client's link (view.ts) ----------

/** Re-derives the status of one invoice (expiry, a failed delivery) in its own transaction. */
export async function reviewInvoice(db: Executor, tenantId: string, id: string, today: string): Promise<InvoiceStatus | null> {
  return db.transaction(async (tx) => {
    const inv = await findInvoice(tx, tenantId, id, { forUpdate: true });
    if (!inv) return null;
    const updated = await refreshStatus(tx, tenantId, inv, today);
    return updated.status === inv.status ? null : (updated.status as InvoiceStatus);
  });
}

export { refreshStatus, todayOf };

/** 410 for a link that no longer opens an invoice (void). */
/** A voided invoice's link: closed for good (410 QUESTIONNAIRE_SUBMITTED), unlike an expired link (QUESTIONNAIRE_EXPIRED, link.ts). */
export const invoiceGone = () => new AppError("QUESTIONNAIRE_SUBMITTED", "This invoice was cancelled by the firm");

/** The invoice as a PDF (staff, and the client once sent). */
export async function invoiceFile(ctx: ActorContext, id: string): Promise<{ fileName: string; mimetype: string; bytes: Uint8Array }> {
  const inv = await invoiceOr404(ctx, ctx.db, id);
  const [d, extras] = await Promise.all([detailsOf(ctx, inv), invoicePdfExtras(ctx.db, ctx.tenant, inv)]);
  return { fileName: `${pdfFileLabel(extras.language)} ${d.displayNumber}.pdf`, mimetype: "application/pdf", bytes: await invoicePdf(d, extras) };
}
