"use client";
import type { InputHTMLAttributes } from "react";
import { useFormContext } from "react-hook-form";
import { FieldShell, inputClass, useFieldError, useFieldIds, type FieldBaseProps } from "./field";
import { useTranslatedError } from "./use-error-text";

export type TextFieldProps = FieldBaseProps & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "className">;

/** A labelled input registered in the surrounding <Form>. */
export function TextField({ name, label, required, hint, className, type = "text", placeholder: english, ...rest }: TextFieldProps) {
  const { register } = useFormContext();
  // A format placeholder of the catalog ("MM/DD/YYYY") in the reader's language; any other as it is.
  const placeholder = useTranslatedError(english);
  const error = useFieldError(name);
  const { id, errorId, hintId, aria } = useFieldIds(name, error, hint);
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} hintId={hintId} error={error} errorId={errorId} className={className}>
      <input id={id} type={type} placeholder={placeholder} aria-required={required || undefined} className={inputClass} {...aria} {...rest} {...register(name, { onChange: rest.onChange, onBlur: rest.onBlur })} />
    </FieldShell>
  );
}
