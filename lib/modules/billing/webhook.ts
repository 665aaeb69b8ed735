// The Stripe webhook's request step: the raw body (at most 1 MB) and its Stripe-Signature checked with
// STRIPE_WEBHOOK_SECRET (stripe.webhooks.constructEvent), then processStripeEvent (once per event id).
import "server-only";
import Stripe from "stripe";
import type { Executor } from "@/lib/server/db/client";
import type { HostContext } from "@/lib/server/context";
import { AppError, fail } from "@/lib/server/errors";
import { processStripeEvent } from "./payments";
import { claimWebhookEvent } from "./repository";
import { verifyStripeEvent } from "./providers/stripe";

const MAX = 1024 * 1024;
const TOO_LARGE = "The request body is larger than 1 MB";
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" } });

/** The raw body (≤ 1 MB, else 413) read once and the event its Stripe-Signature proves with one of `secrets` (400 when none does). Shared with the firms' invoice webhook. */
export async function signedStripeEvent(req: Request, secrets: readonly string[]): Promise<{ event: Stripe.Event; secret: string }> {
  if (Number(req.headers.get("content-length") ?? "0") > MAX) throw new AppError("PAYLOAD_TOO_LARGE", TOO_LARGE);
  const raw = await req.text();
  if (raw.length > MAX) throw new AppError("PAYLOAD_TOO_LARGE", TOO_LARGE);
  const signature = req.headers.get("stripe-signature");
  for (const secret of signature ? secrets : []) {
    try {
      return { event: Stripe.webhooks.constructEvent(raw, signature!, secret), secret };
    } catch {
      // the next secret
    }
  }
  throw fail.badRequest("The signature does not match");
}

/** Once per event: false when `id` was processed already (billing_webhook_events, in the caller's transaction). */
export const claimStripeEvent = (tx: Executor, id: string, provider: string, type: string) => claimWebhookEvent(tx, id, provider, type);

export const stripeWebhookResponse = (duplicate: boolean) => json(200, { received: true, duplicate });

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
