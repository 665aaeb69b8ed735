"use client";
// Assign a role on a case (/api/petition/assign-a-role): pick the user among the firm's active users of
// that role (/api/petition/assignable-users: open to whoever may make the assignment).
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { Form, applyApiErrors } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { SelectField } from "@/components/ui/select-field";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { ROLE } from "@/lib/shared/constants/roles";
import { FormActions } from "@/components/form/form-actions";
import { assignRoleBody, type AssignableUser, type AssignCode, type AssignRoleBody } from "@/lib/modules/workflow/contract";
import { casesKeys } from "./keys";
import { useRoleLabel } from "./labels";
import type { WorkflowActions } from "./use-workflow-actions";

/** The role each assignment step assigns (the case approver may be an attorney or an admin). */
const ASSIGN_ROLES: Record<AssignCode, readonly number[]> = {
  ASSIGN_SUPERVISOR: [ROLE.SUPERVISOR],
  ASSIGN_PARALEGAL: [ROLE.PARALEGAL],
  ASSIGN_DOCUMENTATION_MANAGER: [ROLE.DOC_MANAGER],
  ASSIGN_DOCUMENTATION_EXECUTIVE: [ROLE.DOC_EXECUTIVE],
  ASSIGN_ATTORNEY: [ROLE.ATTORNEY],
  ASSIGN_CASE_APPROVER: [ROLE.ATTORNEY, ROLE.ADMIN],
};

function useAssignableUsers(petitionId: string, roleId: number | undefined) {
  return useQuery({
    queryKey: casesKeys.assignableUsers(petitionId, roleId ?? 0),
    queryFn: ({ signal }) => apiPost<AssignableUser[]>("petition/assignable-users", { petitionId, roleId }, { signal }),
    enabled: roleId !== undefined,
    staleTime: 60_000,
  });
}

type Input = z.input<typeof assignRoleBody>;

export function AssignDialog({
  petitionId,
  code,
  title,
  open,
  onOpenChange,
  actions,
}: {
  petitionId: string;
  code: AssignCode;
  title: string;
  open: boolean;
  onOpenChange: (o: boolean) => void;
  actions: WorkflowActions;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title}>
      {open ? <AssignForm petitionId={petitionId} code={code} actions={actions} onDone={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}

function AssignForm({ petitionId, code, actions, onDone }: { petitionId: string; code: AssignCode; actions: WorkflowActions; onDone: () => void }) {
  const t = useTranslations("cases");
  const roleLabel = useRoleLabel();
  const roles = ASSIGN_ROLES[code];
  const form = useForm<Input, unknown, AssignRoleBody>({
    resolver: zodResolver(assignRoleBody),
    defaultValues: { petitionId, code, roleId: roles[0] as AssignRoleBody["roleId"], userId: "" },
  });
  const roleId = Number(useWatch({ control: form.control, name: "roleId" })) || undefined;
  const users = useAssignableUsers(petitionId, roleId);
  const options = (users.data ?? []).map((u) => ({ value: u.userId, label: u.branchName ? `${u.name} (${u.branchName})` : u.name }));
  const submit = (body: AssignRoleBody) =>
    actions.assign.mutate(body, {
      onSuccess: onDone,
      onError: (e) => {
        const msg = applyApiErrors(form, e);
        if (msg) toast.error(msg);
      },
    });

  return (
    <Form form={form} onSubmit={submit} className="grid gap-4">
      {roles.length > 1 ? (
        <SelectField name="roleId" label={t("assign.role")} options={roles.map((r) => ({ value: String(r), label: roleLabel(r) }))} numeric required />
      ) : null}
      <SelectField
        name="userId"
        label={t("assign.user", { role: roleId ? roleLabel(roleId) : "" })}
        required
        options={options}
        placeholder={users.isLoading ? t("loading") : options.length ? t("assign.choose") : t("assign.none")}
        disabled={users.isLoading || options.length === 0}
        hint={users.error ? errorMessage(users.error) : undefined}
      />
      <FormActions onCancel={onDone} cancelLabel={t("actions.cancel")} submitLabel={t("assign.submit")} loading={actions.assign.isPending} />
    </Form>
  );
}
