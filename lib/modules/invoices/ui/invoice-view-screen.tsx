"use client";
// /app/invoice-view?token= — the client's page, opened from the e-mailed link (no sign-in): the firm, the
// invoice's number, status, dates, lines, totals, what is paid and the balance due, and its PDF. The token
// goes as Authorization: Bearer (/api/invoices/token/view, token/pdf); the first opening marks it viewed.
// A link that expired (410 QUESTIONNAIRE_EXPIRED: ask the firm to send it again), an invoice the firm voided
// (410 QUESTIONNAIRE_SUBMITTED) or an unknown or replaced link (404) says so in the reader's language.
// "Pay online" (pay-online.tsx) when the firm set up its Stripe account; else how to pay the firm.
import { useTranslations } from "next-intl";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { ResultCard, TokenLinkState } from "@/lib/modules/account/ui";
import { apiPost } from "@/lib/shared/api-client";
import { downloadFile } from "@/lib/shared/api-download";
import { TOKEN_LINK_QUERY, type LinkGoneReason } from "@/lib/shared/token-link";
import type { PublicInvoice } from "../contract";
import { InvoiceDocument, usePdfDownload } from "./invoice-document";
import { invoicesKeys } from "./keys";
import { PayOnline } from "./pay-online";
import { InvoiceStatusBadge } from "./status-badge";

export function InvoiceViewScreen({ token, firmName }: { token: string; firmName: string }) {
  const t = useTranslations("invoices.view");
  const q = useQuery({
    queryKey: invoicesKeys.token(token),
    queryFn: ({ signal }) => apiPost<PublicInvoice>("invoices/token/view", {}, { token, signal }),
    enabled: Boolean(token),
    ...TOKEN_LINK_QUERY,
  });
  if (!token) return <Gone reason="unknown" firmName={firmName} />;
  return (
    <TokenLinkState query={q} labels={{ loading: t("loading"), loadError: t("loadError"), retry: t("retry") }} gone={(reason) => <Gone reason={reason} firmName={firmName} />}>
      {(inv) => <ClientInvoice token={token} inv={inv} />}
    </TokenLinkState>
  );
}

const GONE_TEXT = {
  unknown: { title: "unknownTitle", text: "unknown" },
  expired: { title: "expiredTitle", text: "expired" },
  submitted: { title: "voidTitle", text: "void" },
} as const;

function Gone({ reason, firmName }: { reason: LinkGoneReason; firmName: string }) {
  const t = useTranslations("invoices.view");
  const { title, text } = GONE_TEXT[reason];
  return (
    <ResultCard tone="warning" title={t(title)} autoFocus={false}>
      <p>{t(text, { firm: firmName })}</p>
    </ResultCard>
  );
}

function ClientInvoice({ token, inv }: { token: string; inv: PublicInvoice }) {
  const t = useTranslations("invoices.view");
  const pdf = usePdfDownload(() => downloadFile("invoices/token/pdf", {}, `Invoice ${inv.displayNumber}.pdf`, { token }));
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 rounded-lg border border-border bg-surface p-6 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm text-fg-muted">{inv.firmName}</p>
          <h1 className="flex flex-wrap items-center gap-3 text-2xl font-semibold">
            {t("heading", { number: inv.displayNumber })}
            <InvoiceStatusBadge status={inv.status} />
          </h1>
        </div>
        <Button variant="secondary" loading={pdf.isPending} onClick={() => pdf.mutate()}>
          {t("downloadPdf")}
        </Button>
      </div>
      <InvoiceDocument doc={inv} from={inv.firmName} />
      <PayOnline token={token} inv={inv} />
      {inv.balanceCents > 0 && !inv.onlinePayment.available ? <p className="text-sm text-fg-muted">{t("howToPay", { firm: inv.firmName })}</p> : null}
    </div>
  );
}
