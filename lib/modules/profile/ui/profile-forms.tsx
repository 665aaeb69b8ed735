"use client";
// The forms of /app/profile: personal details (users/update on the own account), the password change and
// the choice of notification e-mails (users/preferences).
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Form, applyApiErrors } from "@/components/ui/form";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { apiPost } from "@/lib/shared/api-client";
import { meKey } from "@/lib/shared/query-client";
import { changePasswordBody, type ChangePasswordBody } from "@/lib/modules/auth/contract";
import { updateUserBody, type UpdateUserBody, type UserDetails } from "@/lib/modules/users/contract";
import { usersKeys } from "@/lib/modules/users/ui";
import type { LoginUserDetails as Me } from "@/lib/modules/auth/session-user";
import type { Viewer } from "@/lib/shared/viewer";
import { NOTIFY_EMAIL_CHOICES } from "@/lib/modules/notifications/contract";
import { PreferenceChoice } from "./preference-choice";

type DetailsInput = z.input<typeof updateUserBody>;

/** "Dana J. Admin" typed in one field (older accounts) → first "Dana", last "J. Admin". */
function nameParts(me: Me): { firstName: string; lastName: string } {
  if (me.firstName || me.lastName) return { firstName: me.firstName ?? "", lastName: me.lastName ?? "" };
  const words = (me.name ?? "").trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? "", lastName: words.slice(1).join(" ") };
}

export function PersonalDetailsForm({ me, viewer }: { me: Me; viewer: Viewer }) {
  const t = useTranslations("profile");
  const qc = useQueryClient();
  const form = useForm<DetailsInput, unknown, UpdateUserBody>({
    resolver: zodResolver(updateUserBody),
    defaultValues: { id: viewer.membershipId, ...nameParts(me), phone: me.phone ?? "" },
  });
  const save = useMutation({
    mutationFn: (body: UpdateUserBody) => apiPost<UserDetails>("users/update", body),
    onSuccess: (saved) => {
      toast.success(t("details.saved"));
      form.reset({ id: viewer.membershipId, firstName: saved.firstName ?? "", lastName: saved.lastName ?? "", phone: saved.phone ?? "" });
      qc.invalidateQueries({ queryKey: meKey });
      qc.invalidateQueries({ queryKey: usersKeys.all });
    },
    onError: (e) => {
      const msg = applyApiErrors(form, e);
      if (msg) toast.error(msg);
    },
  });
  return (
    <Form form={form} onSubmit={(v) => save.mutate(v)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="firstName" label={t("details.firstName")} required autoComplete="given-name" />
        <TextField name="lastName" label={t("details.lastName")} required autoComplete="family-name" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium text-fg">{t("details.email")}</span>
          <p className="rounded-md border border-border bg-surface-muted px-3 py-2 text-sm text-fg-muted">{me.email}</p>
          <p className="text-xs text-fg-muted">{t("details.emailHint")}</p>
        </div>
        <TextField name="phone" type="tel" label={t("details.phone")} autoComplete="tel" hint={t("details.phoneHint")} />
      </div>
      <div>
        <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty && !save.isPending}>
          {t("details.save")}
        </Button>
      </div>
    </Form>
  );
}

type PasswordInput = z.input<typeof changePasswordBody>;
const EMPTY_PASSWORDS: PasswordInput = { oldPassword: "", newPassword: "", confirmPassword: "" };

export function ChangePasswordForm({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("profile");
  const form = useForm<PasswordInput, unknown, ChangePasswordBody>({
    resolver: zodResolver(changePasswordBody),
    defaultValues: EMPTY_PASSWORDS,
  });
  const save = useMutation({
    mutationFn: (body: ChangePasswordBody) => apiPost<{ passwordUpdated: true; otherSessionsRevoked: number }>("auth/change-password", body),
    onSuccess: (r) => {
      toast.success(r.otherSessionsRevoked > 0 ? t("password.changedOthers", { count: r.otherSessionsRevoked }) : t("password.changed"));
      form.reset(EMPTY_PASSWORDS);
    },
    onError: (e) => {
      const msg = applyApiErrors(form, e);
      if (msg) toast.error(msg);
    },
  });
  return (
    <Form form={form} onSubmit={(v) => save.mutate({ ...v, roleId: viewer.roleId })} className="grid max-w-md gap-4">
      <TextField name="oldPassword" type="password" label={t("password.old")} required autoComplete="current-password" />
      <TextField name="newPassword" type="password" label={t("password.new")} required autoComplete="new-password" hint={t("password.rule")} />
      <TextField name="confirmPassword" type="password" label={t("password.confirm")} required autoComplete="new-password" />
      <div>
        <Button type="submit" loading={save.isPending}>
          {t("password.submit")}
        </Button>
      </div>
    </Form>
  );
}

/** "Notification e-mails: at once / daily digest / off", saved as soon as it is chosen. */
export function NotificationEmailForm({ me }: { me: Me }) {
  const t = useTranslations("profile");
  return (
    <PreferenceChoice
      name="notifyEmail"
      stored={me.preferences?.notifyEmail ?? "instant"}
      choices={NOTIFY_EMAIL_CHOICES}
      legend={t("notifyEmail.legend")}
      label={(c) => t(`notifyEmail.${c}`)}
      hint={(c) => t(`notifyEmail.${c}Hint`)}
      savedText={t("notifyEmail.saved")}
    />
  );
}
