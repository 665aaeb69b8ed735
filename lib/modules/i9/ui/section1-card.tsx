"use client";
// Section 1 on /app/i9-details/{id}: while it waits, "Send Section 1 link" (to the employee's e-mail, or
// another); once signed, what the employee attested, the numbers masked — "Show" (i9.sensitive) reveals
// one, and the audit trail records the view — the signature, and the preparers or translators; "Ask for a
// correction" e-mails the employee her correction link (only she corrects Section 1), and each correction is
// listed with its date, initials, the fields changed and their earlier answers.
import { useState } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { DetailList } from "@/components/ui/detail-list";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import type { I9DetailsDto } from "../contract";
import type { Section1Dto, Section1Number, Revealable as RevealableField } from "../section1-contract";
import { i9Keys } from "./keys";

// Loaded when opened.
const SendLinkDialog = dynamic(() => import("./record-dialogs").then((m) => m.SendSection1LinkDialog));
const StatementDialog = dynamic(() => import("./record-dialogs").then((m) => m.Section1StatementDialog));

export function Section1Card({ r, viewer }: { r: I9DetailsDto; viewer: Viewer }) {
  const t = useTranslations("i9.records.section1");
  const [sending, setSending] = useState<"link" | "correction" | "statement" | null>(null);
  const waiting = r.status === "section1_pending";
  const manage = can(viewer, "i9.manage");
  return (
    <CardSection
      title={t("title")}
      actions={
        waiting && manage ? (
          <Button size="sm" onClick={() => setSending("link")}>
            {t("send")}
          </Button>
        ) : r.section1 && r.status !== "purged" && manage ? (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={() => setSending("correction")}>
              {t("correction.send")}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setSending("statement")}>
              {t("statement.add")}
            </Button>
          </div>
        ) : null
      }
    >
      {r.section1 ? <Signed r={r} s={r.section1} viewer={viewer} /> : <p className="text-sm text-fg-muted">{waiting ? t("waiting") : t("none")}</p>}
      {sending === "statement" ? <StatementDialog id={r.id} onClose={() => setSending(null)} /> : sending ? <SendLinkDialog id={r.id} correction={sending === "correction"} onClose={() => setSending(null)} /> : null}
    </CardSection>
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
      {s.correctionRequest ? <CorrectionRequest s={s} /> : null}
      {s.corrections.length ? <Corrections s={s} /> : null}
      {s.statements.length ? <Statements s={s} /> : null}
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

/** Section 1 fields by name, for the corrections' list. */
const FIELD_LABEL: Record<string, string> = {
  lastName: "lastName",
  firstName: "firstName",
  middleInitial: "middleInitial",
  otherLastNames: "otherLastNames",
  street: "street",
  apt: "apt",
  city: "city",
  state: "state",
  zip: "zip",
  dateOfBirth: "dateOfBirth",
  ssn: "ssn",
  ssnAppliedFor: "ssnAppliedFor",
  email: "email",
  phone: "phone",
  citizenship: "citizenshipLegend",
  uscisNumber: "uscisNumber",
  authorizedUntil: "authorizedUntil",
  noExpiration: "noExpiration",
  i94Number: "i94Number",
  foreignPassportNumber: "foreignPassportNumber",
  foreignPassportCountryId: "foreignPassportCountry",
  preparers: "preparersLegend",
};

/** The employee's corrections after signing: when, her initials and signature, each field with its earlier answer. */
function Corrections({ s }: { s: Section1Dto }) {
  const t = useTranslations("i9.records.section1.correction");
  const ts = useTranslations("i9.section1");
  const f = useFormat();
  const label = (k: string) => (FIELD_LABEL[k] ? ts(FIELD_LABEL[k] as "street") : k);
  const earlier = (k: string, v: unknown) => {
    if (v === null || v === undefined || v === "") return t("empty");
    if (k === "dateOfBirth" || k === "authorizedUntil") return f.date(String(v));
    if (k === "citizenship") return ts(`citizenship.${String(v)}` as "citizenship.citizen");
    if (typeof v === "boolean") return v ? t("yes") : t("no");
    if (typeof v === "object") return t("changed");
    return String(v);
  };
  return (
    <div className="grid gap-1">
      <h3 className="text-sm font-semibold text-fg">{t("title")}</h3>
      <ul className="grid gap-2 text-sm text-fg">
        {s.corrections.map((c, i) => (
          <li key={i}>
            <p>{t("line", { date: f.date(c.correctedOn), initials: c.initials, name: c.signature })}</p>
            {c.explanation ? <p className="whitespace-pre-line break-words text-fg-muted">{t("explanation", { name: c.requestedBy ?? "—", text: c.explanation })}</p> : null}
            <ul className="list-disc pl-5 text-fg-muted">
              {c.fields.map((k) => (
                <li key={k}>{t("field", { field: label(k), earlier: earlier(k, c.previous[k]) })}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The correction asked for and not made yet: the employer's explanation, who asked and when. */
function CorrectionRequest({ s }: { s: Section1Dto }) {
  const t = useTranslations("i9.records.section1.correction");
  const f = useFormat();
  const q = s.correctionRequest!;
  return (
    <div className="grid gap-1 text-sm">
      <h3 className="font-semibold text-fg">{t("pending")}</h3>
      <p className="text-fg-muted">{t("pendingLine", { name: q.byName, date: f.dateTime(q.requestedAt) })}</p>
      <p className="whitespace-pre-line break-words text-fg">{q.reason}</p>
    </div>
  );
}

/** The employer's statements attached to Section 1: the text, the typed signature and the account, the date. */
function Statements({ s }: { s: Section1Dto }) {
  const t = useTranslations("i9.records.section1.statement");
  const f = useFormat();
  return (
    <div className="grid gap-1">
      <h3 className="text-sm font-semibold text-fg">{t("listTitle")}</h3>
      <ul className="grid gap-2 text-sm text-fg">
        {s.statements.map((x, i) => (
          <li key={i}>
            <p className="whitespace-pre-line break-words">{x.statement}</p>
            <p className="text-fg-muted">{t("line", { signature: x.signature, date: f.date(x.signedOn), name: x.byName, email: x.byEmail })}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A masked number with "Show" (i9.sensitive): the whole number from /api/i9/reveal, the view on the trail. */
export function Revealable({ id, field, documentId, masked, canReveal }: { id: string; field: RevealableField; documentId?: string; masked: string; canReveal: boolean }) {
  const t = useTranslations("i9.records.section1");
  const qc = useQueryClient();
  const [shown, setShown] = useState<string | null>(null);
  const reveal = useMutation({
    mutationFn: () => apiPost<{ value: string | null }>("i9/reveal", { id, field, documentId }),
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
