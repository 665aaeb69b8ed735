"use client";
// A message shown to the reader (a field's error, a form's alert, a toast) in the reader's language: the
// English texts of the validation catalogue and of the server (lib/shared/validation/message-keys.ts) are
// rendered through messages/<locale>/errors.json, loaded on first use; any other text is shown as it is.
import { useEffect, useState } from "react";
import { useLocale } from "next-intl";
import { errorTextNow, loadErrorText, type ErrorText } from "@/lib/shared/validation/error-text";

export function useErrorText(): ErrorText | null {
  const locale = useLocale();
  const [text, setText] = useState<ErrorText | null>(() => errorTextNow(locale));
  useEffect(() => {
    const now = errorTextNow(locale);
    if (now) {
      setText(now);
      return;
    }
    let live = true;
    void loadErrorText(locale).then((t) => live && setText(t));
    return () => {
      live = false;
    };
  }, [locale]);
  return text;
}

/** `message` in the reader's language (unchanged until the catalog is loaded, and when it is not a catalog text). */
export function useTranslatedError<T extends string | null | undefined>(message: T): T {
  const text = useErrorText();
  return (message && text ? text.translate(message) : message) as T;
}
