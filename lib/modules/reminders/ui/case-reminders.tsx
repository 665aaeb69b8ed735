"use client";
// A case's "Reminders" section (on its Case Details tab, composed in app/ through the case screen's
// slots): the reminders of the case and of its deadlines (/api/reminders/list { petitionId }), add one
// for this case, mark done, dismiss. Shown to the roles with the task list.
import { useState } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { InlineLoadError } from "@/components/ui/screen-states";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { apiList } from "@/lib/shared/api-client";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import type { CaseDetails } from "@/lib/modules/cases/contract";
import type { ReminderDto } from "../contract";
import { remindersKeys } from "./keys";
import type { ReminderDialogState } from "./reminder-dialog";
import { DueCell, ReminderTitle, StatusBadge, useReminderActions } from "./reminder-parts";

// The dialog and its form (with zod) load on first opening: the section shows on every case's first tab.
const ReminderDialog = dynamic(() => import("./reminder-dialog").then((m) => m.ReminderDialog));

/** The case's reminders, open ones first then by due date (the first 100). */
function useCaseReminders(petitionId: string) {
  return useQuery({
    queryKey: remindersKeys.ofCase(petitionId),
    queryFn: () => apiList<ReminderDto>("reminders/list", { petitionId, perpage: 100, sortBy: "dueDate", sortOrder: "asc" }),
  });
}

export function CaseReminders({ viewer, c }: { viewer: Viewer; c: CaseDetails }) {
  if (!can(viewer, "task.list")) return null;
  return <CaseRemindersSection petitionId={c.id} />;
}

function CaseRemindersSection({ petitionId }: { petitionId: string }) {
  const t = useTranslations("reminders");
  const q = useCaseReminders(petitionId);
  const [dialog, setDialogState] = useState<ReminderDialogState>(null);
  // Opened once, the dialog stays mounted (it returns the focus to its button on close).
  const [opened, setOpened] = useState(false);
  const setDialog = (next: ReminderDialogState) => {
    if (next) setOpened(true);
    setDialogState(next);
  };
  const { actionsFor, doneButton, dialog: confirm } = useReminderActions();
  const rows = [...(q.data?.data ?? [])].sort((a, b) => Number(a.status !== "open") - Number(b.status !== "open"));
  return (
    <section aria-labelledby="case-reminders-title" className="mt-6">
      <Card>
        <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 id="case-reminders-title" className="text-lg font-semibold text-fg">
              {t("case.title")}
            </h2>
            <p className="text-sm text-fg-muted">{t("case.description")}</p>
          </div>
          <Button size="sm" onClick={() => setDialog({ mode: "create", petitionId })}>
            {t("case.add")}
          </Button>
        </div>
        {q.isLoading ? <Spinner /> : null}
        {q.error ? (
          <InlineLoadError message={t("case.error")} retryLabel={t("case.retry")} onRetry={() => q.refetch()} />
        ) : null}
        {q.data && rows.length === 0 ? <p className="text-sm text-fg-muted">{t("case.empty")}</p> : null}
        {rows.length ? (
          <ul className="divide-y divide-border">
            {rows.map((r) => (
              <li key={r.id} className="flex flex-wrap items-start justify-between gap-3 py-2">
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <ReminderTitle r={r} />
                  <span className="text-xs text-fg-muted">{r.assignees.map((a) => a.name).join(", ")}</span>
                </div>
                <DueCell r={r} />
                <StatusBadge status={r.status} />
                <div className="flex items-center gap-2">
                  {doneButton(r)}
                  {actionsFor(r, () => setDialog({ mode: "edit", reminder: r }))}
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </Card>
      {opened ? <ReminderDialog state={dialog} onClose={() => setDialog(null)} /> : null}
      {confirm}
    </section>
  );
}
