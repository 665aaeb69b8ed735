"use client";
// A beneficiary's dependants: at most one spouse, any number of children. Add and edit in an inline
// form (/api/beneficiary/save-dependant), remove after a confirmation (/api/beneficiary/delete-dependant).
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Form, applyApiErrors } from "@/components/ui/form";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import { useCountries } from "@/lib/shared/places";
import { FormActions } from "@/components/form/form-actions";
import { ONE_SPOUSE_MESSAGE, RELATIONS, saveDependantBody, type BeneficiaryDetails, type DependantDto, type Relation, type SaveDependantBody } from "../contract";
import { useCountryName } from "./beneficiary-details-view";
import { toUsDateInput, withUsDates } from "@/lib/shared/validation/form-dates";
import { beneficiariesKeys } from "./keys";

type Editing = { relation: Relation; dependant?: DependantDto } | null;

export function DependantsSection({ beneficiary, canEdit }: { beneficiary: BeneficiaryDetails; canEdit: boolean }) {
  const t = useTranslations("beneficiaries.dependants");
  const f = useFormat();
  const qc = useQueryClient();
  const countryName = useCountryName();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<DependantDto | null>(null);
  const spouse = beneficiary.dependants.find((d) => d.relation === "spouse");
  const ordered = [...beneficiary.dependants].sort((a, b) => (a.relation === b.relation ? 0 : a.relation === "spouse" ? -1 : 1));

  const refresh = () => {
    qc.invalidateQueries({ queryKey: beneficiariesKeys.detail(beneficiary.id) });
    qc.invalidateQueries({ queryKey: beneficiariesKeys.lists() });
  };

  const remove = useMutation({
    mutationFn: (d: DependantDto) => apiPost<{ id: string }>("beneficiary/delete-dependant", { id: d.id }),
    onSuccess: (_res, d) => {
      toast.success(t("toast.deleted", { name: d.name }));
      refresh();
      setRemoving(null);
    },
    onError: (e) => {
      toast.error(errorMessage(e));
      setRemoving(null);
    },
  });

  return (
    <CardSection
      title={t("title")}
      actions={
        canEdit && !editing ? (
          <span className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={() => setEditing({ relation: "spouse" })} disabled={spouse !== undefined} title={spouse ? ONE_SPOUSE_MESSAGE : undefined}>
              {t("addSpouse")}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setEditing({ relation: "child" })}>
              {t("addChild")}
            </Button>
          </span>
        ) : null
      }
    >
      {spouse && canEdit && !editing ? <p className="mb-2 text-xs text-fg-muted">{t("oneSpouse")}</p> : null}
      {ordered.length === 0 ? (
        <p className="text-sm text-fg-muted">{t("none")}</p>
      ) : (
        <ul className="divide-y divide-border" aria-label={t("title")}>
          {ordered.map((d) => (
            <li key={d.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-fg">
                  {d.name}
                  <Badge tone={d.relation === "spouse" ? "info" : "neutral"}>{t(`relation.${d.relation === "spouse" ? "spouse" : "child"}`)}</Badge>
                </p>
                <p className="text-xs text-fg-muted">
                  {[
                    d.dateOfBirth ? t("bornOn", { date: f.date(d.dateOfBirth) }) : null,
                    countryName(d.countryOfBirthId) || null,
                    d.passportNumber ? t("passportShort", { number: d.passportNumber }) : null,
                    d.email,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
              </div>
              {canEdit ? (
                <span className="flex gap-2">
                  <Button size="sm" variant="secondary" onClick={() => setEditing({ relation: d.relation === "spouse" ? "spouse" : "child", dependant: d })} aria-label={t("editNamed", { name: d.name })}>
                    {t("edit")}
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => setRemoving(d)} aria-label={t("removeNamed", { name: d.name })}>
                    {t("remove")}
                  </Button>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <DependantForm
          key={editing.dependant?.id ?? editing.relation}
          beneficiaryId={beneficiary.id}
          editing={editing}
          spouseTaken={spouse !== undefined && spouse.id !== editing.dependant?.id}
          onDone={(saved) => {
            if (saved) refresh();
            setEditing(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t("confirm.title")}
        message={t("confirm.message", { name: removing?.name ?? "" })}
        confirmLabel={t("remove")}
        loading={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </CardSection>
  );
}

type DependantValues = {
  id?: string;
  beneficiaryId: string;
  relation: string;
  firstName: string;
  middleName: string;
  lastName: string;
  dateOfBirth: string;
  countryOfBirthId?: number;
  email: string;
  passportNumber: string;
};

const dependantFormSchema = withUsDates(saveDependantBody, ["dateOfBirth"]);

function DependantForm({
  beneficiaryId,
  editing,
  spouseTaken,
  onDone,
}: {
  beneficiaryId: string;
  editing: NonNullable<Editing>;
  spouseTaken: boolean;
  onDone: (saved: boolean) => void;
}) {
  const t = useTranslations("beneficiaries.dependants");
  const countries = useCountries();
  const d = editing.dependant;
  const form = useForm<DependantValues, unknown, SaveDependantBody>({
    resolver: zodResolver(dependantFormSchema as z.ZodType<SaveDependantBody, DependantValues>),
    defaultValues: {
      ...(d ? { id: d.id } : {}),
      beneficiaryId,
      relation: editing.relation,
      firstName: d?.firstName ?? "",
      middleName: d?.middleName ?? "",
      lastName: d?.lastName ?? "",
      dateOfBirth: toUsDateInput(d?.dateOfBirth),
      countryOfBirthId: d?.countryOfBirthId ?? undefined,
      email: d?.email ?? "",
      passportNumber: d?.passportNumber ?? "",
    },
  });
  const countryCount = countries.data?.length ?? 0;
  useEffect(() => {
    if (countryCount > 0) form.setValue("countryOfBirthId", form.getValues("countryOfBirthId"));
  }, [countryCount, form]);

  const save = useMutation({
    mutationFn: (body: SaveDependantBody) => apiPost<DependantDto>("beneficiary/save-dependant", body),
    onSuccess: (saved) => {
      toast.success(d ? t("toast.updated", { name: saved.name }) : t("toast.added", { name: saved.name }));
      onDone(true);
    },
    onError: (e) => {
      const msg = applyApiErrors(form, e);
      if (msg) toast.error(msg);
    },
  });

  const relationOptions = RELATIONS.map((r) => ({ value: r, label: t(`relation.${r}`), disabled: r === "spouse" && spouseTaken }));
  const heading = d ? t("form.editTitle", { name: d.name }) : editing.relation === "spouse" ? t("form.addSpouse") : t("form.addChild");

  return (
    <section aria-label={heading} className="mt-4 rounded-md border border-border p-4">
      <h3 className="mb-3 text-sm font-semibold text-fg">{heading}</h3>
      <Form form={form} onSubmit={(v) => save.mutate(v)} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField name="firstName" label={t("fields.firstName")} required autoComplete="off" autoFocus />
          <TextField name="middleName" label={t("fields.middleName")} autoComplete="off" />
          <TextField name="lastName" label={t("fields.lastName")} required autoComplete="off" />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField name="relation" label={t("fields.relation")} required options={relationOptions} />
          <TextField name="dateOfBirth" label={t("fields.dateOfBirth")} placeholder="MM/DD/YYYY" hint={t("fields.dateHint")} inputMode="numeric" autoComplete="off" />
          <SelectField
            name="countryOfBirthId"
            label={t("fields.countryOfBirth")}
            numeric
            placeholder={countries.isLoading ? t("fields.countriesLoading") : t("fields.countryChoose")}
            options={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            disabled={countries.isLoading}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="email" type="email" label={t("fields.email")} autoComplete="off" />
          <TextField name="passportNumber" label={t("fields.passportNumber")} autoComplete="off" />
        </div>
        <FormActions onCancel={() => onDone(false)} cancelLabel={t("cancel")} submitLabel={d ? t("form.save") : t("form.add")} loading={save.isPending} />
      </Form>
    </section>
  );
}
