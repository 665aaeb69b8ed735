"use client";
// "Pay online" on the client's invoice link (README "Online payment"): the amount (the balance, or less: at
// least $1.00), then Stripe's Payment Element (card or US bank account) in the firm's Stripe account. Stripe.js
// comes from js.stripe.com as Stripe requires (@stripe/stripe-js loads it); the card or bank numbers go from the
// browser to Stripe, never to this server. The payment is recorded when the firm's Stripe webhook reports it,
// so the page says it is on its way and reloads the invoice.
import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/input-class";
import { apiPost } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import type { PaymentIntentAnswer, PublicInvoice } from "../contract";
import { invoicesKeys } from "./keys";
import { formatHundredths, parseHundredths } from "./money-input";

const stripes = new Map<string, Promise<Stripe | null>>();
/** One Stripe.js instance per publishable key (operating and trust accounts differ). */
const stripeFor = (pk: string) => {
  if (!stripes.has(pk)) stripes.set(pk, loadStripe(pk));
  return stripes.get(pk)!;
};

export function PayForm({ token, inv }: { token: string; inv: PublicInvoice }) {
  const t = useTranslations("invoices.pay");
  const f = useFormat();
  const [amount, setAmount] = useState(formatHundredths(inv.balanceCents));
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const intent = useMutation({ mutationFn: (amountCents: number) => apiPost<PaymentIntentAnswer>("invoices/token/payment-intent", { amountCents }, { token }) });

  const start = (e: FormEvent) => {
    e.preventDefault();
    const read = parseHundredths(amount);
    if (!read.ok) return setError(t("amountInvalid"));
    if (read.value < 100) return setError(t("amountMin"));
    if (read.value > inv.balanceCents) return setError(t("amountMax", { balance: f.currency(inv.balanceCents) }));
    setError(null);
    intent.mutate(read.value);
  };

  if (done === null && inv.balanceCents <= 0) return null;
  if (done !== null) {
    return (
      <section className="grid gap-2 rounded-md border border-border p-4" aria-live="polite" aria-labelledby="pay-online-thanks">
        <h2 id="pay-online-thanks" className="text-lg font-semibold">
          {t("thanksTitle")}
        </h2>
        <p>{t("thanks", { amount: f.currency(done), firm: inv.firmName })}</p>
      </section>
    );
  }

  return (
    <section className="grid gap-4 rounded-md border border-border p-4" aria-labelledby="pay-online-title">
      <h2 id="pay-online-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      {intent.data ? (
        <Elements stripe={stripeFor(intent.data.publishableKey)} options={{ clientSecret: intent.data.clientSecret, locale: inv.language }}>
          <ConfirmForm answer={intent.data} onPaid={setDone} onBack={() => intent.reset()} />
        </Elements>
      ) : (
        <form className="grid gap-2 sm:max-w-sm" onSubmit={start} noValidate>
          <label htmlFor="pay-amount" className="text-sm font-medium">
            {t("amount")}
          </label>
          <input
            id="pay-amount"
            className={inputClass}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby="pay-amount-hint"
          />
          <p id="pay-amount-hint" className={error ? "text-sm text-danger" : "text-sm text-fg-muted"} role={error ? "alert" : undefined}>
            {error ?? t("amountHint", { balance: f.currency(inv.balanceCents) })}
          </p>
          {intent.error ? (
            <p className="text-sm text-danger" role="alert">
              {intent.error.message}
            </p>
          ) : null}
          <div>
            <Button type="submit" loading={intent.isPending}>
              {t("continue")}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

function ConfirmForm({ answer, onPaid, onBack }: { answer: PaymentIntentAnswer; onPaid: (cents: number) => void; onBack: () => void }) {
  const t = useTranslations("invoices.pay");
  const f = useFormat();
  const stripe = useStripe();
  const elements = useElements();
  const qc = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const pay = async (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setError(null);
    // A card that needs 3-D Secure, or a bank that needs a redirect, comes back to this page.
    const r = await stripe.confirmPayment({ elements, confirmParams: { return_url: window.location.href }, redirect: "if_required" });
    setBusy(false);
    if (r.error) return setError(r.error.message ?? t("failed"));
    onPaid(answer.amountCents);
    // The webhook records it; the invoice is read again (now and in a few seconds).
    void qc.invalidateQueries({ queryKey: invoicesKeys.all });
  };

  return (
    <form className="grid gap-4" onSubmit={pay}>
      <p className="text-sm text-fg-muted">{t("paying", { amount: f.currency(answer.amountCents) })}</p>
      <PaymentElement options={{ layout: "tabs" }} />
      {error ? (
        <p className="text-sm text-danger" role="alert">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={busy} disabled={!stripe || !elements}>
          {t("pay", { amount: f.currency(answer.amountCents) })}
        </Button>
        <Button type="button" variant="secondary" onClick={onBack} disabled={busy}>
          {t("changeAmount")}
        </Button>
      </div>
    </form>
  );
}
