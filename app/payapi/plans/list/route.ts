// POST /payapi/plans/list — every plan, inactive ones too (platform admin)
// The spec's billing base (/payapi/, same origin): the handler of /api/payapi/plans/list itself, so every check of the route wrapper applies.
export { POST } from "@/app/api/payapi/plans/list/route";
