"use client";
// A remote verifier's token pages (no sign-in): i9/fill-verifier-info/{id} — the employee as Section 1 names
// them (to compare with the documents), then Section 2's fields, signed once after a confirmation;
// filled-i9-details/{id} — what was sent, read-only, until the link expires. A link that cannot be used says
// so and names the firm.
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DetailList } from "@/components/ui/detail-list";
import { Form, applyApiErrors } from "@/components/ui/form";
import { TextLink } from "@/components/ui/link-button";
import { ApiError, apiPost } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import { TOKEN_LINK_QUERY, linkGoneReason, type LinkGoneReason } from "@/lib/shared/token-link";
import { toUsDateInput } from "@/lib/shared/validation/form-dates";
import { ResultCard, TokenLinkState } from "@/lib/modules/account/ui";
import { i9Document } from "../documents";
import type { Section2Body } from "../section2-contract";
import { VERIFIER_FILLED_PATH, type VerifierLinkDetailsDto } from "../verifier-contract";
import { section2Defaults, section2ErrorPath, section2Resolver, Section2Fields, type Section2FormValues } from "./section2-fields";

export function VerifierGone({ reason, firmName, autoFocus = false }: { reason: LinkGoneReason; firmName: string; autoFocus?: boolean }) {
  const t = useTranslations("i9.verifierFill");
  return (
    <ResultCard tone={reason === "submitted" ? "info" : "warning"} title={t("title")} autoFocus={autoFocus}>
      <p>{t(`gone.${reason}`, { firm: firmName })}</p>
    </ResultCard>
  );
}

function useLink(path: "i9-fill/verifier-details" | "i9-fill/verifier-view", recordId: string, token: string) {
  return useQuery({
    queryKey: [path, recordId, token],
    queryFn: ({ signal }) => apiPost<VerifierLinkDetailsDto>(path, { id: recordId }, { token, signal }),
    ...TOKEN_LINK_QUERY,
  });
}

function Loading({ q, firmName, children }: { q: ReturnType<typeof useLink>; firmName: string; children: (d: VerifierLinkDetailsDto) => React.ReactNode }) {
  const t = useTranslations("i9.verifierFill");
  return (
    <TokenLinkState query={q} labels={{ loading: t("loading"), loadError: t("loadError"), retry: t("retry") }} gone={(reason) => <VerifierGone reason={reason} firmName={firmName} />}>
      {children}
    </TokenLinkState>
  );
}

function Employee({ d }: { d: VerifierLinkDetailsDto }) {
  const t = useTranslations("i9.verifierFill");
  const ts = useTranslations("i9.section1");
  const f = useFormat();
  const e = d.employee;
  return (
    <DetailList
      className="sm:grid-cols-2"
      items={[
        { label: t("employee"), value: [e.lastName, e.firstName, e.middleInitial].filter(Boolean).join(", ") },
        { label: ts("dateOfBirth"), value: e.dateOfBirth ? f.date(e.dateOfBirth) : null },
        { label: t("attestation"), value: e.citizenship ? ts(`citizenship.${e.citizenship}`) : null },
        { label: ts("authorizedUntil"), value: e.citizenship === "authorized_alien" ? (e.authorizedUntil ? f.date(e.authorizedUntil) : "N/A") : null },
        { label: t("employer"), value: d.employerName },
        { label: t("due"), value: f.date(d.section2Due) },
      ]}
    />
  );
}

export function VerifierFillScreen({ recordId, token, firmName }: { recordId: string; token: string; firmName: string }) {
  return <Loading q={useLink("i9-fill/verifier-details", recordId, token)} firmName={firmName}>{(d) => <FillForm token={token} d={d} />}</Loading>;
}

function FillForm({ token, d }: { token: string; d: VerifierLinkDetailsDto }) {
  const t = useTranslations("i9.verifierFill");
  const f = useFormat();
  const [done, setDone] = useState(false);
  const [gone, setGone] = useState<LinkGoneReason | null>(null);
  const [pending, setPending] = useState<Section2Body | null>(null);
  const [first, ...rest] = d.verifierName.split(" ");
  const form = useForm<Section2FormValues, unknown, Section2Body>({
    resolver: section2Resolver,
    defaultValues: section2Defaults({ firstDay: toUsDateInput(d.hireDate), businessName: d.employerName, signerFirstName: first ?? "", signerLastName: rest.join(" ") }),
  });
  const submit = useMutation({
    mutationFn: (section2: Section2Body) => apiPost("i9-fill/verifier-submit", { id: d.recordId, section2 }, { token }),
    onSuccess: () => setDone(true),
    onError: (e) => {
      setPending(null);
      const g = linkGoneReason(e);
      if (g) return setGone(g);
      if (e instanceof ApiError && e.fields) {
        for (const [k, msg] of Object.entries(e.fields)) form.setError(section2ErrorPath(k, form.getValues()), { message: msg });
      } else applyApiErrors(form, e);
    },
  });
  if (gone) return <VerifierGone reason={gone} firmName={d.firmName} autoFocus />;
  if (done)
    return (
      <ResultCard tone="success" title={t("title")}>
        <p>{t("thanks", { employer: d.employerName })}</p>
        <p>
          <TextLink href={`${VERIFIER_FILLED_PATH}/${d.recordId}?token=${encodeURIComponent(token)}`}>{t("viewLink")}</TextLink>
        </p>
      </ResultCard>
    );
  return (
    <Card className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-xl font-semibold text-fg">{t("title")}</h1>
        <p className="text-sm text-fg-muted">{t("intro", { firm: d.firmName, employer: d.employerName, name: d.verifierName })}</p>
        <p className="text-xs text-fg-muted">{t("expires", { date: f.dateTime(d.expiresAt) })}</p>
      </header>
      <Employee d={d} />
      <Form form={form} onSubmit={(body) => setPending(body)} className="grid gap-6">
        <Section2Fields late={d.lateDays} />
        <div className="flex justify-end">
          <Button type="submit" loading={submit.isPending}>
            {t("submit")}
          </Button>
        </div>
      </Form>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(o) => !o && setPending(null)}
        title={t("confirmTitle")}
        message={t("confirm")}
        confirmLabel={t("submit")}
        destructive={false}
        loading={submit.isPending}
        onConfirm={() => pending && submit.mutate(pending)}
      />
    </Card>
  );
}

export function VerifierFilledScreen({ recordId, token, firmName }: { recordId: string; token: string; firmName: string }) {
  return <Loading q={useLink("i9-fill/verifier-view", recordId, token)} firmName={firmName}>{(d) => <Filled d={d} />}</Loading>;
}

function Filled({ d }: { d: VerifierLinkDetailsDto }) {
  const t = useTranslations("i9.verifierFill");
  const ts = useTranslations("i9.section2");
  const f = useFormat();
  const locale = useLocale();
  const s = d.section2;
  return (
    <Card className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-xl font-semibold text-fg">{t("filledTitle")}</h1>
        <p className="text-xs text-fg-muted">{t("visibleUntil", { date: f.dateTime(d.expiresAt) })}</p>
      </header>
      <Employee d={d} />
      <ul className="grid gap-2">
        {d.documents.map((doc) => {
          const kind = i9Document(doc.code);
          return (
            <li key={doc.id} className="rounded-md border border-border p-3 text-sm">
              <p className="font-medium text-fg">
                {ts(`list${doc.list}`)}: {kind ? (locale === "es" ? kind.es : kind.en) : doc.code}
              </p>
              <p className="text-fg-muted">{[doc.issuingAuthority, doc.number, doc.expirationDate ? f.date(doc.expirationDate) : null].filter(Boolean).join(" · ")}</p>
            </li>
          );
        })}
      </ul>
      {s ? (
        <DetailList
          className="sm:grid-cols-2"
          items={[
            { label: ts("firstDay"), value: f.date(s.firstDay) },
            { label: t("signed"), value: `${s.signature}, ${s.signerTitle} — ${f.dateTime(s.signedAt)}` },
            { label: ts("businessName"), value: `${s.businessName}, ${s.businessStreet}, ${s.businessCity}, ${s.businessState} ${s.businessZip}` },
            { label: ts("additionalInformation"), value: s.additionalInformation },
          ]}
        />
      ) : null}
    </Card>
  );
}
