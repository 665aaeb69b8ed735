"use client";
// Add a staff user, or open one (edit name, phone, role and branch; read-only when the viewer may not manage them).
import { useMemo } from "react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Form, applyApiErrors } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { apiPost } from "@/lib/shared/api-client";
import { QueryState } from "@/components/ui/screen-states";
import { ROLE } from "@/lib/shared/constants/roles";
import { meKey } from "@/lib/shared/query-client";
import { MSG } from "@/lib/shared/validation/messages";
import { useFormat } from "@/lib/shared/format/use-format";
import { useBranchOptions } from "@/lib/modules/branches/ui";
import { BranchSelectField } from "@/lib/modules/branches/ui";
import type { Viewer } from "@/lib/shared/viewer";
import { createUserBody, updateUserBody, type CreateUserBody, type UpdateUserBody, type UserDetails } from "../contract";
import { canManage } from "../policy";
import { usersKeys } from "./keys";
import { statusTone, useUserLabels } from "./labels";

export type UserDialogState = { mode: "create" } | { mode: "edit"; id: string } | null;

export function UserDialog({ state, onClose, viewer }: { state: UserDialogState; onClose: () => void; viewer: Viewer }) {
  const t = useTranslations("users");
  return (
    <Modal
      open={state !== null}
      onOpenChange={(open) => !open && onClose()}
      title={state?.mode === "create" ? t("dialog.addTitle") : t("dialog.editTitle")}
      description={state?.mode === "create" ? t("dialog.addDescription") : undefined}
      size="lg"
    >
      {state?.mode === "create" ? <CreateUserForm viewer={viewer} onDone={onClose} /> : null}
      {state?.mode === "edit" ? <EditUserLoader key={state.id} id={state.id} viewer={viewer} onDone={onClose} /> : null}
    </Modal>
  );
}

const isBranchManager = (viewer: Viewer) => viewer.roleId === ROLE.BRANCH_MANAGER;

/** Role 4 needs a branch (the server says the same with the same message). */
function branchRequiredForManager<T extends { roleId?: unknown; branchId?: unknown }>(value: T, ctx: z.RefinementCtx) {
  if (value.roleId === ROLE.BRANCH_MANAGER && !value.branchId) {
    ctx.addIssue({ code: "custom", path: ["branchId"], message: MSG.required("Branch") });
  }
}

type CreateUserInput = z.input<typeof createUserBody>;

function CreateUserForm({ viewer, onDone }: { viewer: Viewer; onDone: () => void }) {
  const t = useTranslations("users");
  const qc = useQueryClient();
  const { grantableRoleOptions } = useUserLabels();
  const branches = useBranchOptions(!isBranchManager(viewer));
  const schema = useMemo(
    () => (isBranchManager(viewer) ? createUserBody : createUserBody.superRefine(branchRequiredForManager)),
    [viewer],
  );
  const form = useForm<CreateUserInput, unknown, CreateUserBody>({
    resolver: zodResolver(schema),
    defaultValues: { firstName: "", middleName: "", lastName: "", email: "", phone: "", roleId: undefined, branchId: "" },
  });
  const save = useMutation({
    mutationFn: (body: CreateUserBody) => apiPost<UserDetails>("users/create", body),
    onSuccess: (user) => {
      toast.success(user.statusId === 3 ? t("toast.addedPending", { email: user.email }) : t("toast.added"));
      qc.invalidateQueries({ queryKey: usersKeys.all });
      onDone();
    },
    onError: (e) => {
      const msg = applyApiErrors(form, e);
      if (msg) toast.error(msg);
    },
  });

  return (
    <Form form={form} onSubmit={(v) => save.mutate(v)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name="firstName" label={t("fields.firstName")} required autoComplete="off" />
        <TextField name="middleName" label={t("fields.middleName")} autoComplete="off" />
        <TextField name="lastName" label={t("fields.lastName")} required autoComplete="off" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="email" type="email" label={t("fields.email")} required autoComplete="off" hint={t("fields.emailHint")} />
        <TextField name="phone" type="tel" label={t("fields.phone")} autoComplete="off" hint={t("fields.phoneHint")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="roleId" label={t("fields.role")} required numeric placeholder={t("fields.rolePlaceholder")} options={grantableRoleOptions(viewer.roleId)} />
        {isBranchManager(viewer) ? null : (
          <BranchSelectField namespace="users" branches={branches} hint={t("fields.branchHint")} />
        )}
      </div>
      <FormActions onCancel={onDone} submitLabel={t("dialog.add")} loading={save.isPending} />
    </Form>
  );
}

function FormActions({ onCancel, submitLabel, loading }: { onCancel: () => void; submitLabel: string; loading: boolean }) {
  const t = useTranslations("users");
  return (
    <div className="mt-2 flex justify-end gap-2">
      <Button variant="secondary" onClick={onCancel} disabled={loading}>
        {t("dialog.cancel")}
      </Button>
      <Button type="submit" loading={loading}>
        {submitLabel}
      </Button>
    </div>
  );
}

function EditUserLoader({ id, viewer, onDone }: { id: string; viewer: Viewer; onDone: () => void }) {
  const t = useTranslations("users");
  const q = useQuery({
    queryKey: usersKeys.detail(id),
    queryFn: ({ signal }) => apiPost<UserDetails>("users/details", { id }, { signal }),
  });
  return (
    <QueryState query={q} labels={{ loading: t("dialog.loading"), close: t("dialog.close"), retry: t("dialog.retry") }} onClose={onDone}>
      {(user) => <EditUserBody user={user} viewer={viewer} onDone={onDone} />}
    </QueryState>
  );
}

/** The user's form when the viewer may manage them (or it is the viewer), else a read-only summary. */
function EditUserBody({ user, viewer, onDone }: { user: UserDetails; viewer: Viewer; onDone: () => void }) {
  const self = user.userId === viewer.userId;
  const manageable =
    self ||
    canManage(
      { roleId: viewer.roleId, branchId: viewer.branchId, membershipId: viewer.membershipId, userId: viewer.userId },
      { id: user.id, userId: user.userId, roleId: user.roleId, branchId: user.branchId, companyBranchId: null },
    );
  return manageable ? <EditUserForm user={user} viewer={viewer} self={self} onDone={onDone} /> : <UserSummary user={user} onDone={onDone} />;
}

type UpdateUserInput = z.input<typeof updateUserBody>;

function toFormValues(user: UserDetails, self: boolean, viewer: Viewer): UpdateUserInput {
  const values: UpdateUserInput = {
    id: user.id,
    firstName: user.firstName ?? user.name,
    middleName: user.middleName ?? "",
    lastName: user.lastName ?? "",
    phone: user.phone ?? "",
  };
  // Own role and branch, a client's role, and a branch manager's branch assignment are not editable here.
  if (!self && !user.companyId) values.roleId = user.roleId;
  if (!self && !isBranchManager(viewer)) values.branchId = user.branchId ?? "";
  return values;
}

function EditUserForm({ user, viewer, self, onDone }: { user: UserDetails; viewer: Viewer; self: boolean; onDone: () => void }) {
  const t = useTranslations("users");
  const qc = useQueryClient();
  const { grantableRoleOptions, statusLabel } = useUserLabels();
  const defaults = toFormValues(user, self, viewer);
  const editRole = "roleId" in defaults;
  const editBranch = "branchId" in defaults;
  const branches = useBranchOptions(editBranch);
  const schema = useMemo(() => (editBranch ? updateUserBody.superRefine(branchRequiredForManager) : updateUserBody), [editBranch]);
  const form = useForm<UpdateUserInput, unknown, UpdateUserBody>({ resolver: zodResolver(schema), defaultValues: defaults });
  const save = useMutation({
    mutationFn: (body: UpdateUserBody) => apiPost<UserDetails>("users/update", body),
    onSuccess: (saved) => {
      toast.success(t("toast.updated"));
      qc.setQueryData(usersKeys.detail(saved.id), saved);
      qc.invalidateQueries({ queryKey: usersKeys.lists() });
      if (self) qc.invalidateQueries({ queryKey: meKey });
      onDone();
    },
    onError: (e) => {
      const msg = applyApiErrors(form, e);
      if (msg) toast.error(msg);
    },
  });

  return (
    <Form form={form} onSubmit={(v) => save.mutate(v)} className="grid gap-4">
      <p className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
        <span>{user.email}</span>
        <Badge tone={statusTone(user.statusId)}>{statusLabel(user.statusId)}</Badge>
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name="firstName" label={t("fields.firstName")} required autoComplete="off" />
        <TextField name="middleName" label={t("fields.middleName")} autoComplete="off" />
        <TextField name="lastName" label={t("fields.lastName")} required autoComplete="off" />
      </div>
      <TextField name="phone" type="tel" label={t("fields.phone")} autoComplete="off" hint={t("fields.phoneHint")} className="sm:max-w-sm" />
      {editRole || editBranch ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {editRole ? (
            <SelectField name="roleId" label={t("fields.role")} required numeric options={grantableRoleOptions(viewer.roleId, user.roleId)} />
          ) : null}
          {editBranch ? (
            <BranchSelectField namespace="users" branches={branches} current={{ id: user.branchId, name: user.branchName }} />
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-fg-muted">{self ? t("dialog.selfNote") : t("dialog.clientNote")}</p>
      )}
      <FormActions onCancel={onDone} submitLabel={t("dialog.save")} loading={save.isPending} />
    </Form>
  );
}

function UserSummary({ user, onDone }: { user: UserDetails; onDone: () => void }) {
  const t = useTranslations("users");
  const f = useFormat();
  const { roleLabel, statusLabel } = useUserLabels();
  const rows: [string, string][] = [
    [t("fields.name"), user.name],
    [t("fields.email"), user.email],
    [t("fields.phone"), f.phone(null, user.phone) || "—"],
    [t("fields.role"), roleLabel(user.roleId)],
    [t("fields.branch"), user.branchName ?? "—"],
    [t("fields.status"), statusLabel(user.statusId)],
    [t("fields.createdAt"), f.dateTime(user.createdAt)],
  ];
  return (
    <div className="grid gap-4">
      <p className="text-sm text-fg-muted">{t("dialog.readOnlyNote")}</p>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium text-fg-muted">{label}</dt>
            <dd className="text-sm text-fg">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t("dialog.close")}
        </Button>
      </div>
    </div>
  );
}
