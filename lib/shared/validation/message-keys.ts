// Every message the server sends (and every MSG text a form shows) as a key with parameters, so that a
// screen renders it in the reader's language. The catalog is messages/<locale>/errors.json: `messages`
// (key → the exact English template of lib/shared/validation/messages.ts, lib/server/errors.ts and the
// services' fail.* texts, with {param} slots) and `fields` (the glossary of field and record names given as
// parameters: MSG.required("Address"), fail.notFound("Client")). The English texts stay the API's
// `message`/`fields`; a text is turned into its key by matching it against the English templates, so the
// ~700 fail.* call sites need no change. tests/integration/i18n/source-messages.test.ts fails when a
// literal of the source has no key. Isomorphic: the envelope (server) and the screens (browser) use it.
import en from "@/messages/en/errors.json";

export type MessageParams = Record<string, string | number>;
/** A message as a key of messages/<locale>/errors.json `messages` and its parameters. */
export type MessageRef = { key: string; params?: MessageParams };
export type ErrorCatalog = { messages: Record<string, string>; fields: Record<string, string> };

export const EN_ERRORS: ErrorCatalog = en;

type Template = { key: string; re: RegExp; names: string[]; literal: number };

const SLOT = /\{(\w+)\}/g;
const MAX_MATCHED_LENGTH = 2000;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

let exact: Map<string, string> | null = null;
let templates: Template[] | null = null;
let fieldKeys: Map<string, string> | null = null;

function compile() {
  exact = new Map();
  templates = [];
  for (const [key, text] of Object.entries(EN_ERRORS.messages)) {
    const names = [...text.matchAll(SLOT)].map((m) => m[1]);
    if (names.length === 0) {
      if (!exact.has(text)) exact.set(text, key);
      continue;
    }
    const pieces = text.split(SLOT).filter((_, i) => i % 2 === 0);
    templates.push({ key, names, re: new RegExp(`^${pieces.map(escape).join("(.+?)")}$`, "s"), literal: pieces.join("").length });
  }
  // The most specific template first: "*{field} is required" before "{field} is required".
  templates.sort((a, b) => b.literal - a.literal);
  fieldKeys = new Map(Object.entries(EN_ERRORS.fields).map(([k, v]) => [v, k]));
}

/** How well a match explains its parameters: numbers, glossary names and known messages count, other text does not. */
function score(params: MessageParams, depth: number): number {
  let n = 0;
  for (const v of Object.values(params)) {
    if (typeof v === "number" || fieldKeyOf(v) || (depth < 2 && refOf(v, depth + 1))) n += 1;
  }
  return n;
}

function refOf(text: string, depth: number): MessageRef | null {
  if (!exact) compile();
  const key = exact!.get(text);
  if (key) return { key };
  // A text past any message's length (a hostile key echoed by "Unknown field: …") is not matched: lazy
  // slots over a long text would cost quadratic time.
  if (text.length > MAX_MATCHED_LENGTH) return null;
  // Several templates may fit ("Line 3: *Name is required"): the one whose parameters are the most known, then the most specific.
  let best: { ref: MessageRef; score: number } | null = null;
  for (const t of templates!) {
    const m = t.re.exec(text);
    if (!m) continue;
    const params: MessageParams = {};
    t.names.forEach((name, i) => (params[name] = /^-?\d+(\.\d+)?$/.test(m[i + 1]) ? Number(m[i + 1]) : m[i + 1]));
    const s = score(params, depth);
    if (!best || s > best.score) best = { ref: { key: t.key, params }, score: s };
  }
  return best?.ref ?? null;
}

/** The key and parameters of an English message, or null when the catalog does not know it. */
export function messageRefOf(text: string): MessageRef | null {
  return refOf(text, 0);
}

/** The glossary key of an English field or record name ("Address" → "address"), or null. */
export function fieldKeyOf(name: string): string | null {
  if (!fieldKeys) compile();
  return fieldKeys!.get(name) ?? null;
}

/** A parameter in the reader's language: a known message or field name is translated, anything else kept. */
function renderParam(catalog: ErrorCatalog, value: string | number, depth: number): string {
  if (typeof value === "number") return String(value);
  const field = fieldKeyOf(value);
  if (field && catalog.fields[field]) return catalog.fields[field];
  if (depth < 2) {
    const ref = messageRefOf(value);
    if (ref) return renderRef(catalog, ref, depth + 1) ?? value;
  }
  return value;
}

function renderRef(catalog: ErrorCatalog, ref: MessageRef, depth: number): string | null {
  const template = catalog.messages[ref.key];
  if (template === undefined) return null;
  return template.replace(SLOT, (slot, name: string) => {
    const v = ref.params?.[name];
    return v === undefined ? slot : renderParam(catalog, v, depth);
  });
}

/** The text of a key and its parameters in the catalog's language; null when the key is unknown. */
export function renderMessage(catalog: ErrorCatalog, ref: MessageRef): string | null {
  return renderRef(catalog, ref, 0);
}

/** An English message in the catalog's language (the message itself when the catalog does not know it). */
export function translateMessage(catalog: ErrorCatalog, text: string): string {
  if (catalog === EN_ERRORS) return text;
  const ref = messageRefOf(text);
  return (ref && renderMessage(catalog, ref)) ?? text;
}

/** The per-field keys of a fields map (the envelope's `fieldKeys`): only the fields whose text is known. */
export function fieldRefsOf(fields: Record<string, string>): Record<string, MessageRef> {
  const out: Record<string, MessageRef> = {};
  for (const [field, text] of Object.entries(fields)) {
    const ref = messageRefOf(text);
    if (ref) out[field] = ref;
  }
  return out;
}
