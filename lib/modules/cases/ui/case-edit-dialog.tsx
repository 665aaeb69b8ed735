"use client";
// Edit a case (/api/petition/update): the fields the caller may still change. Once editing is blocked
// (roles 50, 3 and 11 after SUBMIT_TO_LAW_FIRM) only the filing fee remains, for those allowed to set it.
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
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
import { toUsDateInput } from "@/lib/shared/validation/form-dates";
import { dollarsToCents } from "@/lib/shared/validation/money-input";
import { PREMIUM_FORMS, updateCaseBody, type CaseDetails, type UpdateCaseBody, type UpdateCaseInput } from "../contract";
import { BeneficiaryPicker } from "./beneficiary-picker";
import { casesKeys } from "./keys";

export function CaseEditDialog({ open, onOpenChange, viewer, c }: { open: boolean; onOpenChange: (o: boolean) => void; viewer: Viewer; c: CaseDetails }) {
  const t = useTranslations("cases");
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t("edit.title")} size="lg">
      {open ? <EditForm viewer={viewer} c={c} onDone={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}

function EditForm({ viewer, c, onDone }: { viewer: Viewer; c: CaseDetails; onDone: () => void }) {
  const t = useTranslations("cases");
  const qc = useQueryClient();
  const fee = c.filingFeeAvailable && c.canEditFilingFee;
  const fields = c.editable;
  // Only roles that may move a case to another branch see the field (the server refuses the others).
  const chooseBranch = fields && can(viewer, "branch.move-record");
  const branches = useBranchOptions(chooseBranch);

  const schema = z.preprocess((raw) => {
    if (raw === null || typeof raw !== "object") return raw;
    const v = raw as Record<string, unknown>;
    if (!fields) return { id: c.id, filingFeeCents: dollarsToCents(v.filingFeeCents) };
    return {
      ...v,
      premiumForm: v.premiumProcessing === true ? v.premiumForm || null : null,
      customCaseNumber: v.allowCustomCaseNo === true ? v.customCaseNumber : undefined,
      confirmCaseNumber: v.allowCustomCaseNo === true ? v.confirmCaseNumber : undefined,
      branchId: chooseBranch ? v.branchId : undefined,
      filingFeeCents: fee ? dollarsToCents(v.filingFeeCents) : undefined,
    };
  }, updateCaseBody) as z.ZodType<UpdateCaseBody, UpdateCaseInput>;

  const form = useForm<UpdateCaseInput, unknown, UpdateCaseBody>({
    resolver: zodResolver(schema),
    defaultValues: {
      id: c.id,
      title: c.title ?? "",
      deadlineDate: toUsDateInput(c.deadlineDate),
      premiumProcessing: c.premiumProcessing,
      premiumForm: c.premiumForm ?? undefined,
      branchId: c.branch?.id ?? "",
      beneficiaryIds: c.beneficiaries.map((b) => b.id),
      allowCustomCaseNo: c.allowCustomCaseNo,
      customCaseNumber: c.customCaseNumber ?? "",
      confirmCaseNumber: c.customCaseNumber ?? "",
      // The form shows dollars; the schema above turns them into cents.
      filingFeeCents: c.filingFeeCents === null ? "" : (c.filingFeeCents / 100).toFixed(2),
    },
  });
  const [premium, custom] = useWatch({ control: form.control, name: ["premiumProcessing", "allowCustomCaseNo"] });
  const save = useMutation({
    mutationFn: (body: UpdateCaseBody) => apiPost<CaseDetails>("petition/update", body),
    onSuccess: () => {
      toast.success(t("edit.done"));
      qc.invalidateQueries({ queryKey: casesKeys.all });
      onDone();
    },
    onError: (e) => {
      const msg = applyApiErrors(form, e);
      if (msg) toast.error(msg);
    },
  });

  return (
    <Form form={form} onSubmit={(v) => save.mutate(v)} className="grid gap-4">
      {fields ? (
        <>
          <TextField name="title" label={t("fields.title")} autoComplete="off" />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="deadlineDate" label={t("fields.deadline")} placeholder="MM/DD/YYYY" hint={t("fields.dateHint")} inputMode="numeric" autoComplete="off" />
            {chooseBranch ? (
              <SelectField name="branchId" label={t("fields.branch")} options={branches.options} placeholder={branches.isLoading ? t("loading") : t("fields.branchNone")} />
            ) : null}
          </div>
          <BeneficiaryPicker name="beneficiaryIds" petitionerId={c.petitioner?.id} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Checkbox name="premiumProcessing" label={t("fields.premium")} />
            {premium ? (
              <SelectField
                name="premiumForm"
                label={t("fields.premiumForm")}
                options={PREMIUM_FORMS.map((f) => ({ value: f, label: t(`premiumForm.${f}`) }))}
                placeholder={t("fields.premiumFormChoose")}
              />
            ) : null}
          </div>
          {viewer.roleId !== ROLE.PETITIONER ? (
            <>
              <Checkbox name="allowCustomCaseNo" label={t("fields.allowCustom")} hint={t("fields.allowCustomHint")} />
              {custom ? (
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextField name="customCaseNumber" label={t("fields.customCaseNumber")} autoComplete="off" />
                  <TextField name="confirmCaseNumber" label={t("fields.confirmCaseNumber")} autoComplete="off" />
                </div>
              ) : null}
            </>
          ) : null}
        </>
      ) : null}
      {fee ? <TextField name="filingFeeCents" label={t("fields.filingFee")} hint={t("fields.filingFeeHint")} inputMode="decimal" autoComplete="off" /> : null}
      <FormActions onCancel={onDone} cancelLabel={t("actions.cancel")} submitLabel={t("edit.submit")} loading={save.isPending} />
    </Form>
  );
}
