"use client";
// Send the employer the LCA's fill link (/api/lca/send-fill-link): to the e-mail given, or by default
// the employer's primary contact (else the employer's own e-mail). The LCA goes to Details pending.
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { Form, applyApiErrors } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { FormActions } from "@/components/form/form-actions";
import { apiPost } from "@/lib/shared/api-client";
import type { LcaDto } from "../contract";
import { sendFillLinkBody, type SendFillLinkBody, type SendFillLinkResult } from "../fill-contract";
import { lcaKeys } from "./keys";

export function LcaSendDialog({ onClose, l }: { onClose: () => void; l: LcaDto }) {
  const t = useTranslations("lca");
  const qc = useQueryClient();
  const form = useForm<z.input<typeof sendFillLinkBody>, unknown, SendFillLinkBody>({ resolver: zodResolver(sendFillLinkBody), defaultValues: { lcaId: l.id, email: "" } });
  const send = useMutation({
    mutationFn: (body: SendFillLinkBody) => apiPost<SendFillLinkResult>("lca/send-fill-link", body),
    onSuccess: (r) => {
      toast.success(t("send.sent", { email: r.sentTo }));
      void qc.invalidateQueries({ queryKey: lcaKeys.all });
      onClose();
    },
    onError: (e) => {
      const msg = applyApiErrors(form, e);
      if (msg) toast.error(msg);
    },
  });
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t("send.title", { number: l.lcaNumber })} description={t("send.description", { employer: l.petitionerName ?? "—" })}>
      <Form form={form} onSubmit={(v) => send.mutate(v)} className="grid gap-4">
        <TextField name="email" type="email" label={t("send.email")} hint={t("send.emailHint")} autoComplete="off" />
        <FormActions onCancel={onClose} cancelLabel={t("actions.cancel")} submitLabel={t("send.submit")} loading={send.isPending} />
      </Form>
    </Modal>
  );
}
