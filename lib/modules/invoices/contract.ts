// Request schemas and answers of the invoice calls (/api/invoices/*, spec section 7: invoices/create,
// update, details; and list, send, record-payment, mark-deposited, void, pdf, the client's token view).
import { z } from "zod";
import { listRequest } from "@/lib/shared/list";
import { MSG } from "@/lib/shared/validation/messages";
import { v } from "@/lib/shared/validation/zod";
import { INVOICE_STATUSES, type InvoiceStatus } from "./status";

export { INVOICE_STATUSES, type InvoiceStatus };
export const LINE_KINDS = ["legal_fee", "filing_fee", "expense", "other"] as const;
export type LineKind = (typeof LINE_KINDS)[number];
export const PAYMENT_METHODS = ["check", "ach", "card", "wire", "cash", "other"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** At most $10 million on one line or invoice: far above any immigration invoice, far below 2^53 cents. */
export const MAX_CENTS = 1_000_000_000;
export const MAX_LINES = 50;
/** The languages an invoice PDF is written in (messages/<locale>/invoices.json "pdf"). */
export const INVOICE_LANGUAGES = ["en", "es"] as const;
export type InvoiceLanguage = (typeof INVOICE_LANGUAGES)[number];
/** Days to pay when no due date is given. */
export const DEFAULT_TERMS_DAYS = 30;

const cents = (field: string, min = 0) => v.int(field, { min, max: MAX_CENTS });

const lineInput = z.object({
  kind: z.enum(LINE_KINDS, { error: MSG.invalid("Kind") }),
  description: v.requiredString("Description", 300),
  quantity: v.int("Quantity", { min: 1, max: 1000 }),
  unitCents: cents("Unit price"),
  /** Default: legal fees and expenses taxable as the firm's tax rate says, USCIS filing fees never. */
  taxable: z.boolean({ error: MSG.invalid("Taxable") }).optional(),
  /** The case the line is for (one of the invoice's cases). */
  petitionId: v.optionalUuid("Case"),
  /**
   * A line made from the fee schedule: the fee's code (I129_H1B, ...). While the description still starts with
   * the fee's name, the client's view and the PDF show that name in the reader's language (line-names.ts).
   */
  feeCode: z.string({ error: MSG.invalid("Fee") }).regex(/^[A-Z0-9_]{1,40}$/, { error: MSG.invalid("Fee") }).optional(),
});
export type LineInputBody = z.output<typeof lineInput>;

const invoiceFields = {
  petitionIds: z.array(v.uuid("Case")).max(20, { error: MSG.max(20) }).default([]),
  issueDate: v.optionalIsoDate(),
  dueDate: v.optionalIsoDate(),
  lines: z.array(lineInput).min(1, { error: MSG.required("Line") }).max(MAX_LINES, { error: MSG.max(MAX_LINES) }),
  discountCents: cents("Discount").optional(),
  /** Basis points: 825 = 8.25 %. */
  taxRateBp: v.int("Tax rate", { min: 0, max: 5000 }).optional(),
  billToEmail: v.optionalEmail(),
  notes: v.optionalString(2000),
  /** The client's language for the PDF (default: the client's portal user's language, else English). */
  language: z.enum(INVOICE_LANGUAGES, { error: MSG.invalid("Language") }).optional(),
};

export const createInvoiceBody = z.object({ companyId: v.uuid("Client"), ...invoiceFields });
export type CreateInvoiceBody = z.output<typeof createInvoiceBody>;

/** A draft (not sent) changed as a whole: the lines replace the old ones. */
export const updateInvoiceBody = z.object({ id: v.uuid("Invoice"), ...invoiceFields });
export type UpdateInvoiceBody = z.output<typeof updateInvoiceBody>;

export const invoiceIdBody = z.object({ id: v.uuid("Invoice") });

export const sendInvoiceBody = z.object({ id: v.uuid("Invoice"), to: v.optionalEmail(), message: v.optionalString(2000) });

export const recordPaymentBody = z.object({
  id: v.uuid("Invoice"),
  amountCents: cents("Amount", 1),
  paidOn: v.isoDate("Paid on"),
  method: z.enum(PAYMENT_METHODS, { error: MSG.invalid("Method") }),
  reference: v.optionalString(120),
});
export type RecordPaymentBody = z.output<typeof recordPaymentBody>;

/** Every payment not yet banked is marked deposited on `depositedOn` (or only `paymentId`). */
export const markDepositedBody = z.object({ id: v.uuid("Invoice"), depositedOn: v.isoDate("Deposited on"), paymentId: v.optionalUuid("Payment") });

export const voidInvoiceBody = z.object({ id: v.uuid("Invoice"), reason: v.requiredString("Reason", 500) });

export const INVOICE_SORTS = ["number", "issueDate", "dueDate", "totalCents", "status", "client"] as const;
export const invoiceListBody = listRequest(
  INVOICE_SORTS,
  z.object({
    status: z.enum(INVOICE_STATUSES, { error: MSG.invalid("Status") }).optional(),
    /** Still owed: sent, viewed, partially paid, delivery error, expired (/app/pending-invoice). */
    pending: z.boolean({ error: MSG.invalid("Pending") }).optional(),
    companyId: v.optionalUuid("Client"),
    petitionId: v.optionalUuid("Case"),
  }),
);
export type InvoiceListBody = z.output<typeof invoiceListBody>;

export type InvoiceLineDto = {
  id: string;
  position: number;
  kind: LineKind;
  /** As stored (what the invoice form edits). */
  description: string;
  /** As the reader reads it: a fee line's name in the reader's language (line-names.ts), any other line as stored. */
  shownDescription: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
  taxable: boolean;
  petitionId: string | null;
  /** The fee schedule's code of a line made from it (line-names.ts), else null. */
  feeCode: string | null;
};
export type PaymentDto = { id: string; amountCents: number; paidOn: string; method: PaymentMethod; reference: string | null; depositedOn: string | null; recordedBy: { id: string; name: string } | null; /** Paid online into the firm's Stripe account: which one; null when entered by hand. */ account: "operating" | "trust" | null };

/** A refund of an online payment (Stripe Refund re_…): pending | requires_action | succeeded | failed | canceled. */
export type RefundDto = { id: string; amountCents: number; status: string; createdAt: string; by: string | null };
export type DisputeStatus = "open" | "won" | "lost";
/** A payment as the firm's staff read it: what was refunded in Stripe, a card dispute, and what may still be refunded. */
export type StaffPaymentDto = PaymentDto & {
  refundedCents: number;
  dispute: { status: DisputeStatus; amountCents: number } | null;
  refunds: RefundDto[];
  /** What a refund from the invoice screen may still give back (0: not an online payment, disputed, all refunded, or not allowed). */
  refundableCents: number;
};

export type InvoiceListRow = {
  id: string;
  number: number;
  /** "INV-000042" */
  displayNumber: string;
  status: InvoiceStatus;
  client: { id: string; name: string };
  cases: { id: string; caseNumber: string }[];
  issueDate: string;
  dueDate: string;
  totalCents: number;
  paidCents: number;
  balanceCents: number;
};

export type InvoiceDetails = InvoiceListRow & {
  billToName: string;
  billToEmail: string | null;
  language: InvoiceLanguage;
  /** Where the last sending went (the history's "Sent to"); null before the first sending. */
  sentTo: string | null;
  notes: string | null;
  subtotalCents: number;
  discountCents: number;
  taxRateBp: number;
  taxCents: number;
  lines: InvoiceLineDto[];
  payments: StaffPaymentDto[];
  sentAt: string | null;
  viewedAt: string | null;
  paidAt: string | null;
  voidedAt: string | null;
  voidReason: string | null;
  createdAt: string;
  /** Paid online into the firm's trust Stripe account (online-payment.ts). */
  payIntoTrust: boolean;
  actions: { update: boolean; send: boolean; recordPayment: boolean; markDeposited: boolean; void: boolean };
};

/** What the client's link shows (no internal ids beyond the invoice's). */
export type PublicInvoice = Omit<InvoiceDetails, "actions" | "payments" | "cases" | "client"> & { firmName: string; clientName: string; cases: { caseNumber: string }[]; payments: Omit<PaymentDto, "recordedBy" | "id">[];
  /** Whether the client can pay on the link (the firm's Stripe account for this invoice is set up and something is owed). */
  onlinePayment: { available: boolean };
};

/** The dashboard's invoice figures (POST /api/dashboard/get-stats, widget INVOICE). */
export type InvoiceSummary = { byStatus: { status: InvoiceStatus; count: number }[]; outstandingCents: number; overdueCents: number; overdueCount: number };

export const displayNumber = (n: number) => `INV-${String(n).padStart(6, "0")}`;

/** The client's link calls carry the token as Authorization: Bearer, nothing in the body. */
export const tokenBody = z.object({});

// ---------- the case's fees and invoices (the case screen's "Fees & invoices") ----------

/** `postmarkDate`: the day the packet is postmarked; default the case's USCIS receipt date, else the caller's today. */
export const caseMoneyBody = z.object({ petitionId: v.uuid("Case"), postmarkDate: v.optionalIsoDate() });
export type CaseMoneyBody = z.output<typeof caseMoneyBody>;

/** A fee of the case as the card offers it: `selectable` when it is counted (no fact missing that decides it). */
export type CaseFeeLine = { code: string; form: string; label: string; amountCents: number; payer: "employer" | "beneficiary" | "either"; counted: boolean; needs: string[]; selectable: boolean; effectiveFrom: string; source: string };

export type CaseMoney = {
  petitionId: string;
  caseNumber: string;
  /** The case's client (who is billed); null: the case has none, nothing can be invoiced. */
  client: { id: string; name: string } | null;
  postmarkDate: string;
  /** Where the date came from: the caller, the case's receipt date, or today. */
  postmarkFrom: "given" | "receipt" | "today";
  /** Null when the caller may not read fees (fees.read). */
  fees: { lines: CaseFeeLine[]; totalCents: number; missing: string[]; notes: string[] } | null;
  invoices: InvoiceListRow[];
  /** The caller may create an invoice for the case (invoice.manage and a client). */
  canCreate: boolean;
};

/** A draft invoice for the case's client with the chosen fees (their codes) of the postmark date, as USCIS filing-fee lines. */
export const createFromCaseBody = z.object({
  petitionId: v.uuid("Case"),
  postmarkDate: v.optionalIsoDate(),
  codes: z
    .array(z.string({ error: MSG.invalid("Fee") }).trim().min(1, { error: MSG.required("Fee") }).max(40, { error: MSG.maxLength(40) }))
    .min(1, { error: MSG.required("Fee") })
    .max(30, { error: MSG.max(30) }),
  language: z.enum(INVOICE_LANGUAGES, { error: MSG.invalid("Language") }).optional(),
});
export type CreateFromCaseBody = z.output<typeof createFromCaseBody>;

// ---------- the firm's invoice settings ----------

/** The payment instructions printed on every invoice (how to pay: bank, check payee, reference), in English and Spanish. */
export const invoiceSettingsBody = z.object({ paymentInstructions: v.optionalString(2000), paymentInstructionsEs: v.optionalString(2000) });
export type InvoiceSettingsBody = z.output<typeof invoiceSettingsBody>;
export type InvoiceSettings = { paymentInstructions: string | null; paymentInstructionsEs: string | null };
export const emptyBody = z.object({});

// ---------- online payment through the firm's Stripe accounts (online-payment.ts) ----------
export const STRIPE_ACCOUNTS = ["operating", "trust"] as const;
export type StripeAccount = (typeof STRIPE_ACCOUNTS)[number];

/** The client's amount on the link: at least $1.00, at most the balance (checked by the service). */
export const paymentIntentBody = z.object({ amountCents: cents("Amount", 100) });
export type PaymentIntentBody = z.output<typeof paymentIntentBody>;
export type PaymentIntentAnswer = { clientSecret: string; publishableKey: string; amountCents: number; account: StripeAccount };

/** One account's keys as a whole, or `remove: true` to forget them. Prefixes checked by the service. */
export const onlinePaymentSettingsBody = z.object({
  account: z.enum(STRIPE_ACCOUNTS, { error: MSG.invalid("Account") }),
  remove: z.boolean({ error: MSG.invalid("Remove") }).optional(),
  publishableKey: v.optionalString(255),
  secretKey: v.optionalString(255),
  webhookSecret: v.optionalString(255),
});
export type OnlinePaymentSettingsBody = z.output<typeof onlinePaymentSettingsBody>;

export const REFUND_REASONS = ["requested_by_customer", "duplicate", "fraudulent"] as const;
/** A refund of an online payment through the firm's Stripe account, started from the invoice screen (invoice.manage). */
export const refundPaymentBody = z.object({
  id: v.uuid("Invoice"),
  paymentId: v.uuid("Payment"),
  amountCents: cents("Amount", 1),
  reason: z.enum(REFUND_REASONS, { error: MSG.invalid("Reason") }).optional(),
});
export type RefundPaymentBody = z.output<typeof refundPaymentBody>;
export type StripeAccountDto = { publishableKey: string; secretKeyLast4: string; updatedAt: string };
export type OnlinePaymentSettings = { operating: StripeAccountDto | null; trust: StripeAccountDto | null; webhookUrl: string };

export const payIntoTrustBody = z.object({ id: v.uuid("Invoice"), payIntoTrust: z.boolean({ error: MSG.invalid("Pay into trust") }) });
