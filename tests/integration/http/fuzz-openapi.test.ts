// Every JSON operation of the OpenAPI document, fuzzed with the inputs PostgreSQL refuses or a
// handler did not expect: a `null` body, a NUL byte and a lone surrogate in each string property, an
// integer past 2^31-1 in each integer property. Each property is mutated on an otherwise plausible
// body (real ids of the firm's case, client, beneficiary, branch and admin; valid e-mails and dates),
// so the bad value reaches as deep as a real one would. No answer may be a 500.
import { describe, expect, it } from "vitest";
import { buildOpenApi } from "@/lib/server/http/openapi";
import { API_ROUTES } from "@/lib/server/http/api-index.generated";
import { caseFirm } from "../cases/fixtures";
import { caseFirmIds, plausibleObject, resolve, setAt, type Json } from "../../fuzz/hostile-bodies";

type Handler = (req: Request) => Promise<Response>;

const NUL = "abc\u0000def";
const SURROGATE = "abc\ud800def";
const BIG = 2147483648;

/** Top-level and one level down: [path, kind] of each string and integer property. */
function targets(schema: Json, doc: Json, path: string[] = [], depth = 0): { path: string[]; kind: "string" | "integer" }[] {
  const s = resolve(schema, doc);
  const props = (s.properties ?? {}) as Record<string, Json>;
  const out: { path: string[]; kind: "string" | "integer" }[] = [];
  for (const [k, p] of Object.entries(props)) {
    const r = resolve(p, doc);
    const type = Array.isArray(r.type) ? (r.type as string[]) : [r.type as string];
    if (type.includes("string")) out.push({ path: [...path, k], kind: "string" });
    else if (type.includes("integer") || type.includes("number")) out.push({ path: [...path, k], kind: "integer" });
    else if (type.includes("object") && depth < 1) out.push(...targets(r, doc, [...path, k], depth + 1));
    else if (type.includes("array") && r.items) {
      const item = resolve(r.items as Json, doc);
      const itemType = Array.isArray(item.type) ? (item.type as string[]) : [item.type as string];
      if (itemType.includes("string")) out.push({ path: [...path, k, "0"], kind: "string" });
      if (itemType.includes("integer") || itemType.includes("number")) out.push({ path: [...path, k, "0"], kind: "integer" });
    }
  }
  return out;
}

describe("fuzzing every JSON operation of the OpenAPI document", () => {
  it("never answers 500 for a null body, a NUL byte, a lone surrogate or an integer past 2^31-1", async () => {
    const f = await caseFirm();
    const created = await f.create();
    const doc = buildOpenApi(API_ROUTES) as unknown as Json;
    const ids = caseFirmIds(f, created.id, f.admin.user.id);
    const host = `${f.tenant.slug}.localhost:3000`;
    const failures: string[] = [];
    let calls = 0;
    const started = Date.now();
    const send = async (route: (typeof API_ROUTES)[number], raw: string, label: string) => {
      const handler = route.module[route.method] as Handler;
      const req = new Request(`http://${host}${route.path}`, {
        method: route.method,
        headers: { host, "content-type": "application/json", authorization: `Bearer ${f.admin.token}` },
        body: raw,
      });
      calls++;
      const res = await handler(req);
      if (res.status >= 500) failures.push(`${route.path} ${label}: ${res.status} ${await res.text()}`);
    };
    for (const route of API_ROUTES) {
      if (route.method !== "POST") continue;
      // Destructive calls against the fuzzing firm itself or its admin would end the run's session.
      if (["/api/tenant/delete", "/api/delete-my-profile/request", "/api/auth/logout", "/api/auth/change-password"].includes(route.path)) continue;
      const op = (doc.paths as Record<string, Record<string, Json>>)[route.path]?.post;
      const content = (op?.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
      const schema = content?.["application/json"]?.schema as Json | undefined;
      if (!schema) continue;
      await send(route, "null", "null body");
      const good = plausibleObject(schema, doc, ids);
      for (const t of targets(schema, doc)) {
        const label = t.path.join(".");
        if (t.kind === "string") {
          await send(route, JSON.stringify(setAt(good, t.path, NUL)), `${label}=NUL`);
          await send(route, JSON.stringify(setAt(good, t.path, SURROGATE)), `${label}=lone surrogate`);
        } else {
          await send(route, JSON.stringify(setAt(good, t.path, BIG)), `${label}=${BIG}`);
        }
      }
    }
    expect(calls).toBeGreaterThan(300);
    expect(failures).toEqual([]);
    expect(Date.now() - started).toBeLessThan(120_000);
  }, 180_000);
});
