// POST /payapi/plans/get-selected-plan — the caller's subscription, products, whether a payment method is on file, and the billing details
// The spec's billing base (/payapi/, same origin): the handler of /api/payapi/plans/get-selected-plan itself, so every check of the route wrapper applies.
export { POST } from "@/app/api/payapi/plans/get-selected-plan/route";
