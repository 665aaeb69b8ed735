"use client";
// Who holds the ink-signed originals and where (USCIS may ask to see them): both required.
import { useId, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { apiPost } from "@/lib/shared/api-client";
import type { InkRequestDto } from "../ink/contract";
import { DialogField, FormDialog } from "./form-dialog";

export function OriginalsDialog({ request, onClose, onDone }: { request: InkRequestDto; onClose: () => void; onDone: () => void }) {
  const t = useTranslations("inkSign.originalsDialog");
  const id = useId();
  const [holder, setHolder] = useState(request.originals?.holder ?? "");
  const [location, setLocation] = useState(request.originals?.location ?? "");
  const m = useMutation({
    mutationFn: () => apiPost<InkRequestDto>("esign/ink/originals", { id: request.id, holder: holder.trim(), location: location.trim() }),
    onSuccess: () => {
      toast.success(t("done"));
      onClose();
      onDone();
    },
  });
  return (
    <FormDialog
      title={t("title", { name: request.documentName })}
      description={t("description")}
      cancel={t("back")}
      submit={t("submit")}
      pending={m.isPending}
      error={m.error}
      disabled={!holder.trim() || !location.trim()}
      onSubmit={() => m.mutate()}
      onClose={onClose}
    >
      <DialogField id={`${id}-holder`} label={t("holder")} required maxLength={200} value={holder} onChange={setHolder} />
      <DialogField id={`${id}-location`} label={t("location")} required rows={2} maxLength={500} value={location} onChange={setLocation} />
    </FormDialog>
  );
}
