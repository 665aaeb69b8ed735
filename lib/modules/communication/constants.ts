// Limits of the communication threads (zod-free: the Messages tab reads them without the contract).
export const MAX_SUBJECT = 200;
export const MAX_BODY = 10_000;
export const MAX_MENTIONS = 20;
export const MAX_ATTACHMENTS = 10;
export const THREADS_PER_PAGE = 20;
export const MESSAGES_PER_PAGE = 30;
/** The case screen's tab of the threads (?tab=messages&thread=<id>). */
export const MESSAGES_TAB = "messages";
/** How long a message e-mail's reply link works (it works once). */
export const REPLY_LINK_DAYS = 14;
/** The page a reply link opens (no sign-in). */
export const MESSAGE_REPLY_PATH = "/app/message-reply";
/** The client's screen, where its threads outside any case are (…/<companyId>?thread=<id>#messages). */
export const CLIENT_DETAILS_PATH = "/app/company/details";
