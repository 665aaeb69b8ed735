"use client";
// Shows a failed submit: per-field messages on the fields, anything else in the form's alert box, and
// an 'Error' toast in every case.
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { applyApiErrors } from "@/components/ui/form";
import { toast } from "@/components/ui/toast";

export function reportSubmitError<T extends FieldValues, C, O extends FieldValues>(
  form: UseFormReturn<T, C, O>,
  error: unknown,
  errorText: (e: unknown) => string,
  setAlert: (message: string | null) => void,
): void {
  const unmapped = applyApiErrors(form, error);
  const message = errorText(error);
  setAlert(unmapped === null ? null : message);
  toast.error(message);
}
