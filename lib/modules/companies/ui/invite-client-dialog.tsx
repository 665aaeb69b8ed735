"use client";
// Invite a client contact by e-mail (/api/auth/invite-petitioner): creates the client company and a
// petitioner account that the contact activates from the e-mailed link.
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { Form, applyApiErrors } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { apiPost } from "@/lib/shared/api-client";
import { FormActions } from "@/components/form/form-actions";
import { invitePetitionerBody, type InvitePetitionerBody, type InviteResult } from "../contract";
import { companiesKeys } from "./keys";

type InviteInput = z.input<typeof invitePetitionerBody>;

export function InviteClientDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("clients");
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t("invite.title")} description={t("invite.description")} size="lg">
      {open ? <InviteForm onDone={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}

function InviteForm({ onDone }: { onDone: () => void }) {
  const t = useTranslations("clients");
  const qc = useQueryClient();
  const form = useForm<InviteInput, unknown, InvitePetitionerBody>({
    resolver: zodResolver(invitePetitionerBody),
    defaultValues: { companyName: "", firstName: "", lastName: "", email: "", phoneCountryCode: "", phone: "" },
  });
  const send = useMutation({
    mutationFn: (body: InvitePetitionerBody) => apiPost<InviteResult>("auth/invite-petitioner", body),
    onSuccess: (res, body) => {
      toast.success(res.resent ? t("toast.inviteResent", { email: body.email }) : t("toast.invited", { email: body.email }));
      qc.invalidateQueries({ queryKey: companiesKeys.all });
      onDone();
    },
    onError: (e) => {
      const msg = applyApiErrors(form, e);
      if (msg) toast.error(msg);
    },
  });

  return (
    <Form form={form} onSubmit={(v) => send.mutate(v)} className="grid gap-4">
      <TextField name="companyName" label={t("fields.name")} required autoComplete="organization" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="firstName" label={t("fields.firstName")} required autoComplete="off" />
        <TextField name="lastName" label={t("fields.lastName")} required autoComplete="off" />
      </div>
      <TextField name="email" type="email" label={t("fields.contactEmail")} required autoComplete="off" hint={t("invite.emailHint")} />
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <TextField name="phoneCountryCode" label={t("fields.phoneCountryCode")} placeholder="+1" autoComplete="off" />
        <TextField name="phone" type="tel" label={t("fields.phone")} autoComplete="off" />
      </div>
      <FormActions onCancel={onDone} cancelLabel={t("actions.cancel")} submitLabel={t("invite.submit")} loading={send.isPending} />
    </Form>
  );
}
