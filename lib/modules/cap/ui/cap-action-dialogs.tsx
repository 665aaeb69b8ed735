"use client";
// The registration's status move (/api/cap/update-status: submitted asks for the USCIS confirmation
// number; a result or the submission may carry its day; selecting opens the cap case) and the token
// link asking the beneficiary or the client for the details (/api/cap/send-fill-link).
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { Form, applyApiErrors } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { FormActions } from "@/components/form/form-actions";
import { apiPost } from "@/lib/shared/api-client";
import { CAP_STATUS, capStatusBody, type CapDto, type CapStatusBody } from "../contract";
import { sendCapLinkBody, type SendCapLinkBody, type SendCapLinkResult } from "../fill-contract";
import { capKeys } from "./keys";
import { useCapLabels } from "./labels";

type StatusInput = z.input<typeof capStatusBody>;

export function CapStatusDialog({ onClose, r }: { onClose: () => void; r: CapDto }) {
  const t = useTranslations("cap");
  const labels = useCapLabels();
  const qc = useQueryClient();
  const form = useForm<StatusInput, unknown, CapStatusBody>({
    resolver: zodResolver(capStatusBody),
    defaultValues: { id: r.id, statusId: r.nextStatuses[0], confirmationNumber: "", date: "" },
  });
  const statusId = Number(useWatch({ control: form.control, name: "statusId" }));
  const dated = statusId === CAP_STATUS.SUBMITTED || statusId === CAP_STATUS.SELECTED || statusId === CAP_STATUS.NOT_SELECTED;
  const save = useMutation({
    mutationFn: ({ confirmationNumber, date, ...rest }: CapStatusBody) =>
      apiPost<CapDto>("cap/update-status", { ...rest, ...(statusId === CAP_STATUS.SUBMITTED ? { confirmationNumber } : {}), ...(dated ? { date } : {}) }),
    onSuccess: (saved) => {
      toast.success(t("toast.status", { status: labels.statusLabel(saved.statusId) }));
      qc.setQueryData(capKeys.detail(saved.id), saved);
      qc.invalidateQueries({ queryKey: capKeys.all });
      onClose();
    },
    onError: (e) => {
      const msg = applyApiErrors(form, e);
      if (msg) toast.error(msg);
    },
  });
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t("statusDialog.title")} description={t("statusDialog.description")}>
      <Form form={form} onSubmit={(v) => save.mutate(v)} className="grid gap-4">
        <SelectField name="statusId" label={t("statusDialog.status")} required numeric options={r.nextStatuses.map((s) => ({ value: String(s), label: labels.statusLabel(s) }))} />
        {statusId === CAP_STATUS.SUBMITTED ? <TextField name="confirmationNumber" label={t("statusDialog.confirmationNumber")} required autoComplete="off" /> : null}
        {dated ? <TextField name="date" label={t("statusDialog.date")} hint={t("statusDialog.dateHint")} inputMode="numeric" autoComplete="off" /> : null}
        {statusId === CAP_STATUS.SELECTED && !r.petitionId ? <p className="text-sm text-fg-muted">{t("statusDialog.selectedNote")}</p> : null}
        <FormActions onCancel={onClose} cancelLabel={t("actions.cancel")} submitLabel={t("statusDialog.submit")} loading={save.isPending} />
      </Form>
    </Modal>
  );
}

export function CapSendDialog({ onClose, r }: { onClose: () => void; r: CapDto }) {
  const t = useTranslations("cap");
  const qc = useQueryClient();
  const form = useForm<z.input<typeof sendCapLinkBody>, unknown, SendCapLinkBody>({
    resolver: zodResolver(sendCapLinkBody),
    defaultValues: { registrationId: r.id, scope: r.issues.some((i) => i.startsWith("PASSPORT") || i === "DATE_OF_BIRTH") ? "person" : "position", email: "" },
  });
  const send = useMutation({
    mutationFn: (body: SendCapLinkBody) => apiPost<SendCapLinkResult>("cap/send-fill-link", body),
    onSuccess: (res) => {
      toast.success(t("toast.sent", { email: res.sentTo }));
      void qc.invalidateQueries({ queryKey: capKeys.detail(r.id) });
      onClose();
    },
    onError: (e) => {
      const msg = applyApiErrors(form, e);
      if (msg) toast.error(msg);
    },
  });
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t("sendDialog.title")} description={t("sendDialog.description")}>
      <Form form={form} onSubmit={(v) => send.mutate(v)} className="grid gap-4">
        <SelectField
          name="scope"
          label={t("sendDialog.scope")}
          required
          options={[
            { value: "person", label: t("sendDialog.person") },
            { value: "position", label: t("sendDialog.position") },
          ]}
        />
        <TextField name="email" type="email" label={t("sendDialog.email")} hint={t("sendDialog.emailHint")} autoComplete="off" />
        <FormActions onCancel={onClose} cancelLabel={t("actions.cancel")} submitLabel={t("sendDialog.submit")} loading={send.isPending} />
      </Form>
    </Modal>
  );
}
