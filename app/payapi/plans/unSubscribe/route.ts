// POST /payapi/plans/unSubscribe — end the subscription at the end of the paid period (no renewal)
// The spec's billing base (/payapi/, same origin): the handler of /api/payapi/plans/unSubscribe itself, so every check of the route wrapper applies.
export { POST } from "@/app/api/payapi/plans/unSubscribe/route";
