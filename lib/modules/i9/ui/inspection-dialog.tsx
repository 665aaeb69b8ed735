"use client";
// "Inspection package" of /app/i9-list, loaded when opened: the employer served with a Notice of Inspection
// is chosen, and one ZIP downloads with its Forms I-9 (the official PDFs), their audit trails, the index and
// the late log (/api/i9/inspection-package; i9.sensitive, written to each record's trail).
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormActions } from "@/components/form/form-actions";
import { Form, showApiErrors } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { SelectField } from "@/components/ui/select-field";
import { toast } from "@/components/ui/toast";
import { downloadFile } from "@/lib/shared/api-download";
import { inspectionPackageBody, type InspectionPackageBody } from "../inspection-contract";
import { useEmployerOptions } from "./use-employers";

export function InspectionDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations("i9.records.inspection");
  const tc = useTranslations("common");
  const employers = useEmployerOptions();
  const [busy, setBusy] = useState(false);
  const form = useForm<{ employer: string }, unknown, InspectionPackageBody>({ resolver: zodResolver(inspectionPackageBody) as never, defaultValues: { employer: "" } });
  const submit = async (body: InspectionPackageBody) => {
    setBusy(true);
    try {
      await downloadFile("i9/inspection-package", body, "i9-inspection.zip");
      toast.success(t("done"));
      onClose();
    } catch (e) {
      showApiErrors(form, e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t("title")} description={t("description")}>
      <Form form={form} onSubmit={(b) => void submit(b)} className="grid gap-4">
        <SelectField name="employer" label={t("employer")} required placeholder={t("chooseEmployer")} options={employers.options} disabled={employers.isLoading} />
        <FormActions onCancel={onClose} cancelLabel={tc("cancel")} submitLabel={t("download")} loading={busy} />
      </Form>
    </Modal>
  );
}
