// The client's link to an invoice (no sign-in; `Authorization: Bearer <token>` as every token link of the
// product, the page reads it from /app/invoice-view?token=): what the invoice says and its PDF. The first
// opening marks it viewed (the firm sees "Viewed"). An expired link answers 410 QUESTIONNAIRE_EXPIRED, a voided
// invoice's link 410 QUESTIONNAIRE_SUBMITTED, an unknown or replaced one 404 (link.ts).
import "server-only";
import type { PublicContext } from "@/lib/server/context";
import { fail } from "@/lib/server/errors";
import type { PublicInvoice } from "./contract";
import { invoicePdf, pdfFileLabel } from "./pdf";
import { invoicePdfExtras } from "./pdf-data";
import { invoiceIdOfLink } from "./link";
import { lineDescriptionIn } from "./line-names";
import { casesOf, companyNameOf, findInvoice, findStripeAccount, linesOf, paymentsOf, updateInvoice, type InvoiceRow } from "./repository";
import { accountOf, invoiceGone, refreshStatus, todayOf } from "./service";
import { displayNumber, type InvoiceLanguage, type InvoiceStatus, type LineKind, type PaymentMethod } from "./contract";

export async function byToken(ctx: PublicContext): Promise<InvoiceRow> {
  const inv = await findInvoice(ctx.db, ctx.tenant.id, await invoiceIdOfLink(ctx.db, ctx.tenant, ctx.bearer));
  if (!inv) throw fail.notFound("Invoice");
  if (inv.voidedAt) throw invoiceGone();
  return inv;
}

/** The invoice as its link shows it; fee lines named in `lang` (the reader's on the page, the invoice's in the PDF). */
async function publicInvoice(ctx: PublicContext, inv: InvoiceRow, lang: InvoiceLanguage): Promise<PublicInvoice> {
  const [lines, payments, cases, clientName, stripe] = await Promise.all([
    linesOf(ctx.db, inv.tenantId, inv.id),
    paymentsOf(ctx.db, inv.tenantId, inv.id),
    casesOf(ctx.db, inv.tenantId, [inv.id]),
    companyNameOf(ctx.db, inv.tenantId, inv.companyId),
    findStripeAccount(ctx.db, inv.tenantId, inv.payIntoTrust ? "trust" : "operating"),
  ]);
  return {
    id: inv.id,
    number: inv.number,
    displayNumber: displayNumber(inv.number),
    status: inv.status as InvoiceStatus,
    firmName: ctx.tenant.name,
    clientName,
    cases: (cases.get(inv.id) ?? []).map((c) => ({ caseNumber: c.caseNumber })),
    issueDate: inv.issueDate,
    dueDate: inv.dueDate,
    billToName: inv.billToName,
    billToEmail: inv.billToEmail,
    language: inv.language === "es" ? "es" : "en",
    sentTo: inv.sentTo,
    notes: inv.notes,
    subtotalCents: inv.subtotalCents,
    discountCents: inv.discountCents,
    taxRateBp: inv.taxRateBp,
    taxCents: inv.taxCents,
    totalCents: inv.totalCents,
    paidCents: inv.paidCents,
    balanceCents: inv.totalCents - inv.paidCents,
    lines: lines.map((l) => {
      const shown = lineDescriptionIn(l, lang);
      return { id: l.id, position: l.position, kind: l.kind as LineKind, description: shown, shownDescription: shown, quantity: l.quantity, unitCents: l.unitCents, amountCents: l.amountCents, taxable: l.taxable, petitionId: null, feeCode: l.feeCode };
    }),
    payments: payments.map((p) => ({ amountCents: p.amountCents, paidOn: p.paidOn, method: p.method as PaymentMethod, reference: p.reference, depositedOn: p.depositedOn, account: accountOf(p.account) })),
    payIntoTrust: inv.payIntoTrust,
    onlinePayment: { available: stripe !== null && inv.totalCents - inv.paidCents > 0 },
    sentAt: inv.sentAt?.toISOString() ?? null,
    viewedAt: inv.viewedAt?.toISOString() ?? null,
    paidAt: inv.paidAt?.toISOString() ?? null,
    voidedAt: null,
    voidReason: null,
    createdAt: inv.createdAt.toISOString(),
  };
}

/** The invoice behind the link; its first opening marks it viewed. */
export async function viewInvoice(ctx: PublicContext): Promise<PublicInvoice> {
  const found = await byToken(ctx);
  const inv = found.viewedAt
    ? found
    : await ctx.db.transaction(async (tx) => {
        const locked = (await findInvoice(tx, ctx.tenant.id, found.id, { forUpdate: true }))!;
        if (locked.viewedAt) return locked;
        const viewed = await updateInvoice(tx, ctx.tenant.id, locked.id, { viewedAt: new Date() });
        return refreshStatus(tx, ctx.tenant.id, viewed, todayOf(ctx));
      });
  return publicInvoice(ctx, inv, ctx.locale === "es" ? "es" : "en");
}

export async function invoiceFileByToken(ctx: PublicContext): Promise<{ fileName: string; mimetype: string; bytes: Uint8Array }> {
  const inv = await byToken(ctx);
  const lang: InvoiceLanguage = inv.language === "es" ? "es" : "en";
  const [p, extras] = await Promise.all([publicInvoice(ctx, inv, lang), invoicePdfExtras(ctx.db, ctx.tenant, inv)]);
  return { fileName: `${pdfFileLabel(extras.language)} ${p.displayNumber}.pdf`, mimetype: "application/pdf", bytes: await invoicePdf(p, extras) };
}
