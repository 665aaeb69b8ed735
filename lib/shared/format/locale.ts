// The locales the display helpers know: English (default) and Spanish, as next-intl names them.
export const FORMAT_LOCALES = ["en", "es"] as const;
export type FormatLocale = (typeof FORMAT_LOCALES)[number];

/** "es", "es-MX", "ES" → "es"; anything else (or nothing) → "en". */
export function formatLocale(locale: string | null | undefined): FormatLocale {
  return typeof locale === "string" && /^es\b/i.test(locale.trim()) ? "es" : "en";
}

/** The Intl locale for numbers: US conventions in both languages (es-US: 1,234.5). */
export const numberLocale = (locale: string | null | undefined): string => (formatLocale(locale) === "es" ? "es-US" : "en-US");
