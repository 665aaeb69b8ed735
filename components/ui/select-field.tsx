"use client";
import { useEffect, type SelectHTMLAttributes } from "react";
import { useFormContext } from "react-hook-form";
import { FieldShell, inputClass, useFieldError, useFieldIds, type FieldBaseProps } from "./field";

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = FieldBaseProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "className"> & {
    options: SelectOption[];
    /** Text of an empty first option (value ""); omit for none. */
    placeholder?: string;
    /** Register with valueAsNumber (for numeric ids). */
    numeric?: boolean;
  };

/** A labelled native <select> registered in the surrounding <Form>. */
export function SelectField({ name, label, required, hint, className, options, placeholder, numeric, ...rest }: SelectFieldProps) {
  const { register, getValues, setValue } = useFormContext();
  const error = useFieldError(name);
  // Options that load after the value (the branch list of an edit dialog): once they are there, show the
  // form's value again, or the browser keeps the empty option and the form seems to hold none.
  const optionValues = options.map((o) => o.value).join("\u0000");
  useEffect(() => {
    const current: unknown = getValues(name);
    if (current !== undefined && current !== null && current !== "") setValue(name, current, { shouldDirty: false, shouldValidate: false, shouldTouch: false });
  }, [optionValues, name, getValues, setValue]);
  const { id, errorId, hintId, aria } = useFieldIds(name, error, hint);
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} hintId={hintId} error={error} errorId={errorId} className={className}>
      <select
        id={id}
        aria-required={required || undefined}
        className={inputClass}
        {...aria}
        {...rest}
        {...register(name, { ...(numeric ? { setValueAs: (v: string) => (v === "" ? undefined : Number(v)) } : {}), onChange: rest.onChange, onBlur: rest.onBlur })}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
