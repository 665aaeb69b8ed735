"use client";
// "Fees & invoices" on the case screen (composed in app/ as the case's money slot; cases does not import
// invoices): the case's USCIS fees as the server computed them from the fee schedule on the postmark date
// (invoices/case-money: the date picked, else the case's receipt date, else today — the screen never
// recomputes an amount), the fees to bill ticked (every offered fee at first), "Create invoice" making the
// draft for the case's client from them (invoices/create-from-case) and opening it; below, the case's invoices
// with "New invoice" for a hand-written one.
import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { DataTable, type Column } from "@/components/ui/data-table";
import { inputClass } from "@/components/ui/input-class";
import { LinkButton } from "@/components/ui/link-button";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import type { CaseFeeLine, CaseMoney, InvoiceDetails } from "../contract";
import { useInvoiceColumns } from "./invoice-columns";
import { invoicesKeys } from "./keys";
import { invoiceDetailsPath, newInvoicePath } from "./paths";

export function CaseMoneyCard({ viewer, petitionId }: { viewer: Viewer; petitionId: string }) {
  const t = useTranslations("invoices.caseMoney");
  const tn = useTranslations("invoices");
  // The fee names as the fees module words them (messages fees "fee"), in the reader's language.
  const tf = useTranslations("fees");
  const f = useFormat();
  const qc = useQueryClient();
  const router = useRouter();
  const [picked, setPicked] = useState<string | null>(null);
  const body = { petitionId, ...(picked ? { postmarkDate: picked } : {}) };
  const q = useQuery({
    queryKey: [...invoicesKeys.all, "case-money", petitionId, picked ?? ""],
    queryFn: ({ signal }) => apiPost<CaseMoney>("invoices/case-money", body, { signal }),
    enabled: can(viewer, "invoice.read"),
    placeholderData: keepPreviousData,
  });
  const data = q.data;
  const offered = useMemo(() => data?.fees?.lines.filter((l) => l.selectable).map((l) => l.code) ?? [], [data]);
  // Unticked codes (every offered fee is ticked until unticked), per postmark date.
  const [unticked, setUnticked] = useState<Record<string, true>>({});
  const selected = offered.filter((c) => !unticked[c]);
  const selectedCents = data?.fees?.lines.filter((l) => selected.includes(l.code)).reduce((a, l) => a + l.amountCents, 0) ?? 0;

  const create = useMutation({
    mutationFn: () => apiPost<InvoiceDetails>("invoices/create-from-case", { petitionId, postmarkDate: data!.postmarkDate, codes: selected }),
    onSuccess: async (d) => {
      toast.success(t("created", { number: d.displayNumber }));
      await qc.invalidateQueries({ queryKey: invoicesKeys.all });
      router.push(invoiceDetailsPath(d.id));
    },
    onError: (e) => toast.error(errorMessage(e)),
  });

  const invoiceColumns = useInvoiceColumns({ showClient: false, showCases: false }).map((c) => ({ ...c, sortable: false }));
  if (!can(viewer, "invoice.read")) return null;

  const feeColumns: Column<CaseFeeLine>[] = [
    {
      key: "pick",
      header: <span className="sr-only">{t("fee")}</span>,
      className: "w-10",
      cell: (l) => (
        <input
          type="checkbox"
          className="size-4 accent-primary"
          aria-label={t("pick", { fee: tf(`fee.${l.code}`) })}
          checked={l.selectable && !unticked[l.code]}
          disabled={!l.selectable || !data?.canCreate}
          onChange={(e) => setUnticked((u) => (e.target.checked ? Object.fromEntries(Object.entries(u).filter(([k]) => k !== l.code)) : { ...u, [l.code]: true }))}
        />
      ),
    },
    {
      key: "fee",
      header: t("fee"),
      cell: (l) => (
        <span className="grid">
          <span>{tf(`fee.${l.code}`)}</span>
          {!l.counted ? <span className="text-xs text-fg-muted">{t("needsFacts")}</span> : null}
        </span>
      ),
    },
    { key: "form", header: t("form"), cell: (l) => l.form },
    { key: "payer", header: t("payer"), cell: (l) => t(`payers.${l.payer}`) },
    { key: "amount", header: t("amount"), className: "text-right", cell: (l) => <span className="tabular-nums">{l.amountCents === 0 ? t("noFee") : f.currency(l.amountCents)}</span> },
  ];

  const newButton = can(viewer, "invoice.manage") && data?.client ? <LinkButton size="sm" variant="secondary" href={newInvoicePath({ companyId: data.client.id, petitionId })}>{tn("new")}</LinkButton> : null;

  return (
    <CardSection title={t("title")} actions={newButton}>
      {q.error && !data ? (
        <div role="alert" className="grid justify-items-start gap-2 text-sm">
          <p className="text-danger">{t("loadError")}</p>
          <Button size="sm" variant="secondary" onClick={() => q.refetch()}>
            {t("retry")}
          </Button>
        </div>
      ) : (
        <div className="grid gap-4">
          {data ? <p className="text-sm text-fg-muted">{data.client ? t("intro", { client: data.client.name }) : t("noClient")}</p> : null}
          {data?.fees ? (
            <>
              <label className="grid max-w-xs gap-1 text-sm">
                {t("postmarkDate")}
                <input
                  type="date"
                  className={inputClass}
                  value={data.postmarkDate}
                  required
                  onChange={(e) => {
                    if (!e.target.value) return;
                    setPicked(e.target.value);
                    setUnticked({});
                  }}
                />
                <span className="text-xs text-fg-muted">{t(`postmarkFrom.${data.postmarkFrom}`)}</span>
              </label>
              <section className="grid gap-2" aria-labelledby={`case-fees-${petitionId}`}>
                <h3 id={`case-fees-${petitionId}`} className="text-sm font-semibold">
                  {t("feesTitle")}
                </h3>
                {data.fees.missing.includes("kind") ? <p className="text-sm text-fg-muted">{t("needsKind")}</p> : null}
                <DataTable caption={t("feesCaption")} columns={feeColumns} rows={data.fees.lines} rowKey={(l) => l.code} isLoading={q.isFetching} emptyTitle={t("noFees")} density="compact" />
                {data.canCreate ? (
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="text-sm" aria-live="polite" data-testid="case-fees-selected">
                      {t("selected", { count: selected.length, amount: f.currency(selectedCents) })}
                    </p>
                    <Button size="sm" disabled={selected.length === 0 || q.isFetching || create.isPending} onClick={() => create.mutate()}>
                      {create.isPending ? t("creating") : t("create")}
                    </Button>
                  </div>
                ) : null}
              </section>
            </>
          ) : null}
          <section className="grid gap-2" aria-labelledby={`case-invoices-${petitionId}`}>
            <h3 id={`case-invoices-${petitionId}`} className="text-sm font-semibold">
              {t("invoicesTitle")}
            </h3>
            <DataTable
              caption={t("invoicesCaption")}
              columns={invoiceColumns}
              rows={data?.invoices}
              rowKey={(r) => r.id}
              isLoading={q.isFetching && !data}
              emptyTitle={t("empty")}
              emptyDescription={t("emptyDescription")}
              density="compact"
            />
          </section>
        </div>
      )}
    </CardSection>
  );
}
