"use client";
import type { SelectHTMLAttributes } from "react";
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
  const { register } = useFormContext();
  const error = useFieldError(name);
  const { id, errorId, hintId, aria } = useFieldIds(name, error, hint);
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} hintId={hintId} error={error} errorId={errorId} className={className}>
      <select
        id={id}
        aria-required={required || undefined}
        className={inputClass}
        {...aria}
        {...rest}
        {...register(name, numeric ? { setValueAs: (v: string) => (v === "" ? undefined : Number(v)) } : undefined)}
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
