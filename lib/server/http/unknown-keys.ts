// Unknown body keys are refused (422), not silently dropped: z.object strips keys it does not know, so an
// integrator who sends `{ "matcher": … }` instead of `{ "filter": { "matcher": … } }` would otherwise get
// every record back. `timezone` and `today` may ride on every payload (spec section 7). Objects declared
// loose (z.looseObject, .passthrough(), a catchall) and records accept any key.
import "server-only";
import type { z } from "zod";
import { fail } from "@/lib/server/errors";
import { zodFieldErrors } from "./zod-errors";

const UNKNOWN_FIELD_MESSAGE = "Unknown field";

/** Top-level keys every payload may carry whatever its contract. */
export const PAYLOAD_CLOCK_KEYS: readonly string[] = ["timezone", "today"];

type Def = { type: string } & Record<string, unknown>;
type Schema = z.ZodType;

function defOf(schema: Schema): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Dotted paths of the keys in `value` that `schema` does not declare (`matcher`, `filter.foo`, `items.0.bar`). */
export function unknownKeys(schema: Schema, value: unknown, path: readonly (string | number)[] = []): string[] {
  const def = defOf(schema);
  switch (def.type) {
    case "object": {
      if (!isPlainObject(value)) return [];
      const shape = def.shape as Record<string, Schema>;
      const catchall = def.catchall as Schema | undefined;
      const out: string[] = [];
      for (const [key, v] of Object.entries(value)) {
        const field = Object.prototype.hasOwnProperty.call(shape, key) ? shape[key] : undefined;
        if (field) out.push(...unknownKeys(field, v, [...path, key]));
        else if (catchall && defOf(catchall).type !== "never") out.push(...unknownKeys(catchall, v, [...path, key]));
        // A strict object (catchall never) reports the key itself; everything else is unknown here.
        else if (!catchall && !(path.length === 0 && PAYLOAD_CLOCK_KEYS.includes(key))) out.push([...path, key].join("."));
      }
      return out;
    }
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "nonoptional":
    case "readonly":
    case "catch":
    case "success":
      return value === undefined || value === null ? [] : unknownKeys(def.innerType as Schema, value, path);
    case "lazy":
      return unknownKeys((def.getter as () => Schema)(), value, path);
    case "pipe": {
      // The input side sees the raw value. A preprocess step (a transform first) is checked against what
      // follows it: the contracts' preprocess steps map scalars and pass objects through (clearable(address())).
      const input = def.in as Schema;
      return unknownKeys(defOf(input).type === "transform" ? (def.out as Schema) : input, value, path);
    }
    case "union": {
      // The option zod picks: the first one that accepts the value (none: zod reports the value itself).
      const option = (def.options as Schema[]).find((o) => o.safeParse(value).success);
      return option ? unknownKeys(option, value, path) : [];
    }
    case "intersection": {
      // A key is unknown only when neither side declares it.
      const right = new Set(unknownKeys(def.right as Schema, value, path));
      return unknownKeys(def.left as Schema, value, path).filter((k) => right.has(k));
    }
    case "array":
      return Array.isArray(value) ? value.flatMap((v, i) => unknownKeys(def.element as Schema, v, [...path, i])) : [];
    case "tuple": {
      if (!Array.isArray(value)) return [];
      const items = def.items as Schema[];
      const rest = def.rest as Schema | null;
      return value.flatMap((v, i) => {
        const item = items[i] ?? rest;
        return item ? unknownKeys(item, v, [...path, i]) : [];
      });
    }
    case "record":
      return isPlainObject(value)
        ? Object.entries(value).flatMap(([k, v]) => unknownKeys(def.valueType as Schema, v, [...path, k]))
        : [];
    default:
      return [];
  }
}

/**
 * zod-parse a payload; 422 VALIDATION_ERROR naming each unknown key ("Unknown field") and each field that
 * does not fit (the messages our schemas carry). The unknown keys come first: they are usually the cause.
 */
export function parseKnownBody<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const unknown = unknownKeys(schema, raw);
  const parsed = schema.safeParse(raw);
  if (unknown.length === 0 && parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const key of unknown) fields[key] = UNKNOWN_FIELD_MESSAGE;
  if (!parsed.success) for (const [k, m] of Object.entries(zodFieldErrors(parsed.error))) if (!(k in fields)) fields[k] = m;
  throw fail.validation(fields, unknown.length ? unknownMessage(unknown) : undefined);
}

/** "Unknown field: matcher", "Unknown fields: a, b", at most five names then "and 3 more". */
function unknownMessage(keys: readonly string[]): string {
  const shown = keys.slice(0, 5).join(", ");
  const more = keys.length > 5 ? ` and ${keys.length - 5} more` : "";
  return `${UNKNOWN_FIELD_MESSAGE}${keys.length > 1 ? "s" : ""}: ${shown}${more}`;
}
