// POST /payapi/coupons/list — the platform's coupons with their redemptions, paged, sorted, filtered active or inactive (platform admin)
// The spec's billing base (/payapi/, same origin): the handler of /api/payapi/coupons/list itself, so every check of the route wrapper applies.
export { POST } from "@/app/api/payapi/coupons/list/route";
