// An invoice's display status (spec section 3: not_sent, sent, viewed, partially_paid, paid, deposited,
// delivery_error, expired; plus void, a cancelled invoice that keeps its number). Pure: from what happened to
// it and the firm's today, so a list, the details and the daily job agree.
//   void                         voided (whatever was paid stays recorded)
//   deposited                    fully paid and every payment banked
//   paid                         fully paid
//   partially_paid               something paid, not all (even past due: the client is paying)
//   delivery_error               the sending e-mail failed for good, nothing paid
//   expired                      sent, nothing paid, past its due date
//   viewed / sent / not_sent     the client opened the link / it was sent / a draft

export const INVOICE_STATUSES = ["not_sent", "sent", "viewed", "partially_paid", "paid", "deposited", "delivery_error", "expired", "void"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export type StatusFacts = {
  voided: boolean;
  sent: boolean;
  viewed: boolean;
  deliveryFailed: boolean;
  totalCents: number;
  paidCents: number;
  /** Every payment has a deposit date (false with no payment). */
  allDeposited: boolean;
  dueDate: string;
  today: string;
};

export function invoiceStatus(f: StatusFacts): InvoiceStatus {
  if (f.voided) return "void";
  if (f.paidCents >= f.totalCents && (f.paidCents > 0 || f.sent)) return f.allDeposited && f.paidCents > 0 ? "deposited" : "paid";
  if (f.paidCents > 0) return "partially_paid";
  if (!f.sent) return "not_sent";
  if (f.deliveryFailed) return "delivery_error";
  if (f.dueDate < f.today) return "expired";
  return f.viewed ? "viewed" : "sent";
}

/** Whether the invoice is still owed (the pending list). */
export const isPending = (s: InvoiceStatus) => s === "sent" || s === "viewed" || s === "partially_paid" || s === "delivery_error" || s === "expired";
