// Request schemas and answers of the QuickBooks Online calls (spec section 7: quickbooks/save-config,
// get-customers-list, create-customer, link-customer, /quickbook/auth, /quickbook/customer-availability;
// and quickbooks/status, disconnect, unlink-customer, customer-details, sync-invoice).
import { z } from "zod";
import { MSG } from "@/lib/shared/validation/messages";
import { v } from "@/lib/shared/validation/zod";

/** A QuickBooks entity id: digits (Intuit's ids are numeric strings). */
const qbId = (field: string) => z.string({ error: MSG.required(field) }).trim().regex(/^\d{1,20}$/, { error: MSG.invalid(field) });
const optionalQbId = (field: string) =>
  z.preprocess((x) => (x === "" ? null : x), qbId(field).nullable().optional());

export const saveConfigBody = z.object({
  pushInvoices: z.boolean({ error: MSG.invalid("Push invoices") }),
  pullPayments: z.boolean({ error: MSG.invalid("Pull payments") }),
  legalFeeItemId: optionalQbId("Legal fee item"),
  filingFeeItemId: optionalQbId("Filing fee item"),
  expenseItemId: optionalQbId("Expense item"),
  otherItemId: optionalQbId("Other item"),
  incomeAccountId: optionalQbId("Income account"),
});
export type SaveConfigBody = z.output<typeof saveConfigBody>;

export const emptyBody = z.object({});

export const customerListBody = z.object({
  page: z.coerce.number({ error: MSG.invalid("Page") }).int().min(1, { error: MSG.invalid("Page") }).max(10_000).default(1),
  perpage: z.coerce.number({ error: MSG.invalid("Per page") }).int().min(1).max(100, { error: MSG.max(100) }).default(25),
  search: v.optionalString(100),
});
export type CustomerListBody = z.output<typeof customerListBody>;

export const createCustomerBody = z.object({
  companyId: v.uuid("Client"),
  /** Default: the client's name. */
  displayName: v.optionalString(100),
});
export type CreateCustomerBody = z.output<typeof createCustomerBody>;

export const linkCustomerBody = z.object({ companyId: v.uuid("Client"), customerId: qbId("Customer") });
export type LinkCustomerBody = z.output<typeof linkCustomerBody>;

export const unlinkCustomerBody = z.object({ companyId: v.uuid("Client") });

export const customerIdBody = z.object({ customerId: qbId("Customer") });

export const availabilityBody = z.object({ displayName: v.requiredString("Display name", 100) });

export const syncInvoiceBody = z.object({ invoiceId: v.uuid("Invoice") });

export type SetupHelp = { envNames: string[]; redirectUri: string; webhookUrl: string; developerSite: string };

export type QuickbooksStatus = {
  /** The app's credentials are set (QUICKBOOKS_CLIENT_ID and QUICKBOOKS_CLIENT_SECRET). */
  configured: boolean;
  environment: "sandbox" | "production";
  /** What to set when not configured (or to check when it is). */
  setup: SetupHelp;
  connected: boolean;
  realmId: string | null;
  companyName: string | null;
  connectedAt: string | null;
  connectedBy: string | null;
  refreshExpiresAt: string | null;
  lastSyncAt: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
  config: Omit<SaveConfigBody, "legalFeeItemId" | "filingFeeItemId" | "expenseItemId" | "otherItemId" | "incomeAccountId"> & {
    legalFeeItemId: string | null;
    filingFeeItemId: string | null;
    expenseItemId: string | null;
    otherItemId: string | null;
    incomeAccountId: string | null;
  };
  counts: { linkedCustomers: number; invoicesPushed: number; invoicesFailed: number; paymentsPulled: number };
  /** Invoices whose last push failed, newest first (at most 20). */
  failures: { invoiceId: string; error: string; at: string }[];
};

export type QbCustomerRow = {
  id: string;
  displayName: string;
  companyName: string | null;
  email: string | null;
  phone: string | null;
  balanceCents: number;
  active: boolean;
  linkedClient: { id: string; name: string } | null;
};

export type QbCustomerDetails = QbCustomerRow & {
  syncToken: string;
  billAddress: string | null;
  /** The firm's clients not linked yet (to link this customer to one). */
  candidates: { id: string; name: string }[];
};

export type AvailabilityAnswer = { displayName: string; available: boolean; customerId: string | null };

export type StartAnswer = { url: string };
