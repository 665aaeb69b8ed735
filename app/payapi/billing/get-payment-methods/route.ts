// POST /payapi/billing/get-payment-methods — the caller's payment methods (references only), the default first
// The spec's billing base (/payapi/, same origin): the handler of /api/payapi/billing/get-payment-methods itself, so every check of the route wrapper applies.
export { POST } from "@/app/api/payapi/billing/get-payment-methods/route";
