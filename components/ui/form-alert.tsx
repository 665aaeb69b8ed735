"use client";
// A form's or a screen's error message, announced to screen readers. Apart from form.tsx so that a screen
// that only shows an error (screen-states.tsx) does not load react-hook-form. A catalog text (validation,
// server message) is shown in the reader's language (use-error-text.ts).
import { useTranslatedError } from "./use-error-text";

export function FormAlert({ message: english }: { message: string | null | undefined }) {
  const message = useTranslatedError(english);
  if (!message) return null;
  return (
    <div role="alert" className="rounded-md border border-danger bg-danger-soft px-3 py-2 text-sm text-danger-strong">
      {message}
    </div>
  );
}
