"use client";
// /app/invoice-details/<id>: one invoice — the invoice as the client reads it, its status, what happened to it
// (created, sent, viewed, payments, deposited, paid, voided), its payments, and the actions the server offers
// (`actions`): edit a draft, send (again), record a payment, mark deposited, void; the PDF for every reader.
import { useState } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { ScrollBox } from "@/components/ui/scroll-box";
import { Card, CardSection } from "@/components/ui/card";
import { LinkButton, TextLink } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { DetailsQueryState, NotAllowed } from "@/components/ui/screen-states";
import { apiPost } from "@/lib/shared/api-client";
import { downloadFile } from "@/lib/shared/api-download";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import type { InvoiceDetails } from "../contract";
import type { InvoiceDialogKind } from "./invoice-dialogs";
import { HeadRow, InvoiceDocument, usePdfDownload } from "./invoice-document";
import { invoicesKeys } from "./keys";
import { PayIntoTrustCard } from "./pay-into-trust-card";
import { casePath, editInvoicePath, INVOICE_LIST_PATH } from "./paths";
import { InvoiceStatusBadge } from "./status-badge";

const InvoiceDialog = dynamic(() => import("./invoice-dialogs").then((m) => m.InvoiceDialog));

export function InvoiceDetailsScreen({ viewer, id }: { viewer: Viewer; id: string }) {
  const t = useTranslations("invoices");
  if (!can(viewer, "invoice.read")) {
    return <NotAllowed title={t("details.title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  return <Details id={id} />;
}

function Details({ id }: { id: string }) {
  const q = useQuery({ queryKey: invoicesKeys.detail(id), queryFn: ({ signal }) => apiPost<InvoiceDetails>("invoices/details", { id }, { signal }) });
  return (
    <DetailsQueryState namespace="invoices" query={q} backHref={INVOICE_LIST_PATH}>
      {(inv) => <InvoiceView inv={inv} />}
    </DetailsQueryState>
  );
}

function InvoiceView({ inv }: { inv: InvoiceDetails }) {
  const t = useTranslations("invoices");
  const [dialog, setDialog] = useState<InvoiceDialogKind | null>(null);
  const pdf = usePdfDownload(() => downloadFile("invoices/pdf", { id: inv.id }, `Invoice ${inv.displayNumber}.pdf`));
  const a = inv.actions;
  return (
    <>
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {t("details.heading", { number: inv.displayNumber })}
            <InvoiceStatusBadge status={inv.status} />
          </span>
        }
        description={inv.client.name}
        actions={
          <>
            {a.update ? <LinkButton href={editInvoicePath(inv.id)}>{t("actions.edit")}</LinkButton> : null}
            {a.send ? <Button variant={inv.sentAt ? "secondary" : "primary"} onClick={() => setDialog("send")}>{t(inv.sentAt ? "actions.sendAgain" : "actions.send")}</Button> : null}
            {a.recordPayment ? <Button onClick={() => setDialog("payment")}>{t("actions.recordPayment")}</Button> : null}
            {a.markDeposited ? <Button variant="secondary" onClick={() => setDialog("deposit")}>{t("actions.markDeposited")}</Button> : null}
            <Button variant="secondary" loading={pdf.isPending} onClick={() => pdf.mutate()}>
              {t("actions.downloadPdf")}
            </Button>
            {a.void ? <Button variant="danger" onClick={() => setDialog("void")}>{t("actions.void")}</Button> : null}
          </>
        }
      />
      {inv.status === "void" ? (
        <Card role="note" className="mb-6 border-danger">
          <p className="text-sm">{t("details.voidNote", { reason: inv.voidReason ?? "—" })}</p>
        </Card>
      ) : null}
      {inv.status === "delivery_error" ? (
        <Card role="note" className="mb-6 border-danger">
          <p className="text-sm">{t("details.deliveryErrorNote", { email: inv.billToEmail ?? "—" })}</p>
        </Card>
      ) : null}
      <div className="grid gap-6 xl:grid-cols-[1fr_22rem]">
        <CardSection title={t("details.invoice")}>
          <InvoiceDocument doc={inv} />
          {inv.cases.length ? (
            <p className="mt-4 flex flex-wrap gap-2 text-sm">
              <span className="text-fg-muted">{t("details.openCase")}</span>
              {inv.cases.map((c) => (
                <TextLink key={c.id} href={casePath(c.id)}>
                  {c.caseNumber}
                </TextLink>
              ))}
            </p>
          ) : null}
        </CardSection>
        <div className="grid h-fit gap-6">
          <Timeline inv={inv} />
          {inv.status !== "void" ? <PayIntoTrustCard inv={inv} /> : null}
        </div>
      </div>
      <Payments inv={inv} onRefund={(p) => setDialog({ refund: p })} />
      {dialog ? <InvoiceDialog kind={dialog} invoice={inv} onClose={() => setDialog(null)} /> : null}
    </>
  );
}

function Timeline({ inv }: { inv: InvoiceDetails }) {
  const t = useTranslations("invoices.timeline");
  const tm = useTranslations("invoices.method");
  const f = useFormat();
  const events: { key: string; label: string; when: string }[] = [{ key: "created", label: t("created"), when: f.dateTime(inv.createdAt) }];
  if (inv.sentAt) events.push({ key: "sent", label: t("sent", { email: inv.sentTo ?? inv.billToEmail ?? "" }), when: f.dateTime(inv.sentAt) });
  if (inv.viewedAt) events.push({ key: "viewed", label: t("viewed"), when: f.dateTime(inv.viewedAt) });
  for (const p of inv.payments) {
    events.push({ key: `p-${p.id}`, label: t("payment", { amount: f.currency(p.amountCents), method: tm(p.method) }), when: f.date(p.paidOn) });
    for (const r of p.refunds) events.push({ key: `r-${r.id}`, label: t("refund", { amount: f.currency(r.amountCents), status: r.status }), when: f.dateTime(r.createdAt) });
    if (p.dispute) events.push({ key: `dp-${p.id}`, label: t(p.dispute.status === "open" ? "disputeOpen" : p.dispute.status === "won" ? "disputeWon" : "disputeLost", { amount: f.currency(p.dispute.amountCents) }), when: "" });
  }
  if (inv.paidAt) events.push({ key: "paid", label: t("paid"), when: f.dateTime(inv.paidAt) });
  const deposits = [...new Set(inv.payments.map((p) => p.depositedOn).filter((d): d is string => d !== null))].sort();
  for (const d of deposits) events.push({ key: `d-${d}`, label: t("deposited"), when: f.date(d) });
  if (inv.status === "void") events.push({ key: "void", label: t("voided", { reason: inv.voidReason ?? "" }), when: inv.voidedAt ? f.dateTime(inv.voidedAt) : "" });
  return (
    <CardSection title={t("title")}>
      <ol className="grid gap-3 border-l border-border pl-4 text-sm" aria-label={t("title")}>
        {events.map((e) => (
          <li key={e.key} className="relative">
            <span aria-hidden="true" className="absolute -left-[1.36rem] top-1.5 size-2.5 rounded-full bg-primary" />
            <p className="font-medium">{e.label}</p>
            {e.when ? <p className="text-xs text-fg-muted">{e.when}</p> : null}
          </li>
        ))}
      </ol>
    </CardSection>
  );
}

function Payments({ inv, onRefund }: { inv: InvoiceDetails; onRefund: (p: InvoiceDetails["payments"][number]) => void }) {
  const t = useTranslations("invoices.payments");
  const tm = useTranslations("invoices.method");
  const f = useFormat();
  return (
    <CardSection title={t("title")} className="mt-6">
      {inv.payments.length === 0 ? (
        <p className="text-sm text-fg-muted">{t("none")}</p>
      ) : (
        <ScrollBox label={t("title")}>
          <table className="w-full text-sm">
            <caption className="sr-only">{t("title")}</caption>
            <HeadRow cells={[[t("paidOn")], [t("amount"), true], [t("method")], [t("reference")], [t("depositedOn")], [t("recordedBy")], [t("actions")]]} />
            <tbody>
              {inv.payments.map((p) => (
                <tr key={p.id} className="border-b border-border">
                  <td className="py-2 pr-3">{f.date(p.paidOn)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {f.currency(p.amountCents)}
                    {p.refundedCents > 0 ? <span className="block text-xs text-fg-muted">{t("refunded", { amount: f.currency(p.refundedCents) })}</span> : null}
                    {p.dispute ? (
                      <span className={`block text-xs ${p.dispute.status === "won" ? "text-fg-muted" : "text-danger"}`}>
                        {p.dispute.status === "open" ? t("disputed") : p.dispute.status === "won" ? t("disputeWon") : t("disputeLost", { amount: f.currency(p.dispute.amountCents) })}
                      </span>
                    ) : null}
                  </td>
                  <td className="py-2 pr-3">{tm(p.method)}</td>
                  <td className="py-2 pr-3">{p.reference ?? "—"}</td>
                  <td className="py-2 pr-3">{p.depositedOn ? f.date(p.depositedOn) : t("notDeposited")}</td>
                  <td className="py-2 pr-3">{p.recordedBy?.name ?? (p.account ? t(p.account === "trust" ? "onlineTrust" : "onlineOperating") : "—")}</td>
                  <td className="py-2 text-right">
                    {p.refundableCents > 0 ? (
                      <Button size="sm" variant="secondary" aria-label={t("refundLabel", { amount: f.currency(p.amountCents), date: f.date(p.paidOn) })} onClick={() => onRefund(p)}>
                        {t("refund")}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
    </CardSection>
  );
}
