// Zod-free constants of the standing documents (the screens' first load does not need zod).
export const COMPANY_DOCUMENT_CATEGORIES = ["policy", "fein_letter", "financials", "org_chart", "other"] as const;
export type CompanyDocumentCategory = (typeof COMPANY_DOCUMENT_CATEGORIES)[number];

/** Days before the expiry date with a reminder (the day after, overdue, is always added by the scan). */
export const EXPIRY_REMINDER_DAYS = [30, 7] as const;
/** A document whose expiry date is at most this many days away is "expiring soon". */
export const EXPIRING_SOON_DAYS = 30;

export const COMPANY_DOCUMENT_SORT_FIELDS = ["updatedAt", "title", "expiryDate"] as const;
export type CompanyDocumentSortField = (typeof COMPANY_DOCUMENT_SORT_FIELDS)[number];

/** The deadline kind of lib/modules/reminders (titles: messages reminders.deadlineTitles["company-document"].expiry). */
export const EXPIRY_DEADLINE_KIND = "company-document.expiry";
