// POST /payapi/masterdata/list — the plans offered, billing intervals, currencies (USD), payment method kinds and the payment provider in use
// The spec's billing base (/payapi/, same origin): the handler of /api/payapi/masterdata/list itself, so every check of the route wrapper applies.
export { POST } from "@/app/api/payapi/masterdata/list/route";
