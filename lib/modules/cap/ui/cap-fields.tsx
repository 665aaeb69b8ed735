"use client";
// The cap registration's form fields, shared by the create and edit dialogs and the token page: the
// person as USCIS registers them and the position (job, SOC, worksite, wage; the level only when the
// OFLC tables cannot tell it). Typed as a person reads them (MM/DD/YYYY, dollars), sent as the contract's.
import { useTranslations } from "next-intl";
import { z } from "zod";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { dollarsToCents } from "@/lib/shared/validation/money-input";
import { GENDERS } from "@/lib/modules/beneficiaries/contract";
import { masterDataLabel, useMasterData } from "@/lib/modules/masterdata/ui";
import { US_STATES, WAGE_LEVELS, WAGE_UNITS } from "@/lib/modules/lca/constants";

/** Form values → the contract's input: the wage in dollars to cents. */
function toContractInput(x: unknown): unknown {
  if (x === null || typeof x !== "object") return x;
  const out: Record<string, unknown> = { ...(x as Record<string, unknown>) };
  if ("wageCents" in out) out.wageCents = dollarsToCents(out.wageCents);
  return out;
}

/** The contract schema behind the form's conversions (the resolver of useForm). */
export function capFormSchema<I, T extends z.ZodType>(contract: T) {
  return z.preprocess(toContractInput, contract) as unknown as z.ZodType<z.output<T>, I>;
}

export function PersonFields({ legend }: { legend?: string }) {
  const t = useTranslations("cap.fields");
  const countries = useMasterData("countries");
  const countryOptions = (countries.data ?? []).map((r) => ({ value: String(r.id), label: masterDataLabel(r) }));
  const countryPlaceholder = countries.isLoading ? t("countriesLoading") : t("countryChoose");
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-1 text-sm font-semibold text-fg">{legend ?? t("person")}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="dateOfBirth" label={t("dateOfBirth")} hint={t("dateHint")} inputMode="numeric" autoComplete="off" />
        <SelectField name="gender" label={t("gender")} placeholder={t("genderChoose")} options={GENDERS.map((g) => ({ value: g, label: t(`genders.${g}`) }))} />
        <SelectField name="countryOfBirthId" label={t("countryOfBirth")} numeric placeholder={countryPlaceholder} options={countryOptions} disabled={countries.isLoading} />
        <SelectField name="citizenshipCountryId" label={t("citizenship")} numeric placeholder={countryPlaceholder} options={countryOptions} disabled={countries.isLoading} />
        <TextField name="passportNumber" label={t("passportNumber")} autoComplete="off" />
        <SelectField name="passportCountryId" label={t("passportCountry")} numeric placeholder={countryPlaceholder} options={countryOptions} disabled={countries.isLoading} />
        <TextField name="passportExpiry" label={t("passportExpiry")} hint={t("dateHint")} inputMode="numeric" autoComplete="off" />
      </div>
    </fieldset>
  );
}

export function PositionFields({ withLevel = true, required = false }: { withLevel?: boolean; required?: boolean }) {
  const t = useTranslations("cap.fields");
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-1 text-sm font-semibold text-fg">{t("position")}</legend>
      <p className="-mt-2 text-xs text-fg-muted">{t("positionHint")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="jobTitle" label={t("jobTitle")} required={required} autoComplete="off" />
        <TextField name="socCode" label={t("socCode")} hint={t("socCodeHint")} required={required} autoComplete="off" />
        <TextField name="worksiteCity" label={t("worksiteCity")} required={required} autoComplete="address-level2" />
        <TextField name="worksiteCounty" label={t("worksiteCounty")} required={required} autoComplete="off" />
        <SelectField name="worksiteState" label={t("worksiteState")} required={required} placeholder={t("stateChoose")} options={US_STATES.map((s) => ({ value: s, label: s }))} />
        <div className="grid grid-cols-[2fr_1fr] gap-2">
          <TextField name="wageCents" label={t("wage")} required={required} inputMode="decimal" autoComplete="off" />
          <SelectField name="wageUnit" label={t("wageUnit")} required={required} placeholder="—" options={WAGE_UNITS.map((u) => ({ value: u, label: t(`units.${u}`) }))} />
        </div>
        {withLevel ? (
          <SelectField name="wageLevel" label={t("wageLevel")} hint={t("wageLevelHint")} placeholder={t("levelChoose")} options={WAGE_LEVELS.map((l) => ({ value: l, label: l }))} />
        ) : null}
      </div>
    </fieldset>
  );
}
