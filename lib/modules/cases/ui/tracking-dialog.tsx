"use client";
// 'Update Tracking Info' (carrier and tracking number of the filed packet) or 'Update Receipt Number'
// (USCIS receipt number and date) through /api/petition/manage-tracking-details.
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Form, applyApiErrors } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { FormActions } from "@/components/form/form-actions";
import { masterDataLabel, useMasterData } from "@/lib/modules/masterdata/ui";
import { toUsDateInput } from "@/lib/shared/validation/form-dates";
import { trackingBody, type TrackingBody } from "@/lib/modules/workflow/contract";
import type { CaseDetails } from "../contract";
import type { WorkflowActions } from "./use-workflow-actions";

type Input = z.input<typeof trackingBody>;

export function TrackingDialog({ c, open, onOpenChange, actions }: { c: CaseDetails; open: boolean; onOpenChange: (o: boolean) => void; actions: WorkflowActions }) {
  const t = useTranslations("cases");
  const receipt = c.trackingActionLabel === "Update Receipt Number";
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={receipt ? t("tracking.receiptTitle") : t("tracking.trackingTitle")}>
      {open ? <TrackingForm c={c} receipt={receipt} actions={actions} onDone={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}

function TrackingForm({ c, receipt, actions, onDone }: { c: CaseDetails; receipt: boolean; actions: WorkflowActions; onDone: () => void }) {
  const t = useTranslations("cases");
  const carriers = useMasterData("carriers", {}, { enabled: !receipt });
  const form = useForm<Input, unknown, TrackingBody>({
    resolver: zodResolver(trackingBody),
    defaultValues: receipt
      ? { petitionId: c.id, receiptNumber: c.receiptNumber ?? "", receiptDate: toUsDateInput(c.receiptDate) }
      : { petitionId: c.id, carrierId: c.carrierId ?? undefined, trackingNumber: c.trackingNumber ?? "" },
  });
  const submit = (body: TrackingBody) =>
    actions.tracking.mutate(body, {
      onSuccess: onDone,
      onError: (e) => {
        const msg = applyApiErrors(form, e);
        if (msg) toast.error(msg);
      },
    });
  return (
    <Form form={form} onSubmit={submit} className="grid gap-4">
      {receipt ? (
        <>
          <TextField name="receiptNumber" label={t("tracking.receiptNumber")} hint={t("tracking.receiptHint")} required autoComplete="off" />
          <TextField name="receiptDate" label={t("tracking.receiptDate")} placeholder="MM/DD/YYYY" hint={t("fields.dateHint")} autoComplete="off" />
        </>
      ) : (
        <>
          <SelectField
            name="carrierId"
            label={t("tracking.carrier")}
            numeric
            required
            options={(carriers.data ?? []).map((r) => ({ value: String(r.id), label: masterDataLabel(r) }))}
            placeholder={carriers.isLoading ? t("loading") : t("tracking.chooseCarrier")}
          />
          <TextField name="trackingNumber" label={t("tracking.trackingNumber")} required autoComplete="off" />
        </>
      )}
      <FormActions onCancel={onDone} cancelLabel={t("actions.cancel")} submitLabel={t("tracking.submit")} loading={actions.tracking.isPending} />
    </Form>
  );
}
