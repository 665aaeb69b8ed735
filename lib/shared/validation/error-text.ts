// The browser's side of the message catalog (message-keys.ts): loads messages/<locale>/errors.json on first
// need (its own chunk, like i18n/namespace-loaders.ts) and renders the server's keys and the forms' MSG
// texts in the reader's language. English readers never load it: the texts are English already.
// Nothing here is imported statically but types: the matcher and the English templates come with the catalog.
import type { ErrorCatalog, MessageRef } from "./message-keys";

export type ErrorText = {
  /** An English message (a MSG text, a server message) in the reader's language; unknown texts unchanged. */
  translate: (text: string) => string;
  /** A key and parameters in the reader's language, else the English fallback translated, else the fallback. */
  render: (ref: MessageRef | null | undefined, fallback: string) => string;
};

const LOADERS: Record<string, () => Promise<{ default: ErrorCatalog }>> = {
  es: () => import("@/messages/es/errors.json"),
};

type Keys = typeof import("./message-keys");

function textOf({ renderMessage, translateMessage }: Keys, catalog: ErrorCatalog): ErrorText {
  return {
    translate: (text) => translateMessage(catalog, text),
    render: (ref, fallback) => (ref && renderMessage(catalog, ref)) ?? translateMessage(catalog, fallback),
  };
}

const EN_TEXT: ErrorText = { translate: (t) => t, render: (_ref, fallback) => fallback };
const loaded = new Map<string, ErrorText>([["en", EN_TEXT]]);
const loading = new Map<string, Promise<ErrorText>>();

/** The catalog of `locale` if it is already loaded (English always is), else null. */
export function errorTextNow(locale: string): ErrorText | null {
  return loaded.get(locale) ?? (LOADERS[locale] ? null : EN_TEXT);
}

/** The catalog of `locale`, loaded once; an unknown locale (or a failed load) renders English. */
export function loadErrorText(locale: string): Promise<ErrorText> {
  const now = loaded.get(locale);
  if (now) return Promise.resolve(now);
  const load = LOADERS[locale];
  if (!load) return Promise.resolve(EN_TEXT);
  let p = loading.get(locale);
  if (!p) {
    p = Promise.all([import("./message-keys"), load()]).then(
      ([keys, m]) => {
        const t = textOf(keys, m.default ?? (m as unknown as ErrorCatalog));
        loaded.set(locale, t);
        return t;
      },
      () => {
        loading.delete(locale);
        return EN_TEXT;
      },
    );
    loading.set(locale, p);
  }
  return p;
}
