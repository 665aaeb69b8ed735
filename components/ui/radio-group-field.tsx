"use client";
// A labelled group of radio buttons (one value) registered in the surrounding <Form>: a fieldset whose
// legend is the label, each choice with an optional hint, the error under the group.
import { useId } from "react";
import { useFormContext } from "react-hook-form";
import { cn } from "./cn";
import { useFieldError, type FieldBaseProps } from "./field";

export type RadioChoice = { value: string; label: string; hint?: string };

export function RadioGroupField({ name, label, required, hint, className, choices }: FieldBaseProps & { choices: RadioChoice[] }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const base = useId();
  const errorId = `${base}-error`;
  const hintId = `${base}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset className={cn("grid gap-2", className)} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-medium text-fg">
        {label}
        {required ? <span className="ml-0.5 text-danger" aria-hidden="true">*</span> : null}
      </legend>
      {hint ? <p id={hintId} className="text-xs text-fg-muted">{hint}</p> : null}
      {choices.map((c) => (
        <label key={c.value} className="flex items-start gap-2 text-sm text-fg">
          <input type="radio" value={c.value} className="mt-1 size-4 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus" {...register(name)} />
          <span>
            <span>{c.label}</span>
            {c.hint ? <span className="block text-xs text-fg-muted">{c.hint}</span> : null}
          </span>
        </label>
      ))}
      {error ? <p id={errorId} role="alert" className="text-xs text-danger">{error}</p> : null}
    </fieldset>
  );
}
