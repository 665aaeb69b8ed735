// The invoices module's public UI: what other modules' screens and app/ may use (lint rule boundaries/imports).
export { InvoicesOfCase } from "./invoices-of-case";
export { CaseMoneyCard } from "./case-money-card";
export { InvoiceStatusBadge, INVOICE_STATUS_TONE } from "./status-badge";
export { invoicesKeys } from "./keys";
export { INVOICE_LIST_PATH, PENDING_INVOICE_PATH, GENERATE_INVOICE_PATH, invoiceDetailsPath, newInvoicePath } from "./paths";
