"use client";
// The spec "Address" inside a surrounding <Form>: lines, apartment type and number, and the country →
// state → city dropdowns from master data, plus the zip code checked by the selected country's rule.
import { useEffect, useRef } from "react";
import { useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import type { z } from "zod";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { APT_TYPES, zipcodeIssue } from "@/lib/shared/validation/zod";
import { MSG } from "@/lib/shared/validation/messages";
import { zipLengthRange } from "@/lib/shared/validation/identity";
import { useCountries, useLocations, useStates, zipCountryOf, type PlaceRow } from "@/lib/shared/places";

/** Form values of an address (select ids as numbers once chosen). */
export type AddressFormValues = {
  line1: string;
  line2: string;
  aptType: string;
  aptNumber: string;
  countryId?: number;
  stateId?: number;
  locationId?: number;
  zipcode: string;
};

type AddressLike = {
  line1?: string | null;
  line2?: string | null;
  aptType?: string | null;
  aptNumber?: string | null;
  countryId?: number | null;
  stateId?: number | null;
  locationId?: number | null;
  zipcode?: string | null;
} | null;

export function toAddressFormValues(a: AddressLike | undefined): AddressFormValues {
  return {
    line1: a?.line1 ?? "",
    line2: a?.line2 ?? "",
    aptType: a?.aptType ?? "",
    aptNumber: a?.aptNumber ?? "",
    countryId: a?.countryId ?? undefined,
    stateId: a?.stateId ?? undefined,
    locationId: a?.locationId ?? undefined,
    zipcode: a?.zipcode ?? "",
  };
}

/** True when the user typed nothing in the address (an optional address is then sent as null). */
export function isBlankAddress(a: Partial<AddressFormValues> | null | undefined): boolean {
  if (!a) return true;
  return !a.line1?.trim() && !a.line2?.trim() && !a.aptNumber?.trim() && !a.zipcode?.trim() && !a.countryId;
}

/**
 * Object-level check for a form schema: the zip code fits the chosen country's master-data rule
 * (the shared address schema already covers the US and India), and is present when `requireZip`.
 */
export function addressZipCheck(countries: () => PlaceRow[] | undefined, opts: { path?: string; requireZip?: boolean } = {}) {
  const key = opts.path ?? "address";
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const a = value[key] as { countryId?: number; zipcode?: string } | null | undefined;
    if (!a || !a.countryId) return;
    if (!a.zipcode) {
      if (opts.requireZip) ctx.addIssue({ code: "custom", path: [key, "zipcode"], message: MSG.required("Zip Code") });
      return;
    }
    const row = countries()?.find((c) => c.id === a.countryId);
    const issue = zipcodeIssue(a.zipcode, zipCountryOf(row, a.countryId));
    if (issue) ctx.addIssue({ code: "custom", path: [key, "zipcode"], message: issue });
  };
}

export function AddressFields({
  prefix = "address",
  required = false,
  requireZip = false,
  hideLegend = false,
}: {
  prefix?: string;
  required?: boolean;
  requireZip?: boolean;
  /** When a heading above already says "Address": the legend stays for screen readers only. */
  hideLegend?: boolean;
}) {
  const t = useTranslations("settings.address");
  const { setValue, getValues, control } = useFormContext();
  const countryId = useWatch({ control, name: `${prefix}.countryId` }) as number | undefined;
  const stateId = useWatch({ control, name: `${prefix}.stateId` }) as number | undefined;
  const countries = useCountries();
  const states = useStates(countryId || undefined);
  const locations = useLocations(stateId || undefined);

  // A new country empties the state and the city; a new state empties the city (not on the first render).
  const prev = useRef({ countryId, stateId });
  useEffect(() => {
    if (prev.current.countryId !== countryId) {
      setValue(`${prefix}.stateId`, undefined);
      setValue(`${prefix}.locationId`, undefined);
    } else if (prev.current.stateId !== stateId) {
      setValue(`${prefix}.locationId`, undefined);
    }
    prev.current = { countryId, stateId };
  }, [countryId, stateId, prefix, setValue]);

  // Options arrive after the form's values: show the chosen entries once their options exist.
  useEffect(() => {
    for (const [list, field] of [
      [countries.data, "countryId"],
      [states.data, "stateId"],
      [locations.data, "locationId"],
    ] as const) {
      const value = getValues(`${prefix}.${field}`);
      if (list && value) setValue(`${prefix}.${field}`, value);
    }
  }, [countries.data, states.data, locations.data, prefix, getValues, setValue]);

  const row = countries.data?.find((c) => c.id === countryId);
  const zipHint = countryId ? zipHintFor(t, zipCountryOf(row, countryId)) : t("zipChooseCountry");
  const options = (rows: PlaceRow[] | undefined) => (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  const placeholder = (q: { isLoading: boolean; isError: boolean }, empty: string) =>
    q.isLoading ? t("loading") : q.isError ? t("loadError") : empty;

  return (
    <fieldset className="grid gap-4">
      <legend className={hideLegend ? "sr-only" : "mb-2 text-sm font-semibold text-fg"}>{t("legend")}</legend>
      <TextField name={`${prefix}.line1`} label={t("line1")} required={required} autoComplete="address-line1" />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name={`${prefix}.line2`} label={t("line2")} autoComplete="address-line2" className="sm:col-span-1" />
        <SelectField
          name={`${prefix}.aptType`}
          label={t("aptType")}
          placeholder={t("aptNone")}
          options={APT_TYPES.map((a) => ({ value: a, label: t(`apt.${a}`) }))}
        />
        <TextField name={`${prefix}.aptNumber`} label={t("aptNumber")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name={`${prefix}.countryId`}
          label={t("country")}
          required={required}
          numeric
          placeholder={placeholder(countries, t("chooseCountry"))}
          options={options(countries.data)}
          disabled={countries.isLoading}
          autoComplete="country-name"
        />
        <SelectField
          name={`${prefix}.stateId`}
          label={t("state")}
          numeric
          placeholder={countryId ? placeholder(states, t("chooseState")) : t("chooseCountryFirst")}
          options={options(states.data)}
          disabled={!countryId || states.isLoading}
        />
        <SelectField
          name={`${prefix}.locationId`}
          label={t("city")}
          numeric
          placeholder={stateId ? placeholder(locations, t("chooseCity")) : t("chooseStateFirst")}
          options={options(locations.data)}
          disabled={!stateId || locations.isLoading}
        />
        <TextField name={`${prefix}.zipcode`} label={t("zipcode")} required={requireZip} hint={zipHint} autoComplete="postal-code" />
      </div>
    </fieldset>
  );
}

type Translate = (key: string, values?: Record<string, string>) => string;

function zipHintFor(t: Translate, country: ReturnType<typeof zipCountryOf>): string {
  const [min, max] = zipLengthRange(country);
  const length = min === max ? String(min) : `${min}–${max}`;
  if (country.id === 231) return t("zipUs");
  return country.allowNumAndCharInZipcode ? t("zipAlnum", { length }) : t("zipDigits", { length });
}
