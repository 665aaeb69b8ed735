"use client";
// The dialogs of the record's page, loaded when opened: "Send Section 1 link" (to the employee's e-mail or
// another), "Complete Section 2" (the shared Section 2 fields, signed by the representative) and "Send to a
// remote verifier" (an active verifier of the firm).
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { FormActions } from "@/components/form/form-actions";
import { FormDialog } from "@/components/form/form-dialog";
import { Form, showApiErrors } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { ApiError, apiList, apiPost } from "@/lib/shared/api-client";
import { toUsDateInput } from "@/lib/shared/validation/form-dates";
import { v } from "@/lib/shared/validation/zod";
import type { I9DetailsDto } from "../contract";
import {
  section1StatementBody,
  sendSection1CorrectionBody,
  sendSection1LinkBody,
  type SendLinkResult,
  type SendSection1CorrectionBody,
  type SendSection1LinkBody,
  type Section1StatementBody,
} from "../section1-contract";
import { receiptReplacedBody, type I9DocumentDto, type ReceiptReplacedBody, type Section2Body } from "../section2-contract";
import type { VerifierDto } from "../verifier-contract";
import { i9Keys } from "./keys";
import { blank, DocumentBlock, section2Defaults, section2ErrorPath, section2Resolver, Section2Fields, type Block, type Section2FormValues } from "./section2-fields";
import { TextArea } from "@/components/ui/text-area";
import { useFormat } from "@/lib/shared/format/use-format";

export function CompleteDialog({ r, onClose }: { r: I9DetailsDto; onClose: () => void }) {
  const t = useTranslations("i9.records.section2");
  const tc = useTranslations("common");
  const qc = useQueryClient();
  const form = useForm<Section2FormValues, unknown, Section2Body>({
    resolver: section2Resolver,
    defaultValues: section2Defaults({ firstDay: toUsDateInput(r.hireDate), businessName: r.employerName }),
  });
  const save = useMutation({
    mutationFn: (section2: Section2Body) => apiPost("i9/complete-section2", { id: r.id, section2 }),
    onSuccess: () => {
      toast.success(t("completed"));
      void qc.invalidateQueries({ queryKey: i9Keys.records() });
      onClose();
    },
    onError: (e) => {
      if (e instanceof ApiError && e.fields) {
        for (const [k, msg] of Object.entries(e.fields)) form.setError(section2ErrorPath(k, form.getValues()), { message: msg });
        toast.error(e.message);
      } else showApiErrors(form, e);
    },
  });
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t("completeTitle", { name: r.employeeName })} description={t("completeDescription")} size="lg">
      <Form form={form} onSubmit={(body) => save.mutate(body)} className="grid gap-6">
        <Section2Fields late={r.overdueDays} />
        <FormActions onCancel={onClose} cancelLabel={tc("cancel")} submitLabel={t("sign")} loading={save.isPending} />
      </Form>
    </Modal>
  );
}

const sendVerifierForm = z.object({ verifierId: v.uuid("Verifier") });

export function SendVerifierDialog({ r, onClose }: { r: I9DetailsDto; onClose: () => void }) {
  const t = useTranslations("i9.records.section2");
  const tc = useTranslations("common");
  const qc = useQueryClient();
  const verifiers = useQuery({
    queryKey: [...i9Keys.verifiers(), "active"],
    queryFn: ({ signal }) => apiList<VerifierDto>("i9/verifiers-list", { perpage: 100, sortBy: "name", filter: { matcher: { status: "active" } } }, { signal }),
  });
  const form = useForm<{ verifierId: string }>({ resolver: zodResolver(sendVerifierForm), defaultValues: { verifierId: "" } });
  const save = useMutation({
    mutationFn: (body: { verifierId: string }) => apiPost<SendLinkResult>("i9/send-verifier-link", { id: r.id, ...body }),
    onSuccess: (res) => {
      toast.success(t("verifierSent", { email: res.sentTo }));
      void qc.invalidateQueries({ queryKey: i9Keys.records() });
      onClose();
    },
    onError: (e) => showApiErrors(form, e),
  });
  const options = (verifiers.data?.data ?? []).map((x) => ({ value: x.id, label: x.organization ? `${x.name} (${x.organization})` : x.name }));
  const none = verifiers.isSuccess && options.length === 0;
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t("sendVerifierTitle")} description={t("sendVerifierDescription")}>
      <Form form={form} onSubmit={(body) => save.mutate(body)} className="grid gap-4">
        {none ? (
          <p className="text-sm text-fg">{t("noVerifiers")}</p>
        ) : (
          <SelectField name="verifierId" label={t("verifier")} required placeholder={verifiers.isLoading ? t("loadingVerifiers") : t("chooseVerifier")} options={options} disabled={verifiers.isLoading} />
        )}
        <FormActions onCancel={onClose} cancelLabel={tc("cancel")} submitLabel={t("sendVerifierSubmit")} loading={save.isPending} />
      </Form>
    </Modal>
  );
}

/** The employee's Section 1 link, or (`correction`) her link to correct a signed Section 1. */
export function SendSection1LinkDialog({ id, correction = false, onClose }: { id: string; correction?: boolean; onClose: () => void }) {
  const t = useTranslations("i9.records.section1");
  const k = (key: "sendTitle" | "sendDescription" | "sendSubmit" | "sent") => (correction ? (`correction.${key}` as const) : key);
  const qc = useQueryClient();
  // A correction link carries the employer's written explanation (M-274 9.0).
  const form = useForm<{ id: string; email: string; reason?: string }, unknown, SendSection1LinkBody | SendSection1CorrectionBody>({
    resolver: zodResolver(correction ? sendSection1CorrectionBody : sendSection1LinkBody) as never,
    defaultValues: correction ? { id, email: "", reason: "" } : { id, email: "" },
  });
  const save = useMutation({
    mutationFn: (body: SendSection1LinkBody | SendSection1CorrectionBody) => apiPost<SendLinkResult>(correction ? "i9/send-section1-correction" : "i9/send-section1-link", body),
    onSuccess: (res) => {
      toast.success(t(k("sent"), { email: res.sentTo }));
      void qc.invalidateQueries({ queryKey: i9Keys.records() });
      onClose();
    },
  });
  return (
    <FormDialog title={t(k("sendTitle"))} description={t(k("sendDescription"))} form={form} save={save} submitLabel={t(k("sendSubmit"))} onClose={onClose}>
      {correction ? <TextArea name="reason" label={t("correction.reason")} hint={t("correction.reasonHint")} rows={3} required /> : null}
      <TextField name="email" type="email" label={t("email")} hint={t("emailHint")} autoComplete="off" />
    </FormDialog>
  );
}

/** The employer's signed and dated statement attached to Section 1 when the employee cannot correct it (M-274 9.0). */
export function Section1StatementDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useTranslations("i9.records.section1.statement");
  const qc = useQueryClient();
  const form = useForm<{ id: string; statement: string; signature: string }, unknown, Section1StatementBody>({
    resolver: zodResolver(section1StatementBody) as never,
    defaultValues: { id, statement: "", signature: "" },
  });
  const save = useMutation({
    mutationFn: (body: Section1StatementBody) => apiPost("i9/add-section1-statement", body),
    onSuccess: () => {
      toast.success(t("added"));
      void qc.invalidateQueries({ queryKey: i9Keys.records() });
      onClose();
    },
  });
  return (
    <FormDialog title={t("title")} description={t("description")} form={form} save={save} submitLabel={t("submit")} onClose={onClose}>
      <TextArea name="statement" label={t("statement")} hint={t("statementHint")} rows={4} required />
      <TextField name="signature" label={t("signature")} hint={t("signatureHint")} autoComplete="name" required />
    </FormDialog>
  );
}

/** Rule 3: the document a receipt stood for, presented; the reason when it comes after the 90 days. */
export function ReceiptDialog({ r, d, onClose }: { r: I9DetailsDto; d: I9DocumentDto; onClose: () => void }) {
  const t = useTranslations("i9.records.section2");
  const f = useFormat();
  const qc = useQueryClient();
  const form = useForm<{ id: string; documentId: string; document: Block; lateReason: string }, unknown, ReceiptReplacedBody>({
    resolver: zodResolver(receiptReplacedBody) as never,
    defaultValues: { id: r.id, documentId: d.id, document: { ...blank, code: d.code, issuingAuthority: d.issuingAuthority ?? "" }, lateReason: "" },
  });
  const save = useMutation({
    mutationFn: (body: ReceiptReplacedBody) => apiPost<I9DetailsDto>("i9/receipt-replaced", body),
    onSuccess: () => {
      toast.success(t("receiptReplaced"));
      void qc.invalidateQueries({ queryKey: i9Keys.records() });
      onClose();
    },
  });
  return (
    <FormDialog title={t("receiptTitle", { name: r.employeeName })} description={r.receiptDocumentDue ? t("receiptDescription", { date: f.date(r.receiptDocumentDue) }) : undefined} form={form} save={save} submitLabel={t("receiptSubmit")} onClose={onClose}>
      <DocumentBlock list={d.list} name="document" legend={t("receiptDocument")} />
      <TextArea name="lateReason" label={t("receiptLateReason")} hint={t("receiptLateReasonHint")} rows={2} />
    </FormDialog>
  );
}
