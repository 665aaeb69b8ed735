// POST /payapi/subscriptions/list — every firm's and petitioner company's subscription, paged, sorted, filtered by status (platform admin)
// The spec's billing base (/payapi/, same origin): the handler of /api/payapi/subscriptions/list itself, so every check of the route wrapper applies.
export { POST } from "@/app/api/payapi/subscriptions/list/route";
