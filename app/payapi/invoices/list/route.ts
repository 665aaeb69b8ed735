// POST /payapi/invoices/list — the platform's invoices to the caller's firm (or a petitioner's company), newest first; every subscriber's with scope "platform" (platform admin)
// The spec's billing base (/payapi/, same origin): the handler of /api/payapi/invoices/list itself, so every check of the route wrapper applies.
export { POST } from "@/app/api/payapi/invoices/list/route";
