"use client";
// Section 2's fields, shared by the record's "Complete Section 2" dialog and a remote verifier's token page:
// List A, or List B and List C (the documents chosen from the M-274 lists in the reader's language, with
// issuing authority, number, expiry and "receipt"), the first day, additional information, the alternative
// procedure, the representative's name, title and typed signature, and the business. The form keeps one
// block per list; the contract takes the chosen blocks as `documents` and the server checks rule 6.
import { useLocale, useTranslations } from "next-intl";
import { set, useWatch, type FieldErrors, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { Checkbox } from "@/components/ui/checkbox";
import { RadioGroupField } from "@/components/ui/radio-group-field";
import { SelectField } from "@/components/ui/select-field";
import { TextArea } from "@/components/ui/text-area";
import { TextField } from "@/components/ui/text-field";
import { US_STATES } from "@/lib/shared/wages";
import { I9_DOCUMENTS, type I9List } from "../documents";
import { section2Body } from "../section2-contract";

export type Block = { code: string; issuingAuthority: string; number: string; expirationDate: string; receipt: boolean };
export type Section2FormValues = Record<string, unknown> & { choice: "A" | "BC"; A: Block; B: Block; C: Block };

export const blank: Block = { code: "", issuingAuthority: "", number: "", expirationDate: "", receipt: false };

export function section2Defaults(p: { firstDay: string; businessName: string; signerFirstName?: string; signerLastName?: string }): Section2FormValues {
  return {
    choice: "A",
    A: blank,
    B: blank,
    C: blank,
    firstDay: p.firstDay,
    additionalInformation: "",
    alternativeProcedure: false,
    signerLastName: p.signerLastName ?? "",
    signerFirstName: p.signerFirstName ?? "",
    signerTitle: "",
    signature: "",
    businessName: p.businessName,
    businessStreet: "",
    businessCity: "",
    businessState: "",
    businessZip: "",
    lateReason: "",
    attest: false,
  };
}

/** The form's blocks → the contract's `documents` (List A alone, or B then C). */
function toContract(x: unknown): unknown {
  if (x === null || typeof x !== "object") return x;
  const { choice, A, B, C, ...rest } = x as Section2FormValues;
  const filled = (b: Block | undefined) => (b && b.code ? [b] : []);
  return { ...rest, documents: choice === "A" ? filled(A) : [...filled(B), ...filled(C)] };
}

const section2FormSchema = z.preprocess(toContract, section2Body) as unknown as z.ZodType<z.output<typeof section2Body>, Section2FormValues>;
const contractResolver = zodResolver(section2FormSchema) as unknown as Resolver<Section2FormValues, unknown, z.output<typeof section2Body>>;

/** The leaf errors of a resolver's answer, by dotted path. */
function leaves(errors: FieldErrors, prefix = ""): [string, { type: string; message?: string }][] {
  return Object.entries(errors).flatMap(([k, e]) => {
    if (!e || typeof e !== "object") return [];
    const path = prefix ? `${prefix}.${k}` : k;
    return "message" in e && typeof e.message === "string" ? [[path, { type: String(e.type ?? "custom"), message: e.message }]] : leaves(e as FieldErrors, path);
  });
}

/** The contract checks the chosen blocks as `documents`: its errors go back onto the blocks' fields. */
export const section2Resolver: Resolver<Section2FormValues, unknown, z.output<typeof section2Body>> = async (values, context, options) => {
  const r = await contractResolver(values, context, options);
  if (Object.keys(r.errors).length === 0) return r;
  const errors: FieldErrors<Section2FormValues> = {};
  for (const [path, e] of leaves(r.errors)) set(errors, section2ErrorPath(path, values), e);
  return { values: {}, errors };
};

/** The server names `section2.documents.<i>.<field>`: the block the document came from. */
export function section2ErrorPath(path: string, values: Section2FormValues): string {
  const m = /^(?:section2\.)?documents\.(\d+)\.(.+)$/.exec(path);
  if (!m) return path.replace(/^section2\./, "").replace(/^documents$/, "choice");
  const lists: I9List[] = values.choice === "A" ? ["A"] : (["B", "C"] as I9List[]).filter((l) => values[l].code);
  return `${lists[Number(m[1])] ?? "choice"}.${m[2]}`;
}

const stateOptions = US_STATES.map((s) => ({ value: s, label: s }));

/** One document's fields under `name` (default: the list's block), chosen among `lists` (default: that list). */
export function DocumentBlock({ list, name = list, lists = [list], legend, required = true }: { list: I9List; name?: string; lists?: readonly I9List[]; legend?: string; required?: boolean }) {
  const t = useTranslations("i9.section2");
  const locale = useLocale();
  const options = I9_DOCUMENTS.filter((d) => lists.includes(d.list)).map((d) => ({ value: d.code, label: `${lists.length > 1 ? `${d.list}: ` : ""}${locale === "es" ? d.es : d.en}` }));
  return (
    <fieldset className="grid gap-4 rounded-md border border-border p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-fg">{legend ?? t(`list${list}`)}</legend>
      <SelectField name={`${name}.code`} label={t("documentTitle")} required={required} placeholder={t("choose")} options={options} className="sm:col-span-2" />
      <TextField name={`${name}.issuingAuthority`} label={t("issuingAuthority")} />
      <TextField name={`${name}.number`} label={t("documentNumber")} autoComplete="off" />
      <TextField name={`${name}.expirationDate`} label={t("expirationDate")} hint={t("expirationHint")} placeholder="MM/DD/YYYY" />
      <Checkbox name={`${name}.receipt`} label={t("receipt")} hint={t("receiptHint")} />
    </fieldset>
  );
}

export function Section2Fields({ late }: { late: number | null }) {
  const t = useTranslations("i9.section2");
  const choice = useWatch({ name: "choice" }) as string;
  return (
    <div className="grid gap-6">
      <div className="grid gap-4">
        <RadioGroupField
          name="choice"
          label={t("documentsLegend")}
          hint={t("documentsHint")}
          required
          choices={[
            { value: "A", label: t("choiceA") },
            { value: "BC", label: t("choiceBC") },
          ]}
        />
        {choice === "A" ? (
          <DocumentBlock list="A" />
        ) : (
          <>
            <DocumentBlock list="B" />
            <DocumentBlock list="C" />
          </>
        )}
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-fg">{t("reviewLegend")}</legend>
        <TextField name="firstDay" label={t("firstDay")} required placeholder="MM/DD/YYYY" />
        <Checkbox name="alternativeProcedure" label={t("alternativeProcedure")} hint={t("alternativeProcedureHint")} />
        <TextArea name="additionalInformation" label={t("additionalInformation")} rows={2} className="sm:col-span-2" />
        {late ? <TextArea name="lateReason" label={t("lateReason", { days: late })} hint={t("lateReasonHint")} required rows={2} className="sm:col-span-2" /> : null}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-fg">{t("signerLegend")}</legend>
        <TextField name="signerLastName" label={t("signerLastName")} required />
        <TextField name="signerFirstName" label={t("signerFirstName")} required />
        <TextField name="signerTitle" label={t("signerTitle")} required />
        <TextField name="businessName" label={t("businessName")} required />
        <TextField name="businessStreet" label={t("businessStreet")} required className="sm:col-span-2" />
        <TextField name="businessCity" label={t("businessCity")} required />
        <SelectField name="businessState" label={t("businessState")} required placeholder={t("choose")} options={stateOptions} />
        <TextField name="businessZip" label={t("businessZip")} required inputMode="numeric" />
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold text-fg">{t("certificationLegend")}</legend>
        <p className="text-sm text-fg">{t("certification")}</p>
        <Checkbox name="attest" label={t("attest")} required />
        <TextField name="signature" label={t("signature")} hint={t("signatureHint")} required autoComplete="name" />
      </fieldset>
    </div>
  );
}
