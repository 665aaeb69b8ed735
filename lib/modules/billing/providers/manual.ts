// The manual provider (the default, no account needed): payment methods are references the subscriber or a
// platform admin enters ("Check on file", a card's brand and last 4 digits: never a card number), and a
// charge leaves the invoice open until a platform admin marks it paid (invoices/mark-paid).
import "server-only";
import { BillingInputError, type PaymentProvider } from "./types";

export const manualProvider: PaymentProvider = {
  name: "manual",
  async ensureCustomer() {
    return null;
  },
  async attachPaymentMethod(input) {
    if (input.token) throw new BillingInputError("token", "Card tokens need Stripe; enter the card's brand and last 4 digits instead");
    const kind = input.kind ?? "other";
    return {
      providerRef: null,
      kind,
      label: input.label ?? null,
      brand: kind === "card" ? (input.brand ?? null) : null,
      last4: kind === "card" ? (input.last4 ?? null) : null,
      expMonth: kind === "card" ? (input.expMonth ?? null) : null,
      expYear: kind === "card" ? (input.expYear ?? null) : null,
    };
  },
  async charge() {
    return { status: "open", providerRef: null };
  },
};
