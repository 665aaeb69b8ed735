"use client";
// A document type's name in the reader's language: a key of the catalogue (doc-types.ts, whose labels are the
// English) by messages documents.docTypes.<key>; a name the firm typed itself (a form or letter's name) as typed.
import { useTranslations } from "next-intl";
import { isDocTypeKey } from "../doc-types";

type Translator = { has: (key: string) => boolean; (key: string): string };

/** The name of a document of type `key` (its stored label `stored`), through a translator of the "documents" messages. Pure. */
export function docTypeNameOf(t: Translator, key: string | null | undefined, stored: string): string {
  if (!key || !isDocTypeKey(key)) return stored;
  const path = `docTypes.${key}`;
  return t.has(path) ? t(path) : stored;
}

/** `(key, stored) => name` in the reader's language (the Documents tab's table and type choice). */
export function useDocTypeName(): (key: string | null | undefined, stored: string) => string {
  const t = useTranslations("documents");
  return (key, stored) => docTypeNameOf(t, key, stored);
}
