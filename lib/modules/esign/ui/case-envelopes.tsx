"use client";
// "E-signatures" on a case's Forms & Letters tab (composed by the case screen; documents does not import
// esign): the case's envelopes newest first with their signers, and what the staff may do with each —
// prepare a draft's boxes, send, remind, void with a reason, download the original or the signed copy,
// check the seal, open the status page. The petitioner reads the list (esign.read) without the actions.
import { useState } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable, type Column } from "@/components/ui/data-table";
import { LinkButton, TextLink } from "@/components/ui/link-button";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { downloadFile } from "@/lib/shared/api-download";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import type { CaseDetails } from "@/lib/modules/cases/contract";
import type { EnvelopeDetails, EnvelopeListRow } from "../contract";
import { ESIGN_PREPARE_PATH, ESIGN_STATUS_PATH } from "../constants";
import { esignKeys } from "./keys";
import { envelopeActions } from "./row-actions";
import { EnvelopeStatusBadge, SignerStatusBadge } from "./status-badges";

const SendForSignatureDialog = dynamic(() => import("./send-dialog").then((m) => m.SendForSignatureDialog));
const VoidDialog = dynamic(() => import("./void-dialog").then((m) => m.VoidDialog));
const VerifyDialog = dynamic(() => import("./verify-dialog").then((m) => m.VerifyDialog));

export function CaseEnvelopes({ viewer, c }: { viewer: Viewer; c: CaseDetails }) {
  const t = useTranslations("esign.staff");
  const f = useFormat();
  const qc = useQueryClient();
  const manage = can(viewer, "esign.manage");
  const [creating, setCreating] = useState(false);
  const [sending, setSending] = useState<EnvelopeListRow | null>(null);
  const [voiding, setVoiding] = useState<EnvelopeListRow | null>(null);
  const [verifying, setVerifying] = useState<EnvelopeListRow | null>(null);
  const q = useQuery({
    queryKey: esignKeys.list(c.id),
    queryFn: ({ signal }) => apiPost<EnvelopeListRow[]>("esign/list", { petitionId: c.id }, { signal }),
    enabled: can(viewer, "esign.read"),
  });
  const refresh = () => qc.invalidateQueries({ queryKey: esignKeys.all });
  const send = useMutation({
    mutationFn: (id: string) => apiPost<EnvelopeDetails>("esign/send", { id }),
    onSuccess: async () => {
      toast.success(t("sent"));
      setSending(null);
      await refresh();
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  const remind = useMutation({
    mutationFn: (id: string) => apiPost<EnvelopeDetails>("esign/remind", { id }),
    onSuccess: async () => {
      toast.success(t("reminded"));
      await refresh();
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  const download = (e: EnvelopeListRow, version: "original" | "signed") =>
    void downloadFile("esign/download", { id: e.id, version }, `${e.documentName}.pdf`).catch((err) => toast.error(errorMessage(err)));

  if (!can(viewer, "esign.read")) return null;

  const columns: Column<EnvelopeListRow>[] = [
    {
      key: "document",
      header: t("columns.document"),
      cell: (e) => (
        <div className="flex flex-col gap-1">
          <span className="font-medium">{e.documentName}</span>
          <span className="text-xs text-fg-muted">{t(`order.${e.order}`)}</span>
        </div>
      ),
    },
    { key: "status", header: t("columns.status"), cell: (e) => <EnvelopeStatusBadge status={e.status} /> },
    {
      key: "signers",
      header: t("columns.signers"),
      cell: (e) => (
        <ul className="grid gap-1 text-sm">
          {e.signers.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center gap-2">
              <span>
                {s.name} <span className="text-xs text-fg-muted">{s.email}</span>
              </span>
              <SignerStatusBadge status={s.status} />
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: "dates",
      header: t("columns.dates"),
      cell: (e) => (
        <div className="flex flex-col text-xs">
          <span>{t("createdOn", { date: f.longDate(e.createdAt) })}</span>
          {e.completedAt ? <span>{t("completedOn", { date: f.longDate(e.completedAt) })}</span> : <span>{t("expiresOn", { date: f.longDate(e.expiresAt) })}</span>}
        </div>
      ),
    },
    {
      key: "actions",
      header: t("columns.actions"),
      cell: (e) => {
        const a = envelopeActions(e);
        const named = { name: e.documentName };
        return (
          <div className="flex flex-wrap items-start gap-2">
            {a.prepare ? (
              <LinkButton size="sm" variant="primary" href={`${ESIGN_PREPARE_PATH}/${e.id}`} aria-label={t("prepareNamed", named)}>
                {t("prepareAction")}
              </LinkButton>
            ) : null}
            {a.send ? (
              <Button size="sm" variant="secondary" onClick={() => setSending(e)} aria-label={t("sendNamed", named)}>
                {t("send")}
              </Button>
            ) : null}
            {a.remind ? (
              <Button size="sm" variant="secondary" loading={remind.isPending && remind.variables === e.id} onClick={() => remind.mutate(e.id)} aria-label={t("remindNamed", named)}>
                {t("remind")}
              </Button>
            ) : null}
            <Button size="sm" variant="ghost" onClick={() => download(e, "original")} aria-label={t("downloadOriginalNamed", named)}>
              {t("downloadOriginal")}
            </Button>
            {a.downloadSigned ? (
              <Button size="sm" variant="ghost" onClick={() => download(e, "signed")} aria-label={t("downloadSignedNamed", named)}>
                {t("downloadSigned")}
              </Button>
            ) : null}
            {a.verify ? (
              <Button size="sm" variant="ghost" onClick={() => setVerifying(e)} aria-label={t("verifyNamed", named)}>
                {t("verify")}
              </Button>
            ) : null}
            <TextLink className="self-center text-sm" href={`${ESIGN_STATUS_PATH}?id=${e.id}`} aria-label={t("statusNamed", named)}>
              {t("statusLink")}
            </TextLink>
            {a.void ? (
              <Button size="sm" variant="danger" onClick={() => setVoiding(e)} aria-label={t("voidNamed", named)}>
                {t("void")}
              </Button>
            ) : null}
          </div>
        );
      },
    },
  ];

  return (
    <section aria-labelledby={`esign-${c.id}`} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`esign-${c.id}`} className="text-base font-semibold text-fg">
          {t("title")}
        </h2>
        {manage ? <Button onClick={() => setCreating(true)}>{t("create.open")}</Button> : null}
      </div>
      <DataTable
        caption={t("caption")}
        columns={columns}
        rows={q.data}
        rowKey={(e) => e.id}
        isLoading={q.isFetching}
        error={q.error}
        onRetry={() => void q.refetch()}
        emptyTitle={t("empty")}
        emptyDescription={manage ? t("emptyHint") : undefined}
      />
      {creating ? <SendForSignatureDialog petitionId={c.id} onClose={() => setCreating(false)} /> : null}
      <ConfirmDialog
        open={sending !== null}
        onOpenChange={(open) => !open && setSending(null)}
        title={t("sendConfirm.title")}
        message={sending ? t("sendConfirm.message", { name: sending.documentName, count: sending.signers.length }) : ""}
        confirmLabel={t("send")}
        destructive={false}
        loading={send.isPending}
        onConfirm={() => sending && send.mutate(sending.id)}
      />
      {voiding ? <VoidDialog envelope={voiding} onClose={() => setVoiding(null)} onVoided={() => void refresh()} /> : null}
      {verifying ? <VerifyDialog envelope={verifying} onClose={() => setVerifying(null)} /> : null}
    </section>
  );
}
