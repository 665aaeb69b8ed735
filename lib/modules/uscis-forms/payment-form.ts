// /api/uscis-forms/payment-form: a case's G-1450 (card) or G-1650 (ACH) filled on the official blank a platform
// admin uploaded for the postmark date, with that edition's own field map (set on the editions screen) and the
// payment worksheet's values (payment-worksheet.ts: the total, the forms paid for; the payer is the case's
// client, its address and contact from data-of-case.ts). Card and bank numbers, security codes and expiry dates
// are never filled (the map may not name those fields: edition-maps.ts) and never stored: the filled form is
// answered as a file, not kept on the case. No such edition, or one without a map: 422 on `form`.
import "server-only";
import type { ActorContext } from "@/lib/server/context";
import { fail } from "@/lib/server/errors";
import { formDataOfCase } from "./data-of-case";
import type { PaymentWorksheet, PaymentWorksheetBody } from "./edition-contract";
import { fillPlan } from "./edition-maps";
import { fillForm, type FieldMap } from "./field-map";
import type { FormData } from "./form-data";
import { paymentWorksheet } from "./payment-worksheet";
import { uploadedBlankFor } from "./uploaded-editions";
import type { PaymentPath } from "./value-catalogue";

export const NO_PAYMENT_EDITION = "No edition of this form with a field map is on file for the date: use the worksheet";

/** The worksheet and the client's record as the payment forms' value keys (pure). */
export function paymentValues(w: PaymentWorksheet, d: FormData): Record<PaymentPath, string | null> {
  const forms = [...new Set(w.lines.filter((l) => l.counted && l.amountCents > 0).map((l) => l.form))];
  return {
    "payment.amount": w.totalCents > 0 ? (w.totalCents / 100).toFixed(2) : null,
    "payment.forms": forms.length ? forms.join(", ") : null,
    "payment.caseNumber": w.caseNumber || null,
    "payment.beneficiaryName": w.beneficiaryName,
    "payment.payerName": d["petitioner.name"] ?? w.petitionerName,
    "payment.payerStreet": [d["petitioner.address.street"], [d["petitioner.address.unitType"], d["petitioner.address.unitNumber"]].filter(Boolean).join(" ")].filter(Boolean).join(" ") || null,
    "payment.payerCity": d["petitioner.address.city"] ?? null,
    "payment.payerState": d["petitioner.address.state"] ?? null,
    "payment.payerZip": d["petitioner.address.zip"] ?? null,
    "payment.payerEmail": d["petitioner.email"] ?? null,
    "payment.payerPhone": d["petitioner.phone"] ?? null,
  };
}

export async function paymentFormPdf(ctx: ActorContext, body: PaymentWorksheetBody): Promise<{ fileName: string; mimetype: string; bytes: Uint8Array }> {
  const w = await paymentWorksheet(ctx, body);
  const uploaded = await uploadedBlankFor(ctx.db, body.form, w.postmarkDate);
  if (!uploaded?.edition.fieldMap) throw fail.validation({ form: NO_PAYMENT_EDITION });
  const { data } = await formDataOfCase(ctx, body.petitionId);
  const plan = fillPlan(uploaded.edition.fieldMap);
  const out = await fillForm(uploaded.bytes, plan.map as FieldMap<PaymentPath>, paymentValues(w, data), { flatten: false, fixed: plan.fixed });
  const edition = uploaded.edition.edition.replace(/\//g, "-");
  return { fileName: `Form ${body.form} (${edition}) ${w.caseNumber.replace(/[^A-Za-z0-9_-]+/g, "-")}.pdf`, mimetype: "application/pdf", bytes: out.bytes };
}
