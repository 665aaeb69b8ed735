"use client";
import type { TextareaHTMLAttributes } from "react";
import { useFormContext } from "react-hook-form";
import { FieldShell, inputClass, useFieldError, useFieldIds, type FieldBaseProps } from "./field";

export type TextAreaProps = FieldBaseProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "className">;

/** A labelled multi-line input registered in the surrounding <Form>. */
export function TextArea({ name, label, required, hint, className, rows = 4, ...rest }: TextAreaProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const { id, errorId, hintId, aria } = useFieldIds(name, error, hint);
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} hintId={hintId} error={error} errorId={errorId} className={className}>
      <textarea id={id} rows={rows} aria-required={required || undefined} className={inputClass} {...aria} {...rest} {...register(name, { onChange: rest.onChange, onBlur: rest.onBlur })} />
    </FieldShell>
  );
}
