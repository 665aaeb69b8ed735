// The links of the QuickBooks screens (the settings and status paths are the server's, ../constants.ts).
import { CALLBACK_PATH } from "../constants";

export { SETTINGS_PATH as QB_SETTINGS_PATH, STATUS_PATH as QB_STATUS_PATH } from "../constants";
export const QB_CUSTOMERS_PATH = "/app/customers";
export const qbCustomerPath = (id: string) => `/app/customer-details/${id}`;
/** GET: starts the OAuth connection (a full-page navigation to Intuit, never a fetch). */
export const QB_CONNECT_HREF = CALLBACK_PATH;
export const clientPath = (id: string) => `/app/petitioner-details/${id}`;
export const invoicePath = (id: string) => `/app/invoice-details/${id}`;
