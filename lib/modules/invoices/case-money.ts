// The case screen's "Fees & invoices" (invoices/case-money, invoices/create-from-case): the case's USCIS
// fees from the schedule for its kind and postmark date (the fees module's computation, on the server; the
// screen never recomputes), the case's invoices, and a draft invoice for the case's client made of the fees
// the user picked — through createInvoice, the one way an invoice is made.
// Postmark date: the one given, else the case's USCIS receipt date (the case was filed), else today.
import "server-only";
import { todayOf, visibleCaseOr404 } from "@/lib/modules/cases/case-details";
import { petitionFilingFees } from "@/lib/modules/fees/service";
import type { ActorContext } from "@/lib/server/context";
import { fail } from "@/lib/server/errors";
import { can } from "@/lib/shared/permissions";
import type { CaseFeeLine, CaseMoney, CaseMoneyBody, CreateFromCaseBody, InvoiceDetails } from "./contract";
import { feeLineText } from "./line-names";
import { clientLanguage, companyNameOf } from "./repository";
import { createInvoice, invoiceList } from "./service";

type CaseRow = Awaited<ReturnType<typeof visibleCaseOr404>>;

function postmarkOf(ctx: ActorContext, p: CaseRow, given: string | undefined): { date: string; from: CaseMoney["postmarkFrom"] } {
  if (given) return { date: given, from: "given" };
  if (p.receiptDate) return { date: p.receiptDate, from: "receipt" };
  return { date: todayOf(ctx), from: "today" };
}

async function feeLines(ctx: ActorContext, p: CaseRow, postmarkDate: string) {
  const fees = await petitionFilingFees(ctx, { petitionId: p.id, postmarkDate });
  const lines: CaseFeeLine[] = fees.lines.map((l) => ({
    code: l.code,
    form: l.form,
    label: l.label,
    amountCents: l.amountCents,
    payer: l.payer,
    counted: l.counted,
    needs: l.needs,
    // A fee waiting for a fact that decides whether it applies is not offered; a $0 line (G-28) neither.
    selectable: l.counted && l.amountCents > 0,
    effectiveFrom: l.effectiveFrom,
    source: l.source,
  }));
  return { lines, totalCents: fees.totalCents, missing: fees.missing, notes: fees.notes };
}

export async function caseMoney(ctx: ActorContext, body: CaseMoneyBody): Promise<CaseMoney> {
  const p = await visibleCaseOr404(ctx.db, ctx.actor, body.petitionId);
  const postmark = postmarkOf(ctx, p, body.postmarkDate);
  const [fees, invoices, clientName] = await Promise.all([
    can(ctx.actor, "fees.read") ? feeLines(ctx, p, postmark.date) : Promise.resolve(null),
    invoiceList(ctx, { page: 1, perpage: 100, sortBy: "number", sortOrder: "desc", filter: { matcher: { petitionId: p.id } } } as Parameters<typeof invoiceList>[1]),
    p.petitionerId ? companyNameOf(ctx.db, ctx.tenant.id, p.petitionerId) : Promise.resolve(null),
  ]);
  return {
    petitionId: p.id,
    caseNumber: p.customCaseNumber ?? p.caseNumber,
    client: p.petitionerId && clientName !== null ? { id: p.petitionerId, name: clientName } : null,
    postmarkDate: postmark.date,
    postmarkFrom: postmark.from,
    fees,
    invoices: invoices.rows,
    canCreate: can(ctx.actor, "invoice.manage") && p.petitionerId !== null,
  };
}

export async function createInvoiceFromCase(ctx: ActorContext, body: CreateFromCaseBody): Promise<InvoiceDetails> {
  const p = await visibleCaseOr404(ctx.db, ctx.actor, body.petitionId);
  if (!p.petitionerId) throw fail.conflict("This case has no client to bill: choose the case's client first");
  const postmark = postmarkOf(ctx, p, body.postmarkDate);
  const { lines } = await feeLines(ctx, p, postmark.date);
  const errors: Record<string, string> = {};
  const codes = [...new Set(body.codes)];
  const picked = codes.map((code, i) => {
    const line = lines.find((l) => l.code === code);
    if (!line) errors[`codes.${i}`] = "This fee is not one of the case's on that postmark date";
    else if (!line.selectable) errors[`codes.${i}`] = "Enter the missing facts before invoicing this fee";
    return line;
  });
  if (Object.keys(errors).length) throw fail.validation(errors);
  const language = body.language ?? (await clientLanguage(ctx.db, ctx.tenant.id, p.petitionerId)) ?? "en";
  const caseNumber = p.customCaseNumber ?? p.caseNumber;
  return createInvoice(ctx, {
    companyId: p.petitionerId,
    petitionIds: [p.id],
    language,
    // Today's issue date and the usual terms; the client's e-mail; no notes (the draft is edited as any other).
    issueDate: undefined,
    dueDate: undefined,
    billToEmail: undefined,
    notes: undefined,
    lines: picked.map((l) => ({
      kind: "filing_fee" as const,
      // Written in the invoice's language; the fee's code lets the client's view and the PDF name it in theirs.
      description: feeLineText(l!.code, l!.label, language, caseNumber),
      feeCode: l!.code,
      quantity: 1,
      unitCents: l!.amountCents,
      taxable: false,
      petitionId: p.id,
    })),
  });
}
