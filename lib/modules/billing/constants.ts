// Billing's constants, zod-free (screens and the server).
export const INTERVALS = ["month", "year"] as const;
export const CURRENCIES = ["USD"] as const;
/** What a manual reference may be: a card (brand + last 4), a check, a bank transfer, anything else with a label. */
export const PAYMENT_METHOD_KINDS = ["card", "check", "bank", "other"] as const;
/** The products a plan gives (tenants.selected_plans codes). */
export const PRODUCTS = ["CASE", "I9", "PAF"] as const;

/** B-000042 */
export const invoiceNumber = (n: number) => `B-${String(n).padStart(6, "0")}`;
