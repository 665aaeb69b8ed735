"use client";
// Change an LCA's status (/api/lca/update-status) to one of the moves the answer offers
// (nextStatuses): filing asks for the DOL case number and the filing date, a decision or a withdrawal
// for its date. A withdrawal is final, and the dialog says so before it is sent. A certification dated the
// filing day (the DOL takes up to 7 working days, 20 CFR 655.740) is asked about first and sent confirmed.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Form, applyApiErrors } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { SelectField } from "@/components/ui/select-field";
import { TextArea } from "@/components/ui/text-area";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { FormActions } from "@/components/form/form-actions";
import { ApiError, apiPost } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import { LCA_STATUS, updateLcaStatusBody, type LcaDto, type UpdateLcaStatusBody } from "../contract";
import { certificationDateIssue } from "../rules";
import { lcaKeys } from "./keys";
import { useLcaLabels } from "./labels";

type StatusInput = z.input<typeof updateLcaStatusBody>;

/** The label of the date a move records, or null when it records none. */
const DATE_LABEL: Partial<Record<number, string>> = {
  [LCA_STATUS.FILED]: "fields.filedDate",
  [LCA_STATUS.CERTIFIED]: "fields.decisionDate",
  [LCA_STATUS.DENIED]: "fields.decisionDate",
  [LCA_STATUS.WITHDRAWN]: "fields.withdrawnDate",
};

export function LcaStatusDialog({ open, onClose, l }: { open: boolean; onClose: () => void; l: LcaDto }) {
  const t = useTranslations("lca");
  return (
    <Modal open={open} onOpenChange={(o) => !o && onClose()} title={t("statusDialog.title", { number: l.lcaNumber })} description={t("statusDialog.description")}>
      {open ? <StatusForm l={l} onClose={onClose} /> : null}
    </Modal>
  );
}

function StatusForm({ l, onClose }: { l: LcaDto; onClose: () => void }) {
  const t = useTranslations("lca");
  const labels = useLcaLabels();
  const qc = useQueryClient();
  const form = useForm<StatusInput, unknown, UpdateLcaStatusBody>({
    resolver: zodResolver(updateLcaStatusBody),
    defaultValues: { id: l.id, statusId: String(l.nextStatuses[0] ?? ""), dolCaseNumber: l.dolCaseNumber ?? "", date: "", note: "" },
  });
  const f = useFormat();
  const statusId = Number(useWatch({ control: form.control, name: "statusId" }));
  const dateLabel = DATE_LABEL[statusId];
  /** A certification on the filing day waiting for the user's word (the body to send once confirmed). */
  const [sameDay, setSameDay] = useState<UpdateLcaStatusBody | null>(null);
  const save = useMutation({
    mutationFn: (body: UpdateLcaStatusBody) => {
      const { dolCaseNumber, date, confirmSameDayCertification, ...rest } = body;
      return apiPost<LcaDto>("lca/update-status", {
        ...rest,
        ...(statusId === LCA_STATUS.FILED ? { dolCaseNumber } : {}),
        ...(dateLabel ? { date } : {}),
        ...(confirmSameDayCertification ? { confirmSameDayCertification } : {}),
      });
    },
    onSuccess: (saved) => {
      toast.success(t("toast.status", { number: saved.lcaNumber, status: labels.statusLabel(saved.statusId) }));
      qc.setQueryData(lcaKeys.detail(saved.id), saved);
      qc.invalidateQueries({ queryKey: lcaKeys.all });
      onClose();
    },
    onError: (e, body) => {
      // The server knows a filing date the screen did not (or the rule changed): ask, then send confirmed.
      if (e instanceof ApiError && e.fields?.confirmSameDayCertification && !body.confirmSameDayCertification) return setSameDay(body);
      const msg = applyApiErrors(form, e);
      if (msg) toast.error(msg);
    },
  });
  const submit = (v: UpdateLcaStatusBody) => {
    if (v.statusId === LCA_STATUS.CERTIFIED && v.date && certificationDateIssue({ filedDate: l.filedDate, decisionDate: v.date }) === "SAME_DAY") return setSameDay(v);
    save.mutate(v);
  };
  const withdraw = statusId === LCA_STATUS.WITHDRAWN;
  return (
    <Form form={form} onSubmit={submit} className="grid gap-4">
      <SelectField
        name="statusId"
        label={t("fields.newStatus")}
        required
        options={l.nextStatuses.map((s) => ({ value: String(s), label: labels.statusLabel(s) }))}
      />
      {statusId === LCA_STATUS.FILED ? (
        <TextField name="dolCaseNumber" label={t("fields.dolCaseNumber")} hint={t("fields.dolCaseNumberHint")} required autoComplete="off" />
      ) : null}
      {dateLabel ? <TextField name="date" label={t(dateLabel)} placeholder="MM/DD/YYYY" inputMode="numeric" required autoComplete="off" /> : null}
      <TextArea name="note" label={t("fields.note")} rows={2} />
      {withdraw ? (
        <p role="alert" className="rounded-md border border-warning bg-warning-soft px-3 py-2 text-sm text-fg">
          {t("statusDialog.withdrawConfirm", { number: l.lcaNumber })}
        </p>
      ) : null}
      <FormActions onCancel={onClose} cancelLabel={t("actions.cancel")} submitLabel={withdraw ? t("statusDialog.withdraw") : t("statusDialog.submit")} loading={save.isPending} />
      <ConfirmDialog
        open={sameDay !== null}
        onOpenChange={(o) => !o && setSameDay(null)}
        title={t("statusDialog.sameDayTitle")}
        message={t("statusDialog.sameDayMessage", { date: f.date(sameDay?.date ?? l.filedDate ?? "") })}
        confirmLabel={t("statusDialog.sameDayConfirm")}
        destructive={false}
        loading={save.isPending}
        onConfirm={() => {
          if (!sameDay) return;
          save.mutate({ ...sameDay, confirmSameDayCertification: true }, { onSettled: () => setSameDay(null) });
        }}
      />
    </Form>
  );
}
