// The invoices' paths (zod-free: pages and the e-mail import them).

/** The client's page of one invoice, opened from the e-mailed link: `?token=`. */
export const INVOICE_VIEW_PATH = "/app/invoice-view";
