"use client";
// /app/tasks-list: the signed-in user's to-dos (/api/todos/list): reminders assigned to them and the
// reminders made from their cases' deadlines. Due-date range and status filters, sort by due date and
// paging in the URL; create and edit in a dialog; done with one click, dismiss after a confirmation.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { type Column } from "@/components/ui/data-table";
import { RowLink } from "@/components/ui/row-link";
import { PageHeader } from "@/components/ui/page-header";
import { NotAllowed } from "@/components/ui/screen-states";
import { SearchInput } from "@/components/ui/search-input";
import { DateRangeFilter } from "@/components/list/date-range-filter";
import { FilterSelect } from "@/components/list/filter-select";
import { ListFilterBar, ListViewTable } from "@/components/list/list-view-table";
import { defineList, useListQuery } from "@/components/list/use-list-query";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import { REMINDER_SORT_FIELDS, REMINDER_STATUSES, todoListBody, type ReminderDto, type ReminderStatus } from "../contract";
import { remindersKeys } from "./keys";
import { ReminderDialog, type ReminderDialogState } from "./reminder-dialog";
import { DueCell, ReminderTitle, StatusBadge, useReminderActions } from "./reminder-parts";

const LIST = defineList<ReminderDto>()({
  sortFields: REMINDER_SORT_FIELDS,
  defaultSort: { sortBy: "dueDate", sortOrder: "asc" },
  matcher: todoListBody.shape.filter.unwrap().shape.matcher,
  path: "todos/list",
  queryKey: remindersKeys.todoList,
});

export function TasksScreen({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("reminders");
  if (!can(viewer, "task.list")) {
    return <NotAllowed title={t("title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  return <TasksList />;
}

function TasksList() {
  const t = useTranslations("reminders");
  const { view, update, query: q } = useListQuery(LIST);
  const [dialog, setDialog] = useState<ReminderDialogState>(null);
  const { actionsFor, doneButton, dialog: confirm } = useReminderActions();

  const status = view.matcher.statuses?.[0] ?? "";
  const range = view.matcher.dueDateRange;
  const filtered = Boolean(view.search || status || range);
  const openCreate = () => setDialog({ mode: "create" });

  const columns: Column<ReminderDto>[] = [
    { key: "dueDate", header: t("columns.dueDate"), sortable: true, cell: (r) => <DueCell r={r} /> },
    { key: "title", header: t("columns.title"), sortable: true, cell: (r) => <ReminderTitle r={r} /> },
    {
      key: "case",
      header: t("columns.case"),
      cell: (r) => (r.casePath ? <RowLink href={r.casePath}>{r.caseNumber ?? "—"}</RowLink> : <span className="text-fg-muted">—</span>),
    },
    { key: "assignees", header: t("columns.assignees"), cell: (r) => r.assignees.map((a) => a.name).join(", ") },
    { key: "status", header: t("columns.status"), cell: (r) => <StatusBadge status={r.status} /> },
    {
      key: "actions",
      header: <span className="sr-only">{t("columns.actions")}</span>,
      className: "text-right",
      cell: (r) => (
        <div className="flex items-center justify-end gap-2">
          {doneButton(r)}
          {actionsFor(r, () => setDialog({ mode: "edit", reminder: r }))}
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} actions={<Button onClick={openCreate}>{t("add")}</Button>} />
      <ListFilterBar namespace="reminders" filtered={filtered} onClear={() => update({ search: "", matcher: { statuses: undefined, dueDateRange: undefined } })}>
        <SearchInput label={t("search")} value={view.search} onSearch={(search) => update({ search })} />
        <DateRangeFilter legend={t("filters.dueDate")} labels={{ from: t("filters.from"), to: t("filters.to") }} value={range} onChange={(dueDateRange) => update({ matcher: { dueDateRange } })} />
        <FilterSelect
          label={t("filters.status")}
          allLabel={t("filters.openOnly")}
          value={status}
          options={REMINDER_STATUSES.filter((s) => s !== "open").map((s) => ({ value: s, label: t(`status.${s}`) }))}
          onChange={(v) => update({ matcher: { statuses: v ? [v as ReminderStatus] : undefined } })}
        />
      </ListFilterBar>
      <ListViewTable namespace="reminders" filtered={filtered} columns={columns} rowKey={(r) => r.id} view={view} update={update} query={q} emptyAction={<Button onClick={openCreate}>{t("add")}</Button>} />
      <ReminderDialog state={dialog} onClose={() => setDialog(null)} />
      {confirm}
    </>
  );
}
