"use client";
// The reason a beneficiary document is rejected (required), sent with /api/petition/accept-beneficiary-docs.
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Form, FormAlert, applyApiErrors } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { TextArea } from "@/components/ui/text-area";
import { FormActions } from "@/components/form/form-actions";
import { useState } from "react";
import { acceptBeneficiaryDocsBody, type AcceptBeneficiaryDocsBody, type DocumentDto } from "../contract";

type Input = z.input<typeof acceptBeneficiaryDocsBody>;

export function RejectDialog({
  doc,
  onOpenChange,
  onReject,
}: {
  doc: DocumentDto | null;
  onOpenChange: (open: boolean) => void;
  onReject: (body: AcceptBeneficiaryDocsBody) => Promise<unknown>;
}) {
  const t = useTranslations("documents");
  return (
    <Modal open={doc !== null} onOpenChange={onOpenChange} title={t("reject.title")} description={doc ? t("reject.description", { name: doc.fileName }) : undefined}>
      {doc ? <RejectForm doc={doc} onCancel={() => onOpenChange(false)} onReject={onReject} /> : null}
    </Modal>
  );
}

function RejectForm({ doc, onCancel, onReject }: { doc: DocumentDto; onCancel: () => void; onReject: (body: AcceptBeneficiaryDocsBody) => Promise<unknown> }) {
  const t = useTranslations("documents");
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<Input, unknown, AcceptBeneficiaryDocsBody>({
    resolver: zodResolver(acceptBeneficiaryDocsBody),
    defaultValues: { documentId: doc.id, accept: false, reason: "" },
  });
  async function submit(values: AcceptBeneficiaryDocsBody) {
    setAlert(null);
    try {
      await onReject(values);
      onCancel();
    } catch (err) {
      setAlert(applyApiErrors(form, err));
    }
  }
  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-3">
      <FormAlert message={alert} />
      <TextArea name="reason" label={t("reject.reason")} required maxLength={500} />
      <FormActions onCancel={onCancel} cancelLabel={t("cancel")} submitLabel={t("reject.submit")} loading={form.formState.isSubmitting} />
    </Form>
  );
}
