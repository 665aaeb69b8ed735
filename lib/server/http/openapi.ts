// The OpenAPI 3.1 document, built from each route's zod body schema (defineRoute meta).
import { z } from "zod";
import { ERROR_STATUS } from "./errors";
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
      if (r.method !== "GET") {
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
