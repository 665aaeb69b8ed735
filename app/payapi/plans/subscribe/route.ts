// POST /payapi/plans/subscribe — subscribe the caller's firm (or a petitioner's company) to a plan: the first period invoiced and charged, an optional coupon redeemed
// The spec's billing base (/payapi/, same origin): the handler of /api/payapi/plans/subscribe itself, so every check of the route wrapper applies.
export { POST } from "@/app/api/payapi/plans/subscribe/route";
