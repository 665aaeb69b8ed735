"use client";
// The error of a group of controls (groupErrorMessage: the array's own, its root's or an item's message) in
// the reader's language, announced: the shared fields' error text (use-error-text.ts) for the fieldsets a
// screen builds itself (invoice lines and cases, e-sign signers, reminder assignees).
import { useFormContext } from "react-hook-form";
import { cn } from "./cn";
import { groupErrorMessage } from "./group-error";
import { useTranslatedError } from "./use-error-text";

/** The group's message in the reader's language, or undefined (for the fieldset's aria-describedby). */
export function useGroupError(name: string): string | undefined {
  const ctx = useFormContext();
  return useTranslatedError(groupErrorMessage(ctx?.formState.errors, name));
}

export function FieldGroupError({ name, id, className }: { name: string; id?: string; className?: string }) {
  const message = useGroupError(name);
  if (!message) return null;
  return (
    <p id={id} role="alert" className={cn("text-xs text-danger", className)}>
      {message}
    </p>
  );
}
