"use client";
// "Record E-Verify case": the case number, result and dates copied from E-Verify, with a note.
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
import { toUsDateInput } from "@/lib/shared/validation/form-dates";
import type { I9DetailsDto } from "../contract";
import { EVERIFY_STATUSES, everifySaveBody, type EverifyDto, type EverifySaveBody, type EverifySaveInput } from "../everify-contract";
import { i9Keys } from "./keys";

export function EverifyDialog({ r, onClose }: { r: I9DetailsDto; onClose: () => void }) {
  const t = useTranslations("i9.everify");
  const qc = useQueryClient();
  const e = r.everify;
  const form = useForm<EverifySaveInput, unknown, EverifySaveBody>({
    resolver: zodResolver(everifySaveBody),
    defaultValues: { id: r.id, caseNumber: e?.caseNumber ?? "", status: e?.status ?? "open", openedOn: e ? toUsDateInput(e.openedOn) : "", closedOn: e?.closedOn ? toUsDateInput(e.closedOn) : "", notes: e?.notes ?? "" },
  });
  const save = useMutation({
    mutationFn: (body: EverifySaveBody) => apiPost<EverifyDto>("i9/everify-save", body),
    onSuccess: () => {
      toast.success(t("saved"));
      void qc.invalidateQueries({ queryKey: i9Keys.records() });
      onClose();
    },
  });
  return (
    <FormDialog title={t("dialogTitle", { name: r.employeeName })} description={t("dialogDescription")} form={form} save={save} onClose={onClose}>
      <TextField name="caseNumber" label={t("caseNumber")} required autoComplete="off" />
      <SelectField name="status" label={t("result")} required options={EVERIFY_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="openedOn" label={t("openedOn")} required placeholder="MM/DD/YYYY" />
        <TextField name="closedOn" label={t("closedOn")} hint={t("closedOnHint")} placeholder="MM/DD/YYYY" />
      </div>
      <TextArea name="notes" label={t("notes")} rows={2} />
    </FormDialog>
  );
}
