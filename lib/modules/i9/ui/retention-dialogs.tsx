"use client";
// The retention dialogs, loaded when opened: "Purge" (the employee's name typed to confirm; the record's
// personal data is deleted and a certificate kept) and "Place legal hold" (on this Form I-9, or on a whole
// employer from /app/i9-reports) with its reason.
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FormDialog } from "@/components/form/form-dialog";
import { SelectField } from "@/components/ui/select-field";
import { TextArea } from "@/components/ui/text-area";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { apiPost } from "@/lib/shared/api-client";
import type { I9DetailsDto } from "../contract";
import { placeHoldBody, purgeI9Body, type I9LegalHoldDto, type I9PurgeCertificateDto, type PlaceHoldBody, type PurgeI9Body } from "../retention-contract";
import { i9Keys } from "./keys";
import { useEmployerOptions } from "./use-employers";

export function PurgeDialog({ r, onClose }: { r: I9DetailsDto; onClose: () => void }) {
  const t = useTranslations("i9.retention");
  const qc = useQueryClient();
  const form = useForm<PurgeI9Body>({ resolver: zodResolver(purgeI9Body), defaultValues: { id: r.id, confirmName: "" } });
  const save = useMutation({
    mutationFn: (body: PurgeI9Body) => apiPost<I9PurgeCertificateDto>("i9/purge", body),
    onSuccess: () => {
      toast.success(t("purged", { name: r.employeeName }));
      void qc.invalidateQueries({ queryKey: i9Keys.all });
      onClose();
    },
  });
  return (
    <FormDialog title={t("purgeTitle", { name: r.employeeName })} description={t("purgeDescription")} form={form} save={save} submitLabel={t("purgeSubmit")} destructive onClose={onClose}>
      <TextField name="confirmName" label={t("confirmName", { name: r.employeeName })} required autoComplete="off" />
    </FormDialog>
  );
}

type HoldValues = { recordId?: string; employer?: string; reason: string };

/** A hold on `recordId`, or (without it) on the employer chosen. */
export function PlaceHoldDialog({ recordId, name, onClose }: { recordId?: string; name?: string; onClose: () => void }) {
  const t = useTranslations("i9.retention");
  const qc = useQueryClient();
  const employers = useEmployerOptions();
  const form = useForm<HoldValues, unknown, PlaceHoldBody>({ resolver: zodResolver(placeHoldBody) as never, defaultValues: recordId ? { recordId, reason: "" } : { employer: "", reason: "" } });
  const save = useMutation({
    mutationFn: (body: PlaceHoldBody) => apiPost<I9LegalHoldDto>("i9/hold-place", body),
    onSuccess: () => {
      toast.success(t("holdPlaced"));
      void qc.invalidateQueries({ queryKey: i9Keys.records() });
      onClose();
    },
  });
  return (
    <FormDialog title={recordId ? t("holdRecordTitle", { name: name ?? "" }) : t("holdEmployerTitle")} description={t("holdDescription")} form={form} save={save} submitLabel={t("placeHold")} onClose={onClose}>
      {recordId ? null : <SelectField name="employer" label={t("employer")} required placeholder={t("chooseEmployer")} options={employers.options} disabled={employers.isLoading} />}
      <TextArea name="reason" label={t("reason")} hint={t("reasonHint")} required rows={3} />
    </FormDialog>
  );
}
