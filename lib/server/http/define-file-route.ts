// defineRoute for calls that answer a file: the same parsing, tenant, session, permission and errors (JSON
// envelope), but a successful handler's bytes go out as the body with the file's content type and an
// attachment disposition. A handler answers the bytes, or a stream (a zip written as it is read: no length).
import "server-only";
import type { z } from "zod";
import { defineRoute, transportHeaders, type AuthMode, type RouteContext, type RouteHandler } from "./define-route";
import type { Actor } from "@/lib/server/auth/session";
import type { TenantRow } from "@/lib/server/tenancy/tenant";
import type { Action } from "@/lib/shared/permissions";

type FileAnswer = { fileName: string; mimetype: string } & ({ bytes: Uint8Array } | { stream: ReadableStream<Uint8Array> });

export function defineFileRoute<S extends z.ZodType, A extends AuthMode = "user">(opts: {
  /** "user" (the default) requires a session; "public" is a token link's file (Authorization: Bearer <token>, ctx.bearer). */
  auth?: A;
  /** The action (lib/shared/permissions.ts) the caller must be allowed; only with auth "user". */
  permission?: A extends "user" ? Action : never;
  body: S;
  handler: (ctx: RouteContext<TenantRow, A extends "user" ? Actor : Actor | null> & { body: z.output<S> }) => Promise<FileAnswer>;
}): RouteHandler {
  const files = new WeakMap<Request, FileAnswer>();
  const inner = defineRoute({
    auth: opts.auth ?? "user",
    permission: opts.permission,
    body: opts.body,
    handler: async (ctx) => {
      const file = await opts.handler(ctx as Parameters<typeof opts.handler>[0]);
      files.set(ctx.req, file);
      return { data: { fileName: file.fileName } };
    },
  });
  const handle = async (req: Request): Promise<Response> => {
    const res = await inner(req);
    const file = files.get(req);
    if (res.status !== 200 || !file) return res;
    const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
    return new Response("bytes" in file ? Buffer.from(file.bytes) : file.stream, {
      status: 200,
      headers: {
        "content-type": file.mimetype,
        ...("bytes" in file ? { "content-length": String(file.bytes.byteLength) } : {}),
        "content-disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
        ...transportHeaders(),
      },
    });
  };
  return Object.assign(handle, { meta: { ...inner.meta, answersFile: true } });
}
