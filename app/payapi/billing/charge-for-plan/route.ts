// POST /payapi/billing/charge-for-plan — charge the current period's unpaid invoice (after a failed payment or with another payment method)
// The spec's billing base (/payapi/, same origin): the handler of /api/payapi/billing/charge-for-plan itself, so every check of the route wrapper applies.
export { POST } from "@/app/api/payapi/billing/charge-for-plan/route";
