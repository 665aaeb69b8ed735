"use client";
// "Delete my profile": a request confirmed with the password, a banner while it is pending, and the revert.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Form, applyApiErrors } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { meKey } from "@/lib/shared/query-client";
import { useFormat } from "@/lib/shared/format/use-format";
import { DELETION_GRACE_DAYS, deleteProfileRequestBody, type DeleteProfileRequestBody } from "@/lib/modules/auth/contract";
import type { DeletionState } from "@/lib/modules/auth/delete-profile";

/** The warning shown at the top of the profile while a deletion request is pending. */
export function DeletionPendingBanner({ scheduledFor, onReverted }: { scheduledFor: string | null; onReverted: () => void }) {
  const t = useTranslations("profile.deletion");
  const f = useFormat();
  const qc = useQueryClient();
  const revert = useMutation({
    mutationFn: () => apiPost<DeletionState>("delete-my-profile/revert", {}),
    onSuccess: () => {
      toast.success(t("reverted"));
      onReverted();
      qc.invalidateQueries({ queryKey: meKey });
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  return (
    <div role="status" className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-danger bg-danger-soft px-4 py-3 text-danger-strong">
      <div>
        <p className="font-semibold">{t("bannerTitle")}</p>
        <p className="text-sm">
          {scheduledFor ? t("bannerDate", { date: f.longDate(scheduledFor) }) : t("bannerDays", { days: DELETION_GRACE_DAYS })}
        </p>
      </div>
      <Button variant="secondary" onClick={() => revert.mutate()} loading={revert.isPending}>
        {t("revert")}
      </Button>
    </div>
  );
}

/** The danger-zone card content: explains the request and opens the password confirmation. */
export function DeleteProfileSection({ pending, onRequested }: { pending: boolean; onRequested: (state: DeletionState) => void }) {
  const t = useTranslations("profile.deletion");
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-fg-muted">{t("explain", { days: DELETION_GRACE_DAYS })}</p>
      <div>
        <Button variant="danger" onClick={() => setOpen(true)} disabled={pending}>
          {t("request")}
        </Button>
        {pending ? <p className="mt-2 text-sm text-fg-muted">{t("alreadyPending")}</p> : null}
      </div>
      <DeleteProfileDialog open={open} onOpenChange={setOpen} onRequested={onRequested} />
    </div>
  );
}

/** A confirm dialog with a password field (ConfirmDialog has no room for a form, so Modal with the same layout). */
function DeleteProfileDialog({ open, onOpenChange, onRequested }: { open: boolean; onOpenChange: (open: boolean) => void; onRequested: (state: DeletionState) => void }) {
  const t = useTranslations("profile.deletion");
  const qc = useQueryClient();
  const form = useForm<DeleteProfileRequestBody>({ resolver: zodResolver(deleteProfileRequestBody), defaultValues: { password: "" } });
  const request = useMutation({
    mutationFn: (body: DeleteProfileRequestBody) => apiPost<DeletionState>("delete-my-profile/request", body),
    onSuccess: (state) => {
      toast.success(t("requested"));
      onRequested(state);
      form.reset({ password: "" });
      onOpenChange(false);
      qc.invalidateQueries({ queryKey: meKey });
    },
    onError: (e) => {
      const msg = applyApiErrors(form, e);
      if (msg) toast.error(msg);
    },
  });
  const close = (o: boolean) => {
    if (request.isPending) return;
    if (!o) form.reset({ password: "" });
    onOpenChange(o);
  };
  return (
    <Modal open={open} onOpenChange={close} title={t("confirmTitle")} description={t("confirmMessage", { days: DELETION_GRACE_DAYS })} size="sm">
      <Form form={form} onSubmit={(v) => request.mutate(v)} className="grid gap-4">
        <TextField name="password" type="password" label={t("password")} required autoComplete="current-password" autoFocus />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => close(false)} disabled={request.isPending}>
            {t("cancel")}
          </Button>
          <Button type="submit" variant="danger" loading={request.isPending}>
            {t("confirm")}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
