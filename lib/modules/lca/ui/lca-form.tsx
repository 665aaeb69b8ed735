"use client";
// The LCA's form fields (ETA-9035 sections B, C, E, F, G, H) shared by the request and edit dialogs:
// typed as a person reads them (dates MM/DD/YYYY, wages in dollars, yes/no), sent as the contract's
// values, and checked on both sides by the same contract schema.
import { useFieldArray, useFormContext, useWatch, type FieldValues } from "react-hook-form";
import { useTranslations } from "next-intl";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { SelectField, type SelectOption } from "@/components/ui/select-field";
import { TextArea } from "@/components/ui/text-area";
import { TextField } from "@/components/ui/text-field";
import { centsToDollars, dollarsToCents } from "@/lib/shared/validation/money-input";
import { toUsDateInput } from "@/lib/shared/validation/form-dates";
import { US_STATES, VISA_CLASSES, WAGE_LEVELS, type LcaDto } from "../contract";
import { useLcaLabels } from "./labels";

type WorksiteValues = { address1: string; address2: string; city: string; county: string; state: string; postalCode: string; workers: string; secondary: boolean };

export type LcaFormValues = {
  petitionerId: string;
  visaClass: string;
  jobTitle: string;
  socCode: string;
  socTitle: string;
  fullTime: boolean;
  beginDate: string;
  endDate: string;
  workers: string;
  wageFromCents: string;
  wageToCents: string;
  wageUnit: string;
  pwCents: string;
  pwUnit: string;
  pwLevel: string;
  pwSource: string;
  h1bDependent: "" | "yes" | "no";
  willfulViolator: "" | "yes" | "no";
  exemptWorkersOnly: "" | "yes" | "no";
  notes: string;
  worksites: WorksiteValues[];
};

const MONEY = ["wageFromCents", "wageToCents", "pwCents"] as const;
const YES_NO = ["h1bDependent", "willfulViolator", "exemptWorkersOnly"] as const;

/** Form values → the contract's input: dollars to cents, yes/no to booleans, an unchosen visa class or count left out. */
function toContractInput(x: unknown): unknown {
  if (x === null || typeof x !== "object") return x;
  const out: Record<string, unknown> = { ...(x as Record<string, unknown>) };
  for (const k of MONEY) if (k in out) out[k] = dollarsToCents(out[k]);
  for (const k of YES_NO) if (k in out) out[k] = out[k] === "yes" ? true : out[k] === "no" ? false : null;
  for (const k of ["visaClass", "workers", "petitionerId"]) if (out[k] === "") out[k] = undefined;
  return out;
}

/**
 * The contract schema behind the form's conversions (the resolver of useForm). Its input is the form's
 * values `I` (preprocess itself takes anything).
 */
export function lcaFormSchema<I extends FieldValues, T extends z.ZodType>(contract: T) {
  return z.preprocess(toContractInput, contract) as unknown as z.ZodType<z.output<T>, I>;
}

const yesNoValue = (b: boolean | null): "" | "yes" | "no" => (b === null ? "" : b ? "yes" : "no");

/** The form values of an LCA (or of what a fill link knows of it; null: a new request). */
export function lcaFormValues(l: Partial<LcaDto> | null): LcaFormValues {
  return {
    petitionerId: l?.petitionerId ?? "",
    visaClass: l?.visaClass ?? "H-1B",
    jobTitle: l?.jobTitle ?? "",
    socCode: l?.socCode ?? "",
    socTitle: l?.socTitle ?? "",
    fullTime: l?.fullTime ?? true,
    beginDate: toUsDateInput(l?.beginDate),
    endDate: toUsDateInput(l?.endDate),
    workers: String(l?.workers ?? 1),
    wageFromCents: centsToDollars(l?.wageFromCents),
    wageToCents: centsToDollars(l?.wageToCents),
    wageUnit: l?.wageUnit ?? "",
    pwCents: centsToDollars(l?.pwCents),
    pwUnit: l?.pwUnit ?? "",
    pwLevel: l?.pwLevel ?? "",
    pwSource: l?.pwSource ?? "",
    h1bDependent: yesNoValue(l?.h1bDependent ?? null),
    willfulViolator: yesNoValue(l?.willfulViolator ?? null),
    exemptWorkersOnly: yesNoValue(l?.exemptWorkersOnly ?? null),
    notes: l?.notes ?? "",
    worksites: (l?.worksites ?? []).map((w) => ({
      address1: w.address1,
      address2: w.address2 ?? "",
      city: w.city,
      county: w.county ?? "",
      state: w.state,
      postalCode: w.postalCode,
      workers: String(w.workers),
      secondary: w.secondary,
    })),
  };
}

/** Employer (unless fixed), visa class (unless `employerView`), job, SOC, dates and the number of workers. */
export function PositionFields({ clientOptions, clientsLoading, employerView = false }: { clientOptions: SelectOption[] | null; clientsLoading?: boolean; employerView?: boolean }) {
  const t = useTranslations("lca.fields");
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {clientOptions ? (
          <SelectField
            name="petitionerId"
            label={t("client")}
            required
            placeholder={clientsLoading ? t("clientLoading") : t("clientChoose")}
            options={clientOptions}
            disabled={clientsLoading}
          />
        ) : null}
        {employerView ? null : <SelectField name="visaClass" label={t("visaClass")} required options={VISA_CLASSES.map((c) => ({ value: c, label: c }))} />}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="jobTitle" label={t("jobTitle")} autoComplete="off" />
        <TextField name="socCode" label={t("socCode")} hint={t("socCodeHint")} autoComplete="off" />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name="beginDate" label={t("beginDate")} placeholder="MM/DD/YYYY" inputMode="numeric" autoComplete="off" />
        <TextField name="endDate" label={t("endDate")} placeholder="MM/DD/YYYY" inputMode="numeric" autoComplete="off" />
        <TextField name="workers" label={t("workers")} inputMode="numeric" autoComplete="off" />
      </div>
    </>
  );
}

const yesNoOptions = (t: (k: string) => string): SelectOption[] => [
  { value: "yes", label: t("yes") },
  { value: "no", label: t("no") },
];

/** Occupation, full-time and the offered wage (what the employer gives through the fill link too). */
export function OfferedWageFields({ required = false }: { required?: boolean }) {
  const t = useTranslations("lca.fields");
  const labels = useLcaLabels();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="socTitle" label={t("socTitle")} autoComplete="off" />
        <Checkbox name="fullTime" label={t("fullTime")} className="sm:pt-7" />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name="wageFromCents" label={t("wageFrom")} required={required} inputMode="decimal" autoComplete="off" />
        <TextField name="wageToCents" label={t("wageTo")} inputMode="decimal" autoComplete="off" />
        <SelectField name="wageUnit" label={t("wageUnit")} required={required} placeholder={t("choose")} options={labels.unitOptions} />
      </div>
    </>
  );
}

/**
 * The offered wage, then the prevailing wage and the employer's H-1B answers; the exempt-workers question
 * (ETA-9035 section H, 20 CFR 655.737) only for an H-1B-dependent employer or a willful violator.
 */
export function WageFields() {
  const t = useTranslations("lca.fields");
  const labels = useLcaLabels();
  const { control } = useFormContext<LcaFormValues>();
  const [dependent, willful] = useWatch({ control, name: ["h1bDependent", "willfulViolator"] });
  return (
    <>
      <OfferedWageFields />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="pwCents" label={t("pw")} inputMode="decimal" autoComplete="off" />
        <SelectField name="pwUnit" label={t("pwUnit")} placeholder={t("choose")} options={labels.unitOptions} />
        <SelectField name="pwLevel" label={t("pwLevel")} placeholder={t("choose")} options={WAGE_LEVELS.map((l) => ({ value: l, label: l }))} />
        <SelectField name="pwSource" label={t("pwSource")} placeholder={t("choose")} options={labels.sourceOptions} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="h1bDependent" label={t("h1bDependent")} placeholder={t("unknown")} options={yesNoOptions(t)} />
        <SelectField name="willfulViolator" label={t("willfulViolator")} placeholder={t("unknown")} options={yesNoOptions(t)} />
      </div>
      {dependent === "yes" || willful === "yes" ? (
        <SelectField name="exemptWorkersOnly" label={t("exemptWorkersOnly")} hint={t("exemptWorkersOnlyHint")} placeholder={t("unknown")} options={yesNoOptions(t)} />
      ) : null}
    </>
  );
}

export function NotesField() {
  const t = useTranslations("lca.fields");
  return <TextArea name="notes" label={t("notes")} rows={3} />;
}

const BLANK_WORKSITE: WorksiteValues = { address1: "", address2: "", city: "", county: "", state: "", postalCode: "", workers: "1", secondary: false };

/** The LCA's worksites: one fieldset each, added and removed in place. */
export function WorksiteFields() {
  const t = useTranslations("lca.fields");
  const { control } = useFormContext<LcaFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "worksites" });
  return (
    <div className="grid gap-4">
      {fields.map((f, i) => (
        <fieldset key={f.id} className="grid gap-4 rounded-lg border border-border p-4">
          <legend className="px-1 text-sm font-medium text-fg">{t("worksiteN", { n: i + 1 })}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name={`worksites.${i}.address1`} label={t("address1")} required autoComplete="off" />
            <TextField name={`worksites.${i}.address2`} label={t("address2")} autoComplete="off" />
          </div>
          <div className="grid gap-4 sm:grid-cols-4">
            <TextField name={`worksites.${i}.city`} label={t("city")} required autoComplete="off" />
            <TextField name={`worksites.${i}.county`} label={t("county")} autoComplete="off" />
            <SelectField name={`worksites.${i}.state`} label={t("state")} required placeholder={t("choose")} options={US_STATES.map((s) => ({ value: s, label: s }))} />
            <TextField name={`worksites.${i}.postalCode`} label={t("postalCode")} required inputMode="numeric" autoComplete="off" />
          </div>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <TextField name={`worksites.${i}.workers`} label={t("siteWorkers")} inputMode="numeric" autoComplete="off" />
            <Checkbox name={`worksites.${i}.secondary`} label={t("secondary")} />
            <Button variant="ghost" size="sm" onClick={() => remove(i)}>
              {t("removeWorksite", { n: i + 1 })}
            </Button>
          </div>
        </fieldset>
      ))}
      <div>
        <Button variant="secondary" size="sm" onClick={() => append({ ...BLANK_WORKSITE })}>
          {t("addWorksite")}
        </Button>
      </div>
    </div>
  );
}
