// Issue 33 §2: a line made from the fee schedule keeps its fee's code (invoice_lines.fee_code), and its
// name is shown in the language of whoever reads it (the client's invoice view: the reader's; the PDF: the
// invoice's), from messages/<locale>/fees.json `fee.<code>`. The line's text is stored as written when it was
// made ("Form I-129, H-1B petition (2026-000002)", in the invoice's language then): when it still starts with
// the fee's name in English or Spanish, that name is swapped for the reader's and the rest ("(2026-000002)")
// kept; a text the firm typed over (or one that never was the fee's name) is shown as typed. The firm's invoice
// details answer carries it for the reader's locale beside the stored text (shownDescription,
// lineDescriptionForLocale), so the catalogs never ship to the browser. Pure.
import enFees from "@/messages/en/fees.json";
import esFees from "@/messages/es/fees.json";
import type { InvoiceLanguage } from "./contract";

const FEE_NAMES: Record<InvoiceLanguage, Record<string, string>> = { en: enFees.fee, es: esFees.fee };
const LANGUAGES: readonly InvoiceLanguage[] = ["en", "es"];

/** The fee's name in a language (undefined for a code the catalog does not know). */
export const feeName = (code: string, lang: InvoiceLanguage): string | undefined => (Object.hasOwn(FEE_NAMES[lang], code) ? FEE_NAMES[lang][code] : undefined);

/** The text a fee line is created with: its name in the invoice's language and the case's number. */
export function feeLineText(code: string, fallback: string, lang: InvoiceLanguage, caseNumber: string): string {
  return `${feeName(code, lang) ?? fallback} (${caseNumber})`;
}

/** A line's description for a reader of `lang`. */
export function lineDescriptionIn(line: { description: string; feeCode: string | null }, lang: InvoiceLanguage): string {
  if (!line.feeCode) return line.description;
  const target = feeName(line.feeCode, lang);
  if (!target) return line.description;
  for (const from of LANGUAGES) {
    const name = feeName(line.feeCode, from)!;
    if (line.description === name || line.description.startsWith(`${name} (`)) return target + line.description.slice(name.length);
  }
  return line.description;
}

/** A line's description for a reader of the app's `locale` ("es" reads Spanish; any other locale English). */
export function lineDescriptionForLocale(line: { description: string; feeCode: string | null }, locale: string): string {
  return lineDescriptionIn(line, locale === "es" ? "es" : "en");
}
