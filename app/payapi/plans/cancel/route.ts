// POST /payapi/plans/cancel — end the subscription now (the paid period is not refunded)
// The spec's billing base (/payapi/, same origin): the handler of /api/payapi/plans/cancel itself, so every check of the route wrapper applies.
export { POST } from "@/app/api/payapi/plans/cancel/route";
