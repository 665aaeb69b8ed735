// POST /payapi/plans/upgrade — change plan, interval or seats (upgrade or downgrade) with proration; preview: true only computes it
// The spec's billing base (/payapi/, same origin): the handler of /api/payapi/plans/upgrade itself, so every check of the route wrapper applies.
export { POST } from "@/app/api/payapi/plans/upgrade/route";
