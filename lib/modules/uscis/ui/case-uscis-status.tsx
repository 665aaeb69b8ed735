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
import { postFormWithProgress } from "@/lib/shared/api-progress";
import { toUsDateInput } from "@/lib/shared/validation/form-dates";
import { useFormat } from "@/lib/shared/format/use-format";
import type { CaseSlotProps } from "@/lib/modules/cases/ui";
import type { GcStage } from "@/lib/modules/greencard/contract";
import type { NoticeReadDto, UscisCaseStatusDto } from "../contract";

const statusKey = (petitionId: string) => ["uscis-status", petitionId] as const;

export function CaseUscisStatus({ c }: CaseSlotProps) {
  const t = useTranslations("uscis");
  const f = useFormat();
  const qc = useQueryClient();
  const [notice, setNotice] = useState<{ read: NoticeReadDto; file: File } | null>(null);
  const q = useQuery({ queryKey: statusKey(c.id), queryFn: ({ signal }) => apiPost<UscisCaseStatusDto>("uscis-status/details", { petitionId: c.id }, { signal }) });
  // `stage`: a green-card stage's receipt; none: the case's own.
  const check = useMutation({
    mutationFn: (stage?: GcStage) => apiPost<UscisCaseStatusDto>("uscis-status/check", { petitionId: c.id, ...(stage ? { stage } : {}) }),
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
            <Button size="sm" variant="secondary" loading={check.isPending && check.variables === undefined} onClick={() => check.mutate(undefined)}>
              {t("checkNow")}
            </Button>
          ) : null}
          {q.data?.canRead ? <FileUploadButton path="uscis-notice/read" fields={{ petitionId: c.id }} maxFiles={1} label={t("notice.read")} onUploaded={(r, files) => setNotice({ read: r as NoticeReadDto, file: files[0] })} /> : null}
        </div>
      }
    >
      <QueryState query={q} labels={{ loading: t("loading"), retry: t("retry") }}>
        {(s) =>
          !s.enabled ? (
            <p className="text-sm text-fg-muted">{t("off")}</p>
          ) : (
            <div className="grid gap-4">
              {!s.receiptNumber ? (
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
              )}
              {s.stages.length > 0 ? (
                <ul className="grid gap-2 border-t border-border pt-3" aria-label={t("stages.label")}>
                  {s.stages.map((g) => (
                    <li key={g.stage} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                      <span className="grid gap-0.5">
                        <span className="font-medium text-fg">
                          {t(`stages.form.${g.stage}`)} · {g.receiptNumber}
                        </span>
                        <span className="text-fg-muted">
                          {g.lastError ? t(`error.${g.lastError}`) : g.statusText ? g.statusText : t("notChecked")}
                          {g.checkedAt ? ` · ${t("stages.checked", { at: f.dateTime(g.checkedAt) })}` : ""}
                        </span>
                      </span>
                      {s.canRead ? (
                        <Button
                          size="sm"
                          variant="ghost"
                          loading={check.isPending && check.variables === g.stage}
                          aria-label={t("stages.check", { form: t(`stages.form.${g.stage}`) })}
                          onClick={() => check.mutate(g.stage)}
                        >
                          {t("checkNow")}
                        </Button>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          )
        }
      </QueryState>
      {notice ? <NoticeDialog petitionId={c.id} r={notice.read} file={notice.file} onClose={() => setNotice(null)} /> : null}
    </CardSection>
  );
}

/** The upload's fields beside the answer: an approval's validity, an RFE or NOID's notice date and service. */
function responseExtras(a: Extract<NonNullable<NoticeReadDto["apply"]>, { kind: "response" }>, byMail: boolean): Record<string, string> {
  if (a.response === "approved") return a.validityStart && a.validityEnd ? { validityStart: toUsDateInput(a.validityStart), validityEnd: toUsDateInput(a.validityEnd) } : {};
  return { rfeNoticeDate: toUsDateInput(a.responseDate), rfeServedByMail: byMail ? "true" : "false" };
}

/** What the notice says, for a person to confirm and enter on the case (nothing is stored by reading). */
function NoticeDialog({ petitionId, r, file, onClose }: { petitionId: string; r: NoticeReadDto; file: File; onClose: () => void }) {
  const t = useTranslations("uscis.notice");
  const f = useFormat();
  const qc = useQueryClient();
  const [checked, setChecked] = useState(false);
  // An RFE or NOID USCIS mailed is served by mail (8 CFR 103.8(b): 3 more days); the reader's default, shown to change.
  const [byMail, setByMail] = useState(r.apply?.kind === "response" ? (r.apply.servedByMail ?? true) : true);
  const x = r.fields;
  const date = (d: string | null) => (d ? f.date(d) : null);
  const a = r.apply;
  // Entered through the case's own calls (the workflow is checked there again); the notice PDF is kept as USCIS's answer.
  const enter = useMutation({
    mutationFn: () =>
      !a
        ? Promise.reject(new Error(t("cannot")))
        : a.kind === "receipt"
          ? apiPost("petition/manage-tracking-details", { petitionId, receiptNumber: a.receiptNumber, receiptDate: toUsDateInput(a.receiptDate) })
          : postFormWithProgress("petition/upload-uscis-docs", { petitionId, response: a.response, responseDate: toUsDateInput(a.responseDate), ...responseExtras(a, byMail) }, [file], () => undefined),
    onSuccess: () => {
      toast.success(t("entered"));
      onClose();
      // The case, its documents, history and tracking all changed: every query of the screen reloads.
      void qc.invalidateQueries();
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  return (
    <Modal
      open
      onOpenChange={(o) => !o && onClose()}
      title={t("title")}
      description={r.found === 0 ? t("nothing") : t("confirm")}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t("close")}
          </Button>
          {a ? (
            <Button disabled={!checked} loading={enter.isPending} onClick={() => enter.mutate()}>
              {t("enter")}
            </Button>
          ) : null}
        </>
      }
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
        {a ? (
          <div className="grid gap-2 rounded-md border border-border bg-surface-muted p-3 text-sm">
            <p>
              {a.kind === "receipt"
                ? t("willReceipt", { number: a.receiptNumber, date: f.date(a.receiptDate) })
                : t("willResponse", { response: a.response, date: f.date(a.responseDate), file: file.name })}
            </p>
            {a.kind === "response" && a.validityStart && a.validityEnd ? <p>{t("willValidity", { from: f.date(a.validityStart), to: f.date(a.validityEnd) })}</p> : null}
            {a.kind === "response" && a.response !== "approved" ? (
              <label className="flex items-start gap-2">
                <input type="checkbox" className="mt-0.5 size-4 accent-primary" checked={byMail} onChange={(e) => setByMail(e.target.checked)} />
                <span>
                  {t("servedByMail")}
                  <span className="block text-xs text-fg-muted">{t("servedByMailHint")}</span>
                </span>
              </label>
            ) : null}
            <label className="flex items-center gap-2">
              <input type="checkbox" className="size-4 accent-primary" checked={checked} onChange={(e) => setChecked(e.target.checked)} />
              {t("checked")}
            </label>
          </div>
        ) : r.found > 0 && r.blocked ? (
          <p className="text-sm text-fg-muted">{t(`blocked.${r.blocked}`)}</p>
        ) : null}
      </div>
    </Modal>
  );
}
