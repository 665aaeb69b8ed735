"use client";
import { useId, type ReactNode } from "react";
import { get, useFormContext, type FieldErrors } from "react-hook-form";
import { cn } from "./cn";
import { useTranslatedError } from "./use-error-text";

// The class lives apart so that controls outside a form (list filters) do not bring react-hook-form along.
export { inputClass } from "./input-class";

export type FieldBaseProps = {
  /** The form field name (react-hook-form path). */
  name: string;
  label: ReactNode;
  required?: boolean;
  /** Help text under the control. */
  hint?: ReactNode;
  className?: string;
};

/**
 * Error message of `name` in the surrounding <Form> (nested paths like "address.zip" work), in the reader's
 * language: the zod contracts' MSG texts (zodResolver) and the server's field messages are English catalog
 * texts, rendered through messages/<locale>/errors.json (lib/shared/validation/message-keys.ts).
 */
export function useFieldError(name: string): string | undefined {
  const ctx = useFormContext();
  const errors: FieldErrors = ctx?.formState.errors ?? {};
  const err = get(errors, name) as { message?: unknown } | undefined;
  return useTranslatedError(typeof err?.message === "string" ? err.message : undefined);
}

/** ids and aria attributes shared by every field. */
export function useFieldIds(name: string, error: string | undefined, hint: ReactNode) {
  const base = useId();
  const id = `${base}-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return { id, errorId, hintId, aria: { "aria-invalid": error ? true : undefined, "aria-describedby": describedBy } };
}

/** Label (with the required marker), control, hint and error message. */
export function FieldShell(props: {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  hintId: string;
  error?: string;
  errorId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("flex flex-col gap-1", props.className)}>
      <label htmlFor={props.id} className="text-sm font-medium text-fg">
        {props.label}
        {props.required ? (
          <span className="ml-0.5 text-danger" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {props.children}
      {props.hint ? (
        <p id={props.hintId} className="text-xs text-fg-muted">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={props.errorId} role="alert" className="text-xs text-danger">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
