"use client";
// "New case" (/api/petition/create): type (H-1B by default), sub type, client, beneficiaries of that
// client, branch, deadline (MM/DD/YYYY), premium processing with its form, and a custom case number
// with its confirmation ('The Conform Case Number confirmation does not match').
import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useForm, useFormContext, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Checkbox } from "@/components/ui/checkbox";
import { Form, applyApiErrors } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { apiPost } from "@/lib/shared/api-client";
import { ROLE } from "@/lib/shared/constants/roles";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import { FormActions } from "@/components/form/form-actions";
import { useBranchOptions } from "@/lib/modules/branches/ui";
import { useClientOptions } from "@/lib/modules/companies/ui";
import { DEFAULT_CASE_TYPE_ID, PREMIUM_FORMS, createCaseBody, type CaseDetails, type CreateCaseBody, type CreateCaseInput } from "../contract";
import { BeneficiaryPicker } from "./beneficiary-picker";
import { casesKeys } from "./keys";
import { useCaseMasterData } from "./labels";
import { defaultPremiumForm } from "@/lib/modules/deadlines/rules";

export function CaseCreateDialog({ open, onOpenChange, viewer }: { open: boolean; onOpenChange: (open: boolean) => void; viewer: Viewer }) {
  const t = useTranslations("cases");
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t("create.title")} description={t("create.description")} size="lg">
      {open ? <CreateForm viewer={viewer} onDone={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}

/** The form posts only what its switches show: no premium form without premium processing, no custom number without the box. */
const formSchema = z.preprocess((raw) => {
  if (raw === null || typeof raw !== "object") return raw;
  const v = raw as Record<string, unknown>;
  return {
    ...v,
    premiumForm: v.premiumProcessing === true && v.premiumForm ? v.premiumForm : undefined,
    customCaseNumber: v.allowCustomCaseNo === true ? v.customCaseNumber : undefined,
    confirmCaseNumber: v.allowCustomCaseNo === true ? v.confirmCaseNumber : undefined,
  };
}, createCaseBody) as z.ZodType<CreateCaseBody, CreateCaseInput>;

function CreateForm({ viewer, onDone }: { viewer: Viewer; onDone: () => void }) {
  const t = useTranslations("cases");
  const qc = useQueryClient();
  const router = useRouter();
  const petitioner = viewer.roleId === ROLE.PETITIONER;
  const form = useForm<CreateCaseInput, unknown, CreateCaseBody>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      typeId: DEFAULT_CASE_TYPE_ID,
      subTypeId: undefined,
      petitionerId: petitioner ? (viewer.companyId ?? "") : "",
      beneficiaryIds: [],
      branchId: "",
      title: "",
      deadlineDate: "",
      premiumProcessing: false,
      premiumForm: undefined,
      allowCustomCaseNo: false,
      customCaseNumber: "",
      confirmCaseNumber: "",
    },
  });
  const save = useMutation({
    mutationFn: (body: CreateCaseBody) => apiPost<CaseDetails>("petition/create", body),
    onSuccess: (c) => {
      toast.success(t("create.done", { number: c.customCaseNumber || c.caseNumber }));
      qc.invalidateQueries({ queryKey: casesKeys.all });
      onDone();
      router.push(c.detailsPath);
    },
    onError: (e) => {
      const msg = applyApiErrors(form, e);
      if (msg) toast.error(msg);
    },
  });

  return (
    <Form form={form} onSubmit={(v) => save.mutate(v)} className="grid gap-4">
      <CaseFields viewer={viewer} />
      <FormActions onCancel={onDone} cancelLabel={t("actions.cancel")} submitLabel={t("create.submit")} loading={save.isPending} />
    </Form>
  );
}

function CaseFields({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("cases");
  const { setValue } = useFormContext<CreateCaseInput>();
  const petitioner = viewer.roleId === ROLE.PETITIONER;
  const chooseBranch = can(viewer, "branch.move-record");
  const [typeId, petitionerId, premium, custom] = useWatch<CreateCaseInput, ["typeId", "petitionerId", "premiumProcessing", "allowCustomCaseNo"]>({
    name: ["typeId", "petitionerId", "premiumProcessing", "allowCustomCaseNo"],
  });
  const numericType = Number(typeId) || undefined;
  const md = useCaseMasterData(numericType);
  const clients = useClientOptions({ enabled: !petitioner, includeIndividuals: true });
  const branches = useBranchOptions(chooseBranch);

  // A new type has other sub types; a new client has other beneficiaries.
  useEffect(() => setValue("subTypeId", undefined), [typeId, setValue]);
  // Premium processing asks its clock: the form the case type files by default (rule 17), which the person may change.
  const subTypeId = useWatch<CreateCaseInput, "subTypeId">({ name: "subTypeId" });
  useEffect(() => {
    if (premium !== true) return;
    const suggested = defaultPremiumForm(Number(typeId), subTypeId == null ? null : Number(subTypeId) || null);
    setValue("premiumForm", suggested ?? undefined);
  }, [premium, typeId, subTypeId, setValue]);
  useEffect(() => setValue("beneficiaryIds", []), [petitionerId, setValue]);

  const premiumOptions = PREMIUM_FORMS.map((f) => ({ value: f, label: t(`premiumForm.${f}`) }));

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="typeId" label={t("fields.type")} options={md.typeOptions} numeric required disabled={md.isLoading} />
        <SelectField
          name="subTypeId"
          label={t("fields.subType")}
          options={md.subTypeOptions}
          numeric
          placeholder={md.subTypesLoading ? t("loading") : t("fields.subTypeNone")}
          disabled={md.subTypesLoading}
        />
      </div>
      {petitioner ? null : (
        <SelectField
          name="petitionerId"
          label={t("fields.client")}
          required
          options={clients.options}
          placeholder={clients.isLoading ? t("loading") : t("fields.clientChoose")}
          disabled={clients.isLoading}
        />
      )}
      <BeneficiaryPicker name="beneficiaryIds" petitionerId={typeof petitionerId === "string" && petitionerId ? petitionerId : undefined} />
      <div className="grid gap-4 sm:grid-cols-2">
        {chooseBranch ? (
          <SelectField
            name="branchId"
            label={t("fields.branch")}
            options={branches.options}
            placeholder={branches.isLoading ? t("loading") : t("fields.branchNone")}
            disabled={branches.isLoading}
          />
        ) : null}
        <TextField name="deadlineDate" label={t("fields.deadline")} placeholder="MM/DD/YYYY" hint={t("fields.dateHint")} inputMode="numeric" autoComplete="off" />
      </div>
      <TextField name="title" label={t("fields.title")} autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Checkbox name="premiumProcessing" label={t("fields.premium")} />
        {premium ? <SelectField name="premiumForm" label={t("fields.premiumForm")} options={premiumOptions} placeholder={t("fields.premiumFormChoose")} /> : null}
      </div>
      {petitioner ? null : (
        <>
          <Checkbox name="allowCustomCaseNo" label={t("fields.allowCustom")} hint={t("fields.allowCustomHint")} />
          {custom ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField name="customCaseNumber" label={t("fields.customCaseNumber")} autoComplete="off" />
              <TextField name="confirmCaseNumber" label={t("fields.confirmCaseNumber")} autoComplete="off" />
            </div>
          ) : null}
        </>
      )}
    </>
  );
}
