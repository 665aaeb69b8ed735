"use client";
// "Ink signatures" on a case's Forms & Letters tab (composed by the case screen with the envelopes): USCIS
// forms are signed by hand, so their signature pages go out as a packet and the signed scan comes back.
// The requests newest first: the form, who signs, the boxes and their pages, the status; the packet to
// download, the scan to upload (the staff or the case's petitioner), the originals to record and a request
// to cancel (the staff). "Send for ink signature" picks a filled form and its boxes.
import { useState } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { FileUploadButton } from "@/components/form/file-upload-button";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DataTable, type Column } from "@/components/ui/data-table";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { downloadFile } from "@/lib/shared/api-download";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import type { CaseDetails } from "@/lib/modules/cases/contract";
import type { InkList, InkRequestDto, InkStatus } from "../ink/contract";
import { inkKeys } from "./keys";
import { ReasonDialog } from "./reason-dialog";

const InkRequestDialog = dynamic(() => import("./ink-request-dialog").then((m) => m.InkRequestDialog));
const OriginalsDialog = dynamic(() => import("./ink-originals-dialog").then((m) => m.OriginalsDialog));

const TONE: Record<InkStatus, BadgeTone> = { requested: "info", received: "success", cancelled: "warning" };

export function InkStatusBadge({ status }: { status: InkStatus }) {
  const t = useTranslations("inkSign.status");
  return <Badge tone={TONE[status]}>{t(status)}</Badge>;
}

/** The case's ink requests and the filled forms that can be sent (staff). */
export function useInkList(petitionId: string, enabled: boolean) {
  return useQuery({ queryKey: inkKeys.list(petitionId), queryFn: ({ signal }) => apiPost<InkList>("esign/ink/list", { petitionId }, { signal }), enabled });
}

export function CaseInkSignatures({ viewer, c }: { viewer: Viewer; c: CaseDetails }) {
  const t = useTranslations("inkSign");
  const f = useFormat();
  const qc = useQueryClient();
  const manage = can(viewer, "esign.manage");
  const [creating, setCreating] = useState(false);
  const [originals, setOriginals] = useState<InkRequestDto | null>(null);
  const [cancelling, setCancelling] = useState<InkRequestDto | null>(null);
  const q = useInkList(c.id, can(viewer, "esign.read"));
  const refresh = () => qc.invalidateQueries({ queryKey: inkKeys.all });
  if (!can(viewer, "esign.read")) return null;

  const columns: Column<InkRequestDto>[] = [
    {
      key: "form",
      header: t("columns.form"),
      cell: (r) => (
        <div className="flex flex-col gap-1">
          <span className="font-medium">{r.documentName}</span>
          <span className="text-xs text-fg-muted">{t("signer", { name: r.signerName })}</span>
          {r.signatureStep ? <span className="text-xs text-fg-muted">{t("forStep")}</span> : null}
        </div>
      ),
    },
    {
      key: "boxes",
      header: t("columns.boxes"),
      cell: (r) => (
        <ul className="grid gap-1 text-xs">
          {r.boxes.map((b) => (
            <li key={b.field}>{t("box", { page: b.page, label: b.label })}</li>
          ))}
        </ul>
      ),
    },
    {
      key: "status",
      header: t("columns.status"),
      cell: (r) => (
        <div className="flex flex-col gap-1 text-xs">
          <InkStatusBadge status={r.status} />
          <span>{t("requestedOn", { date: f.longDate(r.requestedAt) })}</span>
          {r.scan ? <span>{t("receivedOn", { date: f.longDate(r.scan.receivedAt), name: r.scan.receivedBy?.name ?? "" })}</span> : null}
          {r.originals ? <span>{t("originalsAt", { holder: r.originals.holder, location: r.originals.location })}</span> : null}
          {r.cancelReason ? <span>{t("cancelledBecause", { reason: r.cancelReason })}</span> : null}
        </div>
      ),
    },
    {
      key: "actions",
      header: t("columns.actions"),
      cell: (r) => {
        const named = { name: r.documentName };
        return (
          <div className="flex flex-wrap items-start gap-2">
            <Button
              size="sm"
              variant="secondary"
              aria-label={t("packetNamed", named)}
              onClick={() => void downloadFile("esign/ink/packet", { id: r.id }, `${r.documentName} - signature pages.pdf`).catch((e) => toast.error(errorMessage(e)))}
            >
              {t("packet")}
            </Button>
            {r.actions.upload ? (
              <FileUploadButton
                path="esign/ink/upload-scan"
                fields={{ id: r.id }}
                maxFiles={1}
                label={t("upload")}
                accessibleLabel={t("uploadNamed", named)}
                onUploaded={() => {
                  toast.success(t("uploaded"));
                  void refresh();
                }}
              />
            ) : null}
            {r.actions.originals ? (
              <Button size="sm" variant="ghost" onClick={() => setOriginals(r)} aria-label={t(r.originals ? "originalsChangeNamed" : "originalsNamed", named)}>
                {r.originals ? t("originalsChange") : t("originals")}
              </Button>
            ) : null}
            {r.actions.cancel ? (
              <Button size="sm" variant="danger" onClick={() => setCancelling(r)} aria-label={t("cancelNamed", named)}>
                {t("cancel")}
              </Button>
            ) : null}
          </div>
        );
      },
    },
  ];

  return (
    <section aria-labelledby={`ink-${c.id}`} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id={`ink-${c.id}`} className="text-base font-semibold text-fg">
            {t("title")}
          </h2>
          <p className="text-sm text-fg-muted">{t("intro")}</p>
        </div>
        {manage ? (
          <Button onClick={() => setCreating(true)} disabled={!q.data?.forms.length} title={q.data && !q.data.forms.length ? t("noForms") : undefined}>
            {t("create")}
          </Button>
        ) : null}
      </div>
      <DataTable
        caption={t("caption")}
        columns={columns}
        rows={q.data?.requests}
        rowKey={(r) => r.id}
        isLoading={q.isFetching}
        error={q.error}
        onRetry={() => void q.refetch()}
        emptyTitle={t("empty")}
        emptyDescription={manage ? (q.data?.forms.length ? t("emptyHint") : t("noForms")) : undefined}
      />
      {creating && q.data ? <InkRequestDialog petitionId={c.id} forms={q.data.forms} signatories={q.data.signatories} onClose={() => setCreating(false)} onDone={() => void refresh()} /> : null}
      {originals ? <OriginalsDialog request={originals} onClose={() => setOriginals(null)} onDone={() => void refresh()} /> : null}
      {cancelling ? (
        <ReasonDialog
          labels={{ title: t("cancelDialog.title", { name: cancelling.documentName }), description: t("cancelDialog.description"), reason: t("cancelDialog.reason"), cancel: t("cancelDialog.back"), submit: t("cancelDialog.submit") }}
          submit={(reason) => apiPost<InkRequestDto>("esign/ink/cancel", { id: cancelling.id, reason })}
          onClose={() => setCancelling(null)}
          onDone={() => {
            toast.success(t("cancelDialog.done"));
            setCancelling(null);
            void refresh();
          }}
        />
      ) : null}
    </section>
  );
}
