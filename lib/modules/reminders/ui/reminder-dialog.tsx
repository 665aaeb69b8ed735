"use client";
// Create or edit a reminder (/api/reminders/save | update) in a dialog: title, notes, due date and
// optional time with its time zone, repeat, and the firm users it is assigned to (none: the caller).
import { useId } from "react";
import { useTranslations } from "next-intl";
import { useController, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { FormActions } from "@/components/form/form-actions";
import { FieldGroupError } from "@/components/ui/field-group-error";
import { Form, applyApiErrors } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { SelectField } from "@/components/ui/select-field";
import { TextArea } from "@/components/ui/text-area";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { apiPost } from "@/lib/shared/api-client";
import { REMINDER_REPEATS, saveReminderBody, updateReminderBody, type AssignableUser, type ReminderDto, type SaveReminderBody, type UpdateReminderBody } from "../contract";
import { remindersKeys } from "./keys";

export type ReminderDialogState = { mode: "create"; petitionId?: string } | { mode: "edit"; reminder: ReminderDto } | null;

/** Time zones offered besides the caller's own (empty: the browser's zone, sent with every call). */
const ZONES = ["America/New_York", "America/Chicago", "America/Denver", "America/Phoenix", "America/Los_Angeles", "America/Anchorage", "Pacific/Honolulu", "UTC"];

export function ReminderDialog({ state, onClose }: { state: ReminderDialogState; onClose: () => void }) {
  const t = useTranslations("reminders");
  return (
    <Modal open={state !== null} onOpenChange={(open) => !open && onClose()} title={state?.mode === "edit" ? t("dialog.editTitle") : t("dialog.addTitle")} description={t("dialog.description")} size="lg">
      {state?.mode === "create" ? <ReminderForm petitionId={state.petitionId} onClose={onClose} /> : null}
      {state?.mode === "edit" ? <ReminderForm key={state.reminder.id} reminder={state.reminder} onClose={onClose} /> : null}
    </Modal>
  );
}

function useAssignableUsers() {
  return useQuery({ queryKey: remindersKeys.assignable(), queryFn: () => apiPost<AssignableUser[]>("reminders/assignable-users", {}), staleTime: 60_000 });
}

/** Checkboxes of the firm's users, bound to `assigneeIds` (an array of user ids). */
function AssigneePicker() {
  const t = useTranslations("reminders");
  const id = useId();
  const users = useAssignableUsers();
  const { field } = useController<{ assigneeIds?: string[] }, "assigneeIds">({ name: "assigneeIds" });
  const value = field.value ?? [];
  const toggle = (userId: string, on: boolean) => field.onChange(on ? [...value, userId] : value.filter((v) => v !== userId));
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium text-fg">{t("fields.assignees")}</legend>
      <p id={`${id}-hint`} className="text-xs text-fg-muted">
        {t("fields.assigneesHint")}
      </p>
      {users.isLoading ? <p className="text-sm text-fg-muted">{t("fields.assigneesLoading")}</p> : null}
      <div className="grid max-h-40 gap-1 overflow-y-auto rounded border border-border p-2 sm:grid-cols-2">
        {(users.data ?? []).map((u) => (
          <label key={u.userId} className="flex items-center gap-2 text-sm text-fg">
            <input type="checkbox" className="size-4 accent-primary" checked={value.includes(u.userId)} onChange={(e) => toggle(u.userId, e.target.checked)} />
            {u.name}
          </label>
        ))}
      </div>
      <FieldGroupError name="assigneeIds" className="text-sm" />
    </fieldset>
  );
}

type FormInput = z.input<typeof saveReminderBody> & { id?: string };

function ReminderForm({ reminder, petitionId, onClose }: { reminder?: ReminderDto; petitionId?: string; onClose: () => void }) {
  const t = useTranslations("reminders");
  const qc = useQueryClient();
  const editing = reminder !== undefined;
  const form = useForm<FormInput, unknown, SaveReminderBody | UpdateReminderBody>({
    resolver: zodResolver((editing ? updateReminderBody : saveReminderBody) as typeof saveReminderBody),
    defaultValues: reminder
      ? {
          id: reminder.id,
          title: reminder.title,
          notes: reminder.notes ?? "",
          dueDate: reminder.dueDate,
          dueTime: reminder.dueTime ?? "",
          reminderTimezone: reminder.timezone,
          repeat: reminder.repeat ?? "",
          assigneeIds: reminder.assignees.map((a) => a.userId),
        }
      : { title: "", notes: "", dueDate: "", dueTime: "", repeat: "", assigneeIds: [], ...(petitionId ? { petitionId } : {}) },
  });
  const save = useMutation({
    mutationFn: (body: SaveReminderBody | UpdateReminderBody) => apiPost<ReminderDto>(editing ? "reminders/update" : "reminders/save", body),
    onSuccess: (r) => {
      toast.success(t(editing ? "toast.updated" : "toast.created", { title: r.title }));
      qc.invalidateQueries({ queryKey: remindersKeys.all });
      onClose();
    },
    onError: (e) => {
      const msg = applyApiErrors(form, e);
      if (msg) toast.error(msg);
    },
  });
  const zones = reminder && !ZONES.includes(reminder.timezone) ? [reminder.timezone, ...ZONES] : ZONES;
  return (
    <Form form={form} onSubmit={(v) => save.mutate(v)} className="grid gap-4">
      <TextField name="title" label={t("fields.title")} required maxLength={200} autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name="dueDate" type="date" label={t("fields.dueDate")} required />
        <TextField name="dueTime" type="time" label={t("fields.dueTime")} hint={t("fields.dueTimeHint")} />
        <SelectField name="reminderTimezone" label={t("fields.timezone")} placeholder="—" options={zones.map((z) => ({ value: z, label: z.replace(/_/g, " ") }))} />
      </div>
      <SelectField
        name="repeat"
        label={t("fields.repeat")}
        options={[{ value: "", label: t("repeat.none") }, ...REMINDER_REPEATS.map((r) => ({ value: r, label: t(`repeat.${r}`) }))]}
      />
      <TextArea name="notes" label={t("fields.notes")} rows={3} maxLength={2000} />
      <AssigneePicker />
      <FormActions onCancel={onClose} cancelLabel={t("actions.cancel")} submitLabel={editing ? t("dialog.save") : t("dialog.add")} loading={save.isPending} />
    </Form>
  );
}
