// The invoices' paths (zod-free: pages and the e-mail import them).

/** The client's page of one invoice, opened from the e-mailed link: `?token=`. */
export const INVOICE_VIEW_PATH = "/app/invoice-view";

/** The firm's screens (issue 14; spec section 2 lists the first three). */
export const INVOICE_LIST_PATH = "/app/invoice-list";
/** What is still owed (the list fixed to pending: true). */
export const PENDING_INVOICE_PATH = "/app/pending-invoice";
/** New invoice (`?companyId=&petitionId=` preselect), or a draft changed (`?id=`). */
export const GENERATE_INVOICE_PATH = "/app/generate-invoice";
/** One invoice: `${INVOICE_DETAILS_PATH}/<id>` (not in the spec's route list: lib/modules/invoices/README.md). */
export const INVOICE_DETAILS_PATH = "/app/invoice-details";
