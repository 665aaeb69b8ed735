"use client";
// Void an envelope (draft or sent): the reason is required and recorded; the signers' links stop working.
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { apiPost } from "@/lib/shared/api-client";
import type { EnvelopeDetails, EnvelopeSummary } from "../contract";
import { ReasonDialog } from "./reason-dialog";

export function VoidDialog({ envelope, onClose, onVoided }: { envelope: Pick<EnvelopeSummary, "id" | "documentName">; onClose: () => void; onVoided: () => void }) {
  const t = useTranslations("esign.staff.voidDialog");
  return (
    <ReasonDialog
      labels={{ title: t("title", { name: envelope.documentName }), description: t("description"), reason: t("reason"), cancel: t("cancel"), submit: t("submit") }}
      submit={(reason) => apiPost<EnvelopeDetails>("esign/void", { id: envelope.id, reason })}
      onClose={onClose}
      onDone={() => {
        toast.success(t("done"));
        onClose();
        onVoided();
      }}
    />
  );
}
