// /api/uscis-forms/payment-worksheet: a case's USCIS payment form (G-1450 card, G-1650 ACH) as a worksheet the
// paralegal copies onto the official form — the case, its fee lines (form, label, amount, who pays), the
// total and the totals by payer, from the fees of the postmark date (fees' petitionFilingFees, the caller's
// reach). No card or bank number is asked for, kept or shown: the payer writes them on the official form.
// When a platform admin has uploaded an edition of that form for the date, `edition` names it and the screen
// offers that blank instead.
import "server-only";
import { getCaseDetails, todayOf } from "@/lib/modules/cases/case-details";
import { petitionFilingFees } from "@/lib/modules/fees/service";
import type { ActorContext } from "@/lib/server/context";
import type { PaymentWorksheet, PaymentWorksheetBody } from "./edition-contract";
import { PAYMENT_FORMS } from "./edition-constants";
import { uploadedEditionOn } from "./uploaded-editions";

export async function paymentWorksheet(ctx: ActorContext, body: PaymentWorksheetBody): Promise<PaymentWorksheet> {
  const c = await getCaseDetails(ctx, body.petitionId);
  const postmarkDate = body.postmarkDate ?? todayOf(ctx);
  const fees = await petitionFilingFees(ctx, { petitionId: body.petitionId, postmarkDate });
  const uploaded = await uploadedEditionOn(ctx.db, body.form, postmarkDate);
  const beneficiary = c.beneficiaries.find((b) => b.isPrimary) ?? c.beneficiaries[0] ?? null;
  return {
    form: body.form,
    title: PAYMENT_FORMS.find((f) => f.code === body.form)?.title ?? body.form,
    caseNumber: c.customCaseNumber || c.caseNumber,
    petitionerName: c.petitioner?.name ?? null,
    beneficiaryName: beneficiary?.name ?? null,
    postmarkDate,
    lines: fees.lines.map((l) => ({ code: l.code, form: l.form, label: l.label, amountCents: l.amountCents, payer: l.payer, counted: l.counted })),
    totalCents: fees.totalCents,
    byPayer: fees.byPayer,
    missing: fees.missing,
    edition: uploaded ? { id: uploaded.id, edition: uploaded.edition, validFrom: uploaded.validFrom, validTo: uploaded.validTo, mapped: uploaded.fieldMap !== null } : null,
  };
}
