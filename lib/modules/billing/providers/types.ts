// The payment-provider interface: what billing asks of whoever moves the money. Two implementations: the
// manual provider (no account: references only, an invoice stays open until a platform admin marks it paid)
// and Stripe (customers, payment methods, PaymentIntents). Billing keeps plans, subscriptions, periods,
// proration, coupons and invoices itself; a provider only holds payment methods and charges an amount.
export type ProviderName = "manual" | "stripe";

export type CustomerInput = { subscriberId: string; tenantId: string; name: string | null; email: string | null; customerId: string | null };

export type PaymentMethodFacts = {
  providerRef: string | null;
  kind: string;
  label: string | null;
  brand: string | null;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
};

export type AttachInput = {
  customerId: string | null;
  token?: string;
  kind?: string;
  label?: string;
  brand?: string;
  last4?: string;
  expMonth?: number;
  expYear?: number;
};

export type ChargeInput = {
  customerId: string | null;
  paymentMethodRef: string | null;
  amountCents: number;
  currency: string;
  invoiceId: string;
  /** The provider's payment of the invoice's last attempt (null before the first): a retry is a new attempt. */
  previousRef: string | null;
  tenantId: string;
  description: string;
};

/** paid: the money is in; open: waiting (manual, or the bank is processing); failed: refused (message for the user). */
export type ChargeResult = { status: "paid" | "open" | "failed"; providerRef: string | null; failureMessage?: string };

export interface PaymentProvider {
  readonly name: ProviderName;
  /** The provider's customer for a subscriber (made on first need; manual: none). */
  ensureCustomer(input: CustomerInput): Promise<string | null>;
  /** Records or attaches a payment method; throws BillingInputError for what the user must fix. */
  attachPaymentMethod(input: AttachInput): Promise<PaymentMethodFacts>;
  charge(input: ChargeInput): Promise<ChargeResult>;
}

/** A refusal the user can fix (an unknown card token, a declined card when attaching): 422 on `field`. */
export class BillingInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}
