"use client";
// The USCIS response of a case (/api/petition/upload-uscis-docs): approved, denied, RFE (notice date,
// served by mail) or withdrawn, with the notice's documents; offered when it is the next step and the
// caller may act on it. Below, the response documents already recorded.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Form, applyApiErrors } from "@/components/ui/form";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import type { Viewer } from "@/lib/shared/viewer";
import {
  USCIS_RESPONSES,
  uploadRfeResponseFields,
  uploadUscisDocsFields,
  type RfeResponseResult,
  type UploadRfeResponseFields,
  type UploadUscisDocsFields,
  type UploadedFileDto,
  type UscisResponseResult,
} from "@/lib/modules/documents/contract";
import { isDocumentStaff } from "@/lib/modules/documents/policy";
import { DocumentsTable } from "./documents-table";
import { documentsKeys } from "./keys";
import { UploadButton } from "./upload-button";
import type { CaseDetails } from "@/lib/modules/cases/contract";
import { casesKeys } from "@/lib/modules/cases/ui";

type Input = z.input<typeof uploadUscisDocsFields>;

/** An RFE or a NOID owes a response (rule 18) and opens an RFE case. */
const isNotice = (response: string | null | undefined) => response === "rfe" || response === "noid";

export function UscisResponseSection({ viewer, c }: { viewer: Viewer; c: CaseDetails }) {
  const t = useTranslations("cases");
  const step = c.workflow.find((w) => w.code === "UPDATE_USCIS_RESPONSE");
  // USCIS's answer when the step is next, and its next answer after an RFE or NOID (the decision, or a further notice).
  const awaited = c.nextWorkflowActivity === "UPDATE_USCIS_RESPONSE" || (c.completedActivities.includes("UPDATE_USCIS_RESPONSE") && isNotice(c.uscisResponse));
  const offered = isDocumentStaff(viewer.roleId) && awaited && step?.canAct === true;
  // After an RFE: the day USCIS received the firm's response restarts the premium clock (domain rule 17).
  const rfeResponseOffered = isDocumentStaff(viewer.roleId) && step?.canAct === true && (c.uscisResponse === "rfe" || c.uscisResponse === "noid") && !c.rfeResponseReceivedDate;
  return (
    <div className="mt-4 grid gap-4">
      {offered ? <ResponseForm c={c} /> : null}
      {rfeResponseOffered ? <RfeResponseForm c={c} /> : null}
      <DocumentsTable petitionId={c.id} category="uscis_response" emptyTitle={t("tracking.noResponseDocs")} />
    </div>
  );
}

function ResponseForm({ c }: { c: CaseDetails }) {
  const t = useTranslations("cases");
  const qc = useQueryClient();
  const [files, setFiles] = useState<UploadedFileDto[]>([]);
  const form = useForm<Input, unknown, UploadUscisDocsFields>({
    resolver: zodResolver(uploadUscisDocsFields),
    // No decision is preselected: USCIS's answer is chosen on purpose, then confirmed by name. A notice is
    // served by mail unless it came electronically (8 CFR 103.8(b)), so the box starts ticked.
    defaultValues: { petitionId: c.id, response: undefined, responseDate: "", rfeNoticeDate: "", rfeServedByMail: true, keys: [] },
  });
  const [pending, setPending] = useState<{ body: UploadUscisDocsFields; typedDate: string } | null>(null);
  const response = useWatch({ control: form.control, name: "response" });
  const save = useMutation({
    mutationFn: (body: UploadUscisDocsFields) => apiPost<UscisResponseResult>("petition/upload-uscis-docs", body),
    onSuccess: () => {
      toast.success(t("tracking.responseSaved"));
      setPending(null);
      setFiles([]);
      qc.invalidateQueries({ queryKey: casesKeys.all });
      qc.invalidateQueries({ queryKey: documentsKeys.case(c.id) });
    },
    onError: (e) => {
      setPending(null);
      const msg = applyApiErrors(form, e);
      if (msg) toast.error(msg);
    },
  });
  /** A file picked but not attached yet is deleted again (spec: deleteS3File is only for newly added files). */
  const removeFile = (f: UploadedFileDto) => {
    setFiles((fs) => fs.filter((x) => x.key !== f.key));
    apiPost("s3/delete", { keyNames: [f.key] }).catch((e: unknown) => toast.error(errorMessage(e)));
  };
  /** Valid form: ask first, naming the decision; nothing is recorded until it is confirmed. */
  const submit = (v: UploadUscisDocsFields) =>
    setPending({
      body: { ...v, rfeNoticeDate: isNotice(v.response) ? v.rfeNoticeDate : undefined, rfeServedByMail: isNotice(v.response) ? v.rfeServedByMail : undefined, keys: files.map((f) => f.key) },
      typedDate: form.getValues("responseDate") ?? "",
    });
  const decision = pending ? t(`tracking.responses.${pending.body.response}`) : "";

  return (
    <Form form={form} onSubmit={submit} className="grid gap-4 rounded-lg border border-border p-4">
      <h3 className="text-sm font-semibold text-fg">{t("tracking.recordResponse")}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="response"
          label={t("tracking.responseLabel")}
          required
          placeholder={t("tracking.chooseResponse")}
          options={USCIS_RESPONSES.map((r) => ({ value: r, label: t(`tracking.responses.${r}`) }))}
        />
        <TextField name="responseDate" label={t("tracking.responseDate")} required placeholder="MM/DD/YYYY" hint={t("fields.dateHint")} autoComplete="off" />
      </div>
      {isNotice(response) ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="rfeNoticeDate" label={t("tracking.rfeNoticeDate")} required placeholder="MM/DD/YYYY" hint={t("fields.dateHint")} autoComplete="off" />
          <Checkbox name="rfeServedByMail" label={t("tracking.servedByMail")} hint={t("tracking.servedByMailHint")} />
        </div>
      ) : null}
      <div className="flex flex-col gap-2">
        <UploadButton petitionId={c.id} multiple={false} label={t("tracking.attach")} onUploaded={(r) => setFiles((fs) => [...fs, r as UploadedFileDto])} />
        {files.length ? (
          <ul aria-label={t("tracking.attached")} className="flex flex-col gap-1 text-sm text-fg">
            {files.map((f) => (
              <li key={f.key} className="flex items-center gap-2">
                <span>{f.name}</span>
                <Button size="sm" variant="ghost" onClick={() => removeFile(f)} aria-label={t("tracking.removeNamed", { name: f.name })}>
                  {t("tracking.remove")}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending}>
          {t("tracking.saveResponse")}
        </Button>
      </div>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(o) => !o && setPending(null)}
        title={t("tracking.confirmResponseTitle", { decision })}
        message={t("tracking.confirmResponseMessage", { decision, number: c.customCaseNumber ?? c.caseNumber, date: pending?.typedDate ?? "" })}
        confirmLabel={t("tracking.confirmResponse", { decision })}
        destructive={pending?.body.response === "denied" || pending?.body.response === "withdrawn"}
        loading={save.isPending}
        onConfirm={() => pending && save.mutate(pending.body)}
      />
    </Form>
  );
}

/** The firm's RFE response reached USCIS: the day it was received, with the receipt or response (optional files). */
function RfeResponseForm({ c }: { c: CaseDetails }) {
  const t = useTranslations("cases");
  const qc = useQueryClient();
  const [files, setFiles] = useState<UploadedFileDto[]>([]);
  const form = useForm<z.input<typeof uploadRfeResponseFields>, unknown, UploadRfeResponseFields>({
    resolver: zodResolver(uploadRfeResponseFields),
    defaultValues: { petitionId: c.id, receivedDate: "", keys: [] },
  });
  const save = useMutation({
    mutationFn: (body: UploadRfeResponseFields) => apiPost<RfeResponseResult>("petition/upload-rfe-response-docs", body),
    onSuccess: () => {
      toast.success(t("tracking.rfeResponseSaved"));
      setFiles([]);
      qc.invalidateQueries({ queryKey: casesKeys.all });
      qc.invalidateQueries({ queryKey: documentsKeys.case(c.id) });
    },
    onError: (e) => {
      const msg = applyApiErrors(form, e);
      if (msg) toast.error(msg);
    },
  });
  return (
    <Form form={form} onSubmit={(v) => save.mutate({ ...v, keys: files.map((f) => f.key) })} className="grid gap-4 rounded-lg border border-border p-4">
      <h3 className="text-sm font-semibold text-fg">{t("tracking.rfeResponse")}</h3>
      <p className="text-sm text-fg-muted">{t("tracking.rfeResponseHint")}</p>
      <TextField name="receivedDate" label={t("tracking.rfeReceivedDate")} required placeholder="MM/DD/YYYY" hint={t("fields.dateHint")} autoComplete="off" className="sm:max-w-xs" />
      <div className="flex flex-col gap-2">
        <UploadButton petitionId={c.id} multiple={false} label={t("tracking.attach")} onUploaded={(r) => setFiles((fs) => [...fs, r as UploadedFileDto])} />
        {files.length ? (
          <ul aria-label={t("tracking.attached")} className="flex flex-col gap-1 text-sm text-fg">
            {files.map((f) => (
              <li key={f.key}>{f.name}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending}>
          {t("tracking.saveRfeResponse")}
        </Button>
      </div>
    </Form>
  );
}
