// POST /payapi/coupons/create — create a coupon: percent or amount off, once / N months / forever, a redemption limit and a last day (platform admin)
// The spec's billing base (/payapi/, same origin): the handler of /api/payapi/coupons/create itself, so every check of the route wrapper applies.
export { POST } from "@/app/api/payapi/coupons/create/route";
