"use client";
// /app/generate-invoice: a new invoice (?companyId=&petitionId= preselect a client and its case), or a draft
// changed (?id=). The client, its cases, the lines (line-items.tsx), discount, tax rate, dates, bill-to e-mail
// and notes; the totals live, with the server's own arithmetic (money.ts invoiceTotals through form-values.ts).
// Save → the invoice's details page. Refusals under the fields (the form's reading, then the server's 422).
import { useEffect, useMemo, useRef, useState } from "react";
import dynamic from "next/dynamic";
import { useForm, useFormContext, useWatch } from "react-hook-form";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Card, CardSection } from "@/components/ui/card";
import { FieldGroupError, useGroupError } from "@/components/ui/field-group-error";
import { Form, showApiErrors } from "@/components/ui/form";
import { TextLink } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { DetailsQueryState, NotAllowed } from "@/components/ui/screen-states";
import { SelectField } from "@/components/ui/select-field";
import { TextArea } from "@/components/ui/text-area";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { useClientOptions } from "@/lib/modules/companies/ui";
import { apiList, apiPost } from "@/lib/shared/api-client";
import { addDays } from "@/lib/shared/calendar/days";
import { useToday } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import { isoToUsDate, usDateToIso } from "@/lib/shared/validation/rules";
import type { Viewer } from "@/lib/shared/viewer";
import type { CaseListRow } from "@/lib/modules/cases/contract";
import type { FeeLineResult } from "@/lib/modules/fees/ui";
import type { InvoiceDetails } from "../contract";
import { draftValues, feeLineValues, liveTotals, newInvoiceValues, readInvoiceForm, TERMS_DAYS, withFeeLines, type InvoiceFormValues } from "./form-values";
import { invoicesKeys } from "./keys";
import { TotalsList } from "./invoice-document";
import { LineItems } from "./line-items";
import { INVOICE_LIST_PATH, invoiceDetailsPath } from "./paths";
import { useLeaveGuard } from "./use-leave-guard";

// The fees dialog (its facts form and table) loads when a case's fees are asked for.
const CaseFeesDialog = dynamic(() => import("@/lib/modules/fees/ui").then((m) => m.CaseFeesDialog));

export function InvoiceFormScreen({ viewer, id, companyId, petitionId }: { viewer: Viewer; id?: string; companyId?: string; petitionId?: string }) {
  const t = useTranslations("invoices");
  if (!can(viewer, "invoice.manage")) {
    return <NotAllowed title={t("form.newTitle")} message={t("notAllowed.title")} description={t("notAllowed.manage")} backLabel={t("notAllowed.back")} />;
  }
  return id ? <EditDraft id={id} /> : <InvoiceForm preset={{ companyId, petitionId }} />;
}

function EditDraft({ id }: { id: string }) {
  const t = useTranslations("invoices");
  const q = useQuery({ queryKey: invoicesKeys.detail(id), queryFn: ({ signal }) => apiPost<InvoiceDetails>("invoices/details", { id }, { signal }) });
  return (
    <DetailsQueryState namespace="invoices" query={q} backHref={INVOICE_LIST_PATH}>
      {(d) =>
        d.actions.update ? (
          <InvoiceForm draft={d} />
        ) : (
          <>
            <PageHeader title={t("form.editTitle", { number: d.displayNumber })} />
            <Card role="alert">
              <p className="text-sm">{t("form.notDraft")}</p>
              <TextLink href={invoiceDetailsPath(d.id)}>{t("form.openDetails")}</TextLink>
            </Card>
          </>
        )
      }
    </DetailsQueryState>
  );
}

function InvoiceForm({ draft, preset = {} }: { draft?: InvoiceDetails; preset?: { companyId?: string; petitionId?: string } }) {
  const t = useTranslations("invoices.form");
  const router = useRouter();
  const qc = useQueryClient();
  const today = useToday();
  const defaults = useMemo(() => (draft ? draftValues(draft) : newInvoiceValues(today, preset)), []); // eslint-disable-line react-hooks/exhaustive-deps
  const form = useForm<InvoiceFormValues>({ defaultValues: defaults });
  const clients = useClientOptions({ includeIndividuals: true });
  const values = useWatch({ control: form.control }) as InvoiceFormValues;
  const totals = liveTotals(values);

  const save = useMutation({
    mutationFn: (body: ReturnType<typeof readInvoiceForm> & { ok: true }) =>
      draft ? apiPost<InvoiceDetails>("invoices/update", { id: draft.id, ...body.body, companyId: undefined }) : apiPost<InvoiceDetails>("invoices/create", body.body),
    onSuccess: (d) => {
      toast.success(t("saved", { number: d.displayNumber }));
      qc.invalidateQueries({ queryKey: invoicesKeys.all });
      form.reset(form.getValues());
      router.push(invoiceDetailsPath(d.id));
    },
    onError: (e) => showApiErrors(form, e),
  });
  useLeaveGuard(form.formState.isDirty && !save.isPending && !save.isSuccess);

  const submit = (v: InvoiceFormValues) => {
    form.clearErrors();
    const r = readInvoiceForm(v);
    if (!r.ok) {
      const entries = Object.entries(r.errors);
      for (const [field, code] of entries) form.setError(field as never, { type: "client", message: t(`errors.${code}`) });
      form.setFocus(entries[0][0] as never);
      return;
    }
    save.mutate(r);
  };

  return (
    <>
      <PageHeader title={draft ? t("editTitle", { number: draft.displayNumber }) : t("newTitle")} description={t("intro")} />
      <Form form={form} onSubmit={submit} className="grid gap-6" aria-label={draft ? t("editTitle", { number: draft.displayNumber }) : t("newTitle")}>
        <CardSection title={t("client")}>
          <div className="grid gap-4 md:grid-cols-2">
            {draft ? (
              <p className="text-sm">
                <span className="text-fg-muted">{t("clientField")}: </span>
                <span className="font-medium">{draft.client.name}</span>
              </p>
            ) : (
              <SelectField
                name="companyId"
                label={t("clientField")}
                required
                placeholder={clients.isLoading ? t("clientLoading") : t("clientChoose")}
                options={clients.options}
                disabled={clients.isLoading}
              />
            )}
            <TextField name="billToEmail" label={t("billToEmail")} type="email" autoComplete="off" hint={t("billToEmailHint")} />
          </div>
          <ClientCases companyId={values.companyId} />
        </CardSection>
        <CardSection title={t("items")}>
          <CasesFilingFees companyId={values.companyId} petitionIds={values.petitionIds ?? []} />
          <LineItems totals={totals} />
        </CardSection>
        <CardSection title={t("termsAndTotals")}>
          <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField name="discountCents" label={t("discount")} inputMode="decimal" placeholder="0.00" autoComplete="off" />
              <TextField name="taxRateBp" label={t("taxRate")} inputMode="decimal" placeholder="0" autoComplete="off" hint={t("taxRateHint")} />
              <IssueDate />
              <TextField name="dueDate" label={t("dueDate")} placeholder="MM/DD/YYYY" inputMode="numeric" autoComplete="off" hint={t("dueDateHint", { days: TERMS_DAYS })} />
              <SelectField
                name="language"
                label={t("language")}
                hint={t("languageHint")}
                options={[
                  { value: "", label: t("languageClient") },
                  { value: "en", label: t("languageEn") },
                  { value: "es", label: t("languageEs") },
                ]}
              />
              <TextArea name="notes" label={t("notes")} className="sm:col-span-2" rows={3} />
            </div>
            <div aria-live="polite">
              <TotalsList subtotalCents={totals.subtotalCents} discountCents={totals.discountCents} taxCents={totals.taxCents} totalCents={totals.totalCents} />
            </div>
          </div>
        </CardSection>
        <div className="flex flex-wrap items-center justify-end gap-3">
          {form.formState.isDirty ? <span className="text-sm text-fg-muted">{t("unsaved")}</span> : null}
          <Button variant="secondary" onClick={() => router.push(draft ? invoiceDetailsPath(draft.id) : INVOICE_LIST_PATH)} disabled={save.isPending}>
            {t("cancel")}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t("save")}
          </Button>
        </div>
      </Form>
    </>
  );
}

/** The issue date; while the due date was not typed by hand, it follows at TERMS_DAYS. */
function IssueDate() {
  const t = useTranslations("invoices.form");
  const { control, setValue, getFieldState } = useFormContext<InvoiceFormValues>();
  const issue = useWatch({ control, name: "issueDate" });
  useEffect(() => {
    const iso = usDateToIso(issue ?? "");
    if (iso && !getFieldState("dueDate").isDirty) setValue("dueDate", isoToUsDate(addDays(iso, TERMS_DAYS)) ?? "");
  }, [issue, getFieldState, setValue]);
  return <TextField name="issueDate" label={t("issueDate")} placeholder="MM/DD/YYYY" inputMode="numeric" autoComplete="off" />;
}

/** The client's cases (the case list filtered by client, newest first, the first 100). */
function useClientCases(companyId: string) {
  return useQuery({
    queryKey: invoicesKeys.clientCases(companyId),
    queryFn: ({ signal }) =>
      apiList<CaseListRow>("petition/list", { page: 1, perpage: 100, sortBy: "createdAt", sortOrder: "desc", filter: { matcher: { petitionerIds: [companyId] } } }, { signal }),
    enabled: Boolean(companyId),
    staleTime: 60_000,
  });
}

/**
 * "USCIS filing fees of 2026-000002" for each case ticked: the fees module's dialog computes them (postmark
 * date, facts, who pays) and its counted lines are added as filing-fee lines of that case.
 */
function CasesFilingFees({ companyId, petitionIds }: { companyId: string; petitionIds: string[] }) {
  const t = useTranslations("invoices.form");
  const tf = useTranslations("fees");
  const { getValues, setValue } = useFormContext<InvoiceFormValues>();
  const cases = useClientCases(companyId).data?.data.filter((c) => petitionIds.includes(c.id)) ?? [];
  const [open, setOpen] = useState<{ id: string; caseNumber: string } | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  if (cases.length === 0) return null;
  const add = (fees: FeeLineResult[]) => {
    const lines = feeLineValues(fees.map((f) => ({ amountCents: f.amountCents, description: tf(`fee.${f.code}`), code: f.code })), open!.id);
    setValue("lines", withFeeLines(getValues("lines"), lines), { shouldDirty: true });
    setAdded(t("feesAdded", { count: lines.length, number: open!.caseNumber }));
    setOpen(null);
  };
  return (
    <div className="mb-4 grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {cases.map((c) => (
          <Button key={c.id} variant="secondary" size="sm" onClick={() => setOpen({ id: c.id, caseNumber: c.caseNumber })}>
            {t("caseFees", { number: c.caseNumber })}
          </Button>
        ))}
      </div>
      <p role="status" className="text-sm text-fg-muted">
        {added}
      </p>
      {open ? <CaseFeesDialog petitionId={open.id} caseNumber={open.caseNumber} open onOpenChange={(o) => !o && setOpen(null)} onAdd={add} /> : null}
    </div>
  );
}

/** The chosen client's cases: tick those this invoice is for. */
function ClientCases({ companyId }: { companyId: string }) {
  const t = useTranslations("invoices.form");
  const { register, setValue } = useFormContext<InvoiceFormValues>();
  // Another client chosen: the cases ticked were the previous client's.
  const shownFor = useRef(companyId);
  useEffect(() => {
    if (shownFor.current === companyId) return;
    shownFor.current = companyId;
    setValue("petitionIds", [], { shouldDirty: true });
  }, [companyId, setValue]);
  const q = useClientCases(companyId);
  const error = useGroupError("petitionIds");
  if (!companyId) return null;
  return (
    <fieldset className="mt-4 grid gap-2" aria-describedby={error ? "invoice-cases-error" : undefined}>
      <legend className="text-sm font-medium text-fg">{t("cases")}</legend>
      {q.isPending ? (
        <p className="text-sm text-fg-muted">{t("casesLoading")}</p>
      ) : q.isError ? (
        <p className="text-sm text-danger">{t("casesError")}</p>
      ) : q.data.data.length === 0 ? (
        <p className="text-sm text-fg-muted">{t("noCases")}</p>
      ) : (
        <div className="grid gap-1 sm:grid-cols-2">
          {q.data.data.map((c) => (
            <label key={c.id} className="flex items-start gap-2 text-sm">
              <input type="checkbox" value={c.id} className="mt-0.5 size-4 accent-primary" {...register("petitionIds")} />
              <span>
                <span className="font-medium">{c.caseNumber}</span>
                {c.beneficiaryName || c.typeName ? <span className="text-fg-muted"> — {[c.typeName, c.beneficiaryName].filter(Boolean).join(", ")}</span> : null}
              </span>
            </label>
          ))}
        </div>
      )}
      <FieldGroupError name="petitionIds" id="invoice-cases-error" />
    </fieldset>
  );
}
