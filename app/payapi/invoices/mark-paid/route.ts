// POST /payapi/invoices/mark-paid — the manual provider's payment received: mark a platform invoice paid, with an optional reference (platform admin)
// The spec's billing base (/payapi/, same origin): the handler of /api/payapi/invoices/mark-paid itself, so every check of the route wrapper applies.
export { POST } from "@/app/api/payapi/invoices/mark-paid/route";
