// Hostile request bodies for the API fuzz run (tests/integration/http/fuzz.test.ts), generated from an
// operation's request schema in the OpenAPI document (the JSON Schema zod gives of the route's body):
// a plausible body (real ids by property name, valid e-mails and dates) with one kind of bad value put
// in every leaf of a kind (strings, numbers, required fields …), plus the raw bodies no schema makes
// (malformed JSON, a non-object, 10,000 levels of nesting) and, for uploads, hostile multipart bodies.
import type { CaseFirm } from "../integration/cases/fixtures";

export type Json = Record<string, unknown>;

/** A request body: raw text with its content type (JSON or multipart), or a FormData. */
export type HostileBody = {
  label: string;
  raw?: string;
  form?: FormData;
  contentType?: string;
  headers?: Record<string, string>;
};

/** Ids put in properties of the same name (case-insensitive); other `…Id` strings get `fallbackId`. */
export type FuzzIds = Record<string, string> & { fallbackId: string };

/** The ids of a case fixture's firm (tests/integration/cases/fixtures.ts): its case, client, beneficiary, branch, and `userId`. */
export function caseFirmIds(f: CaseFirm, caseId: string, userId: string): FuzzIds {
  const ids = { petitionId: caseId, caseId, id: caseId, companyId: f.company.id, petitionerId: f.company.id, clientId: f.company.id };
  return { fallbackId: caseId, ...ids, beneficiaryId: f.worker.id, branchId: f.branch.id, userId, tenantId: f.tenant.id };
}

export const LONG = "x".repeat(100 * 1024);
export const NUL = "abc\u0000def";
export const SURROGATE = "abc\ud800def";
export const SQLISH = "' or 1=1 --";
export const UNICODE = "Zoë 😀 𝔘𝔫𝔦 ‮gnp.exe 中文 ﷽ \u200b";
/** Dates PostgreSQL refuses though they look like YYYY-MM-DD (22008) or are past its range. */
export const BAD_DATES = ["2023-02-30", "0000-00-00", "99999-01-01"];
/** 10,000 levels of `[` around "\u0041" (A): a parser that recurses runs out of stack. */
export const DEEP_JSON = `${"[".repeat(10_000)}"\\u0041"${"]".repeat(10_000)}`;

const CLOCK_KEYS = new Set(["timezone", "today"]);

export function resolve(schema: Json | undefined, doc: Json): Json {
  if (!schema) return {};
  const r = schema.$ref as string | undefined;
  if (r) return resolve(r.split("/").slice(1).reduce<Json>((o, k) => o[k] as Json, doc), doc);
  for (const key of ["anyOf", "oneOf", "allOf"]) {
    const options = schema[key] as Json[] | undefined;
    if (options) {
      const picked = options.map((o) => resolve(o, doc)).find((o) => o.type !== "null") ?? {};
      return { ...picked, ...Object.fromEntries(Object.entries(schema).filter(([k]) => k !== key)) };
    }
  }
  return schema;
}

/** The top-level branches of a union body (each as its own object schema), or the schema itself. */
export function branches(schema: Json, doc: Json): Json[] {
  const s = schema.$ref ? resolve({ $ref: schema.$ref }, doc) : schema;
  for (const key of ["anyOf", "oneOf"]) {
    const options = s[key] as Json[] | undefined;
    if (options) return options.map((o) => resolve(o, doc)).filter((o) => o.type === "object");
  }
  return [resolve(s, doc)];
}

function typeOf(s: Json): string | undefined {
  if (Array.isArray(s.type)) return (s.type as string[]).find((t) => t !== "null");
  if (s.type) return s.type as string;
  if (s.enum) return typeof (s.enum as unknown[])[0];
  if (s.const !== undefined) return typeof s.const;
  return undefined;
}

/** A plausible value for a property: a real id by name, a valid e-mail, date, password, enum member … */
export function plausible(name: string, schema: Json, doc: Json, ids: FuzzIds, depth = 0): unknown {
  const s = resolve(schema, doc);
  if (s.enum) return (s.enum as unknown[])[0];
  if (s.const !== undefined) return s.const;
  const type = typeOf(s);
  const lower = name.toLowerCase();
  if (type === "string") {
    for (const [k, v] of Object.entries(ids)) if (lower === k.toLowerCase()) return v;
    if (s.format === "uuid" || lower.endsWith("id")) return ids.fallbackId;
    if (s.format === "email" || lower.includes("email")) return "fuzz@example.com";
    if (s.format === "date" || lower.includes("date") || lower === "today") return "2030-01-10";
    if (s.format === "date-time") return "2030-01-10T10:00:00.000Z";
    if (lower.includes("password")) return "Fuzz@12345";
    if (lower.includes("phone")) return "+1 6465550123";
    if (lower.includes("url")) return "https://example.com/x";
    const min = typeof s.minLength === "number" ? s.minLength : 0;
    return "Fuzz".padEnd(min, "z");
  }
  if (type === "integer" || type === "number") return typeof s.minimum === "number" && s.minimum > 1 ? s.minimum : 1;
  if (type === "boolean") return true;
  if (type === "array") {
    const item = s.items as Json | undefined;
    const singular = name.replace(/ies$/, "y").replace(/s$/, "");
    const min = typeof s.minItems === "number" ? Math.max(1, s.minItems) : 1;
    if (!item || depth > 3) return [];
    return Array.from({ length: Math.min(min, 3) }, () => plausible(singular, item, doc, ids, depth + 1));
  }
  if (type === "object") return depth > 3 ? {} : plausibleObject(s, doc, ids, depth + 1);
  return undefined;
}

/** The required properties with plausible values (and the ids, names and e-mails even when optional). */
export function plausibleObject(schema: Json, doc: Json, ids: FuzzIds, depth = 0): Json {
  const s = resolve(schema, doc);
  const props = (s.properties ?? {}) as Record<string, Json>;
  const required = new Set((s.required ?? []) as string[]);
  const out: Json = {};
  for (const [k, p] of Object.entries(props)) {
    if (CLOCK_KEYS.has(k) && depth === 0) continue;
    if (!required.has(k) && !/id$|ids$|name|email/i.test(k)) continue;
    const value = plausible(k, p, doc, ids, depth);
    if (value !== undefined) out[k] = value;
  }
  return out;
}

export type Leaf = { path: string[]; name: string; type: string; required: boolean; format?: string };

/** Every property down to three levels (array items as index 0), with its type. */
export function leaves(schema: Json, doc: Json, path: string[] = [], depth = 0): Leaf[] {
  const s = resolve(schema, doc);
  const props = (s.properties ?? {}) as Record<string, Json>;
  const required = new Set((s.required ?? []) as string[]);
  const out: Leaf[] = [];
  for (const [k, p] of Object.entries(props)) {
    const r = resolve(p, doc);
    const type = typeOf(r) ?? "any";
    const leaf: Leaf = { path: [...path, k], name: k, type, required: required.has(k), format: r.format as string | undefined };
    out.push(leaf);
    if (depth >= 2) continue;
    if (type === "object") out.push(...leaves(r, doc, leaf.path, depth + 1));
    if (type === "array" && r.items) {
      const item = resolve(r.items as Json, doc);
      const itemType = typeOf(item) ?? "any";
      out.push({ path: [...leaf.path, "0"], name: k, type: itemType, required: false, format: item.format as string | undefined });
      if (itemType === "object") out.push(...leaves(item, doc, [...leaf.path, "0"], depth + 1));
    }
  }
  return out;
}

export function setAt(body: Json, path: string[], value: unknown): Json {
  const copy = structuredClone(body);
  let o: Json = copy;
  for (let i = 0; i < path.length - 1; i++) {
    const k = path[i];
    const nextIsIndex = /^\d+$/.test(path[i + 1]);
    if (typeof o[k] !== "object" || o[k] === null) o[k] = nextIsIndex ? [] : {};
    o = o[k] as Json;
  }
  o[path[path.length - 1]] = value;
  return copy;
}

/** A value of another type than the property's. */
function wrongType(type: string): unknown {
  switch (type) {
    case "string":
      return 12345;
    case "integer":
    case "number":
      return "12x";
    case "boolean":
      return "yes";
    case "object":
      return [1, 2];
    case "array":
      return { 0: "a" };
    default:
      return [[{}]];
  }
}

const isDateLeaf = (l: Leaf) => l.type === "string" && (l.format === "date" || l.format === "date-time" || /date|today|^(from|to|since|until)$|At$/i.test(l.name));

/** `base` with every leaf `pick` selects (at most `max`) set to `value(leaf)`, or null when none is selected. */
function mutate(base: Json, all: Leaf[], pick: (l: Leaf) => boolean, value: (l: Leaf) => unknown, max = Infinity): Json | null {
  const chosen = all.filter(pick).slice(0, max);
  if (!chosen.length) return null;
  // Parents first, then children: a child's bad value is kept (its parent becomes an object again).
  let out = base;
  for (const l of [...chosen].sort((a, b) => a.path.length - b.path.length)) out = setAt(out, l.path, value(l));
  return out;
}

/** The schema-aware JSON bodies of one object schema (a body, or one branch of a union body). */
export function schemaBodies(schema: Json, doc: Json, ids: FuzzIds, prefix = ""): HostileBody[] {
  const base = plausibleObject(schema, doc, ids);
  const all = leaves(schema, doc);
  const top = all.filter((l) => l.path.length === 1 && !CLOCK_KEYS.has(l.name));
  const strings = (l: Leaf) => l.type === "string";
  const numbers = (l: Leaf) => l.type === "integer" || l.type === "number";
  const out: HostileBody[] = [];
  const add = (label: string, body: Json | null) => {
    if (body) out.push({ label: prefix + label, raw: JSON.stringify(body) });
  };
  add("plausible", base);
  add("required wrong types", mutate(base, top, (l) => l.required, (l) => wrongType(l.type)));
  add("every field wrong type", mutate(base, all, () => true, (l) => wrongType(l.type)));
  add("null everywhere", mutate(base, all, () => true, () => null));
  add("100 KB strings", mutate(base, all, strings, () => LONG, 9));
  add("NUL in strings", mutate(base, all, strings, () => NUL));
  add("lone surrogate in strings", mutate(base, all, strings, () => SURROGATE));
  add("SQL-ish strings", mutate(base, all, strings, () => SQLISH));
  add("unicode/emoji strings", mutate(base, all, strings, () => UNICODE));
  add("impossible dates", mutate(base, all, isDateLeaf, (l) => BAD_DATES[l.path.length % BAD_DATES.length]));
  add("numbers 1e308", mutate(base, all, numbers, () => 1e308));
  add("numbers -1", mutate(base, all, numbers, () => -1));
  add("numbers 2^53+1", mutate(base, all, numbers, () => 2 ** 53 + 1));
  if (top.some((l) => l.name === "page" || l.name === "perpage")) add("page 0, perpage 1e9", { ...base, page: 0, perpage: 1e9 });
  // Unknown keys, among them the ones that pollute a prototype when merged into an object naively.
  const known = JSON.stringify({ ...base, zzUnknownKey: 1, constructor: { prototype: { polluted: true } } });
  out.push({ label: `${prefix}unknown extra keys`, raw: `{"__proto__":{"polluted":true},${known.slice(1)}` });
  return out;
}

/** Under the 1 MB body limit, more items than PostgreSQL takes bind parameters (65,535): 20,000 ids, or 300,000 numbers. */
function hugeArray(l: Leaf, base: Json, ids: FuzzIds): unknown[] {
  const sample = l.path.reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Json)[k] : undefined), base);
  const item = Array.isArray(sample) && sample.length ? sample[0] : ids.fallbackId;
  return typeof item === "number" ? Array(300_000).fill(item) : Array(20_000).fill(item);
}

/**
 * One bad value in one field, the rest plausible, so the value gets past the other fields' checks and as far
 * as the contract lets it (a 100 KB string into a short column, a non-id string into a uuid column, an
 * impossible date, a number past any column's range, a list past PostgreSQL's bind parameters): strings 100 KB
 * and SQL-ish, dates impossible, numbers 1e308 and -1, arrays huge. Labelled `field <path>: <value>`.
 */
export function perFieldBodies(schema: Json | undefined, doc: Json, ids: FuzzIds): HostileBody[] {
  if (!schema) return [];
  const out: HostileBody[] = [];
  for (const branch of branches(schema, doc)) {
    const base = plausibleObject(branch, doc, ids);
    for (const l of leaves(branch, doc)) {
      if (CLOCK_KEYS.has(l.name) && l.path.length === 1) continue;
      const values: [string, unknown][] =
        l.type === "string"
          ? isDateLeaf(l)
            ? [["impossible date", BAD_DATES[0]], ["year 99999", BAD_DATES[2]]]
            : [["100 KB", LONG], ["SQL-ish", SQLISH]]
          : l.type === "integer" || l.type === "number"
            ? [["1e308", 1e308], ["-1", -1]]
            : l.type === "array"
              ? [["huge array", hugeArray(l, base, ids)]]
              : [];
      for (const [what, v] of values) out.push({ label: `field ${l.path.join(".")}: ${what}`, raw: JSON.stringify(setAt(base, l.path, v)), contentType: "application/json" });
    }
  }
  return out;
}

/** Every hostile JSON body of an operation: the raw ones, `{}`, and the schema-aware ones of each union branch. */
export function jsonBodies(schema: Json | undefined, doc: Json, ids: FuzzIds): HostileBody[] {
  const out: HostileBody[] = [
    { label: "{}", raw: "{}" },
    { label: "malformed JSON", raw: '{"a":' },
    { label: "[]", raw: "[]" },
    { label: '"x"', raw: '"x"' },
    { label: "42", raw: "42" },
    { label: "null", raw: "null" },
    { label: "10,000 levels deep", raw: DEEP_JSON },
  ];
  if (!schema) return out;
  const parts = branches(schema, doc);
  parts.forEach((b, i) => out.push(...schemaBodies(b, doc, ids, parts.length > 1 ? `branch ${i}: ` : "")));
  return out.map((b) => ({ contentType: "application/json", ...b }));
}

// ---- multipart ---------------------------------------------------------------------------------

const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000" + "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082", "hex");

/** The text fields of a multipart body: each property as a string (arrays and objects as JSON). */
function formOf(fields: Json, file?: { name: string; type: string; bytes: Uint8Array<ArrayBuffer> }, fileField = "file"): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    form.append(k, typeof v === "string" ? v : JSON.stringify(v));
  }
  if (file) form.append(fileField, new Blob([file.bytes], { type: file.type }), file.name);
  return form;
}

/** Hostile multipart bodies of an upload operation (its multipart schema: the text fields and the file part). */
export function multipartBodies(schema: Json, fileField: string, doc: Json, ids: FuzzIds): HostileBody[] {
  const s = resolve(schema, doc);
  const fieldsSchema: Json = { ...s, properties: Object.fromEntries(Object.entries((s.properties ?? {}) as Json).filter(([k]) => k !== fileField)) };
  const base = plausibleObject(fieldsSchema, doc, ids);
  const all = leaves(fieldsSchema, doc).filter((l) => l.path.length === 1);
  const exe = { name: "invoice.pdf", type: "application/pdf", bytes: Buffer.from("MZ\x90\x00\x03\x00\x00\x00 this program cannot be run in DOS mode") };
  const png = { name: "photo.png", type: "image/png", bytes: PNG };
  const boundary = "----fuzzboundary";
  return [
    { label: "multipart: file of the wrong type", form: formOf(base, exe, fileField) },
    { label: "multipart: empty file", form: formOf(base, { name: "empty.pdf", type: "application/pdf", bytes: new Uint8Array(0) }, fileField) },
    { label: "multipart: no file", form: formOf(base) },
    { label: "multipart: fields wrong types", form: formOf(mutate(base, all, () => true, (l) => wrongType(l.type)) ?? base, png, fileField) },
    { label: "multipart: NUL and lone surrogate in fields and file name", form: formOf(mutate(base, all, (l) => l.type === "string", () => NUL) ?? { x: SURROGATE }, { ...png, name: `a${SURROGATE}.png` }, fileField) },
    { label: "multipart: SQL-ish fields", form: formOf(mutate(base, all, (l) => l.type !== "boolean", () => SQLISH) ?? base, png, fileField) },
    { label: "multipart: 100 KB fields", form: formOf(mutate(base, all, () => true, () => LONG, 9) ?? base, png, fileField) },
    { label: "multipart: unknown field", form: formOf({ ...base, zzUnknownKey: "1" }, png, fileField) },
    { label: "multipart: truncated body", raw: `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="a.png"\r\n\r\n\x89PNG`, contentType: `multipart/form-data; boundary=${boundary}` },
    { label: "multipart: no boundary", raw: "garbage", contentType: "multipart/form-data" },
  ];
}

/** The bodies of a route that reads its raw body itself (a signed webhook): the raw JSON ones, unsigned and with forged signatures. */
export function rawBodies(): HostileBody[] {
  const forged = { "stripe-signature": `t=1,v1=${SQLISH}`, "intuit-signature": "AAAA===" };
  const json = jsonBodies(undefined, {}, { fallbackId: "" });
  return [...json, ...json.map((b) => ({ ...b, label: `${b.label}, forged signatures`, headers: forged }))];
}

// ---- GET routes --------------------------------------------------------------------------------

/** Hostile values of a path parameter (as Next passes them: decoded). */
export const PATH_PARAM_VALUES = ["not-a-uuid", SQLISH, "..%2F..%2Fetc%2Fpasswd", "../../etc/passwd", NUL, SURROGATE, "00000000-0000-0000-0000-000000000000", UNICODE];

/** Hostile query strings for a GET route. */
export const QUERY_STRINGS = [
  "",
  "?key=%00&exp=-1&name=%F0%9F%98%80&sig=' or 1=1 --",
  "?key=../../etc/passwd&exp=1e308&sig=x&name=a",
  "?key=a&exp=99999999999999999999&sig=%ED%A0%80",
  "?code=%00&state=' or 1=1 --&realmId=-1",
  "?code=x&state=x.y.z&realmId=1e308&error=access_denied",
  "?timezone=%00&today=9999-99-99",
  `?key=${"k".repeat(100 * 1024)}`,
];
