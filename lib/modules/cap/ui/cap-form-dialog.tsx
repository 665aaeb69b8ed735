"use client";
// Create a draft registration (/api/cap/create: client, beneficiary, cap and the position; the person's
// details come from their record) and edit one while it is a draft or ready (/api/cap/update).
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Form, applyApiErrors } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { SelectField } from "@/components/ui/select-field";
import { TextArea } from "@/components/ui/text-area";
import { toast } from "@/components/ui/toast";
import { FormActions } from "@/components/form/form-actions";
import { apiPost } from "@/lib/shared/api-client";
import { ROLE } from "@/lib/shared/constants/roles";
import { toUsDateInput } from "@/lib/shared/validation/form-dates";
import { centsToDollars } from "@/lib/shared/validation/money-input";
import type { Viewer } from "@/lib/shared/viewer";
import { useClientOptions } from "@/lib/modules/companies/ui";
import { useBeneficiaryOptions } from "@/lib/modules/cases/ui";
import { createCapBody, updateCapBody, type CapDto, type CreateCapBody, type UpdateCapBody } from "../contract";
import { capFormSchema, PersonFields, PositionFields } from "./cap-fields";
import { capKeys } from "./keys";
import { useCapLabels } from "./labels";
import { capDetailsPath } from "./links";

type Values = Record<string, string | number | undefined>;

const POSITION_KEYS = ["jobTitle", "socCode", "worksiteCity", "worksiteCounty", "worksiteState", "wageUnit", "wageLevel"] as const;
const createSchema = capFormSchema<Values, typeof createCapBody>(createCapBody);
const updateSchema = capFormSchema<Values, typeof updateCapBody>(updateCapBody);

export function CapCreateDialog({ onClose, viewer, fiscalYear }: { onClose: () => void; viewer: Viewer; fiscalYear: number }) {
  const t = useTranslations("cap");
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t("createDialog.title")} description={t("createDialog.description")} size="lg">
      <CreateForm viewer={viewer} fiscalYear={fiscalYear} onClose={onClose} />
    </Modal>
  );
}

function CreateForm({ viewer, fiscalYear, onClose }: { viewer: Viewer; fiscalYear: number; onClose: () => void }) {
  const t = useTranslations("cap");
  const labels = useCapLabels();
  const router = useRouter();
  const qc = useQueryClient();
  const petitioner = viewer.roleId === ROLE.PETITIONER;
  const clients = useClientOptions({ enabled: !petitioner });
  const form = useForm<Values, unknown, CreateCapBody>({
    resolver: zodResolver(createSchema),
    defaultValues: { fiscalYear, petitionerId: petitioner ? (viewer.companyId ?? "") : "", beneficiaryId: "", capType: "regular", wageCents: "", ...Object.fromEntries(POSITION_KEYS.map((k) => [k, ""])) },
  });
  const petitionerId = String(useWatch({ control: form.control, name: "petitionerId" }) ?? "");
  const people = useBeneficiaryOptions({ petitionerId: petitionerId || undefined, enabled: Boolean(petitionerId) });
  const save = useMutation({
    mutationFn: (body: CreateCapBody) => apiPost<CapDto>("cap/create", body),
    onSuccess: (r) => {
      toast.success(t("toast.created"));
      qc.invalidateQueries({ queryKey: capKeys.all });
      onClose();
      router.push(capDetailsPath(r.id));
    },
    onError: (e) => {
      const msg = applyApiErrors(form, e);
      if (msg) toast.error(msg);
    },
  });
  return (
    <Form form={form} onSubmit={(v) => save.mutate(v)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        {petitioner ? null : (
          <SelectField
            name="petitionerId"
            label={t("fields.client")}
            required
            placeholder={clients.isLoading ? t("fields.clientLoading") : t("fields.clientChoose")}
            options={clients.options}
            disabled={clients.isLoading}
          />
        )}
        <SelectField
          name="beneficiaryId"
          label={t("fields.beneficiary")}
          required
          placeholder={people.isLoading ? t("fields.beneficiaryLoading") : t("fields.beneficiaryChoose")}
          options={people.options}
          disabled={!petitionerId || people.isLoading}
        />
        <SelectField name="capType" label={t("fields.capType")} required options={labels.capTypeOptions} />
      </div>
      <PositionFields />
      <FormActions onCancel={onClose} cancelLabel={t("actions.cancel")} submitLabel={t("createDialog.submit")} loading={save.isPending} />
    </Form>
  );
}

export function CapEditDialog({ onClose, r }: { onClose: () => void; r: CapDto }) {
  const t = useTranslations("cap");
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t("editDialog.title")} description={t("editDialog.description")} size="lg">
      <EditForm r={r} onClose={onClose} />
    </Modal>
  );
}

function EditForm({ r, onClose }: { r: CapDto; onClose: () => void }) {
  const t = useTranslations("cap");
  const labels = useCapLabels();
  const qc = useQueryClient();
  const form = useForm<Values, unknown, UpdateCapBody>({
    resolver: zodResolver(updateSchema),
    defaultValues: {
      id: r.id,
      capType: r.capType,
      dateOfBirth: toUsDateInput(r.dateOfBirth),
      gender: r.gender ?? "",
      countryOfBirthId: r.countryOfBirthId ?? undefined,
      citizenshipCountryId: r.citizenshipCountryId ?? undefined,
      passportNumber: r.passportNumber ?? "",
      passportCountryId: r.passportCountryId ?? undefined,
      passportExpiry: toUsDateInput(r.passportExpiry),
      jobTitle: r.jobTitle ?? "",
      socCode: r.socCode ?? "",
      worksiteCity: r.worksiteCity ?? "",
      worksiteCounty: r.worksiteCounty ?? "",
      worksiteState: r.worksiteState ?? "",
      wageCents: centsToDollars(r.wageCents),
      wageUnit: r.wageUnit ?? "",
      // A level the tables gave is theirs to give again; only a hand-entered one is shown as chosen.
      wageLevel: r.wageLevelSource === "manual" ? (r.wageLevel ?? "") : "",
      notes: r.notes ?? "",
    },
  });
  const save = useMutation({
    mutationFn: (body: UpdateCapBody) => apiPost<CapDto>("cap/update", body),
    onSuccess: (saved) => {
      toast.success(t("toast.updated"));
      qc.setQueryData(capKeys.detail(saved.id), saved);
      qc.invalidateQueries({ queryKey: capKeys.all });
      onClose();
    },
    onError: (e) => {
      const msg = applyApiErrors(form, e);
      if (msg) toast.error(msg);
    },
  });
  return (
    <Form form={form} onSubmit={(v) => save.mutate(v)} className="grid gap-4">
      <SelectField name="capType" label={t("fields.capType")} required options={labels.capTypeOptions} />
      <PersonFields />
      <PositionFields />
      <TextArea name="notes" label={t("fields.notes")} rows={2} />
      <FormActions onCancel={onClose} cancelLabel={t("actions.cancel")} submitLabel={t("editDialog.submit")} loading={save.isPending} />
    </Form>
  );
}
