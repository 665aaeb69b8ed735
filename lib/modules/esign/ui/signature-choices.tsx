"use client";
// What the petitioner-signature step sends (inside the case's "Request petitioner signature" dialog, a
// slot of the case screen): each filled USCIS form to be signed in ink (ticked by default, with who signs —
// the client's signatory by default, never the company — and which boxes) and the case's e-signature envelopes out for signature (sent ones ticked). DOC_SIGNER_LIST
// then completes by itself once every scan and signature is in.
import { useEffect, useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/spinner";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import type { CaseDetails } from "@/lib/modules/cases/contract";
import type { EnvelopeSummary } from "../contract";
import { useInkList } from "./case-ink";
import { BoxChoices, defaultBoxes } from "./ink-request-dialog";
import { defaultSigner, SignerChoice, signerBody, signerChosen, type SignerValue } from "./signer-choice";
import { esignKeys } from "./keys";

export type SignatureExtra = { inkForms?: ({ documentId: string; fields: string[] } & SignerValue)[]; envelopeIds?: string[] };

export function SignatureChoices({ c, onChange }: { c: CaseDetails; onChange: (extra: SignatureExtra, valid: boolean) => void }) {
  const t = useTranslations("inkSign.step");
  const id = useId();
  const ink = useInkList(c.id, true);
  const envelopes = useQuery({ queryKey: esignKeys.list(c.id), queryFn: ({ signal }) => apiPost<EnvelopeSummary[]>("esign/list", { petitionId: c.id }, { signal }) });
  const [chosenSigner, setSigner] = useState<SignerValue | null>(null);
  const signer = chosenSigner ?? defaultSigner(ink.data?.signatories ?? []);
  const [forms, setForms] = useState<Record<string, Set<string>> | null>(null);
  const [envs, setEnvs] = useState<Set<string> | null>(null);
  const formList = ink.data?.forms ?? [];
  const open = (envelopes.data ?? []).filter((e) => e.status === "draft" || e.status === "sent");
  const chosenForms = forms ?? Object.fromEntries(formList.map((f) => [f.documentId, defaultBoxes(f)]));
  const chosenEnvs = envs ?? new Set(open.filter((e) => e.status === "sent").map((e) => e.id));

  const inkForms = Object.entries(chosenForms)
    .filter(([, boxes]) => boxes.size > 0)
    .map(([documentId, boxes]) => ({ documentId, ...signerBody(signer), fields: [...boxes] }));
  const key = JSON.stringify([inkForms, [...chosenEnvs], signerBody(signer)]);
  useEffect(() => {
    onChange({ ...(inkForms.length ? { inkForms } : {}), ...(chosenEnvs.size ? { envelopeIds: [...chosenEnvs] } : {}) }, inkForms.length === 0 || signerChosen(signer));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the value of both lists
  }, [key]);

  if (ink.isPending || envelopes.isPending) return <Spinner label={t("loading")} />;
  if (ink.error || envelopes.error) return <p className="text-sm text-danger-strong">{errorMessage(ink.error ?? envelopes.error)}</p>;
  return (
    <div className="grid gap-4">
      <section className="grid gap-2" aria-labelledby={`${id}-ink`}>
        <h3 id={`${id}-ink`} className="text-sm font-semibold text-fg">
          {t("inkTitle")}
        </h3>
        {formList.length === 0 ? <p className="text-sm text-fg-muted">{t("noForms")}</p> : null}
        {formList.map((f) => (
          <BoxChoices key={f.documentId} form={f} chosen={chosenForms[f.documentId] ?? new Set()} onChange={(next) => setForms({ ...chosenForms, [f.documentId]: next })} />
        ))}
        {formList.length ? (
          <SignerChoice signatories={ink.data?.signatories ?? []} value={signer} onChange={setSigner} label={t("signer")} />
        ) : null}
      </section>
      <section className="grid gap-2" aria-labelledby={`${id}-env`}>
        <h3 id={`${id}-env`} className="text-sm font-semibold text-fg">
          {t("envTitle")}
        </h3>
        {open.length === 0 ? <p className="text-sm text-fg-muted">{t("noEnvelopes")}</p> : null}
        {open.map((e, i) => (
          <label key={e.id} htmlFor={`${id}-e${i}`} className="flex items-center gap-2 text-sm">
            <input
              id={`${id}-e${i}`}
              type="checkbox"
              checked={chosenEnvs.has(e.id)}
              onChange={(ev) => {
                const next = new Set(chosenEnvs);
                if (ev.currentTarget.checked) next.add(e.id);
                else next.delete(e.id);
                setEnvs(next);
              }}
            />
            {t("envelope", { name: e.documentName, status: e.status })}
          </label>
        ))}
      </section>
    </div>
  );
}
