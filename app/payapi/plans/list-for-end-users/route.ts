// POST /payapi/plans/list-for-end-users — the plans a firm or a petitioner company may subscribe to
// The spec's billing base (/payapi/, same origin): the handler of /api/payapi/plans/list-for-end-users itself, so every check of the route wrapper applies.
export { POST } from "@/app/api/payapi/plans/list-for-end-users/route";
