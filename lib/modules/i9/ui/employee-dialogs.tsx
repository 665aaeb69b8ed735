"use client";
// Add an employee, edit one, record a termination (/api/employees/create, update), and import a file from
// an HR system (/api/employees/import-preview, import) on the shared checked import.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CheckedImport } from "@/components/form/checked-import";
import { FormDialog } from "@/components/form/form-dialog";
import { inputClass } from "@/components/ui/input-class";
import { Modal } from "@/components/ui/modal";
import { SelectField, type SelectOption } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { apiPost } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import { toUsDateInput } from "@/lib/shared/validation/form-dates";
import {
  createEmployeeBody,
  createEmployeeForm,
  terminateEmployeeForm,
  updateEmployeeBody,
  type CreateEmployeeBody,
  type CreateEmployeeInput,
  type EmployeeDto,
  type EmployeeImportPreviewDto,
  type EmployeeImportResult,
  type UpdateEmployeeBody,
  type UpdateEmployeeInput,
} from "../contract";
import { i9Keys } from "./keys";

export type EmployeeDialogState = { kind: "create" } | { kind: "edit"; employee: EmployeeDto } | { kind: "terminate"; employee: EmployeeDto } | { kind: "import" } | null;

function useSave<B>(path: string, done: (e: EmployeeDto) => string, onClose: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => apiPost<EmployeeDto>(path, body),
    onSuccess: (e) => {
      toast.success(done(e));
      void qc.invalidateQueries({ queryKey: i9Keys.employees() });
      onClose();
    },
  });
}

function PersonFields() {
  const t = useTranslations("i9.employees.fields");
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-[1fr_1fr_7rem]">
        <TextField name="firstName" label={t("firstName")} required autoComplete="off" />
        <TextField name="lastName" label={t("lastName")} required autoComplete="off" />
        <TextField name="middleInitial" label={t("middleInitial")} maxLength={1} autoComplete="off" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="email" type="email" label={t("email")} autoComplete="off" />
        <TextField name="externalId" label={t("externalId")} hint={t("externalIdHint")} autoComplete="off" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="hireDate" label={t("hireDate")} required placeholder="MM/DD/YYYY" hint={t("dateHint")} autoComplete="off" />
        <TextField name="workLocation" label={t("workLocation")} autoComplete="off" />
      </div>
    </>
  );
}

export function CreateEmployeeDialog({ employers, employersLoading, fixedEmployer, onClose }: { employers: SelectOption[]; employersLoading: boolean; fixedEmployer: boolean; onClose: () => void }) {
  const t = useTranslations("i9.employees");
  const form = useForm<CreateEmployeeInput, unknown, CreateEmployeeBody>({
    // A petitioner's employee is its own company's (no employer field); everyone else must choose one.
    resolver: zodResolver(fixedEmployer ? createEmployeeBody : createEmployeeForm),
    defaultValues: { companyId: employers.length === 1 ? employers[0].value : "", firstName: "", lastName: "", middleInitial: "", email: "", externalId: "", hireDate: "", workLocation: "" },
  });
  const save = useSave<CreateEmployeeBody>("employees/create", (e) => t("toast.created", { name: e.name }), onClose);
  return (
    <FormDialog title={t("dialog.addTitle")} description={t("dialog.addDescription")} size="lg" form={form} save={save} submitLabel={t("dialog.add")} onClose={onClose}>
      {fixedEmployer ? null : (
        <SelectField
          name="companyId"
          label={t("fields.employer")}
          required
          placeholder={employersLoading ? t("fields.employerLoading") : t("fields.employerChoose")}
          options={employers}
          disabled={employersLoading}
        />
      )}
      <PersonFields />
    </FormDialog>
  );
}

export function EditEmployeeDialog({ employee: e, onClose }: { employee: EmployeeDto; onClose: () => void }) {
  const t = useTranslations("i9.employees");
  const form = useForm<UpdateEmployeeInput, unknown, UpdateEmployeeBody>({
    resolver: zodResolver(updateEmployeeBody),
    defaultValues: {
      id: e.id,
      firstName: e.firstName,
      lastName: e.lastName,
      middleInitial: e.middleInitial ?? "",
      email: e.email ?? "",
      externalId: e.externalId ?? "",
      hireDate: toUsDateInput(e.hireDate),
      workLocation: e.workLocation ?? "",
    },
  });
  const save = useSave<UpdateEmployeeBody>("employees/update", (x) => t("toast.updated", { name: x.name }), onClose);
  return (
    <FormDialog title={t("dialog.editTitle", { name: e.name })} description={e.employerName} size="lg" form={form} save={save} onClose={onClose}>
      <PersonFields />
    </FormDialog>
  );
}

export function TerminateEmployeeDialog({ employee: e, onClose }: { employee: EmployeeDto; onClose: () => void }) {
  const t = useTranslations("i9.employees");
  const form = useForm({ resolver: zodResolver(terminateEmployeeForm), defaultValues: { id: e.id, terminationDate: toUsDateInput(e.terminationDate) } });
  const save = useSave<UpdateEmployeeBody>("employees/update", (x) => t("toast.updated", { name: x.name }), onClose);
  return (
    <FormDialog title={t("dialog.terminateTitle", { name: e.name })} description={t("dialog.terminateDescription")} form={form} save={save} onClose={onClose}>
      <TextField name="terminationDate" label={t("fields.terminationDate")} required placeholder="MM/DD/YYYY" hint={t("fields.dateHint")} autoComplete="off" />
    </FormDialog>
  );
}

const ACCEPT = ".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export function ImportEmployeesDialog({ employers, fixedEmployer, onClose }: { employers: SelectOption[]; fixedEmployer: boolean; onClose: () => void }) {
  const t = useTranslations("i9.employees");
  const f = useFormat();
  const qc = useQueryClient();
  const [employer, setEmployer] = useState(employers.length === 1 ? employers[0].value : "");
  const d = (k: string, values?: Record<string, string | number>) => t(`importDialog.${k}`, values);
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={d("title")} description={d("description")} size="lg">
      <CheckedImport<EmployeeImportPreviewDto, EmployeeImportResult>
        key={employer}
        previewPath="employees/import-preview"
        importPath="employees/import"
        fields={fixedEmployer ? {} : { companyId: employer }}
        accept={ACCEPT}
        labels={{
          file: d("file"),
          hint: d("hint"),
          checking: (percent) => d("checking", { percent }),
          importing: (percent) => d("importing", { percent }),
          errorsCaption: d("errorsCaption"),
          line: d("line"),
          record: d("record"),
          errors: d("errors"),
          fixFirst: d("fixFirst"),
          cancel: t("actions.cancel"),
          submit: (count) => d("submit", { count }),
          submitEmpty: d("submitEmpty"),
        }}
        summary={(p) => d("summary", { total: f.number(p.total), creates: f.number(p.creates), updates: f.number(p.updates), invalid: f.number(p.invalid) })}
        rows={(p) => p.rows.map((r) => ({ line: r.line, label: r.name, errors: r.errors }))}
        importable={(p) => p.creates + p.updates}
        onImported={async (r) => {
          toast.success(t("toast.imported", { created: r.created, updated: r.updated }));
          await qc.invalidateQueries({ queryKey: i9Keys.employees() });
          onClose();
        }}
        onCancel={onClose}
      >
        {fixedEmployer ? null : (
          <div className="grid gap-1">
            <label htmlFor="employee-import-employer" className="text-sm font-medium text-fg">
              {d("employer")}
            </label>
            <select id="employee-import-employer" className={inputClass} value={employer} onChange={(e) => setEmployer(e.target.value)}>
              <option value="">{t("fields.employerChoose")}</option>
              {employers.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        )}
      </CheckedImport>
    </Modal>
  );
}
