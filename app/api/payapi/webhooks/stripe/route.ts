// POST /api/payapi/webhooks/stripe — Stripe's events (payment_intent.succeeded / payment_failed): the signature checked on the raw body (400 when refused), each event processed once
import { defineGetRoute } from "@/lib/server/http/define-get-route";
import { stripeWebhook } from "@/lib/modules/billing/webhook";

// The raw-body wrapper (defineGetRoute answers the Response itself): the signature is computed over the exact
// bytes Stripe sent, which a JSON parse would lose. Any host answers (the platform's account, not a firm's).
export const POST = defineGetRoute({
  auth: "public",
  tenant: false,
  handler: async (ctx) => stripeWebhook(ctx, ctx.req),
});
