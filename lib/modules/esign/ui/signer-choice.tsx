"use client";
// Who signs a wet-ink packet (issue 34 §3): one of the case's client's authorised signatories (the first one
// chosen by default, printed on the packet with their title), or someone else by name (the applicant, a
// preparer). Never the company: a company does not sign, its signatory does.
import { useId } from "react";
import { useTranslations } from "next-intl";
import { inputClass } from "@/components/ui/input-class";
import type { InkSignatory } from "../ink/contract";

/** The signer as the create call takes it: a signatory's id, or a typed name. */
export type SignerValue = { signatoryId: string } | { signerName: string };

const OTHER = "other";

/** The default: the client's first active signatory, else a name to type. */
export const defaultSigner = (signatories: readonly InkSignatory[]): SignerValue => (signatories[0] ? { signatoryId: signatories[0].id } : { signerName: "" });

/** The body keys of a signer ({ signatoryId } or { signerName } trimmed). */
export const signerBody = (v: SignerValue): SignerValue => ("signatoryId" in v ? { signatoryId: v.signatoryId } : { signerName: v.signerName.trim() });

export const signerChosen = (v: SignerValue) => ("signatoryId" in v ? true : v.signerName.trim() !== "");

export function SignerChoice({ signatories, value, onChange, label }: { signatories: readonly InkSignatory[]; value: SignerValue; onChange: (v: SignerValue) => void; label: string }) {
  const t = useTranslations("inkSign.signerChoice");
  const id = useId();
  const selected = "signatoryId" in value ? value.signatoryId : OTHER;
  return (
    <div className="grid gap-2">
      <div className="grid gap-1">
        <label htmlFor={`${id}-who`} className="text-sm font-medium text-fg">
          {label}
        </label>
        <select
          id={`${id}-who`}
          className={inputClass}
          value={selected}
          onChange={(e) => onChange(e.currentTarget.value === OTHER ? { signerName: "" } : { signatoryId: e.currentTarget.value })}
        >
          {signatories.map((s) => (
            <option key={s.id} value={s.id}>
              {t("signatory", { name: s.name, title: s.title })}
            </option>
          ))}
          <option value={OTHER}>{t("other")}</option>
        </select>
        {signatories.length === 0 ? <p className="text-xs text-fg-muted">{t("noSignatory")}</p> : null}
      </div>
      {"signerName" in value ? (
        <div className="grid gap-1">
          <label htmlFor={`${id}-name`} className="text-sm font-medium text-fg">
            {t("name")}
          </label>
          <input id={`${id}-name`} className={inputClass} required maxLength={120} value={value.signerName} onChange={(e) => onChange({ signerName: e.currentTarget.value })} />
        </div>
      ) : null}
    </div>
  );
}
