"use client";
// "Payment worksheet" beside a case's USCIS filing fees: per payment form (G-1450 card, G-1650 ACH) the
// worksheet the paralegal copies onto the official form — the case, the fee lines (form, fee, amount, who pays),
// the total and the totals by payer (/api/uscis-forms/payment-worksheet, the postmark date of the fees card).
// No card or bank number is asked for or shown: the payer writes them on the official form. When a platform
// admin has uploaded an edition of the form for that date, its blank is offered instead; else the worksheet's
// PDF to print (uscis-forms/payment-worksheet-pdf).
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { Modal } from "@/components/ui/modal";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { downloadFile } from "@/lib/shared/api-download";
import { useFormat } from "@/lib/shared/format/use-format";
import type { Payer } from "../schedule";
import { feesKeys } from "./keys";

const PAYMENT_FORMS = ["G-1450", "G-1650"] as const;
type PaymentForm = (typeof PAYMENT_FORMS)[number];

/** The answer of uscis-forms/payment-worksheet (the uscis-forms module's PaymentWorksheet; fees does not import it). */
type Worksheet = {
  form: PaymentForm;
  title: string;
  caseNumber: string;
  petitionerName: string | null;
  beneficiaryName: string | null;
  postmarkDate: string;
  lines: { code: string; form: string; label: string; amountCents: number; payer: Payer; counted: boolean }[];
  totalCents: number;
  byPayer: Record<Payer, number>;
  missing: string[];
  edition: { id: string; edition: string; validFrom: string; validTo: string | null } | null;
};

export function PaymentWorksheetButtons({ petitionId, postmarkDate }: { petitionId: string; postmarkDate: string }) {
  const t = useTranslations("uscisForms.worksheet");
  const [open, setOpen] = useState<PaymentForm | null>(null);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-fg-muted">{t("intro")}</span>
      {PAYMENT_FORMS.map((form) => (
        <Button key={form} size="sm" variant="secondary" onClick={() => setOpen(form)}>
          {t("open", { form })}
        </Button>
      ))}
      {open ? <WorksheetDialog petitionId={petitionId} postmarkDate={postmarkDate} form={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

function WorksheetDialog({ petitionId, postmarkDate, form, onClose }: { petitionId: string; postmarkDate: string; form: PaymentForm; onClose: () => void }) {
  const t = useTranslations("uscisForms.worksheet");
  const tf = useTranslations("fees");
  const f = useFormat();
  const q = useQuery({
    queryKey: [...feesKeys.all, "worksheet", petitionId, form, postmarkDate],
    queryFn: ({ signal }) => apiPost<Worksheet>("uscis-forms/payment-worksheet", { petitionId, form, postmarkDate }, { signal }),
  });
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const w = q.data;
  const edition = w?.edition ?? null;
  const footer = w ? (
    edition ? (
      <Button
        onClick={() => {
          setDownloadError(null);
          downloadFile("uscis-forms/editions/blank", { id: edition.id }, `Form ${w.form} (${edition.edition.replace(/\//g, "-")}).pdf`).catch((e) => setDownloadError(errorMessage(e)));
        }}
      >
        {t("downloadBlank", { form: w.form, edition: edition.edition })}
      </Button>
    ) : (
      <Button
        onClick={() => {
          setDownloadError(null);
          downloadFile("uscis-forms/payment-worksheet-pdf", { petitionId, form, postmarkDate }, `${form} worksheet.pdf`).catch((e) => setDownloadError(errorMessage(e)));
        }}
      >
        {t("print")}
      </Button>
    )
  ) : null;
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} size="lg" title={t("title", { form })} footer={footer}>
      {q.error ? <FormAlert message={errorMessage(q.error)} /> : null}
      <FormAlert message={downloadError} />
      {w ? (
        <div className="grid gap-3 text-sm" data-testid="payment-worksheet">
          {w.edition ? <p className="rounded-md border border-border bg-surface p-2">{t("editionOnFile", { form: w.form, edition: w.edition.edition })}</p> : <p className="text-fg-muted">{t("copyHint", { form: w.form })}</p>}
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
            <dt className="text-fg-muted">{t("form")}</dt>
            <dd>
              {w.form} — {w.title}
            </dd>
            <dt className="text-fg-muted">{t("case")}</dt>
            <dd>{w.caseNumber}</dd>
            <dt className="text-fg-muted">{t("petitioner")}</dt>
            <dd>{w.petitionerName ?? "—"}</dd>
            <dt className="text-fg-muted">{t("beneficiary")}</dt>
            <dd>{w.beneficiaryName ?? "—"}</dd>
            <dt className="text-fg-muted">{t("postmarkDate")}</dt>
            <dd>{f.date(w.postmarkDate)}</dd>
          </dl>
          <table className="w-full text-left">
            <caption className="sr-only">{t("linesCaption")}</caption>
            <thead>
              <tr className="text-fg-muted">
                <th className="p-1">{t("lineForm")}</th>
                <th className="p-1">{t("lineFee")}</th>
                <th className="p-1 text-right">{t("lineAmount")}</th>
                <th className="p-1">{t("linePayer")}</th>
              </tr>
            </thead>
            <tbody>
              {w.lines.map((l) => (
                <tr key={l.code} className="border-t border-border">
                  <td className="p-1">{l.form}</td>
                  <td className="p-1">
                    {tf(`fee.${l.code}`)}
                    {!l.counted ? <span className="block text-xs text-fg-muted">{t("notCounted")}</span> : null}
                  </td>
                  <td className={`p-1 text-right tabular-nums ${l.counted ? "" : "text-fg-muted line-through"}`}>{f.currency(l.amountCents)}</td>
                  <td className="p-1">{tf(`payer.${l.payer}`)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t border-border font-medium">
                <td className="p-1" colSpan={2}>
                  {t("total")}
                </td>
                <td className="p-1 text-right tabular-nums" data-testid="worksheet-total">
                  {f.currency(w.totalCents)}
                </td>
                <td />
              </tr>
              {(Object.keys(w.byPayer) as Payer[])
                .filter((p) => w.byPayer[p] > 0)
                .map((p) => (
                  <tr key={p} className="text-fg-muted">
                    <td className="p-1" colSpan={2}>
                      {t("byPayer", { payer: tf(`payer.${p}`) })}
                    </td>
                    <td className="p-1 text-right tabular-nums">{f.currency(w.byPayer[p])}</td>
                    <td />
                  </tr>
                ))}
            </tfoot>
          </table>
          {w.missing.length ? <p className="text-warning-strong">{t("missingFacts")}</p> : null}
          <p className="text-xs text-fg-muted">{t("noNumbers", { form: w.form })}</p>
        </div>
      ) : null}
    </Modal>
  );
}
