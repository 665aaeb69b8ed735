"use client";
// The invoice as the client reads it (the firm's details screen and the client's link show the same): who
// bills whom, dates, the lines, the totals, paid and the balance due, notes. TotalsList is also the form's.
// A fee line reads in the reader's language: the server names it so (shownDescription, line-names.ts), on the
// client's link and on the firm's details screen alike; a line the firm typed stays as typed.
import { useTranslations } from "next-intl";
import { useMutation } from "@tanstack/react-query";
import { ScrollBox } from "@/components/ui/scroll-box";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import type { InvoiceDetails, PublicInvoice } from "../contract";
import { formatRate } from "./money-input";

type Doc = Pick<InvoiceDetails & PublicInvoice, "displayNumber" | "issueDate" | "dueDate" | "billToName" | "billToEmail" | "notes" | "lines"> &
  TotalsProps & { cases: { caseNumber: string }[] };

type TotalsProps = { subtotalCents: number; discountCents: number; taxRateBp?: number; taxCents: number; totalCents: number; paidCents?: number; balanceCents?: number };

export function TotalsList(p: TotalsProps) {
  const t = useTranslations("invoices.totals");
  const f = useFormat();
  const row = (label: string, cents: number, o: { strong?: boolean; testId?: string } = {}) => (
    <>
      <dt className={o.strong ? "border-t border-border pt-1 font-semibold" : undefined}>{label}</dt>
      <dd className={`text-right tabular-nums ${o.strong ? "border-t border-border pt-1 font-semibold" : ""}`} data-testid={o.testId}>
        {f.currency(cents)}
      </dd>
    </>
  );
  return (
    <dl className="grid h-fit grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-md bg-surface-muted p-4 text-sm" aria-label={t("label")}>
      {row(t("subtotal"), p.subtotalCents, { testId: "invoice-subtotal" })}
      {p.discountCents ? row(t("discount"), -p.discountCents) : null}
      {row(p.taxRateBp ? t("taxAt", { rate: formatRate(p.taxRateBp) }) : t("tax"), p.taxCents, { testId: "invoice-tax" })}
      {row(t("total"), p.totalCents, { strong: true, testId: "invoice-total" })}
      {p.paidCents !== undefined ? row(t("paid"), p.paidCents, { testId: "invoice-paid" }) : null}
      {p.balanceCents !== undefined ? row(t("balance"), p.balanceCents, { strong: true, testId: "invoice-balance" }) : null}
    </dl>
  );
}

export function InvoiceDocument({ doc, from }: { doc: Doc; from?: string }) {
  const t = useTranslations("invoices");
  const tk = useTranslations("invoices.kind");
  const f = useFormat();
  return (
    <div className="grid gap-6">
      <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {from ? (
          <div>
            <dt className="text-fg-muted">{t("document.from")}</dt>
            <dd className="font-medium">{from}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-fg-muted">{t("document.billTo")}</dt>
          <dd className="font-medium">{doc.billToName}</dd>
          {doc.billToEmail ? <dd className="break-all text-fg-muted">{doc.billToEmail}</dd> : null}
        </div>
        <div>
          <dt className="text-fg-muted">{t("columns.issueDate")}</dt>
          <dd>{f.date(doc.issueDate)}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t("columns.dueDate")}</dt>
          <dd>{f.date(doc.dueDate)}</dd>
        </div>
        {doc.cases.length ? (
          <div>
            <dt className="text-fg-muted">{t("columns.cases")}</dt>
            <dd>{doc.cases.map((c) => c.caseNumber).join(", ")}</dd>
          </div>
        ) : null}
      </dl>
      <ScrollBox label={t("document.lines", { number: doc.displayNumber })}>
        <table className="w-full text-sm">
          <caption className="sr-only">{t("document.lines", { number: doc.displayNumber })}</caption>
          <HeadRow cells={[[t("form.description")], [t("form.kind")], [t("form.quantity"), true], [t("form.unitPrice"), true], [t("form.amount"), true]]} />
          <tbody>
            {doc.lines.map((l) => (
              <tr key={l.id} className="border-b border-border">
                <td className="cell-text py-2 pr-3">
                  {l.shownDescription}
                  {l.taxable ? null : <span className="ml-2 text-xs text-fg-muted">{t("document.notTaxed")}</span>}
                </td>
                <td className="py-2 pr-3">{tk(l.kind)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{l.quantity}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{f.currency(l.unitCents)}</td>
                <td className="py-2 text-right tabular-nums">{f.currency(l.amountCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      <div className="grid gap-6 md:grid-cols-[1fr_20rem]">
        <div className="text-sm">
          {doc.notes ? (
            <>
              <h3 className="font-semibold">{t("form.notes")}</h3>
              <p className="whitespace-pre-line">{doc.notes}</p>
            </>
          ) : null}
        </div>
        <TotalsList {...doc} />
      </div>
    </div>
  );
}

/** The "Download PDF" button's call (a file answer), its failure in a toast. */
export function usePdfDownload(download: () => Promise<void>) {
  return useMutation({ mutationFn: download, onError: (e) => toast.error(errorMessage(e)) });
}

/** The header row of a small table: [label, right-aligned?] per column. */
export function HeadRow({ cells }: { cells: [string, boolean?][] }) {
  return (
    <thead className="border-b border-border text-left text-fg-muted">
      <tr>
        {cells.map(([label, right]) => (
          <th key={label} scope="col" className={`py-2 pr-3 font-semibold last:pr-0 ${right ? "text-right" : ""}`}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
