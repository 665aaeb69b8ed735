"use client";
// The body of the settings page's "Document sealing certificate" card (identity-card.tsx loads it on demand;
// /api/esign/identity/details and delete; the upload dialog, itself loaded on demand, calls save): which
// certificate seals the firm's completed e-signature documents — the platform's by default, or the firm's own
// (CN, organization, SHA-256 fingerprint, validity, uploaded) —, a warning when the firm's is not valid now
// (the platform's seals meanwhile), upload or replace, and remove after a confirmation.
import { useState } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DetailList } from "@/components/ui/detail-list";
import { QueryState } from "@/components/ui/screen-states";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import type { IdentityDetails } from "../identity-contract";
import { esignKeys } from "./keys";

const UploadIdentityDialog = dynamic(() => import("./identity-upload-dialog").then((m) => m.UploadIdentityDialog));

/** The fingerprint in pairs (AB:CD:…), as certificate viewers show it. */
const pairs = (hex: string) => hex.toUpperCase().match(/.{2}/g)?.join(":") ?? hex;

export function IdentityCardBody() {
  const t = useTranslations("esign.identity");
  const f = useFormat();
  const qc = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const [removing, setRemoving] = useState(false);
  const q = useQuery({ queryKey: esignKeys.identity(), queryFn: ({ signal }) => apiPost<IdentityDetails>("esign/identity/details", {}, { signal }) });
  const remove = useMutation({
    mutationFn: () => apiPost<IdentityDetails>("esign/identity/delete", {}),
    onSuccess: (r) => {
      qc.setQueryData(esignKeys.identity(), r);
      toast.success(t("toast.removed"));
      setRemoving(false);
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  return (
    <CardSection title={t("title")} className="mt-6">
      <QueryState query={q} labels={{ loading: t("loading"), retry: t("retry") }}>
        {(d) => (
          <div className="grid gap-4">
            <p className="text-sm text-fg-muted">{t("description")}</p>
            <div className="grid gap-3 rounded-md border border-border p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="flex flex-wrap items-center gap-2">
                  <Badge tone={d.source === "firm" ? (d.usable ? "success" : "warning") : "neutral"}>{t(`source.${d.source}`)}</Badge>
                  {d.source === "firm" && !d.usable ? <Badge tone="warning">{t("notValid")}</Badge> : null}
                </p>
                <div className="flex gap-2">
                  <Button size="sm" variant="secondary" onClick={() => setUploading(true)}>
                    {d.source === "firm" ? t("replace") : t("upload")}
                  </Button>
                  {d.source === "firm" ? (
                    <Button size="sm" variant="ghost" onClick={() => setRemoving(true)}>
                      {t("remove")}
                    </Button>
                  ) : null}
                </div>
              </div>
              <DetailList
                className="lg:grid-cols-2"
                items={[
                  { label: t("commonName"), value: d.commonName },
                  { label: t("organization"), value: d.organization },
                  { label: t("validity"), value: t("validityValue", { from: f.date(d.validFrom), to: f.date(d.validTo) }) },
                  { label: t("uploadedAt"), value: d.uploadedAt ? f.dateTime(d.uploadedAt) : null },
                  { label: t("fingerprint"), value: <span className="break-all font-mono text-xs">{pairs(d.fingerprint)}</span> },
                ]}
              />
              {d.source === "firm" && !d.usable ? (
                <p role="status" className="text-sm text-warning-strong">
                  {t("notValidHelp")}
                </p>
              ) : null}
              <p className="text-xs text-fg-muted">{d.source === "firm" ? t("firmNote") : t("platformNote")}</p>
            </div>
            {uploading ? <UploadIdentityDialog onClose={() => setUploading(false)} /> : null}
            <ConfirmDialog
              open={removing}
              onOpenChange={(o) => !o && setRemoving(false)}
              title={t("removeTitle")}
              message={t("removeMessage")}
              confirmLabel={t("remove")}
              loading={remove.isPending}
              onConfirm={() => remove.mutate()}
            />
          </div>
        )}
      </QueryState>
    </CardSection>
  );
}
