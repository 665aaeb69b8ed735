"use client";
// /app/workflow-config: the firm's workflows (roles 1, 2, 3), one tab per variant (?tab=rfe, perm, greencard):
// the case's 29 steps, the RFE response's 9, the PERM record's 6 or the green card's 6 in their fixed order with include, phase, action required, optional,
// confirmation (cases only), who acts and who is told. Saving asks first; "Reset to defaults" puts the
// defaults in the table, saved only with "Save workflow". Every table stays mounted, so switching tabs
// keeps unsaved changes.
import Link from "next/link";
import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable, type Column } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { Tabs } from "@/components/ui/tabs";
import { toast } from "@/components/ui/toast";
import { useUrlTab } from "@/components/ui/use-url-tab";
import { ApiError, apiPost, errorMessage } from "@/lib/shared/api-client";
import type { Viewer } from "@/lib/shared/viewer";
import { DASHBOARD_PATH } from "@/lib/shared/navigation";
import type { UpdateConfigInput, WorkflowConfigResult, WorkflowEntry } from "../contract";
import { WORKFLOW_VARIANTS, type WorkflowVariant } from "../variants";
import { workflowKeys } from "./keys";
import { RoleMultiSelect } from "./role-multi-select";
import { can } from "@/lib/shared/permissions";

type Row = {
  code: string;
  include: boolean;
  editors: number[];
  watchers: number[];
  actionRequired: "Yes" | "No";
  step: 1 | 2 | 3;
  optional: boolean;
  confirmRequired: boolean;
};

const toRows = (entries: readonly WorkflowEntry[]): Row[] =>
  entries.map((e) => ({
    code: e.code,
    include: e.include,
    editors: e.editors.map((r) => r.roleId),
    watchers: e.watchers.map((r) => r.roleId),
    actionRequired: e.actionRequired,
    step: e.step,
    optional: e.optional,
    confirmRequired: e.confirmRequired,
  }));

const same = (a: Row[], b: Row[]) => JSON.stringify(a) === JSON.stringify(b);

export function WorkflowConfigScreen({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("workflow");
  if (!can(viewer, "workflow.configure")) {
    return (
      <>
        <PageHeader title={t("title")} />
        <div role="alert">
          <EmptyState
            title={t("notAllowed.title")}
            description={t("notAllowed.description")}
            action={
              <Link href={DASHBOARD_PATH} className="text-sm font-medium text-link underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-focus">
                {t("notAllowed.back")}
              </Link>
            }
          />
        </div>
      </>
    );
  }
  return <WorkflowVariants />;
}

function WorkflowVariants() {
  const t = useTranslations("workflow");
  const [variant, setVariant] = useUrlTab(WORKFLOW_VARIANTS, "petition");
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Tabs label={t("variants.label")} items={WORKFLOW_VARIANTS.map((value) => ({ value, label: t(`variants.${value}`) }))} value={variant} onValueChange={(v) => setVariant(v as WorkflowVariant)}>
        {WORKFLOW_VARIANTS.map((v) => (
          <div key={v} hidden={v !== variant}>
            <WorkflowLoader variant={v} />
          </div>
        ))}
      </Tabs>
    </>
  );
}

/** Each variant's own words: the table's caption, the save confirmation and what cannot be left out. */
const VARIANT_COPY = {
  petition: { caption: "caption", confirm: "confirmSave", notice: null },
  rfe: { caption: "rfeCaption", confirm: "confirmSaveRfe", notice: "rfeNotice" },
  perm: { caption: "permCaption", confirm: "confirmSavePerm", notice: "permNotice" },
  greencard: { caption: "greencardCaption", confirm: "confirmSaveGreencard", notice: "greencardNotice" },
} as const satisfies Record<WorkflowVariant, { caption: string; confirm: string; notice: string | null }>;

function WorkflowLoader({ variant }: { variant: WorkflowVariant }) {
  const t = useTranslations("workflow");
  const q = useQuery({
    queryKey: workflowKeys.config(variant),
    queryFn: ({ signal }) => apiPost<WorkflowConfigResult>("workflow/config", { variant }, { signal }),
  });
  if (q.isPending) return <Spinner label={t(`variants.${variant}`)} className="mt-8" />;
  if (q.isError) return <EmptyState title={t("loadError")} description={errorMessage(q.error)} action={<Button onClick={() => q.refetch()}>{t("retry")}</Button>} />;
  return <WorkflowEditor key={q.data.updatedAt ?? "defaults"} config={q.data} />;
}

function WorkflowEditor({ config }: { config: WorkflowConfigResult }) {
  const t = useTranslations("workflow");
  const qc = useQueryClient();
  const saved = useMemo(() => toRows(config.entries), [config.entries]);
  const [rows, setRows] = useState<Row[]>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirm, setConfirm] = useState<"save" | "reset" | null>(null);
  const dirty = !same(rows, saved);
  const roleOptions = config.roles.map((r) => ({ roleId: r.roleId, label: t(`roles.${r.roleId}` as "roles.3") }));
  const activity = (code: string) => t(`activities.${code}` as "activities.CREATE_PETITION");

  const rfe = config.variant === "rfe";
  const copy = VARIANT_COPY[config.variant];
  const alwaysIncluded = (code: string) => config.alwaysIncluded.includes(code);
  const update = (code: string, patch: Partial<Row>) => setRows((list) => list.map((r) => (r.code === code ? { ...r, ...patch } : r)));

  const save = useMutation({
    mutationFn: (body: UpdateConfigInput) => apiPost<WorkflowConfigResult>("workflow/update-config", body),
    onSuccess: (data) => {
      setConfirm(null);
      setErrors({});
      toast.success(data.recomputedCases ? t(rfe ? "savedMovedRfe" : "savedMoved", { count: data.recomputedCases }) : t("saved"));
      qc.setQueryData(workflowKeys.config(config.variant), data);
    },
    onError: (e) => {
      setConfirm(null);
      if (e instanceof ApiError) setErrors(e.fields);
      toast.error(errorMessage(e));
    },
  });

  const errorOf = (i: number, field?: string) => errors[field ? `entries.${i}.${field}` : `entries.${i}`] ?? Object.entries(errors).find(([k]) => field && k.startsWith(`entries.${i}.${field}.`))?.[1];
  const locked = (code: string) => config.lockedEditorCodes.includes(code);

  /** A column of one checkbox per step (optional, confirmation). */
  const flagColumn = (key: "optional" | "confirmRequired", labelKey: "optionalLabel" | "confirmLabel"): Column<Row & { index: number }> => ({
    key,
    header: t(`columns.${key}`),
    cell: (r) => (
      <input
        type="checkbox"
        aria-label={t(labelKey, { name: activity(r.code) })}
        checked={r[key]}
        onChange={(e) => update(r.code, { [key]: e.target.checked })}
        className="size-4 accent-primary focus-visible:outline-2 focus-visible:outline-focus"
      />
    ),
  });

  const columns: Column<Row & { index: number }>[] = [
    { key: "order", header: t("columns.order"), cell: (r) => <span className="text-fg-muted">{r.index + 1}</span>, className: "w-10" },
    {
      key: "activity",
      header: t("columns.activity"),
      cell: (r) => (
        <div className="min-w-48">
          <span className={r.include ? "font-medium text-fg" : "text-fg-muted line-through"}>{activity(r.code)}</span>
          {alwaysIncluded(r.code) ? <p className="text-xs text-fg-muted">{t("alwaysIncluded")}</p> : null}
          {errorOf(r.index) || errorOf(r.index, "include") ? <p role="alert" className="text-xs text-danger">{errorOf(r.index) ?? errorOf(r.index, "include")}</p> : null}
        </div>
      ),
    },
    {
      key: "include",
      header: t("columns.include"),
      cell: (r) => (
        <input
          type="checkbox"
          aria-label={t("includeLabel", { name: activity(r.code) })}
          checked={r.include}
          disabled={alwaysIncluded(r.code)}
          onChange={(e) => update(r.code, { include: e.target.checked })}
          className="size-4 accent-primary focus-visible:outline-2 focus-visible:outline-focus disabled:opacity-50"
        />
      ),
    },
    {
      key: "step",
      header: t("columns.step"),
      cell: (r) => (
        <div>
          <select
            aria-label={t("stepLabel", { name: activity(r.code) })}
            value={r.step}
            onChange={(e) => update(r.code, { step: Number(e.target.value) as 1 | 2 | 3 })}
            className="rounded-md border border-border bg-surface px-2 py-1 text-sm text-fg focus-visible:outline-2 focus-visible:outline-focus"
          >
            {[1, 2, 3].map((s) => (
              <option key={s} value={s}>
                {t(`phase.${s}` as "phase.1")}
              </option>
            ))}
          </select>
          {errorOf(r.index, "step") ? <p role="alert" className="text-xs text-danger">{errorOf(r.index, "step")}</p> : null}
        </div>
      ),
    },
    {
      key: "actionRequired",
      header: t("columns.actionRequired"),
      cell: (r) => (
        <select
          aria-label={t("actionLabel", { name: activity(r.code) })}
          value={r.actionRequired}
          onChange={(e) => update(r.code, { actionRequired: e.target.value === "No" ? "No" : "Yes" })}
          className="rounded-md border border-border bg-surface px-2 py-1 text-sm text-fg focus-visible:outline-2 focus-visible:outline-focus"
        >
          <option value="Yes">{t("yes")}</option>
          <option value="No">{t("no")}</option>
        </select>
      ),
    },
    ...(config.usesOptional ? [flagColumn("optional", "optionalLabel")] : []),
    ...(config.usesConfirm ? [flagColumn("confirmRequired", "confirmLabel")] : []),
    {
      key: "editors",
      header: t("columns.editors"),
      cell: (r) => (
        <div>
          <RoleMultiSelect
            label={t("editorsLabel", { name: activity(r.code) })}
            options={roleOptions}
            value={r.editors}
            onChange={(editors) => update(r.code, { editors })}
            allowed={locked(r.code) ? config.lockedEditorRoles : undefined}
            emptyLabel={t("adminsOnly")}
            invalid={Boolean(errorOf(r.index, "editors"))}
          />
          {locked(r.code) ? <p className="text-xs text-fg-muted">{t("lockedEditors")}</p> : null}
          {errorOf(r.index, "editors") ? <p role="alert" className="text-xs text-danger">{errorOf(r.index, "editors")}</p> : null}
        </div>
      ),
    },
    {
      key: "watchers",
      header: t("columns.watchers"),
      cell: (r) => (
        <RoleMultiSelect
          label={t("watchersLabel", { name: activity(r.code) })}
          options={roleOptions}
          value={r.watchers}
          onChange={(watchers) => update(r.code, { watchers })}
          emptyLabel={t("noRoles")}
          invalid={Boolean(errorOf(r.index, "watchers"))}
        />
      ),
    },
  ];

  return (
    <>
      <div className="my-4 flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1 text-sm text-fg-muted">
          <p>{t(`variantDescription.${config.variant}`)}</p>
          {config.isDefault ? <p role="status">{t("defaultsNotice")}</p> : null}
          {config.lockedEditorCodes.length > 0 ? <p>{t("petitionerTenantNotice")}</p> : null}
          {copy.notice ? <p>{t(copy.notice)}</p> : null}
          <p>{t("hints.include")} {t("hints.admins")} {t("hints.actionRequired")}</p>
        </div>
        <Button variant="secondary" onClick={() => setConfirm("reset")}>
          {t("reset")}
        </Button>
      </div>
      {errors.entries ? <p role="alert" className="mb-4 text-sm text-danger">{errors.entries}</p> : null}
      <DataTable caption={t(copy.caption)} density="compact" columns={columns} rows={rows.map((r, index) => ({ ...r, index }))} rowKey={(r) => r.code} />
      {/* Save stays in reach below any of the 29 rows: a footer stuck to the bottom of the screen (above the cookie banner). */}
      <div
        data-testid="workflow-save-bar"
        className="sticky bottom-[var(--cookie-banner-h,0px)] z-10 mt-4 flex flex-wrap items-center justify-end gap-2 rounded-lg border border-border bg-surface px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)]"
      >
        {dirty ? <Badge tone="warning">{t("unsaved")}</Badge> : null}
        {dirty ? (
          <Button variant="ghost" onClick={() => { setRows(saved); setErrors({}); }}>
            {t("discard")}
          </Button>
        ) : null}
        <Button onClick={() => setConfirm("save")}>{t("save")}</Button>
      </div>
      <ConfirmDialog
        open={confirm === "save"}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={t(`${copy.confirm}.title`)}
        message={t(`${copy.confirm}.message`)}
        confirmLabel={t("confirmSave.confirm")}
        destructive={false}
        loading={save.isPending}
        onConfirm={() => save.mutate({ variant: config.variant, entries: rows })}
      />
      <ConfirmDialog
        open={confirm === "reset"}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={t("confirmReset.title")}
        message={t("confirmReset.message")}
        confirmLabel={t("confirmReset.confirm")}
        onConfirm={() => {
          setRows(toRows(config.defaults));
          setErrors({});
          setConfirm(null);
        }}
      />
    </>
  );
}
