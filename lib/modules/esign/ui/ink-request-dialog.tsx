"use client";
// "Send for ink signature": one of the case's filled USCIS forms (its latest version), the signature boxes
// to sign (the edition's defaults ticked: the petitioner's or applicant's, never the preparer's — the firm signs
// that in a request of its own), who signs (the client's signatory by default, or a name: SignerChoice), and what
// the cover page says about the originals. The packet is made by the server.
import { useId, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { inputClass } from "@/components/ui/input-class";
import { toast } from "@/components/ui/toast";
import { apiPost } from "@/lib/shared/api-client";
import type { InkFormOption, InkRequestDto, InkSignatory } from "../ink/contract";
import { DialogField, FormDialog } from "./form-dialog";
import { defaultSigner, SignerChoice, signerBody, signerChosen } from "./signer-choice";

export const defaultBoxes = (form: InkFormOption | undefined) => new Set(form?.boxes.filter((b) => b.byDefault).map((b) => b.field) ?? []);

/** The boxes of a form as checkboxes (shared with the petitioner-signature step's dialog). */
export function BoxChoices({ form, chosen, onChange }: { form: InkFormOption; chosen: Set<string>; onChange: (next: Set<string>) => void }) {
  const t = useTranslations("inkSign");
  const id = useId();
  return (
    <fieldset className="grid gap-1">
      <legend className="text-sm font-medium text-fg">{t("dialog.boxes", { name: form.name })}</legend>
      {form.boxes.map((b, i) => (
        <label key={b.field} htmlFor={`${id}-${i}`} className="flex items-start gap-2 text-sm">
          <input
            id={`${id}-${i}`}
            type="checkbox"
            className="mt-1"
            checked={chosen.has(b.field)}
            onChange={(e) => {
              const next = new Set(chosen);
              if (e.currentTarget.checked) next.add(b.field);
              else next.delete(b.field);
              onChange(next);
            }}
          />
          <span>
            {t("box", { page: b.page, label: b.label })} <span className="text-xs text-fg-muted">({t(`roles.${b.role}`)})</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export function InkRequestDialog({ petitionId, forms, signatories, onClose, onDone }: { petitionId: string; forms: InkFormOption[]; signatories: InkSignatory[]; onClose: () => void; onDone: () => void }) {
  const t = useTranslations("inkSign");
  const id = useId();
  const [documentId, setDocumentId] = useState(forms[0]?.documentId ?? "");
  const form = forms.find((f) => f.documentId === documentId);
  const [chosen, setChosen] = useState(() => defaultBoxes(forms[0]));
  const [signer, setSigner] = useState(() => defaultSigner(signatories));
  const [returnInstructions, setReturn] = useState("");
  const m = useMutation({
    mutationFn: () =>
      apiPost<InkRequestDto>("esign/ink/create", { petitionId, documentId, fields: [...chosen], ...signerBody(signer), ...(returnInstructions.trim() ? { returnInstructions: returnInstructions.trim() } : {}) }),
    onSuccess: () => {
      toast.success(t("dialog.done"));
      onClose();
      onDone();
    },
  });
  return (
    <FormDialog
      title={t("dialog.title")}
      description={t("dialog.description")}
      cancel={t("dialog.back")}
      submit={t("dialog.submit")}
      pending={m.isPending}
      error={m.error}
      disabled={!signerChosen(signer) || chosen.size === 0 || !form}
      onSubmit={() => m.mutate()}
      onClose={onClose}
    >
      <div className="grid gap-1">
        <label htmlFor={`${id}-form`} className="text-sm font-medium text-fg">
          {t("dialog.form")}
        </label>
        <select
          id={`${id}-form`}
          className={inputClass}
          value={documentId}
          onChange={(e) => {
            setDocumentId(e.currentTarget.value);
            setChosen(defaultBoxes(forms.find((f) => f.documentId === e.currentTarget.value)));
          }}
        >
          {forms.map((f) => (
            <option key={f.documentId} value={f.documentId}>
              {t("dialog.formOption", { name: f.name, version: f.version })}
            </option>
          ))}
        </select>
      </div>
      {form ? <BoxChoices form={form} chosen={chosen} onChange={setChosen} /> : null}
      <SignerChoice signatories={signatories} value={signer} onChange={setSigner} label={t("dialog.signer")} />
      <DialogField id={`${id}-return`} label={t("dialog.return")} rows={2} maxLength={1000} placeholder={t("dialog.returnPlaceholder")} value={returnInstructions} onChange={setReturn} />
    </FormDialog>
  );
}
