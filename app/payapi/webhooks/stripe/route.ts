// POST /payapi/webhooks/stripe — Stripe's events (payment_intent.succeeded / payment_failed): the signature checked on the raw body (400 when refused), each event processed once
// The spec's billing base (/payapi/, same origin): the handler of /api/payapi/webhooks/stripe itself, so every check of the route wrapper applies.
export { POST } from "@/app/api/payapi/webhooks/stripe/route";
