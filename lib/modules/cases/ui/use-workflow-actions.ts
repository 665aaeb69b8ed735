"use client";
// The case workflow calls (/api/petition/{assign-a-role, confirm-review-completed, manage-approval-process,
// request-for-petitioner-sign, manage-tracking-details}) as mutations that refresh the case and its history.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import type { ApprovalBody, AssignRoleBody, CaseProgress, ConfirmReviewBody, PetitionerSignBody, TrackingBody } from "@/lib/modules/workflow/contract";
import { casesKeys } from "./keys";

function useCaseMutation<B>(path: string, success: string, opts: { silentError?: boolean } = {}) {
  const t = useTranslations("cases");
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => apiPost<CaseProgress>(path, body),
    onSuccess: () => {
      toast.success(t(success));
      qc.invalidateQueries({ queryKey: casesKeys.all });
    },
    onError: (e) => {
      if (!opts.silentError) toast.error(errorMessage(e));
    },
  });
}

export function useWorkflowActions() {
  return {
    assign: useCaseMutation<AssignRoleBody>("petition/assign-a-role", "workflow.toast.assigned", { silentError: true }),
    confirm: useCaseMutation<ConfirmReviewBody>("petition/confirm-review-completed", "workflow.toast.confirmed"),
    skip: useCaseMutation<ConfirmReviewBody>("petition/confirm-review-completed", "workflow.toast.skipped"),
    approve: useCaseMutation<ApprovalBody>("petition/manage-approval-process", "workflow.toast.approved"),
    requestSign: useCaseMutation<PetitionerSignBody & Record<string, unknown>>("petition/request-for-petitioner-sign", "workflow.toast.signRequested"),
    confirmSigned: useCaseMutation<PetitionerSignBody>("petition/request-for-petitioner-sign", "workflow.toast.signed"),
    tracking: useCaseMutation<TrackingBody>("petition/manage-tracking-details", "workflow.toast.tracking", { silentError: true }),
  };
}

export type WorkflowActions = ReturnType<typeof useWorkflowActions>;
