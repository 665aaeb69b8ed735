// Billing's constants, zod-free (screens and the server).
export const INTERVALS = ["month", "year"] as const;
export const CURRENCIES = ["USD"] as const;
/** What a manual reference may be: a card (brand + last 4), a check, a bank transfer, anything else with a label. */
export const PAYMENT_METHOD_KINDS = ["card", "check", "bank", "other"] as const;
/** The products a plan gives (tenants.selected_plans codes). */
export const PRODUCTS = ["CASE", "I9", "PAF"] as const;

/** B-000042 */
export const invoiceNumber = (n: number) => `B-${String(n).padStart(6, "0")}`;

// The platform admin's lists (/app/platform-billing; zod-free so the screen's list definitions need no zod).
export const SUBSCRIPTION_STATUSES = ["active", "canceled"] as const;
export const SUBSCRIPTION_SORTS = ["periodEnd", "subscriber", "plan", "status", "seats", "price", "createdAt"] as const;
export const BILLING_INVOICE_STATUSES = ["open", "paid", "failed", "void"] as const;
export const BILLING_INVOICE_SORTS = ["number", "subscriber", "issuedOn", "totalCents", "status", "paidAt"] as const;
/** A coupon is active when it has not expired and has redemptions left. */
export const COUPON_STATES = ["active", "inactive"] as const;
export const COUPON_SORTS = ["createdAt", "code", "expiresOn", "redeemedCount"] as const;
