"use client";
// The beneficiaries of a case as a checkbox group inside a <Form>: those of the chosen client; the
// first one ticked is the primary beneficiary.
import { useTranslations } from "next-intl";
import { useController, useFormContext } from "react-hook-form";
import { useFieldError } from "@/components/ui/field";
import { useId } from "react";
import { useBeneficiaryOptions } from "./use-beneficiary-options";

export function BeneficiaryPicker({ name, petitionerId }: { name: string; petitionerId: string | undefined }) {
  const t = useTranslations("cases");
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  const error = useFieldError(name);
  const id = useId();
  const options = useBeneficiaryOptions({ petitionerId, enabled: Boolean(petitionerId) });
  const selected: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const toggle = (value: string, on: boolean) => field.onChange(on ? [...selected, value] : selected.filter((s) => s !== value));

  let body;
  if (!petitionerId) body = <p className="text-sm text-fg-muted">{t("fields.beneficiariesChooseClient")}</p>;
  else if (options.isLoading) body = <p className="text-sm text-fg-muted">{t("loading")}</p>;
  else if (options.error) body = <p className="text-sm text-danger">{t("fields.beneficiariesError")}</p>;
  else if (options.options.length === 0) body = <p className="text-sm text-fg-muted">{t("fields.beneficiariesNone")}</p>;
  else
    body = (
      <div className="grid max-h-48 gap-1 overflow-y-auto rounded-md border border-border p-2 sm:grid-cols-2">
        {options.options.map((o) => {
          const at = selected.indexOf(o.value);
          return (
            <label key={o.value} className="flex items-center gap-2 text-sm text-fg">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={at >= 0}
                onChange={(e) => toggle(o.value, e.target.checked)}
                onBlur={field.onBlur}
                ref={at === 0 || (selected.length === 0 && o === options.options[0]) ? field.ref : undefined}
              />
              {o.label}
              {at === 0 ? <span className="text-xs text-fg-muted">({t("fields.primary")})</span> : null}
            </label>
          );
        })}
      </div>
    );

  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-medium text-fg">
        {t("fields.beneficiaries")}
        <span className="ml-0.5 text-danger" aria-hidden="true">
          *
        </span>
      </legend>
      {body}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
