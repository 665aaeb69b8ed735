// The invoice lists' definitions without zod (the list pages' first load): the URL's matcher is read by a
// small check of its own (a known status, a client id), the sort keys are the contract's (type-checked).
import type { MatcherParser } from "@/components/list/list-url";
import { defineList } from "@/components/list/use-list-query";
import { isUuid } from "@/lib/shared/route-params";
import type { InvoiceListBody, InvoiceListRow } from "../contract";
import { INVOICE_STATUSES, type InvoiceStatus } from "../status";
import { invoicesKeys } from "./keys";

export type InvoiceMatcher = { status?: InvoiceStatus; companyId?: string; petitionId?: string };
type SortField = InvoiceListBody["sortBy"];

export const INVOICE_SORT_FIELDS = ["number", "client", "issueDate", "dueDate", "totalCents", "status"] as const satisfies readonly SortField[];

/** Statuses still owed (status.ts isPending): the pending list's status filter. */
export const PENDING_STATUSES = ["sent", "viewed", "partially_paid", "delivery_error", "expired"] as const satisfies readonly InvoiceStatus[];

const matcher: MatcherParser<InvoiceMatcher> = {
  safeParse(raw) {
    if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return { success: false };
    const r = raw as Record<string, unknown>;
    const out: InvoiceMatcher = {};
    if (INVOICE_STATUSES.includes(r.status as InvoiceStatus)) out.status = r.status as InvoiceStatus;
    if (isUuid(r.companyId as string)) out.companyId = (r.companyId as string).toLowerCase();
    if (isUuid(r.petitionId as string)) out.petitionId = (r.petitionId as string).toLowerCase();
    return { success: true, data: out };
  },
};

/** /app/invoice-list: newest number first. */
export const INVOICE_LIST = defineList<InvoiceListRow>()({
  sortFields: INVOICE_SORT_FIELDS,
  defaultSort: { sortBy: "number", sortOrder: "desc" },
  matcher,
  path: "invoices/list",
  queryKey: invoicesKeys.list,
});

/** /app/pending-invoice: what is still owed, the earliest due first. */
export const PENDING_INVOICE_LIST = defineList<InvoiceListRow>()({
  ...INVOICE_LIST,
  defaultSort: { sortBy: "dueDate", sortOrder: "asc" },
  toMatcher: (m: InvoiceMatcher) => ({ ...m, pending: true }) as InvoiceMatcher,
});
