"use client";
// Send a questionnaire link by e-mail (/api/petition/send-questionnaire): to a beneficiary of the case,
// or to the client (petitioner or sponsor questionnaire); the address defaults to the person's own.
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Form, applyApiErrors } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { apiPost } from "@/lib/shared/api-client";
import { questionnaireKeys } from "./keys";
import { useFormat } from "@/lib/shared/format/use-format";
import { FormActions } from "@/components/form/form-actions";
import {
  forBeneficiary,
  kindsForCase,
  sendQuestionnaireBody,
  type SendQuestionnaireBody,
  type SendQuestionnaireInput,
  type QuestionnaireKind,
  type SendQuestionnaireResult,
} from "@/lib/modules/questionnaires/contract";
import type { CaseDetails } from "@/lib/modules/cases/contract";
import { casesKeys } from "@/lib/modules/cases/ui";

export function SendQuestionnaireDialog({ c, open, onOpenChange }: { c: CaseDetails; open: boolean; onOpenChange: (o: boolean) => void }) {
  const t = useTranslations("cases");
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t("questionnaire.title")} description={t("questionnaire.description")}>
      {open ? <SendForm c={c} onDone={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}

function SendForm({ c, onDone }: { c: CaseDetails; onDone: () => void }) {
  const t = useTranslations("cases");
  const f = useFormat();
  const qc = useQueryClient();
  const primary = c.beneficiaries.find((b) => b.isPrimary) ?? c.beneficiaries[0];
  const form = useForm<SendQuestionnaireInput, unknown, SendQuestionnaireBody>({
    resolver: zodResolver(sendQuestionnaireBody),
    defaultValues: { petitionId: c.id, kind: "beneficiary", beneficiaryId: primary?.id ?? "", email: "" },
  });
  const kind = useWatch({ control: form.control, name: "kind" });
  const send = useMutation({
    mutationFn: (body: SendQuestionnaireBody) => apiPost<SendQuestionnaireResult>("petition/send-questionnaire", body),
    onSuccess: (r) => {
      toast.success(t("questionnaire.sent", { to: r.sentTo, until: f.dateTime(r.expiresAt) }));
      qc.invalidateQueries({ queryKey: casesKeys.history(c.id) });
      qc.invalidateQueries({ queryKey: questionnaireKeys.caseLinks(c.id) });
      onDone();
    },
    onError: (e) => {
      const msg = applyApiErrors(form, e);
      if (msg) toast.error(msg);
    },
  });
  return (
    <Form form={form} onSubmit={(v) => send.mutate(forBeneficiary(v.kind) ? v : { ...v, beneficiaryId: undefined })} className="grid gap-4">
      <SelectField name="kind" label={t("questionnaire.kind")} required options={kindsForCase(c.subTypeId).map((k) => ({ value: k, label: t(`questionnaire.kinds.${k}`) }))} />
      {forBeneficiary(kind as QuestionnaireKind) ? (
        <SelectField
          name="beneficiaryId"
          label={t("questionnaire.beneficiary")}
          required
          options={c.beneficiaries.map((b) => ({ value: b.id, label: b.email ? `${b.name} <${b.email}>` : b.name }))}
        />
      ) : null}
      <TextField name="email" type="email" label={t("questionnaire.email")} hint={t("questionnaire.emailHint")} autoComplete="off" />
      <FormActions onCancel={onDone} cancelLabel={t("actions.cancel")} submitLabel={t("questionnaire.submit")} loading={send.isPending} />
    </Form>
  );
}
