// The Stripe webhook's request step: the raw body (at most 1 MB) and its Stripe-Signature checked with
// STRIPE_WEBHOOK_SECRET (stripe.webhooks.constructEvent), then processStripeEvent (once per event id).
import "server-only";
import type { HostContext } from "@/lib/server/context";
import { AppError, fail } from "@/lib/server/errors";
import { processStripeEvent } from "./payments";
import { verifyStripeEvent } from "./providers/stripe";

const MAX = 1024 * 1024;
const TOO_LARGE = "The request body is larger than 1 MB";
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" } });

/** Stripe's 200 is `{ received, duplicate }`; a refusal is the API's error envelope (defineGetRoute answers the AppError). */
export async function stripeWebhook(ctx: HostContext, req: Request): Promise<Response> {
  if (Number(req.headers.get("content-length") ?? "0") > MAX) throw new AppError("PAYLOAD_TOO_LARGE", TOO_LARGE);
  const raw = await req.text();
  if (raw.length > MAX) throw new AppError("PAYLOAD_TOO_LARGE", TOO_LARGE);
  const event = verifyStripeEvent(raw, req.headers.get("stripe-signature"));
  if (!event) throw fail.badRequest("The signature does not match");
  const { duplicate } = await processStripeEvent(ctx, event);
  return json(200, { received: true, duplicate });
}
