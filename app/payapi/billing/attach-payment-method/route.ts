// POST /payapi/billing/attach-payment-method — add a payment method: a Stripe token (pm_…), or with the manual provider a reference (card brand and last 4, check, bank)
// The spec's billing base (/payapi/, same origin): the handler of /api/payapi/billing/attach-payment-method itself, so every check of the route wrapper applies.
export { POST } from "@/app/api/payapi/billing/attach-payment-method/route";
