"use client";
// The settings page's "USCIS case status" card (/api/uscis-status/settings, settings-save, settings-remove):
// which credentials the firm's checks use (its own, the platform's, or none: the check is off), the
// day's usage against the limit, and the form to enter them — the secret is never shown back; left empty
// it is kept. The platform admin chooses between the firm's and the platform's (for every firm).
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DetailList } from "@/components/ui/detail-list";
import { FormDialog } from "@/components/form/form-dialog";
import { QueryState } from "@/components/ui/screen-states";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import { saveUscisSettingsBody, type UscisSettingsDto, type UscisSettingsView } from "../contract";

const settingsKey = ["uscis-settings"] as const;
const SANDBOX = "https://api-int.uscis.gov";

export function UscisSettingsCard({ viewer }: { viewer: Viewer }) {
  if (!can(viewer, "uscis.settings")) return null;
  return <Card />;
}

function Card() {
  const t = useTranslations("uscis");
  const qc = useQueryClient();
  const [editing, setEditing] = useState<"firm" | "platform" | null>(null);
  const [removing, setRemoving] = useState<"firm" | "platform" | null>(null);
  const q = useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => apiPost<UscisSettingsDto>("uscis-status/settings", {}, { signal }) });
  const remove = useMutation({
    mutationFn: (scope: "firm" | "platform") => apiPost<UscisSettingsDto>("uscis-status/settings-remove", { scope }),
    onSuccess: (r) => {
      qc.setQueryData(settingsKey, r);
      toast.success(t("toast.removed"));
      setRemoving(null);
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  return (
    <CardSection title={t("settings.title")} className="mt-6">
      <QueryState query={q} labels={{ loading: t("loading"), retry: t("retry") }}>
        {(s) => (
          <div className="grid gap-4">
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <Badge tone={s.inUse ? "success" : "neutral"}>{s.inUse ? t(`settings.inUse.${s.inUse}`) : t("settings.off")}</Badge>
              <span className="text-fg-muted">{t("settings.description")}</span>
            </p>
            <Scope label={t("settings.firm")} v={s.firm} onEdit={() => setEditing("firm")} onRemove={s.firm ? () => setRemoving("firm") : undefined} />
            {s.canEditPlatform ? <Scope label={t("settings.platform")} v={s.platform} onEdit={() => setEditing("platform")} onRemove={s.platform ? () => setRemoving("platform") : undefined} /> : null}
            {editing ? <EditDialog scope={editing} current={editing === "firm" ? s.firm : s.platform} onClose={() => setEditing(null)} /> : null}
            {removing ? (
              <ConfirmDialog
                open
                onOpenChange={(o) => !o && setRemoving(null)}
                title={t("settings.removeTitle")}
                message={t("settings.removeMessage")}
                confirmLabel={t("settings.remove")}
                loading={remove.isPending}
                onConfirm={() => remove.mutate(removing)}
              />
            ) : null}
          </div>
        )}
      </QueryState>
    </CardSection>
  );
}

function Scope({ label, v, onEdit, onRemove }: { label: string; v: UscisSettingsView | null; onEdit: () => void; onRemove?: () => void }) {
  const t = useTranslations("uscis");
  return (
    <div className="grid gap-2 rounded-md border border-border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-medium text-fg">{label}</h3>
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" onClick={onEdit}>
            {v ? t("settings.change") : t("settings.enter")}
          </Button>
          {onRemove ? (
            <Button size="sm" variant="ghost" onClick={onRemove}>
              {t("settings.remove")}
            </Button>
          ) : null}
        </div>
      </div>
      {v ? (
        <DetailList
          className="lg:grid-cols-4"
          items={[
            { label: t("settings.baseUrl"), value: v.baseUrl },
            { label: t("settings.clientId"), value: v.clientId },
            { label: t("settings.limits"), value: t("settings.limitsValue", { daily: v.dailyLimit, perSecond: v.perSecond }) },
            { label: t("settings.usedToday"), value: String(v.usedToday) },
          ]}
        />
      ) : (
        <p className="text-sm text-fg-muted">{t("settings.none")}</p>
      )}
    </div>
  );
}

function EditDialog({ scope, current, onClose }: { scope: "firm" | "platform"; current: UscisSettingsView | null; onClose: () => void }) {
  const t = useTranslations("uscis");
  const qc = useQueryClient();
  const form = useForm({
    resolver: zodResolver(saveUscisSettingsBody),
    defaultValues: { scope, baseUrl: current?.baseUrl ?? SANDBOX, clientId: current?.clientId ?? "", clientSecret: "", dailyLimit: current?.dailyLimit ?? 1000, perSecond: current?.perSecond ?? 5 },
  });
  const baseUrl = useWatch({ control: form.control, name: "baseUrl" });
  const save = useMutation({
    mutationFn: (body: object) => apiPost<UscisSettingsDto>("uscis-status/settings-save", body),
    onSuccess: (r) => {
      qc.setQueryData(settingsKey, r);
      toast.success(t("toast.saved"));
      onClose();
    },
  });
  return (
    <FormDialog title={scope === "platform" ? t("settings.platform") : t("settings.firm")} description={t("settings.help")} form={form} save={save} onClose={onClose}>
      <TextField name="baseUrl" label={t("settings.baseUrl")} required hint={t("settings.baseUrlHint")} autoComplete="off" />
      <TextField name="clientId" label={t("settings.clientId")} required autoComplete="off" />
      <TextField name="clientSecret" label={t("settings.clientSecret")} type="password" required={!current} hint={current ? t("settings.secretKept") : undefined} autoComplete="new-password" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="dailyLimit" label={t("settings.dailyLimit")} required inputMode="numeric" autoComplete="off" />
        <SelectField name="perSecond" label={t("settings.perSecond")} required options={[1, 5, 10].map((n) => ({ value: String(n), label: String(n) }))} />
      </div>
      {String(baseUrl).includes("api-int") ? <p className="text-xs text-fg-muted">{t("settings.sandbox")}</p> : null}
    </FormDialog>
  );
}
