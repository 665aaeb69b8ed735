"use client";
// The settings page's "New support tickets" card (issue 33; /api/support-tickets/triage-settings and
// save-triage-settings): which roles are told at once of a ticket a client raises and see the unassigned
// tickets in their dashboard. For the firm's settings roles (ticket.settings); at least one role.
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Form, applyApiErrors } from "@/components/ui/form";
import { QueryState } from "@/components/ui/screen-states";
import { toast } from "@/components/ui/toast";
import { apiPost } from "@/lib/shared/api-client";
import { can } from "@/lib/shared/permissions";
import { useRoleName } from "@/lib/shared/role-name";
import { MSG } from "@/lib/shared/validation/messages";
import type { Viewer } from "@/lib/shared/viewer";
import type { TriageSettingsDto } from "../contract";
import { ticketsKeys } from "./keys";

const triageKey = [...ticketsKeys.all, "triage-settings"] as const;

/** Form paths `roles.r<roleId>` (a numeric segment would make react-hook-form build an array). */
const formSchema = z
  .object({ roles: z.record(z.string(), z.boolean()) })
  .refine((v) => Object.values(v.roles).some(Boolean), { path: ["roles"], error: MSG.required("Roles") });
type FormValues = z.infer<typeof formSchema>;

const toValues = (s: TriageSettingsDto): FormValues => ({ roles: Object.fromEntries(s.choices.map((r) => [`r${r}`, s.triageRoleIds.includes(r)])) });

export function TicketTriageCard({ viewer }: { viewer: Viewer }) {
  if (!can(viewer, "ticket.settings")) return null;
  return <Card />;
}

function Card() {
  const t = useTranslations("settings.ticketTriage");
  const q = useQuery({ queryKey: triageKey, queryFn: ({ signal }) => apiPost<TriageSettingsDto>("support-tickets/triage-settings", {}, { signal }) });
  return (
    <CardSection title={t("title")} className="mt-6">
      <QueryState query={q} labels={{ loading: t("loading"), retry: t("retry") }}>
        {(s) => <TriageForm key={s.triageRoleIds.join()} settings={s} />}
      </QueryState>
    </CardSection>
  );
}

function TriageForm({ settings }: { settings: TriageSettingsDto }) {
  const t = useTranslations("settings.ticketTriage");
  const roleName = useRoleName();
  const qc = useQueryClient();
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: toValues(settings) });
  const save = useMutation({
    mutationFn: (v: FormValues) =>
      apiPost<TriageSettingsDto>("support-tickets/save-triage-settings", { triageRoleIds: settings.choices.filter((r) => v.roles[`r${r}`]) }),
    onSuccess: (saved) => {
      toast.success(t("saved"));
      qc.setQueryData(triageKey, saved);
    },
    onError: (e) => {
      const msg = applyApiErrors(form, e);
      if (msg) toast.error(msg);
    },
  });
  const rolesError = form.formState.errors.roles?.message;
  return (
    <Form form={form} onSubmit={(v) => save.mutate(v)} className="grid gap-4">
      <p className="text-sm text-fg-muted">{t("description")}</p>
      <fieldset className="grid gap-2 sm:grid-cols-3" aria-describedby={rolesError ? "triage-roles-error" : undefined}>
        <legend className="mb-2 text-sm font-medium text-fg">{t("roles")}</legend>
        {settings.choices.map((r) => (
          <Checkbox key={r} name={`roles.r${r}`} label={roleName(r)} />
        ))}
      </fieldset>
      {rolesError ? (
        <p id="triage-roles-error" role="alert" className="text-sm text-danger">
          {t("atLeastOne")}
        </p>
      ) : null}
      {settings.isDefault ? <p className="text-sm text-fg-muted">{t("isDefault")}</p> : null}
      <div>
        <Button type="submit" loading={save.isPending}>
          {t("save")}
        </Button>
      </div>
    </Form>
  );
}
