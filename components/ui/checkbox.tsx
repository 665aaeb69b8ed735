"use client";
import type { InputHTMLAttributes } from "react";
import { useFormContext } from "react-hook-form";
import { cn } from "./cn";
import { useFieldError, useFieldIds, type FieldBaseProps } from "./field";

export type CheckboxProps = FieldBaseProps & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "className" | "type">;

/** A labelled checkbox (boolean value) registered in the surrounding <Form>. */
export function Checkbox({ name, label, required, hint, className, ...rest }: CheckboxProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const { id, errorId, hintId, aria } = useFieldIds(name, error, hint);
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          aria-required={required || undefined}
          className="mt-0.5 size-4 rounded border-border accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          {...aria}
          {...rest}
          {...register(name, { onChange: rest.onChange, onBlur: rest.onBlur })}
        />
        <label htmlFor={id} className="text-sm text-fg">
          {label}
          {required ? <span className="ml-0.5 text-danger" aria-hidden="true">*</span> : null}
        </label>
      </div>
      {hint ? <p id={hintId} className="ml-6 text-xs text-fg-muted">{hint}</p> : null}
      {error ? <p id={errorId} role="alert" className="ml-6 text-xs text-danger">{error}</p> : null}
    </div>
  );
}
