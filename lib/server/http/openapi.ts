// The OpenAPI 3.1 document, built from each route's meta (defineRoute, defineUploadRoute, defineGetRoute):
// its zod body schema, auth mode, roles and upload parts. Valid for @apidevtools/swagger-parser and
// Redocly's recommended rules (tests/integration/openapi): every operation has an operationId derived
// from its path, a tag per group, its security, its path parameters and the envelope's answers.
import "server-only";
import { z } from "zod";
import type { AuthMode, RouteMeta } from "./define-route";
import { PAYLOAD_CLOCK_KEYS } from "./unknown-keys";
import { SESSION_COOKIE } from "@/lib/server/auth/session";
import { roleName } from "@/lib/shared/constants/roles";
import { ERROR_CODES } from "@/lib/server/errors";

type IndexedRoute = { path: string; method: string; summary: string; module: Record<string, unknown> };
type Json = Record<string, unknown>;
/** What a route's handler carries: JSON/multipart routes have a body schema, GET routes none; file routes answer bytes. */
type AnyMeta = Omit<RouteMeta, "body"> & { body?: z.ZodType; answersFile?: boolean; probe?: "health" | "ready" };

function metaOf(mod: Record<string, unknown>, method: string): AnyMeta | null {
  const h = mod[method] as { meta?: AnyMeta } | undefined;
  return h?.meta ?? null;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

// ---- operation ids and tags ----------------------------------------------------------------------

const camel = (words: string[]) =>
  words
    .filter(Boolean)
    .map((w, i) => (i === 0 ? w.charAt(0).toLowerCase() + w.slice(1) : w.charAt(0).toUpperCase() + w.slice(1)))
    .join("");

/**
 * `/api/petition/list` → `petitionList`; `/api/users/profile-picture/{userId}` → `usersProfilePictureByUserId`.
 * A path outside /api (the billing calls at the spec's base, `/payapi/plans/list`) is named from the root:
 * `rootPayapiPlansList`, while the same call at `/api/payapi/plans/list` stays `payapiPlansList`.
 */
function operationIdOf(path: string): string {
  const words = (path.startsWith("/api/") ? path.slice("/api/".length) : `root/${path.replace(/^\//, "")}`)
    .split("/")
    .flatMap((seg) => {
      const param = seg.match(/^\{(\w+)\}$/);
      return param ? ["by", param[1]] : seg.split(/[^A-Za-z0-9]+/);
    });
  return camel(words);
}

const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The group: `/api/<group>/…`; a path outside /api (`/payapi/…`) is in the group of its first segment. */
function tagOf(path: string): string {
  return (path.startsWith("/api/") ? path.split("/")[2] : path.split("/")[1]) ?? "api";
}

// ---- request bodies ------------------------------------------------------------------------------

/**
 * A zod body as JSON Schema (what the client sends: io "input"). Objects that are not declared loose get
 * `additionalProperties: false` (unknown keys answer 422, unknown-keys.ts); recursive parts zod puts in
 * `$defs` move to components.schemas as `<Name>_<def>` and a self reference `#` points at `<Name>` (the
 * caller registers the body itself under `<Name>` when an operation refers to it).
 */
function bodySchema(schema: z.ZodType, name: string, schemas: Json): Json {
  let json: Json;
  try {
    json = z.toJSONSchema(schema, {
      io: "input",
      unrepresentable: "any",
      override: (ctx) => {
        const def = (ctx.zodSchema as unknown as { _zod: { def: { type: string; catchall?: unknown } } })._zod.def;
        if (def.type === "object" && !def.catchall) ctx.jsonSchema.additionalProperties = false;
      },
    }) as Json;
  } catch {
    json = { type: "object" };
  }
  delete json.$schema;
  const defs = (json.$defs ?? {}) as Record<string, Json>;
  delete json.$defs;
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!node || typeof node !== "object") return node;
    const out: Json = {};
    for (const [k, v] of Object.entries(node)) {
      if (k === "$ref" && typeof v === "string") {
        out.$ref = v === "#" ? `#/components/schemas/${name}` : v.replace(/^#\/\$defs\//, `#/components/schemas/${name}_`);
      } else out[k] = rewrite(v);
    }
    return out;
  };
  for (const [k, v] of Object.entries(defs)) schemas[`${name}_${k}`] = isJsonValue(v, k) ? { description: "Any JSON value" } : rewrite(v);
  return withClockKeys(rewrite(json) as Json);
}

/**
 * zod's z.json(): a union of the scalars, an array of itself and a record of itself. Described as any
 * JSON value: generators such as openapi-typescript cannot name a union that contains itself directly.
 */
function isJsonValue(def: Json, key: string): boolean {
  const self = `#/$defs/${key}`;
  const branches = Array.isArray(def.anyOf) ? (def.anyOf as Json[]) : [];
  const types = new Set(branches.map((b) => b.type));
  return (
    ["string", "number", "boolean", "null", "array", "object"].every((t) => types.has(t)) &&
    branches.some((b) => b.type === "array" && (b.items as Json | undefined)?.$ref === self) &&
    branches.some((b) => b.type === "object" && (b.additionalProperties as Json | undefined)?.$ref === self)
  );
}

const clockProperties: Json = {
  timezone: { type: "string", maxLength: 64, description: "The caller's IANA time zone (default UTC); every payload may carry it." },
  today: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$", description: "Today's date in that zone (YYYY-MM-DD); every payload may carry it." },
};

/** `timezone` and `today` ride on every payload: declared on the top-level object (each member of a top-level union). */
function withClockKeys(schema: Json): Json {
  if (schema.type === "object") {
    const props = (schema.properties ?? {}) as Json;
    const extra = Object.fromEntries(PAYLOAD_CLOCK_KEYS.filter((k) => !(k in props)).map((k) => [k, clockProperties[k]]));
    return { ...schema, properties: { ...props, ...extra } };
  }
  for (const key of ["anyOf", "oneOf"] as const) {
    if (Array.isArray(schema[key])) return { ...schema, [key]: (schema[key] as Json[]).map(withClockKeys) };
  }
  return schema;
}

/** A multipart call: its text fields plus the binary file part(s); JSON too when the route takes keys. */
function uploadContent(upload: NonNullable<RouteMeta["upload"]>, fields: Json, name: string): Json {
  const file = { type: "string", format: "binary", description: `At most ${upload.maxFileBytes / 1024 / 1024} MB: PNG, JPEG, PDF or Word` };
  const multipart = {
    type: "object",
    properties: {
      ...((fields.properties ?? {}) as Json),
      [upload.fileField]: upload.maxFiles > 1 ? { type: "array", items: file, maxItems: upload.maxFiles } : file,
    },
    required: (fields.required ?? []) as string[],
    additionalProperties: false,
  };
  const content: Json = { "multipart/form-data": { schema: multipart } };
  if (upload.acceptsJson) content["application/json"] = { schema: ref(name) };
  return content;
}

// ---- answers -------------------------------------------------------------------------------------

const schemasBase: Json = {
  Pagination: {
    type: "object",
    required: ["page", "perpage", "total"],
    properties: { page: { type: "integer" }, perpage: { type: "integer" }, total: { type: "integer" } },
  },
  Success: {
    type: "object",
    description: "The envelope of every successful answer (200).",
    required: ["status", "message", "result"],
    properties: {
      status: { type: "boolean", const: true },
      message: { type: "string" },
      result: {
        type: "object",
        required: ["data"],
        properties: { data: { description: "The call's answer." }, pagination: ref("Pagination") },
      },
    },
  },
  ErrorCode: { type: "string", enum: [...ERROR_CODES] },
  MessageParams: {
    type: "object",
    description: "The parameters of a message key: field and record names in English (translated through the catalog's `fields` glossary), numbers, values.",
    additionalProperties: { oneOf: [{ type: "string" }, { type: "number" }] },
  },
  MessageRef: {
    type: "object",
    required: ["key"],
    properties: { key: { type: "string" }, params: ref("MessageParams") },
  },
  Error: {
    type: "object",
    description: "The envelope of every failed answer (4xx, 500).",
    required: ["status", "message", "result"],
    properties: {
      status: { type: "boolean", const: false },
      message: { type: "string" },
      result: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: ref("ErrorCode"),
              message: { type: "string" },
              fields: {
                type: "object",
                description: "VALIDATION_ERROR: a message per field, by dotted path (unknown keys: 'Unknown field').",
                additionalProperties: { type: "string" },
              },
              messageKey: {
                type: "string",
                description: "The message as a key of the message catalog (messages/<locale>/errors.json), when the catalog knows it: render it with `params` in the reader's language; `message` stays the English text.",
              },
              params: ref("MessageParams"),
              fieldKeys: {
                type: "object",
                description: "Each field's message of `fields` as a key and parameters, for the fields whose text the catalog knows.",
                additionalProperties: ref("MessageRef"),
              },
              requestId: { type: "string", description: "INTERNAL (500): the request's id in the server's logs, as in the X-Request-Id header." },
            },
          },
        },
      },
    },
  },
};

const errorAnswers: Record<string, { name: string; description: string }> = {
  "400": { name: "BadRequest", description: "BAD_REQUEST: the body is not valid JSON or multipart." },
  "401": { name: "Unauthenticated", description: "UNAUTHENTICATED, TOKEN_EXPIRED, LOGIN_USER_INACTIVE or ROLE_CHANGED: sign in (again)." },
  "403": { name: "Forbidden", description: "FORBIDDEN: the caller's role or the firm's permissions do not allow this, or a cookie request came from another origin." },
  "404": { name: "NotFound", description: "NOT_FOUND: the firm (host) or the record does not exist." },
  "409": { name: "Conflict", description: "CONFLICT: the record changed or already exists." },
  "410": { name: "Gone", description: "QUESTIONNAIRE_SUBMITTED or QUESTIONNAIRE_EXPIRED: the link can no longer be used." },
  "413": { name: "PayloadTooLarge", description: "PAYLOAD_TOO_LARGE: a JSON body over 1 MB or a file over 10 MB." },
  "415": { name: "UnsupportedMediaType", description: "UNSUPPORTED_MEDIA_TYPE: send JSON (or multipart/form-data for uploads)." },
  "422": { name: "ValidationError", description: "VALIDATION_ERROR: result.error.fields names each field that does not fit and each unknown key." },
  "429": { name: "RateLimited", description: "RATE_LIMITED: too many attempts; wait and try again." },
  "500": { name: "InternalError", description: "INTERNAL: something went wrong on the server." },
};

/** The load balancer's probes (/api/health, /api/ready) answer a small JSON of their own, not the envelope. */
const probeSchemas: Json = {
  Health: { type: "object", required: ["status"], properties: { status: { type: "string", const: "ok" } } },
  Readiness: {
    type: "object",
    required: ["status", "checks"],
    properties: {
      status: { type: "string", enum: ["ready", "unavailable"] },
      checks: {
        type: "object",
        required: ["database", "migrations", "jobs", "shutdown"],
        properties: {
          database: { type: "string", enum: ["ok", "failed"] },
          migrations: { type: "string", enum: ["ok", "pending", "failed"] },
          jobs: { type: "string", enum: ["ok", "pending"] },
          shutdown: { type: "string", enum: ["no", "yes"], description: "yes: SIGTERM arrived, the process finishes its requests and stops." },
        },
      },
    },
  },
};

function probeAnswers(probe: "health" | "ready"): Json {
  const json = (schema: string) => ({ "application/json": { schema: ref(schema) } });
  const clientError = { "4XX": { description: "Never answered by the probe itself (it reads no input); only a request refused before it." } };
  if (probe === "health") return { "200": { description: "The process is alive.", content: json("Health") }, ...clientError };
  return {
    "200": { description: "Ready: send requests to this process.", content: json("Readiness") },
    ...clientError,
    "503": { description: "Not ready (database, migrations, job runner) or shutting down: send requests elsewhere.", content: json("Readiness") },
  };
}

const responses: Json = {
  Success: { description: "Success: result.data holds the answer (and result.pagination for lists).", content: { "application/json": { schema: ref("Success") } } },
  File: { description: "The file's bytes.", content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } } },
  ...Object.fromEntries(
    Object.values(errorAnswers).map((e) => [e.name, { description: e.description, content: { "application/json": { schema: ref("Error") } } }]),
  ),
};

function answers(method: string, path: string, file: boolean): Json {
  const codes = method === "GET" ? ["401", "403", "404", "500"] : ["400", "401", "403", "404", "409", "413", "415", "422", "429", "500"];
  if (path.startsWith("/api/questionnaire/")) codes.splice(codes.indexOf("413"), 0, "410");
  const out: Json = { "200": { $ref: file ? "#/components/responses/File" : "#/components/responses/Success" } };
  for (const c of codes) out[c] = { $ref: `#/components/responses/${errorAnswers[c].name}` };
  return out;
}

// ---- security ------------------------------------------------------------------------------------

const securitySchemes = {
  bearer: { type: "http", scheme: "bearer", description: "The token /api/auth/login answers (result.data.token)." },
  cookie: {
    type: "apiKey",
    in: "cookie",
    name: SESSION_COOKIE,
    description: "The browser's sealed session cookie (set by /api/auth/login); a cookie request must carry a same-origin Origin header.",
  },
};

/** "user": a session is required; "public": none needed, loaded when present (an empty requirement first). */
function securityOf(auth: AuthMode | undefined): Json[] {
  const session = [{ bearer: [] }, { cookie: [] }];
  return auth === "user" ? session : [{}, ...session];
}

// ---- the document --------------------------------------------------------------------------------

export function buildOpenApi(routes: readonly IndexedRoute[]) {
  const paths: Record<string, Json> = {};
  const schemas: Json = { ...schemasBase };
  const usedIds = new Set<string>();
  const tags = new Set<string>();
  for (const r of [...routes].sort((a, b) => a.path.localeCompare(b.path))) {
    const meta = metaOf(r.module, r.method);
    let operationId = operationIdOf(r.path);
    if (usedIds.has(operationId)) operationId = `${operationId}${pascal(r.method.toLowerCase())}`;
    usedIds.add(operationId);
    const tag = tagOf(r.path);
    tags.add(tag);
    const op: Json = { operationId, summary: r.summary, tags: [tag], security: securityOf(meta?.auth) };
    const notes: string[] = [];
    if (meta?.auth === "user") notes.push("Requires a session.");
    else notes.push("No session needed (one is used when sent).");
    if (meta?.tenant === false) notes.push("Also answers on the bare domain (no firm sub-domain).");
    if (meta?.permission) notes.push(`Permission: \`${meta.permission}\`.`);
    if (meta?.roles) notes.push(`Roles: ${meta.roles.map((id) => `${id} ${roleName(id)}`).join(", ")}.`);
    op.description = notes.join(" ");
    const params: Json[] = [...r.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: "path", required: true, schema: { type: "string" } }));
    if (meta?.idempotent) {
      params.push({
        name: "Idempotency-Key",
        in: "header",
        required: false,
        description:
          "Any unique value (e.g. a UUID) per intended create. A repeat with the same key (same firm, user and call, within 24 hours) answers the first result with `Idempotent-Replayed: true` instead of creating again; the same key with another body answers 409.",
        schema: { type: "string", minLength: 1, maxLength: 255 },
      });
    }
    if (params.length) op.parameters = params;
    if (r.method !== "GET" && meta?.body) {
      const name = `${pascal(operationId)}Body`;
      const body = bodySchema(meta.body, name, schemas);
      if (!meta.upload || meta.upload.acceptsJson || JSON.stringify(schemas).includes(`"#/components/schemas/${name}"`)) schemas[name] = body;
      op.requestBody = meta.upload
        ? { required: true, content: uploadContent(meta.upload, body, name) }
        : { required: true, content: { "application/json": { schema: ref(name) } } };
    }
    op.responses = meta?.probe ? probeAnswers(meta.probe) : answers(r.method, r.path, r.method === "GET" || Boolean(meta?.answersFile));
    if (meta?.probe) Object.assign(schemas, probeSchemas);
    paths[r.path] = { ...(paths[r.path] ?? {}), [r.method.toLowerCase()]: op };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Immigration Case Manager API",
      version: "1.0.0",
      description: [
        "Every call is made on the firm's sub-domain (`https://<firm>.<domain>/api/...`); JSON calls are POST with a JSON body.",
        "Authenticate with `Authorization: Bearer <token>` (the token /api/auth/login answers) or the session cookie.",
        "Answers use the envelope `{ status, message, result: { data, pagination? } }`, errors `{ status: false, message, result: { error: { code, message, fields? } } }`.",
        "A body key the call does not declare answers 422 VALIDATION_ERROR naming it ('Unknown field'); `timezone` and `today` may ride on every payload.",
        "An unknown /api path answers 404 NOT_FOUND in the same envelope.",
        "The billing calls answer at both `/api/payapi/...` and the billing base `/payapi/...` of the same origin: one handler each, listed under both paths.",
      ].join("\n\n"),
    },
    servers: [
      {
        url: "https://{firm}.{domain}",
        description: "The firm's sub-domain: {firm} is its slug, {domain} the deployment's base domain",
        variables: { firm: { default: "demo" }, domain: { default: "localhost:3000" } },
      },
    ],
    tags: [...tags].sort().map((name) => ({ name, description: name === "payapi" ? "Calls under /api/payapi and /payapi" : `Calls under /api/${name}` })),
    components: { securitySchemes, schemas, responses },
    paths,
  };
}
