"use client";
// The Tracking tab's "USCIS case status" (/api/uscis-status/details): what USCIS's Case Status API last
// said of the case's receipt number, when, the history it gave, "Check now" for the staff, and — when no
// credentials are set — that the check is off and where a firm admin turns it on.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { DetailList } from "@/components/ui/detail-list";
import { FileUploadButton } from "@/components/form/file-upload-button";
import { Modal } from "@/components/ui/modal";
import { QueryState } from "@/components/ui/screen-states";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import type { CaseSlotProps } from "@/lib/modules/cases/ui";
import type { NoticeReadDto, UscisCaseStatusDto } from "../contract";

const statusKey = (petitionId: string) => ["uscis-status", petitionId] as const;

export function CaseUscisStatus({ c }: CaseSlotProps) {
  const t = useTranslations("uscis");
  const f = useFormat();
  const qc = useQueryClient();
  const [notice, setNotice] = useState<NoticeReadDto | null>(null);
  const q = useQuery({ queryKey: statusKey(c.id), queryFn: ({ signal }) => apiPost<UscisCaseStatusDto>("uscis-status/details", { petitionId: c.id }, { signal }) });
  const check = useMutation({
    mutationFn: () => apiPost<UscisCaseStatusDto>("uscis-status/check", { petitionId: c.id }),
    onSuccess: (r) => {
      qc.setQueryData(statusKey(c.id), r);
      toast.success(t("toast.checked"));
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  return (
    <CardSection
      title={t("title")}
      actions={
        <div className="flex flex-wrap items-start gap-2">
          {q.data?.canCheck ? (
            <Button size="sm" variant="secondary" loading={check.isPending} onClick={() => check.mutate()}>
              {t("checkNow")}
            </Button>
          ) : null}
          {q.data?.canRead ? <FileUploadButton path="uscis-notice/read" fields={{ petitionId: c.id }} maxFiles={1} label={t("notice.read")} onUploaded={(r) => setNotice(r as NoticeReadDto)} /> : null}
        </div>
      }
    >
      <QueryState query={q} labels={{ loading: t("loading"), retry: t("retry") }}>
        {(s) =>
          !s.enabled ? (
            <p className="text-sm text-fg-muted">{t("off")}</p>
          ) : !s.receiptNumber ? (
            <p className="text-sm text-fg-muted">{t("noReceipt")}</p>
          ) : (
            <div className="grid gap-3">
              {s.lastError ? <p className="text-sm text-warning-fg">{t(`error.${s.lastError}`)}</p> : null}
              {s.statusText ? (
                <>
                  <p className="flex flex-wrap items-center gap-2">
                    <Badge tone="info">{s.statusText}</Badge>
                    {s.formType ? <span className="text-sm text-fg-muted">{s.formType}</span> : null}
                  </p>
                  {s.statusDescription ? <p className="text-sm text-fg">{s.statusDescription}</p> : null}
                </>
              ) : !s.lastError ? (
                <p className="text-sm text-fg-muted">{t("notChecked")}</p>
              ) : null}
              <DetailList
                className="lg:grid-cols-3"
                items={[
                  { label: t("receipt"), value: s.receiptNumber },
                  { label: t("checkedAt"), value: s.checkedAt ? f.dateTime(s.checkedAt) : null },
                  { label: t("changedAt"), value: s.changedAt ? f.dateTime(s.changedAt) : null },
                ]}
              />
              {s.history.length > 0 ? (
                <ol className="grid gap-1 text-sm" aria-label={t("history")}>
                  {s.history.map((h, i) => (
                    <li key={i} className="text-fg-muted">
                      {h.date ? `${f.date(h.date)} · ` : ""}
                      {h.text}
                    </li>
                  ))}
                </ol>
              ) : null}
            </div>
          )
        }
      </QueryState>
      {notice ? <NoticeDialog r={notice} onClose={() => setNotice(null)} /> : null}
    </CardSection>
  );
}

/** What the notice says, for a person to confirm and enter on the case (nothing is stored by reading). */
function NoticeDialog({ r, onClose }: { r: NoticeReadDto; onClose: () => void }) {
  const t = useTranslations("uscis.notice");
  const f = useFormat();
  const x = r.fields;
  const date = (d: string | null) => (d ? f.date(d) : null);
  return (
    <Modal
      open
      onOpenChange={(o) => !o && onClose()}
      title={t("title")}
      description={r.found === 0 ? t("nothing") : t("confirm")}
      footer={<Button onClick={onClose}>{t("close")}</Button>}
    >
      <div className="grid gap-3">
        <p className="text-sm">
          <Badge tone={r.receipt === "same" ? "success" : r.receipt === "different" ? "danger" : "neutral"}>{t(`receipt.${r.receipt}`, { number: r.caseReceiptNumber ?? "" })}</Badge>
        </p>
        <DetailList
          items={[
            { label: t("fields.noticeType"), value: x.noticeType ? t(`type.${x.noticeType}`) : null },
            { label: t("fields.receiptNumber"), value: x.receiptNumber },
            { label: t("fields.formType"), value: x.formType },
            { label: t("fields.receivedDate"), value: date(x.receivedDate) },
            { label: t("fields.noticeDate"), value: date(x.noticeDate) },
            { label: t("fields.priorityDate"), value: date(x.priorityDate) },
            { label: t("fields.validity"), value: x.validFrom && x.validTo ? `${date(x.validFrom)} – ${date(x.validTo)}` : null },
            { label: t("fields.beneficiary"), value: x.beneficiary },
          ]}
        />
      </div>
    </Modal>
  );
}
