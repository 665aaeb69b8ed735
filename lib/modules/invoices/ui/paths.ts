// The links of the invoice screens (the paths themselves are in ../constants.ts).
import { GENERATE_INVOICE_PATH, INVOICE_DETAILS_PATH } from "../constants";

export { GENERATE_INVOICE_PATH, INVOICE_LIST_PATH, PENDING_INVOICE_PATH } from "../constants";
export const invoiceDetailsPath = (id: string) => `${INVOICE_DETAILS_PATH}/${id}`;
/** The form for a new invoice, with a client and a case already chosen (from a case screen). */
export const newInvoicePath = (p: { companyId?: string | null; petitionId?: string | null } = {}) => {
  const q = new URLSearchParams();
  if (p.companyId) q.set("companyId", p.companyId);
  if (p.petitionId) q.set("petitionId", p.petitionId);
  const s = q.toString();
  return s ? `${GENERATE_INVOICE_PATH}?${s}` : GENERATE_INVOICE_PATH;
};
export const editInvoicePath = (id: string) => `${GENERATE_INVOICE_PATH}?id=${id}`;
export const casePath = (id: string) => `/app/petition-details/${id}`;
