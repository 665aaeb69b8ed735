"use client";
// The dashboard's "My tasks" (spec section 9: 15): the caller's first 15 open to-dos by due date, overdue
// ones flagged, with a link to the full list. Composed on the dashboard page (app/), for the task list's roles.
import { useTranslations } from "next-intl";
import { useQuery } from "@tanstack/react-query";
import { Card } from "@/components/ui/card";
import { TextLink } from "@/components/ui/link-button";
import { Spinner } from "@/components/ui/spinner";
import { apiList } from "@/lib/shared/api-client";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import type { ReminderDto } from "../contract";
import { remindersKeys } from "./keys";
import { DueCell, ReminderTitle } from "./reminder-view";

/** Spec section 9: the dashboard's "my tasks" shows 15. */
export const MY_TASKS_SIZE = 15;

export function MyTasks({ viewer }: { viewer: Viewer }) {
  if (!can(viewer, "task.list")) return null;
  return <MyTasksCard />;
}

function MyTasksCard() {
  const t = useTranslations("reminders");
  const body = { page: 1, perpage: MY_TASKS_SIZE, sortBy: "dueDate", sortOrder: "asc" } as const;
  const q = useQuery({ queryKey: remindersKeys.todoList(body), queryFn: () => apiList<ReminderDto>("todos/list", body) });
  const rows = q.data?.data ?? [];
  return (
    <section aria-labelledby="my-tasks-title">
      <Card>
        <div className="mb-2 flex items-baseline justify-between gap-2">
          <h2 id="my-tasks-title" className="text-lg font-semibold text-fg">
            {t("myTasks.title")}
          </h2>
          <TextLink href="/app/tasks-list">{t("myTasks.all", { total: q.data?.pagination?.total ?? 0 })}</TextLink>
        </div>
        {q.isLoading ? <Spinner /> : null}
        {q.error ? (
          <p role="alert" className="text-sm text-danger">
            {t("case.error")}
          </p>
        ) : null}
        {q.data && rows.length === 0 ? <p className="text-sm text-fg-muted">{t("empty.title")}</p> : null}
        {rows.length ? (
          <ul className="divide-y divide-border">
            {rows.map((r) => (
              <li key={r.id} className="flex flex-wrap items-start justify-between gap-3 py-2">
                <div className="min-w-0 flex-1">
                  <ReminderTitle r={r} />
                </div>
                <DueCell r={r} />
              </li>
            ))}
          </ul>
        ) : null}
      </Card>
    </section>
  );
}
