// POST /payapi/subscribers/update-billing-details — the name, e-mail, address and tax id the platform's invoices carry
// The spec's billing base (/payapi/, same origin): the handler of /api/payapi/subscribers/update-billing-details itself, so every check of the route wrapper applies.
export { POST } from "@/app/api/payapi/subscribers/update-billing-details/route";
