"use client";
// An invoice's display status as a badge, one colour each (spec section 3): not sent grey, sent blue, viewed
// indigo, partially paid amber, paid green, deposited teal, delivery error red, expired orange, void muted
// and struck through (it keeps its number but is owed by nobody).
import { useTranslations } from "next-intl";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { InvoiceStatus } from "../status";

export const INVOICE_STATUS_TONE: Record<InvoiceStatus, BadgeTone> = {
  not_sent: "neutral",
  sent: "info",
  viewed: "indigo",
  partially_paid: "warning",
  paid: "success",
  deposited: "teal",
  delivery_error: "danger",
  expired: "orange",
  void: "neutral",
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const t = useTranslations("invoices");
  return (
    <Badge tone={INVOICE_STATUS_TONE[status]} className={status === "void" ? "line-through opacity-80" : undefined}>
      {t(`status.${status}`)}
    </Badge>
  );
}
