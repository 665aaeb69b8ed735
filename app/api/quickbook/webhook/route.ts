// POST /api/quickbook/webhook — Intuit's webhook: the intuit-signature HMAC checked with the verifier token (401 otherwise), events deduped and queued (answered at once, processed by the quickbooks.sync job)
// The raw body is signed, so the handler reads it itself: defineGetRoute is the wrapper that leaves the body unread.
import { defineGetRoute } from "@/lib/server/http/define-get-route";
import { receiveWebhook } from "@/lib/modules/quickbooks/webhook";

export const POST = defineGetRoute({
  auth: "public",
  tenant: false,
  handler: async (ctx) => Response.json({ status: true, message: "Received", result: { data: await receiveWebhook(ctx.db, ctx.req) } }),
});
