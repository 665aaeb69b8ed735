"use client";
import type { InputHTMLAttributes } from "react";
import { useFormContext } from "react-hook-form";
import { FieldShell, inputClass, useFieldError, useFieldIds, type FieldBaseProps } from "./field";

export type TextFieldProps = FieldBaseProps & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "className">;

/** A labelled input registered in the surrounding <Form>. */
export function TextField({ name, label, required, hint, className, type = "text", ...rest }: TextFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const { id, errorId, hintId, aria } = useFieldIds(name, error, hint);
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} hintId={hintId} error={error} errorId={errorId} className={className}>
      <input id={id} type={type} aria-required={required || undefined} className={inputClass} {...aria} {...rest} {...register(name, { onChange: rest.onChange, onBlur: rest.onBlur })} />
    </FieldShell>
  );
}
