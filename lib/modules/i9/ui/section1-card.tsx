"use client";
// Section 1 on /app/i9-details/{id}: while it waits, "Send Section 1 link" (to the employee's e-mail, or
// another); once signed, what the employee attested, the numbers masked — "Show" (i9.sensitive) reveals
// one, and the audit trail records the view — the signature, and the preparers or translators.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FormDialog } from "@/components/form/form-dialog";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { DetailList } from "@/components/ui/detail-list";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import type { I9DetailsDto } from "../contract";
import { sendSection1LinkBody, type SendLinkResult, type SendSection1LinkBody, type Section1Dto, type Section1Number } from "../section1-contract";
import { i9Keys } from "./keys";

export function Section1Card({ r, viewer }: { r: I9DetailsDto; viewer: Viewer }) {
  const t = useTranslations("i9.records.section1");
  const [sending, setSending] = useState(false);
  const waiting = r.status === "section1_pending";
  return (
    <CardSection
      title={t("title")}
      actions={
        waiting && can(viewer, "i9.manage") ? (
          <Button size="sm" onClick={() => setSending(true)}>
            {t("send")}
          </Button>
        ) : null
      }
    >
      {r.section1 ? <Signed r={r} s={r.section1} viewer={viewer} /> : <p className="text-sm text-fg-muted">{waiting ? t("waiting") : t("none")}</p>}
      {sending ? <SendLinkDialog id={r.id} onClose={() => setSending(false)} /> : null}
    </CardSection>
  );
}

function SendLinkDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useTranslations("i9.records.section1");
  const qc = useQueryClient();
  const form = useForm<{ id: string; email: string }, unknown, SendSection1LinkBody>({ resolver: zodResolver(sendSection1LinkBody) as never, defaultValues: { id, email: "" } });
  const save = useMutation({
    mutationFn: (body: SendSection1LinkBody) => apiPost<SendLinkResult>("i9/send-section1-link", body),
    onSuccess: (res) => {
      toast.success(t("sent", { email: res.sentTo }));
      void qc.invalidateQueries({ queryKey: i9Keys.records() });
      onClose();
    },
  });
  return (
    <FormDialog title={t("sendTitle")} description={t("sendDescription")} form={form} save={save} submitLabel={t("sendSubmit")} onClose={onClose}>
      <TextField name="email" type="email" label={t("email")} hint={t("emailHint")} autoComplete="off" />
    </FormDialog>
  );
}

function Signed({ r, s, viewer }: { r: I9DetailsDto; s: Section1Dto; viewer: Viewer }) {
  const t = useTranslations("i9.records.section1");
  const ts = useTranslations("i9.section1");
  const f = useFormat();
  const number = (field: Section1Number, label: string) => ({ label, value: s[field] ? <Revealable id={r.id} field={field} masked={s[field]} canReveal={can(viewer, "i9.sensitive")} /> : null });
  const alien = s.citizenship === "authorized_alien";
  return (
    <div className="grid gap-4">
      {r.duplicateSsn ? (
        <p role="status" className="rounded-md bg-warning-soft px-3 py-2 text-sm text-warning-strong">
          {t("duplicateSsn")}
        </p>
      ) : null}
      <DetailList
        className="lg:grid-cols-3"
        items={[
          { label: t("name"), value: [s.lastName, s.firstName, s.middleInitial].filter(Boolean).join(", ") },
          { label: ts("otherLastNames"), value: s.otherLastNames },
          { label: ts("addressLegend"), value: [s.street, s.apt, `${s.city}, ${s.state} ${s.zip}`].filter(Boolean).join(", ") },
          { label: ts("dateOfBirth"), value: f.date(s.dateOfBirth) },
          number("ssn", ts("ssn")),
          ...(s.ssnAppliedFor ? [{ label: ts("ssn"), value: t("ssnAppliedFor") }] : []),
          { label: ts("email"), value: s.email },
          { label: ts("phone"), value: s.phone },
          { label: t("attestation"), value: ts(`citizenship.${s.citizenship}`) },
          ...(alien ? [{ label: ts("authorizedUntil"), value: s.authorizedUntil ? f.date(s.authorizedUntil) : t("na") }] : []),
          number("uscisNumber", ts("uscisNumber")),
          number("i94Number", ts("i94Number")),
          number("foreignPassportNumber", ts("foreignPassportNumber")),
          { label: t("signedBy"), value: t("signedAt", { name: s.signature, date: f.dateTime(s.signedAt) }) },
        ]}
      />
      {s.preparers.length ? (
        <div className="grid gap-1">
          <h3 className="text-sm font-semibold text-fg">{ts("preparersLegend")}</h3>
          <ul className="list-disc pl-5 text-sm text-fg">
            {s.preparers.map((p, i) => (
              <li key={i}>{`${p.firstName} ${p.lastName}, ${p.street}, ${p.city}, ${p.state} ${p.zip}`}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function Revealable({ id, field, masked, canReveal }: { id: string; field: Section1Number; masked: string; canReveal: boolean }) {
  const t = useTranslations("i9.records.section1");
  const qc = useQueryClient();
  const [shown, setShown] = useState<string | null>(null);
  const reveal = useMutation({
    mutationFn: () => apiPost<{ value: string | null }>("i9/reveal", { id, field }),
    onSuccess: (res) => {
      setShown(res.value);
      void qc.invalidateQueries({ queryKey: [...i9Keys.records(), "activity", id] });
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="font-mono">{shown ?? masked}</span>
      {canReveal ? (
        shown ? (
          <Button variant="ghost" size="sm" onClick={() => setShown(null)}>
            {t("hide")}
          </Button>
        ) : (
          <Button variant="ghost" size="sm" loading={reveal.isPending} onClick={() => reveal.mutate()} aria-label={t("showLabel")}>
            {t("show")}
          </Button>
        )
      ) : null}
    </span>
  );
}
