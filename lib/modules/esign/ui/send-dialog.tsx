"use client";
// "Send for e-signature": pick a PDF version of the case's forms and letters, the signers (1–10), the order,
// a message and how many days the links work; esign/create makes the draft and the prepare screen opens to
// place the boxes. USCIS forms are refused by the server (signed in ink): its message is shown.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useQuery } from "@tanstack/react-query";
import { useFieldArray, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { FieldGroupError } from "@/components/ui/field-group-error";
import { Form, FormAlert, applyApiErrors } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { RadioGroupField } from "@/components/ui/radio-group-field";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { TextArea } from "@/components/ui/text-area";
import { TextField } from "@/components/ui/text-field";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import type { DocumentDto } from "@/lib/modules/documents/contract";
import { createEnvelopeBody, DEFAULT_EXPIRY_DAYS, MAX_SIGNERS, SIGNING_ORDERS, type EnvelopeDetails } from "../contract";
import { ESIGN_PREPARE_PATH } from "../constants";
import { esignKeys } from "./keys";

type Values = z.input<typeof createEnvelopeBody>;

/** Every PDF version of the case's forms and letters, newest of each document first. */
export function pdfVersions(docs: DocumentDto[]) {
  return docs.flatMap((d) =>
    [d, ...d.versions.filter((v) => v.id !== d.id)].filter((v) => v.mimetype === "application/pdf").map((v) => ({ id: v.id, name: d.docTypeLabel, version: v.version, fileName: v.fileName })),
  );
}

export function SendForSignatureDialog({ petitionId, onClose }: { petitionId: string; onClose: () => void }) {
  const t = useTranslations("esign.staff.create");
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const docs = useQuery({
    queryKey: esignKeys.pdfs(petitionId),
    queryFn: ({ signal }) => apiPost<DocumentDto[]>("documents/list", { petitionId, category: "forms_letters" }, { signal }),
  });
  const form = useForm<Values, unknown, z.output<typeof createEnvelopeBody>>({
    resolver: zodResolver(createEnvelopeBody),
    defaultValues: { petitionId, documentId: "", signers: [{ name: "", email: "" }], order: "sequential", message: "", expiresInDays: String(DEFAULT_EXPIRY_DAYS) },
  });
  const signers = useFieldArray({ control: form.control, name: "signers" });
  const options = pdfVersions(docs.data ?? []).map((v) => ({ value: v.id, label: t("documentOption", { name: v.name, version: v.version, file: v.fileName }) }));

  async function submit(body: z.output<typeof createEnvelopeBody>) {
    setError(null);
    try {
      const env = await apiPost<EnvelopeDetails>("esign/create", body);
      router.push(`${ESIGN_PREPARE_PATH}/${env.id}`);
    } catch (e) {
      setError(applyApiErrors(form, e) ?? errorMessage(e));
    }
  }

  return (
    <Modal open onOpenChange={(o) => !o && !form.formState.isSubmitting && onClose()} title={t("title")} description={t("description")} size="lg">
      <Form form={form} onSubmit={submit} className="grid gap-4">
        {docs.isPending ? <Spinner label={t("loadingDocuments")} /> : null}
        {docs.isError ? <FormAlert message={errorMessage(docs.error)} /> : null}
        {docs.isSuccess && options.length === 0 ? <p className="text-sm text-fg-muted">{t("noPdf")}</p> : null}
        <SelectField name="documentId" label={t("document")} required options={options} placeholder={t("documentPlaceholder")} hint={t("documentHint")} />
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-semibold text-fg">{t("signers")}</legend>
          {signers.fields.map((row, i) => (
            <div key={row.id} className="grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]">
              <TextField name={`signers.${i}.name`} label={t("signerName", { n: i + 1 })} required autoComplete="off" />
              <TextField name={`signers.${i}.email`} label={t("signerEmail", { n: i + 1 })} type="email" required autoComplete="off" />
              <Button type="button" variant="ghost" disabled={signers.fields.length <= 1} onClick={() => signers.remove(i)} aria-label={t("removeSigner", { n: i + 1 })}>
                {t("remove")}
              </Button>
            </div>
          ))}
          <FieldGroupError name="signers" />
          <div>
            <Button type="button" variant="secondary" size="sm" disabled={signers.fields.length >= MAX_SIGNERS} onClick={() => signers.append({ name: "", email: "" })}>
              {t("addSigner")}
            </Button>
          </div>
        </fieldset>
        <RadioGroupField name="order" label={t("order")} choices={SIGNING_ORDERS.map((o) => ({ value: o, label: t(`orders.${o}`), hint: t(`orderHints.${o}`) }))} />
        <TextArea name="message" label={t("message")} rows={3} maxLength={2000} hint={t("messageHint")} />
        <TextField name="expiresInDays" label={t("expiresInDays")} type="number" min={1} max={90} className="max-w-40" />
        <FormAlert message={error} />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose} disabled={form.formState.isSubmitting}>
            {t("cancel")}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t("submit")}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
