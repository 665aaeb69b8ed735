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

/**
 * A template's pieces: text, a `{name}` slot, or an ICU plural `{name, plural, =0 {…} one {# row has} other {# rows have}}`
 * (the branch for the count; `#` is the count). Branches hold text, `#` and `{name}` slots.
 */
type Piece = { t: "lit"; s: string } | { t: "slot"; name: string } | { t: "count" } | { t: "plural"; name: string; branches: { key: string; pieces: Piece[] }[] };
/** One way an English template can read (a plural gives one per branch): its regular expression and what each group is. */
type Template = { key: string; re: RegExp; names: string[]; literal: number; fixed: MessageParams; checks: { name: string; key: string }[]; glue: boolean };

const MAX_MATCHED_LENGTH = 2000;
/** A template that starts and ends with a slot, joined by less text than this ("{a}, {b} and {c}"), matches only when it explains every parameter. */
const GLUE_LITERAL = 10;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The index of the "}" closing the "{" at `open`, or -1. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return i;
  }
  return -1;
}

const parsed = new Map<string, Piece[]>();

/** The pieces of a template (`inBranch`: `#` is the count). A brace that is no slot stays text. */
function piecesOf(text: string, inBranch = false): Piece[] {
  const cached = inBranch ? undefined : parsed.get(text);
  if (cached) return cached;
  const out: Piece[] = [];
  const lit = (s: string) => {
    const last = out[out.length - 1];
    if (last?.t === "lit") last.s += s;
    else if (s) out.push({ t: "lit", s });
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (inBranch && c === "#") {
      out.push({ t: "count" });
      i++;
      continue;
    }
    const end = c === "{" ? closing(text, i) : -1;
    if (end < 0) {
      lit(c);
      i++;
      continue;
    }
    const inner = text.slice(i + 1, end);
    const slot = /^(\w+)$/.exec(inner);
    const plural = /^(\w+),\s*plural,/.exec(inner);
    if (slot) out.push({ t: "slot", name: slot[1] });
    else if (plural) {
      const branches: { key: string; pieces: Piece[] }[] = [];
      let j = plural[0].length;
      for (;;) {
        const head = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(inner.slice(j));
        if (!head) break;
        const open = j + head[0].length - 1;
        const close = closing(inner, open);
        if (close < 0) break;
        branches.push({ key: head[1], pieces: piecesOf(inner.slice(open + 1, close), true) });
        j = close + 1;
      }
      if (branches.length) out.push({ t: "plural", name: plural[1], branches });
      else lit(text.slice(i, end + 1));
    } else lit(text.slice(i, end + 1));
    i = end + 1;
  }
  if (!inBranch) parsed.set(text, out);
  return out;
}

/** The names of a template's parameters (its slots and plural counts). */
export function templateParams(text: string): string[] {
  const names: string[] = [];
  const walk = (ps: Piece[]) => {
    for (const p of ps) {
      if (p.t === "slot" || p.t === "plural") names.push(p.name);
      if (p.t === "plural") p.branches.forEach((b) => walk(b.pieces));
    }
  };
  walk(piecesOf(text));
  return [...new Set(names)];
}

type Variant = { src: string; names: string[]; literal: number; fixed: MessageParams; checks: { name: string; key: string }[] };

/** Every reading of the pieces as a regular expression source (a plural: one per branch). */
function variantsOf(pieces: Piece[], count?: string): Variant[] {
  let acc: Variant[] = [{ src: "", names: [], literal: 0, fixed: {}, checks: [] }];
  for (const p of pieces) {
    let next: Variant[];
    if (p.t === "lit") next = [{ src: escape(p.s), names: [], literal: p.s.length, fixed: {}, checks: [] }];
    else if (p.t === "slot") next = [{ src: "(.+?)", names: [p.name], literal: 0, fixed: {}, checks: [] }];
    else if (p.t === "count") next = [{ src: "(-?\\d+)", names: [count!], literal: 0, fixed: {}, checks: [] }];
    else
      next = p.branches.flatMap((b) =>
        variantsOf(b.pieces, p.name).map((v) => {
          const counted = v.names.includes(p.name);
          const exact = /^=(\d+)$/.exec(b.key)?.[1];
          // A branch without `#` says its count only when it is exact (=0) or `one`.
          if (counted) return { ...v, checks: [...v.checks, { name: p.name, key: b.key }] };
          if (exact !== undefined || b.key === "one") return { ...v, fixed: { ...v.fixed, [p.name]: exact !== undefined ? Number(exact) : 1 } };
          return null;
        }).filter((v): v is Variant => v !== null),
      );
    acc = acc.flatMap((a) => next.map((n) => ({ src: a.src + n.src, names: [...a.names, ...n.names], literal: a.literal + n.literal, fixed: { ...a.fixed, ...n.fixed }, checks: [...a.checks, ...n.checks] })));
  }
  return acc;
}

/** The branch of a plural for a count: an exact one (=0), else one (1, in English and Spanish), else other. */
function branchFor(branches: { key: string; pieces: Piece[] }[], n: number) {
  return branches.find((b) => b.key === `=${n}`) ?? (n === 1 ? branches.find((b) => b.key === "one") : undefined) ?? branches.find((b) => b.key === "other") ?? branches[0];
}

/** Whether a matched count fits the branch it was read from ("1 rows" is not the `other` branch). */
const fits = (key: string, n: number) => (key.startsWith("=") ? Number(key.slice(1)) === n : key === "one" ? n === 1 : key === "other" ? n !== 1 : true);

let exact: Map<string, string> | null = null;
let templates: Template[] | null = null;
let fieldKeys: Map<string, string> | null = null;

function compile() {
  exact = new Map();
  templates = [];
  for (const [key, text] of Object.entries(EN_ERRORS.messages)) {
    const pieces = piecesOf(text);
    if (pieces.every((p) => p.t === "lit")) {
      if (!exact.has(text)) exact.set(text, key);
      continue;
    }
    const glue = pieces.length > 1 && pieces[0].t !== "lit" && pieces[pieces.length - 1].t !== "lit";
    for (const v of variantsOf(pieces)) {
      templates.push({ key, names: v.names, re: new RegExp(`^${v.src}$`, "s"), literal: v.literal, fixed: v.fixed, checks: v.checks, glue: glue && v.literal < GLUE_LITERAL });
    }
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
  // Several templates may fit ("Line 3: *First Name is required"): the one whose parameters are the most known, then the most specific.
  let best: { ref: MessageRef; score: number } | null = null;
  for (const t of templates!) {
    const m = t.re.exec(text);
    if (!m) continue;
    const params: MessageParams = { ...t.fixed };
    t.names.forEach((name, i) => (params[name] = /^-?\d+(\.\d+)?$/.test(m[i + 1]) ? Number(m[i + 1]) : m[i + 1]));
    if (!t.checks.every((c) => fits(c.key, Number(params[c.name])))) continue;
    const s = score(params, depth);
    if (t.glue && s < Object.keys(params).length) continue;
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
  const render = (pieces: Piece[], count?: number): string =>
    pieces
      .map((p) => {
        if (p.t === "lit") return p.s;
        if (p.t === "count") return String(count);
        const v = ref.params?.[p.name];
        if (p.t === "slot") return v === undefined ? `{${p.name}}` : renderParam(catalog, v, depth);
        const n = typeof v === "number" ? v : Number(v);
        if (v === undefined || !Number.isFinite(n)) return `{${p.name}}`;
        return render(branchFor(p.branches, n).pieces, n);
      })
      .join("");
  return render(piecesOf(template));
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
