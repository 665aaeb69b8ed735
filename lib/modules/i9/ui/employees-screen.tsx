"use client";
// /app/employees: the employees of the employers within the viewer's I-9 reach — search, employer and
// status filters, sort and pages kept in the URL; add, edit and record a termination in dialogs; import a
// file from an HR system (checked first, saved all or nothing). A petitioner keeps its own company's.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { type Column } from "@/components/ui/data-table";
import { FilterSelect } from "@/components/list/filter-select";
import { leaveListFor } from "@/components/list/list-view";
import { ListFilterBar, ListViewTable } from "@/components/list/list-view-table";
import { defineList, useListQuery } from "@/components/list/use-list-query";
import { PageHeader } from "@/components/ui/page-header";
import { RowActions } from "@/components/ui/row-actions";
import { NotAllowed } from "@/components/ui/screen-states";
import { SearchInput } from "@/components/ui/search-input";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { ROLE } from "@/lib/shared/constants/roles";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import { EMPLOYEE_SORT_FIELDS, EMPLOYEE_STATUSES, employeeListBody, type EmployeeDto, type EmployeeStatus, type I9RecordDto } from "../contract";
import { CreateEmployeeDialog, EditEmployeeDialog, ImportEmployeesDialog, TerminateEmployeeDialog, type EmployeeDialogState } from "./employee-dialogs";
import { I9UsersDialog } from "./i9-users-dialog";
import { i9Keys } from "./keys";
import { useEmployerOptions } from "./use-employers";

const LIST = defineList<EmployeeDto>()({
  sortFields: EMPLOYEE_SORT_FIELDS,
  defaultSort: { sortBy: "lastName", sortOrder: "asc" },
  matcher: employeeListBody.shape.filter.unwrap().shape.matcher,
  path: "employees/list",
  queryKey: i9Keys.employeeList,
});

export function EmployeesScreen({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("i9.employees");
  if (!can(viewer, "i9.read")) {
    return <NotAllowed title={t("title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  return <EmployeesList viewer={viewer} />;
}

function EmployeesList({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("i9.employees");
  const f = useFormat();
  const { view, update, query: q } = useListQuery(LIST);
  const canEdit = can(viewer, "i9.manage");
  const petitioner = viewer.roleId === ROLE.PETITIONER;
  const employers = useEmployerOptions();
  const [dialog, setDialog] = useState<EmployeeDialogState | { kind: "users" }>(null);
  const close = () => setDialog(null);
  const tr = useTranslations("i9.records");
  const tu = useTranslations("i9.users");
  const qc = useQueryClient();
  const router = useRouter();
  const startI9 = useMutation({
    mutationFn: (e: EmployeeDto) => apiPost<I9RecordDto>("i9/create", { employeeId: e.id }),
    // The new form opens at once: Section 1's link and the due dates are there.
    onSuccess: (r) => {
      toast.success(tr("toast.started", { name: r.employeeName }));
      void qc.invalidateQueries({ queryKey: i9Keys.records() });
      leaveListFor(router, `/app/i9-details/${r.id}`);
    },
    onError: (e) => toast.error(errorMessage(e)),
  });

  const employer = view.matcher.employers?.[0];
  const status = view.matcher.status;
  const filtered = Boolean(view.search || employer || status);

  const columns: Column<EmployeeDto>[] = [
    { key: "lastName", header: t("columns.name"), sortable: true, cell: (e) => <span className="font-medium">{e.middleInitial ? `${e.firstName} ${e.middleInitial}. ${e.lastName}` : e.name}</span> },
    ...(petitioner ? [] : [{ key: "employer", header: t("columns.employer"), cell: (e: EmployeeDto) => e.employerName }]),
    { key: "externalId", header: t("columns.externalId"), cell: (e) => e.externalId ?? <span className="text-fg-muted">—</span> },
    { key: "hireDate", header: t("columns.hireDate"), sortable: true, cell: (e) => f.date(e.hireDate) },
    { key: "terminationDate", header: t("columns.terminationDate"), sortable: true, cell: (e) => (e.terminationDate ? f.date(e.terminationDate) : <span className="text-fg-muted">—</span>) },
    { key: "status", header: t("columns.status"), cell: (e) => <Badge tone={e.status === "active" ? "success" : "neutral"}>{t(`status.${e.status}`)}</Badge> },
    {
      key: "actions",
      header: <span className="sr-only">{t("columns.actions")}</span>,
      className: "text-right",
      cell: (e) =>
        canEdit ? (
          <RowActions
            label={t("actions.menuNamed", { name: e.name })}
            actions={[
              ...(e.status === "active" ? [{ label: tr("start"), onSelect: () => startI9.mutate(e) }] : []),
              { label: t("actions.edit"), onSelect: () => setDialog({ kind: "edit", employee: e }) },
              { label: t("actions.terminate"), onSelect: () => setDialog({ kind: "terminate", employee: e }) },
            ]}
          />
        ) : null,
    },
  ];

  const actions = canEdit ? (
    <div className="flex flex-wrap gap-2">
      {can(viewer, "i9.admin") ? (
        <Button variant="secondary" onClick={() => setDialog({ kind: "users" })}>
          {tu("open")}
        </Button>
      ) : null}
      <Button variant="secondary" onClick={() => setDialog({ kind: "import" })}>
        {t("import")}
      </Button>
      <Button onClick={() => setDialog({ kind: "create" })}>{t("add")}</Button>
    </div>
  ) : null;

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} actions={actions} />
      <ListFilterBar namespace="i9.employees" filtered={filtered} onClear={() => update({ search: "", matcher: { employers: undefined, status: undefined } })}>
        <SearchInput label={t("search")} value={view.search} onSearch={(search) => update({ search })} />
        {petitioner ? null : (
          <FilterSelect
            label={t("filters.employer")}
            allLabel={t("filters.allEmployers")}
            value={employer ?? ""}
            options={employers.options}
            onChange={(v) => update({ matcher: { employers: v ? [v] : undefined } })}
          />
        )}
        <FilterSelect
          label={t("filters.status")}
          allLabel={t("filters.allStatuses")}
          value={status ?? ""}
          options={EMPLOYEE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          onChange={(v) => update({ matcher: { status: (v || undefined) as EmployeeStatus | undefined } })}
        />
      </ListFilterBar>
      <ListViewTable
        namespace="i9.employees"
        filtered={filtered}
        columns={columns}
        rowKey={(e) => e.id}
        view={view}
        update={update}
        query={q}
        emptyAction={canEdit ? <Button onClick={() => setDialog({ kind: "create" })}>{t("add")}</Button> : undefined}
      />
      {dialog?.kind === "create" ? <CreateEmployeeDialog employers={employers.options} employersLoading={employers.isLoading} fixedEmployer={petitioner} onClose={close} /> : null}
      {dialog?.kind === "edit" ? <EditEmployeeDialog employee={dialog.employee} onClose={close} /> : null}
      {dialog?.kind === "terminate" ? <TerminateEmployeeDialog employee={dialog.employee} onClose={close} /> : null}
      {dialog?.kind === "users" ? <I9UsersDialog onClose={close} /> : null}
      {dialog?.kind === "import" ? <ImportEmployeesDialog employers={employers.options} fixedEmployer={petitioner} onClose={close} /> : null}
    </>
  );
}
