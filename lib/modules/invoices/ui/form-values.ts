// The invoice form's values (amounts typed as text, dates MM/DD/YYYY) and their reading into the
// invoices/create|update body, without zod and without floating point (money-input.ts). Pure: the form
// shows the refusals under the fields (message codes under `invoices.form.errors`), the server checks again.
// The field names are the contract's (`lines.0.unitCents`, `discountCents`, `taxRateBp`), so a 422's `fields`
// land on the same inputs.
import { addDays } from "@/lib/shared/calendar/days";
import { isStrictEmail, isoToUsDate, usDateToIso } from "@/lib/shared/validation/rules";
import type { CreateInvoiceBody, InvoiceDetails, InvoiceLanguage, LineKind } from "../contract";
import { invoiceTotals, type Totals } from "../money";
import { formatHundredths, formatRate, parseHundredths, parseQuantity, type DecimalRefusal } from "./money-input";

/** The line kinds in the form's order (every kind of the contract: the Record makes the compiler check it). */
const KIND_ORDER: Record<LineKind, number> = { legal_fee: 1, filing_fee: 2, expense: 3, other: 4 };
export const LINE_KIND_OPTIONS = (Object.keys(KIND_ORDER) as LineKind[]).sort((a, b) => KIND_ORDER[a] - KIND_ORDER[b]);
/** The server's default: USCIS filing fees are passed through at cost, never taxed unless ticked. */
export const taxableByDefault = (kind: LineKind) => kind !== "filing_fee";
/** Days to pay when the due date is left to the form (the contract's DEFAULT_TERMS_DAYS). */
export const TERMS_DAYS = 30;

/** `feeCode`: the fee schedule's code of a line made from it ("" for a line typed), sent back so the client reads its name in their language. */
export type LineValues = { kind: LineKind; description: string; quantity: string; unitCents: string; taxable: boolean; petitionId: string; feeCode: string };
export type InvoiceFormValues = {
  companyId: string;
  petitionIds: string[];
  lines: LineValues[];
  /** Dollars as typed. */
  discountCents: string;
  /** Percent as typed ("8.25"). */
  taxRateBp: string;
  /** MM/DD/YYYY */
  issueDate: string;
  dueDate: string;
  billToEmail: string;
  notes: string;
  /** The PDF's language: "" for the client's (the server decides), else en | es. */
  language: "" | InvoiceLanguage;
};

export type FormErrorCode = DecimalRefusal | "required" | "quantity" | "date" | "dueBeforeIssue" | "discountTooLarge" | "email" | "rateTooLarge" | "lines";

export const blankLine = (kind: LineKind = "legal_fee"): LineValues => ({ kind, description: "", quantity: "1", unitCents: "", taxable: taxableByDefault(kind), petitionId: "", feeCode: "" });

/** A new invoice: today, due in 30 days, one legal fee line; a client and a case when the page was given them. */
export function newInvoiceValues(today: string, preset: { companyId?: string; petitionId?: string } = {}): InvoiceFormValues {
  return {
    companyId: preset.companyId ?? "",
    petitionIds: preset.petitionId ? [preset.petitionId] : [],
    lines: [blankLine()],
    discountCents: "",
    taxRateBp: "",
    issueDate: isoToUsDate(today) ?? "",
    dueDate: isoToUsDate(addDays(today, TERMS_DAYS)) ?? "",
    billToEmail: "",
    notes: "",
    language: "",
  };
}

/** A draft being edited, as the form shows it. */
export function draftValues(d: InvoiceDetails): InvoiceFormValues {
  return {
    companyId: d.client.id,
    petitionIds: d.cases.map((c) => c.id),
    lines: d.lines.map((l) => ({ kind: l.kind, description: l.description, quantity: String(l.quantity), unitCents: formatHundredths(l.unitCents), taxable: l.taxable, petitionId: l.petitionId ?? "", feeCode: l.feeCode ?? "" })),
    discountCents: d.discountCents ? formatHundredths(d.discountCents) : "",
    taxRateBp: d.taxRateBp ? formatRate(d.taxRateBp) : "",
    issueDate: isoToUsDate(d.issueDate) ?? "",
    dueDate: isoToUsDate(d.dueDate) ?? "",
    billToEmail: d.billToEmail ?? "",
    notes: d.notes ?? "",
    language: d.language,
  };
}

/** The fee lines a case's computation gave (fees' CaseFeesDialog), as the form's lines: filing fees, not taxed, tied to the case. */
export function feeLineValues(fees: readonly { amountCents: number; description: string; code?: string }[], petitionId: string): LineValues[] {
  return fees.map((f) => ({ ...blankLine("filing_fee"), description: f.description, unitCents: formatHundredths(f.amountCents), petitionId, feeCode: f.code ?? "" }));
}

const isBlank = (l: LineValues) => !l.description.trim() && !l.unitCents.trim();

/**
 * The lines after adding a case's fees: an untouched blank line gives its place, and a fee already on the
 * invoice for that case (same description) is not added twice.
 */
export function withFeeLines(current: readonly LineValues[], added: readonly LineValues[]): LineValues[] {
  const kept = current.filter((l) => !isBlank(l));
  const has = new Set(kept.map((l) => `${l.petitionId}\u0000${l.description.trim()}`));
  return [...kept, ...added.filter((l) => !has.has(`${l.petitionId}\u0000${l.description.trim()}`))];
}

const amount = (text: string) => {
  const r = parseHundredths(text);
  return r.ok ? r.value : 0;
};

/** The totals of what is typed so far (an unreadable amount counts 0), with the server's arithmetic (money.ts). */
export function liveTotals(v: Pick<InvoiceFormValues, "lines" | "discountCents" | "taxRateBp">): Totals {
  const lines = v.lines.map((l) => ({ quantity: parseQuantity(l.quantity) ?? 0, unitCents: amount(l.unitCents), taxable: l.taxable }));
  return invoiceTotals(lines, amount(v.discountCents), amount(v.taxRateBp));
}

type Body = Omit<CreateInvoiceBody, "companyId">;

/** The body of invoices/create (with companyId) or update (with id), or the refusals by field. */
export function readInvoiceForm(v: InvoiceFormValues): { ok: true; body: Body & { companyId: string } } | { ok: false; errors: Record<string, FormErrorCode> } {
  const errors: Record<string, FormErrorCode> = {};
  const optionalAmount = (field: string, text: string) => {
    const r = parseHundredths(text);
    if (r.ok) return r.value;
    if (r.reason !== "empty") errors[field] = r.reason;
    return undefined;
  };
  if (!v.companyId) errors.companyId = "required";
  if (v.lines.length === 0) errors.lines = "lines";
  const lines = v.lines.map((l, i) => {
    const description = l.description.trim();
    if (!description) errors[`lines.${i}.description`] = "required";
    const quantity = parseQuantity(l.quantity);
    if (quantity === null) errors[`lines.${i}.quantity`] = "quantity";
    const unit = parseHundredths(l.unitCents);
    if (!unit.ok) errors[`lines.${i}.unitCents`] = unit.reason === "empty" ? "required" : unit.reason;
    const petitionId = l.petitionId && v.petitionIds.includes(l.petitionId) ? l.petitionId : undefined;
    return { kind: l.kind, description, quantity: quantity ?? 0, unitCents: unit.ok ? unit.value : 0, taxable: l.taxable, petitionId, feeCode: l.feeCode || undefined };
  });
  const discountCents = optionalAmount("discountCents", v.discountCents);
  const taxRateBp = optionalAmount("taxRateBp", v.taxRateBp);
  if (taxRateBp !== undefined && taxRateBp > 5000) errors.taxRateBp = "rateTooLarge";
  const issueDate = v.issueDate.trim() ? usDateToIso(v.issueDate) : undefined;
  if (issueDate === null) errors.issueDate = "date";
  const dueDate = v.dueDate.trim() ? usDateToIso(v.dueDate) : undefined;
  if (dueDate === null) errors.dueDate = "date";
  if (issueDate && dueDate && dueDate < issueDate) errors.dueDate = "dueBeforeIssue";
  const billToEmail = v.billToEmail.trim();
  if (billToEmail && !isStrictEmail(billToEmail)) errors.billToEmail = "email";
  const linesRead = !Object.keys(errors).some((k) => k.startsWith("lines."));
  if (discountCents && linesRead && discountCents > invoiceTotals(lines, 0, 0).subtotalCents) errors.discountCents = "discountTooLarge";
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    body: {
      companyId: v.companyId,
      petitionIds: v.petitionIds,
      lines,
      discountCents: discountCents ?? 0,
      taxRateBp: taxRateBp ?? 0,
      issueDate: issueDate ?? undefined,
      dueDate: dueDate ?? undefined,
      billToEmail: billToEmail || undefined,
      notes: v.notes.trim() || undefined,
      language: v.language || undefined,
    },
  };
}
