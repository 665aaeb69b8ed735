"use client";
// The details screen's dialogs (loaded on demand): send (again), record a payment, mark deposited, void, refund
// an online payment (through the firm's Stripe account; a confirmation with the amount, at most what is left).
// Amounts and dates are typed as people write them and read here (money-input.ts, MM/DD/YYYY); a refusal,
// the form's or the server's 422, lands under its field (the field names are the contract's).
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FormDialog } from "@/components/form/form-dialog";
import { SelectField } from "@/components/ui/select-field";
import { TextArea } from "@/components/ui/text-area";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { ApiError, apiPost } from "@/lib/shared/api-client";
import { useToday } from "@/lib/shared/format/use-format";
import { isoToUsDate, isStrictEmail, usDateToIso } from "@/lib/shared/validation/rules";
import type { InvoiceDetails, PaymentMethod, StaffPaymentDto } from "../contract";
import { useFormat } from "@/lib/shared/format/use-format";
import { formatHundredths, parseHundredths } from "./money-input";
import { invoicesKeys } from "./keys";

export type InvoiceDialogKind = "send" | "payment" | "deposit" | "void" | { refund: StaffPaymentDto };

const METHOD_ORDER: Record<PaymentMethod, number> = { check: 1, ach: 2, wire: 3, card: 4, cash: 5, other: 6 };
const METHODS = (Object.keys(METHOD_ORDER) as PaymentMethod[]).sort((a, b) => METHOD_ORDER[a] - METHOD_ORDER[b]);

/** A refusal of the form itself, shaped as the server's 422 so FormDialog puts it under the field. */
const refuse = (fields: Record<string, string>) => new ApiError("VALIDATION_ERROR", Object.values(fields)[0], 422, fields);

function useInvoiceAction<V>(inv: InvoiceDetails, path: string, toBody: (v: V) => object, done: string, onClose: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: V) => apiPost<InvoiceDetails>(path, { id: inv.id, ...toBody(v) }),
    onSuccess: (d) => {
      qc.setQueryData(invoicesKeys.detail(inv.id), d);
      qc.invalidateQueries({ queryKey: invoicesKeys.lists() });
      toast.success(done);
      onClose();
    },
  });
}

export function InvoiceDialog({ kind, invoice, onClose }: { kind: InvoiceDialogKind; invoice: InvoiceDetails; onClose: () => void }) {
  if (typeof kind === "object") return <RefundDialog inv={invoice} payment={kind.refund} onClose={onClose} />;
  if (kind === "send") return <SendDialog inv={invoice} onClose={onClose} />;
  if (kind === "payment") return <PaymentDialog inv={invoice} onClose={onClose} />;
  if (kind === "deposit") return <DepositDialog inv={invoice} onClose={onClose} />;
  return <VoidDialog inv={invoice} onClose={onClose} />;
}

type DialogProps = { inv: InvoiceDetails; onClose: () => void };

function SendDialog({ inv, onClose }: DialogProps) {
  const t = useTranslations("invoices.dialogs");
  const again = inv.sentAt !== null;
  const form = useForm({ defaultValues: { to: inv.billToEmail ?? "", message: "" } });
  const save = useInvoiceAction(
    inv,
    "invoices/send",
    (v: { to: string; message: string }) => {
      const to = v.to.trim();
      if (!isStrictEmail(to)) throw refuse({ to: t("errors.email") });
      return { to, message: v.message.trim() || undefined };
    },
    t("sent", { number: inv.displayNumber }),
    onClose,
  );
  return (
    <FormDialog title={t(again ? "sendAgainTitle" : "sendTitle", { number: inv.displayNumber })} description={t(again ? "sendAgainDescription" : "sendDescription")} form={form} save={save} submitLabel={t(again ? "sendAgain" : "send")} onClose={onClose}>
      <TextField name="to" label={t("to")} type="email" required autoComplete="off" />
      <TextArea name="message" label={t("message")} rows={4} hint={t("messageHint")} />
    </FormDialog>
  );
}

/** A calendar day typed MM/DD/YYYY, not after today: its ISO form, or the refusal under `field`. */
function pastDay(field: string, text: string, today: string, t: (k: string) => string): string {
  const iso = usDateToIso(text);
  if (!iso) throw refuse({ [field]: t("errors.date") });
  if (iso > today) throw refuse({ [field]: t("errors.future") });
  return iso;
}

function PaymentDialog({ inv, onClose }: DialogProps) {
  const t = useTranslations("invoices.dialogs");
  const tm = useTranslations("invoices.method");
  const today = useToday();
  const form = useForm({ defaultValues: { amountCents: formatHundredths(inv.balanceCents), paidOn: isoToUsDate(today) ?? "", method: "check", reference: "" } });
  const save = useInvoiceAction(
    inv,
    "invoices/record-payment",
    (v: { amountCents: string; paidOn: string; method: string; reference: string }) => {
      const amount = parseHundredths(v.amountCents);
      if (!amount.ok || amount.value <= 0) throw refuse({ amountCents: t(amount.ok ? "errors.positive" : `errors.${amount.reason}`) });
      if (amount.value > inv.balanceCents) throw refuse({ amountCents: t("errors.overBalance") });
      return { amountCents: amount.value, paidOn: pastDay("paidOn", v.paidOn, today, t), method: v.method, reference: v.reference.trim() || undefined };
    },
    t("paymentRecorded"),
    onClose,
  );
  return (
    <FormDialog title={t("paymentTitle", { number: inv.displayNumber })} description={t("paymentDescription")} form={form} save={save} submitLabel={t("recordPayment")} onClose={onClose}>
      <TextField name="amountCents" label={t("amount")} required inputMode="decimal" autoComplete="off" />
      <TextField name="paidOn" label={t("paidOn")} required placeholder="MM/DD/YYYY" inputMode="numeric" autoComplete="off" />
      <SelectField name="method" label={t("method")} required options={METHODS.map((m) => ({ value: m, label: tm(m) }))} />
      <TextField name="reference" label={t("reference")} autoComplete="off" hint={t("referenceHint")} />
    </FormDialog>
  );
}

function DepositDialog({ inv, onClose }: DialogProps) {
  const t = useTranslations("invoices.dialogs");
  const today = useToday();
  const form = useForm({ defaultValues: { depositedOn: isoToUsDate(today) ?? "" } });
  const save = useInvoiceAction(inv, "invoices/mark-deposited", (v: { depositedOn: string }) => ({ depositedOn: pastDay("depositedOn", v.depositedOn, today, t) }), t("depositRecorded"), onClose);
  return (
    <FormDialog title={t("depositTitle", { number: inv.displayNumber })} description={t("depositDescription")} form={form} save={save} submitLabel={t("markDeposited")} onClose={onClose}>
      <TextField name="depositedOn" label={t("depositedOn")} required placeholder="MM/DD/YYYY" inputMode="numeric" autoComplete="off" />
    </FormDialog>
  );
}

function VoidDialog({ inv, onClose }: DialogProps) {
  const t = useTranslations("invoices.dialogs");
  const form = useForm({ defaultValues: { reason: "" } });
  const save = useInvoiceAction(
    inv,
    "invoices/void",
    (v: { reason: string }) => {
      if (!v.reason.trim()) throw refuse({ reason: t("errors.reason") });
      return { reason: v.reason.trim() };
    },
    t("voided", { number: inv.displayNumber }),
    onClose,
  );
  return (
    <FormDialog title={t("voidTitle", { number: inv.displayNumber })} description={t("voidDescription")} form={form} save={save} submitLabel={t("void")} destructive onClose={onClose}>
      <TextArea name="reason" label={t("reason")} required rows={3} />
    </FormDialog>
  );
}

const REFUND_REASONS = ["none", "requested_by_customer", "duplicate", "fraudulent"] as const;

function RefundDialog({ inv, payment, onClose }: DialogProps & { payment: StaffPaymentDto }) {
  const t = useTranslations("invoices.dialogs");
  const f = useFormat();
  const max = payment.refundableCents;
  const form = useForm({ defaultValues: { amountCents: formatHundredths(max), reason: "none" } });
  const save = useInvoiceAction(
    inv,
    "invoices/refund-payment",
    (v: { amountCents: string; reason: string }) => {
      const amount = parseHundredths(v.amountCents);
      if (!amount.ok || amount.value <= 0) throw refuse({ amountCents: t(amount.ok ? "errors.positive" : `errors.${amount.reason}`) });
      if (amount.value > max) throw refuse({ amountCents: t("errors.overRefundable") });
      return { paymentId: payment.id, amountCents: amount.value, reason: v.reason === "none" ? undefined : v.reason };
    },
    t("refunded", { amount: f.currency(max) }),
    onClose,
  );
  return (
    <FormDialog title={t("refundTitle", { number: inv.displayNumber })} description={t("refundDescription")} form={form} save={save} submitLabel={t("refund")} destructive onClose={onClose}>
      <TextField name="amountCents" label={t("refundAmount")} required inputMode="decimal" autoComplete="off" hint={t("refundHint", { amount: f.currency(max) })} />
      <SelectField name="reason" label={t("refundReason")} options={REFUND_REASONS.map((r) => ({ value: r, label: t(`refundReasons.${r}`) }))} />
    </FormDialog>
  );
}
