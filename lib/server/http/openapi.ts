// The OpenAPI 3.1 document, built from each route's zod body schema (defineRoute meta).
import "server-only";
import { z } from "zod";
import { ERROR_STATUS } from "./status";
import type { RouteMeta } from "./define-route";
import { roleName } from "@/lib/shared/constants/roles";

type IndexedRoute = { path: string; method: string; summary: string; module: Record<string, unknown> };

function metaOf(mod: Record<string, unknown>, method: string): RouteMeta | null {
  const h = mod[method] as { meta?: RouteMeta } | undefined;
  return h?.meta ?? null;
}

function bodySchema(schema: z.ZodType): unknown {
  try {
    return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
  } catch {
    return { type: "object" };
  }
}

const envelope = {
  Success: {
    type: "object",
    required: ["status", "message", "result"],
    properties: {
      status: { const: true },
      message: { type: "string" },
      result: {
        type: "object",
        properties: {
          data: {},
          pagination: { type: "object", properties: { page: { type: "integer" }, perpage: { type: "integer" }, total: { type: "integer" } } },
        },
      },
    },
  },
  Error: {
    type: "object",
    required: ["status", "message", "result"],
    properties: {
      status: { const: false },
      message: { type: "string" },
      result: {
        type: "object",
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: { enum: Object.keys(ERROR_STATUS) },
              message: { type: "string" },
              fields: { type: "object", additionalProperties: { type: "string" } },
            },
          },
        },
      },
    },
  },
};

/** A multipart call: its text fields plus the binary file part(s); JSON too when the route takes keys. */
function uploadContent(upload: NonNullable<RouteMeta["upload"]>, fields: unknown): Record<string, unknown> {
  const f = fields as { properties?: Record<string, unknown>; required?: string[] };
  const file = { type: "string", format: "binary", description: `At most ${upload.maxFileBytes / 1024 / 1024} MB: PNG, JPEG, PDF or Word` };
  const multipart = {
    type: "object",
    properties: { ...(f.properties ?? {}), [upload.fileField]: upload.maxFiles > 1 ? { type: "array", items: file, maxItems: upload.maxFiles } : file },
    required: f.required ?? [],
  };
  const content: Record<string, unknown> = { "multipart/form-data": { schema: multipart } };
  if (upload.acceptsJson) content["application/json"] = { schema: fields };
  return content;
}

export function buildOpenApi(routes: readonly IndexedRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const meta = metaOf(r.module, r.method);
    const op: Record<string, unknown> = {
      summary: r.summary,
      tags: [r.path.split("/")[2] ?? "api"],
      responses: {
        "200": { description: "Success", content: { "application/json": { schema: { $ref: "#/components/schemas/Success" } } } },
        "4XX": { description: "Error (see result.error.code)", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
      },
    };
    if (meta) {
      op.security = meta.auth === "user" ? [{ bearer: [] }, { cookie: [] }] : [];
      if (meta.roles) op.description = `Roles: ${meta.roles.map((id) => `${id} ${roleName(id)}`).join(", ")}`;
      if (r.method !== "GET" && meta.upload) {
        op.requestBody = { required: true, content: uploadContent(meta.upload, bodySchema(meta.body)) };
      } else if (r.method !== "GET") {
        op.requestBody = { required: true, content: { "application/json": { schema: bodySchema(meta.body) } } };
      }
    }
    paths[r.path] = { ...(paths[r.path] ?? {}), [r.method.toLowerCase()]: op };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Immigration Case Manager API",
      version: "1.0.0",
      description:
        "Every call is made on the firm's sub-domain (https://<firm>.<domain>/api/...). Authenticate with `Authorization: Bearer <token>` (the token /api/auth/login returns). Answers use the envelope { status, message, result: { data, pagination? } | { error: { code, message, fields? } } }.",
    },
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer" },
        cookie: { type: "apiKey", in: "cookie", name: "icm_session" },
      },
      schemas: envelope,
    },
    paths,
  };
}
