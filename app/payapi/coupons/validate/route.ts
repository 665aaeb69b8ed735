// POST /payapi/coupons/validate — the discount a coupon would give on a plan, or why it cannot be used (422 on code)
// The spec's billing base (/payapi/, same origin): the handler of /api/payapi/coupons/validate itself, so every check of the route wrapper applies.
export { POST } from "@/app/api/payapi/coupons/validate/route";
