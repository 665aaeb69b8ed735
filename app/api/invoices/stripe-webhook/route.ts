// POST /api/invoices/stripe-webhook — the firm's Stripe events for its clients' online payments (payment_intent.succeeded / processing / payment_failed): signed with the firm's webhook secret (400 otherwise), each event once, a payment recorded once
import { defineGetRoute } from "@/lib/server/http/define-get-route";
import { invoiceStripeWebhookAndSync } from "@/lib/modules/quickbooks/sync";

// The raw-body wrapper (the signature is over the exact bytes Stripe sent); the firm from the host.
export const POST = defineGetRoute({
  auth: "public",
  handler: async (ctx) => invoiceStripeWebhookAndSync(ctx, ctx.req),
});
