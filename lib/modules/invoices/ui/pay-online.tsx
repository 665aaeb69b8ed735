"use client";
// "Pay online" on the client's invoice link (README "Online payment"): without the firm's Stripe keys it says
// online payment is not set up; else the form (pay-online-form.tsx, loaded on demand with Stripe.js).
import { useState } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import type { PublicInvoice } from "../contract";

const PayForm = dynamic(() => import("./pay-online-form").then((m) => m.PayForm), { ssr: false });

export function PayOnline({ token, inv }: { token: string; inv: PublicInvoice }) {
  const t = useTranslations("invoices.pay");
  // Once offered, the form stays for this visit: its thanks outlives the invoice read again as paid.
  const [offered] = useState(inv.balanceCents > 0 && inv.onlinePayment.available);
  if (offered) return <PayForm token={token} inv={inv} />;
  if (inv.balanceCents <= 0) return null;
  if (!inv.onlinePayment.available) {
    return (
      <p className="text-sm text-fg-muted" data-testid="pay-not-set-up">
        {t("notSetUp", { firm: inv.firmName })}
      </p>
    );
  }
  return <PayForm token={token} inv={inv} />;
}

