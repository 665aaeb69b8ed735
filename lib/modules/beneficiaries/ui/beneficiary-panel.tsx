"use client";
// The beneficiary dialog of the list: add a beneficiary, or open one — details, dependants, edit and
// delete (after a confirmation). A new beneficiary opens right after it is saved, to add dependants.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { Modal } from "@/components/ui/modal";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import type { Viewer } from "@/lib/shared/viewer";
import { companiesKeys } from "@/lib/modules/companies/ui";
import type { BeneficiaryDetails } from "../contract";
import { BeneficiaryDetailsView } from "./beneficiary-details-view";
import { BeneficiaryForm } from "./beneficiary-form";
import { DependantsSection } from "./dependants-section";
import { beneficiariesKeys } from "./keys";
import { can } from "@/lib/shared/permissions";

export type PanelState = { mode: "create"; companyId?: string } | { mode: "view"; id: string } | { mode: "edit"; id: string } | null;

export function useBeneficiary(id: string | null) {
  return useQuery({
    queryKey: beneficiariesKeys.detail(id ?? ""),
    queryFn: ({ signal }) => apiPost<BeneficiaryDetails>("beneficiary/details", { id }, { signal }),
    enabled: id !== null,
  });
}

export function BeneficiaryPanel({ state, onStateChange, viewer }: { state: PanelState; onStateChange: (s: PanelState) => void; viewer: Viewer }) {
  const t = useTranslations("beneficiaries");
  const id = state && state.mode !== "create" ? state.id : null;
  const q = useBeneficiary(id);
  const title =
    state?.mode === "create" ? t("form.addTitle") : state?.mode === "edit" ? t("form.editTitle") : (q.data?.name ?? t("details.title"));
  return (
    <Modal
      open={state !== null}
      onOpenChange={(open) => !open && onStateChange(null)}
      title={title}
      description={state?.mode === "create" ? t("form.addDescription") : q.data?.companyName ?? undefined}
      size="lg"
    >
      {state?.mode === "create" ? (
        <BeneficiaryForm
          viewer={viewer}
          defaultCompanyId={state.companyId}
          onSaved={(saved) => onStateChange({ mode: "view", id: saved.id })}
          onCancel={() => onStateChange(null)}
        />
      ) : null}
      {id !== null && q.isPending ? <Spinner label={t("details.loading")} className="py-6" /> : null}
      {id !== null && q.isError ? (
        <div className="grid gap-3">
          <FormAlert message={errorMessage(q.error)} />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => onStateChange(null)}>
              {t("actions.close")}
            </Button>
            <Button onClick={() => q.refetch()}>{t("actions.retry")}</Button>
          </div>
        </div>
      ) : null}
      {state?.mode === "edit" && q.data ? (
        <BeneficiaryForm
          key={q.data.updatedAt}
          viewer={viewer}
          beneficiary={q.data}
          onSaved={(saved) => onStateChange({ mode: "view", id: saved.id })}
          onCancel={() => onStateChange({ mode: "view", id: q.data.id })}
        />
      ) : null}
      {state?.mode === "view" && q.data ? <BeneficiaryView beneficiary={q.data} viewer={viewer} onStateChange={onStateChange} /> : null}
    </Modal>
  );
}

function BeneficiaryView({ beneficiary, viewer, onStateChange }: { beneficiary: BeneficiaryDetails; viewer: Viewer; onStateChange: (s: PanelState) => void }) {
  const t = useTranslations("beneficiaries");
  const qc = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const canEdit = can(viewer, "beneficiary.update");
  const canDelete = can(viewer, "beneficiary.delete");

  const remove = useMutation({
    mutationFn: () => apiPost<{ id: string }>("beneficiary/delete", { id: beneficiary.id }),
    onSuccess: () => {
      toast.success(t("toast.deleted", { name: beneficiary.name }));
      qc.removeQueries({ queryKey: beneficiariesKeys.detail(beneficiary.id) });
      qc.invalidateQueries({ queryKey: beneficiariesKeys.lists() });
      qc.invalidateQueries({ queryKey: companiesKeys.all });
      setConfirming(false);
      onStateChange(null);
    },
    onError: (e) => {
      toast.error(errorMessage(e));
      setConfirming(false);
    },
  });

  return (
    <div className="grid gap-4">
      <BeneficiaryDetailsView beneficiary={beneficiary} viewer={viewer} />
      <DependantsSection beneficiary={beneficiary} canEdit={canEdit} />
      {canEdit || canDelete ? (
        <div className="flex flex-wrap justify-end gap-2">
          {canDelete ? (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {t("actions.delete")}
            </Button>
          ) : null}
          {canEdit ? <Button onClick={() => onStateChange({ mode: "edit", id: beneficiary.id })}>{t("actions.edit")}</Button> : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("confirm.deleteTitle")}
        message={t("confirm.deleteMessage", { name: beneficiary.name })}
        confirmLabel={t("actions.delete")}
        loading={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </div>
  );
}
