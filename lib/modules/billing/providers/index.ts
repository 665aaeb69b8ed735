// Which provider: Stripe when STRIPE_SECRET_KEY is set, else the manual one. A subscriber keeps the provider
// it was made with (its payment methods live there).
import "server-only";
import { env } from "@/lib/server/env";
import { manualProvider } from "./manual";
import { stripeProvider } from "./stripe";
import type { PaymentProvider, ProviderName } from "./types";

export const configuredProvider = (): ProviderName => (env.stripe ? "stripe" : "manual");

export function providerFor(name: string): PaymentProvider {
  if (name === "stripe") {
    if (!env.stripe) throw new Error("This subscriber pays through Stripe, which is not configured (STRIPE_SECRET_KEY)");
    return stripeProvider;
  }
  return manualProvider;
}
