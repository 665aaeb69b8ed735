"use client";
// The status change shared by the to-do list and a case's Reminders section: done with one click,
// dismiss after a confirmation, reopen to undo (the row pieces are in ./reminder-view.tsx).
import { useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { RowActions, type RowAction } from "@/components/ui/row-actions";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import type { ReminderDto, ReminderStatus, StatusChangeResult } from "../contract";
import { remindersKeys } from "./keys";
import { useReminderTitle } from "./reminder-view";

export { DueCell, ReminderTitle, StatusBadge, useReminderTitle } from "./reminder-view";

/**
 * The status actions of a list: `actionsFor(r, onEdit)` gives a row's menu, `doneButton(r)` the one-click
 * "Mark done", and `dialog` the dismiss confirmation to render once.
 */
export function useReminderActions(): { actionsFor: (r: ReminderDto, onEdit: () => void) => ReactNode; doneButton: (r: ReminderDto) => ReactNode; dialog: ReactNode } {
  const t = useTranslations("reminders");
  const f = useFormat();
  const title = useReminderTitle();
  const qc = useQueryClient();
  const [dismissing, setDismissing] = useState<ReminderDto | null>(null);
  const change = useMutation({
    mutationFn: ({ r, status }: { r: ReminderDto; status: ReminderStatus }) => apiPost<StatusChangeResult>("reminders/update-status", { id: r.id, status }),
    onSuccess: (res, { r, status }) => {
      const name = title(r);
      toast.success(status === "done" ? t("toast.done", { title: name }) : status === "dismissed" ? t("toast.dismissed", { title: name }) : t("toast.reopened", { title: name }));
      if (res.next) toast.success(t("toast.next", { date: f.date(res.next.dueDate) }));
      qc.invalidateQueries({ queryKey: remindersKeys.all });
      setDismissing(null);
    },
    onError: (e) => {
      toast.error(errorMessage(e));
      setDismissing(null);
    },
  });
  const actionsFor = (r: ReminderDto, onEdit: () => void) => {
    if (!r.editable) return null;
    const actions: RowAction[] = [];
    if (r.source === "manual") actions.push({ label: t("actions.edit"), onSelect: onEdit });
    if (r.status !== "open") actions.push({ label: t("actions.reopen"), onSelect: () => change.mutate({ r, status: "open" }) });
    if (r.status === "open") actions.push({ label: t("actions.dismiss"), onSelect: () => setDismissing(r), destructive: true });
    return actions.length ? <RowActions label={t("actions.menuNamed", { title: title(r) })} actions={actions} /> : null;
  };
  const doneButton = (r: ReminderDto) =>
    r.editable && r.status === "open" ? (
      <Button variant="secondary" size="sm" aria-label={t("actions.doneNamed", { title: title(r) })} disabled={change.isPending} onClick={() => change.mutate({ r, status: "done" })}>
        {t("actions.done")}
      </Button>
    ) : null;
  const dialog = (
    <ConfirmDialog
      open={dismissing !== null}
      onOpenChange={(open) => !open && setDismissing(null)}
      title={t("confirm.dismissTitle")}
      message={t("confirm.dismissMessage", { title: dismissing ? title(dismissing) : "" })}
      confirmLabel={t("actions.dismiss")}
      loading={change.isPending}
      onConfirm={() => dismissing && change.mutate({ r: dismissing, status: "dismissed" })}
    />
  );
  return { actionsFor, doneButton, dialog };
}
