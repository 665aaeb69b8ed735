// The fuzz run: every operation of the OpenAPI document (JSON, multipart uploads, GET routes, the
// document itself) called in-process on a fresh firm's host as three callers — anonymous, the firm's
// admin (bearer) and a beneficiary of the firm (bearer) — with hostile bodies (tests/fuzz/hostile-bodies.ts):
// `{}`, malformed and non-object JSON, 10,000 levels of nesting, wrong types, nulls, 100 KB strings, NUL
// bytes and lone surrogates, SQL-ish and emoji strings, impossible dates, huge and negative numbers,
// absurd pagination, unknown keys; uploads a file of the wrong type, an empty file, broken multipart.
// No answer may be ≥ 500, every error answer is the JSON envelope, none takes longer than 10 s.
// Every body as every caller: CONCURRENCY routes at a time (each route's calls in turn), a call past the bound
// among others sent again alone. One firm for the run; the bodies' user ids name a third member of it.
import { describe, expect, it } from "vitest";
import { buildOpenApi } from "@/lib/server/http/openapi";
import { API_ROUTES } from "@/lib/server/http/api-index.generated";
import { GET as openApiGet } from "@/app/api/openapi.json/route";
import { getDb } from "@/lib/server/db/client";
import { createSession } from "@/lib/server/auth/session";
import { ROLE } from "@/lib/shared/constants/roles";
import { startServerProcess } from "@/lib/modules/platform/start";
import { createBeneficiary, createUser } from "../../factories";
import { caseFirm } from "../cases/fixtures";
import { jsonBodies, multipartBodies, PATH_PARAM_VALUES, perFieldBodies, QUERY_STRINGS, rawBodies, caseFirmIds, type HostileBody, type Json } from "../../fuzz/hostile-bodies";

type Handler = (req: Request, segment?: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Caller = { kind: "anonymous" | "admin" | "beneficiary"; token?: () => Promise<string | undefined> };
type Call = { path: string; method: string; handler: Handler; caller: Caller; body: HostileBody; url?: string; params?: Record<string, string> };

/**
 * Routes in flight at once: 4 on PostgreSQL (a pool of connections); 1 on PGlite, whose one connection makes
 * concurrent calls queue behind each other's queries (measured: 39 s either way, and a 3 s PDF fill took 22–43 s
 * among 4 instead of 2–3 s alone, so the time bound would measure the queue).
 */
const CONCURRENCY = process.env.DATABASE_URL ? 4 : 1;
const MAX_MS = 10_000;
/** Calls that end the caller's own session or account: each is sent with a session of its own. */
const ENDS_OWN_SESSION = new Set(["/api/auth/logout", "/api/auth/change-password", "/api/auth/switch-account", "/api/delete-my-profile/request", "/api/auth/update-password"]);
/** The load balancer's probes answer their own small JSON, not the envelope (tests/integration/http/probes.test.ts). */
const PROBES = new Set(["/api/health", "/api/ready"]);

/** A path segment as a client would send it (a lone surrogate, which cannot be encoded, as its WTF-8 bytes). */
const urlSegment = (v: string) => encodeURIComponent(v.replace(/[\ud800-\udfff]/g, "")) + (/[\ud800-\udfff]/.test(v) ? "%ED%A0%80" : "");

async function pool<T>(items: T[], n: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: n }, async () => {
    while (next < items.length) await run(items[next++]);
  }));
}

describe("the fuzz run over every operation of the OpenAPI document", () => {
  it("answers no hostile body with a status ≥ 500, errors as the envelope, each within 10 s", async () => {
    // The process as a server runs it (the job runner started), so /api/ready answers 200, not its 503 "jobs: pending".
    await startServerProcess();
    const f = await caseFirm();
    const created = await f.create();
    const db = await getDb();
    const me = await createUser(f.tenant, ROLE.BENEFICIARY);
    await createBeneficiary(f.tenant.id, { firstName: "Fuzz", lastName: "Self", userId: me.user.id, companyId: f.company.id, branchId: f.branch.id });
    // The user ids the bodies name: a paralegal of the firm, so a deactivation or role change hits neither caller.
    const victim = await createUser(f.tenant, ROLE.PARALEGAL);
    const ids = caseFirmIds(f, created.id, victim.user.id);
    const sessionOf = (u: { user: { id: string }; membership: { id: string; roleId: number } }) => async () =>
      (await createSession(db, { userId: u.user.id, tenantId: f.tenant.id, membershipId: u.membership.id, roleId: u.membership.roleId })).token;
    const callers: Caller[] = [
      { kind: "anonymous" },
      { kind: "admin", token: async () => f.admin.token },
      { kind: "beneficiary", token: async () => me.token },
    ];
    const ownSession: Record<string, () => Promise<string>> = { admin: sessionOf(f.admin), beneficiary: sessionOf(me) };

    const doc = buildOpenApi(API_ROUTES) as unknown as Json;
    const paths = doc.paths as Record<string, Record<string, Json>>;
    const host = `${f.tenant.slug}.localhost:3000`;
    const routes = [...API_ROUTES.map((r) => ({ path: r.path, method: r.method, handler: r.module[r.method] as Handler | undefined })), { path: "/api/openapi.json", method: "GET", handler: openApiGet as Handler }];

    const calls: Call[] = [];
    const uncallable: string[] = [];
    const operations = new Set<string>();
    for (const r of routes) {
      const op = paths[r.path]?.[r.method.toLowerCase()];
      if (!r.handler || (!op && r.path !== "/api/openapi.json")) {
        uncallable.push(`${r.method} ${r.path}: ${r.handler ? "not in the OpenAPI document" : "no handler"}`);
        continue;
      }
      operations.add(`${r.method} ${r.path}`);
      let bodies: HostileBody[];
      const variants: { url?: string; params?: Record<string, string>; body: HostileBody; callers?: Caller[] }[] = [];
      if (r.method === "GET") {
        const names = [...r.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
        const paramSets = names.length ? [...PATH_PARAM_VALUES, "k".repeat(100 * 1024)].map((v) => Object.fromEntries(names.map((n) => [n, v]))) : [{}];
        for (const params of paramSets) {
          const concrete = r.path.replace(/\{(\w+)\}/g, (_, n: string) => urlSegment(params[n] ?? "x"));
          for (const q of QUERY_STRINGS) {
            variants.push({ url: concrete + q, params, body: { label: `GET ${JSON.stringify(params).slice(0, 40)} ${q.slice(0, 50)}` } });
          }
        }
      } else {
        const content = ((op.requestBody as Json | undefined)?.content ?? {}) as Record<string, Json>;
        const jsonSchema = content["application/json"]?.schema as Json | undefined;
        const multipart = content["multipart/form-data"]?.schema as Json | undefined;
        const meta = (r.handler as { meta?: { body?: unknown; auth?: string } }).meta;
        bodies = [];
        if (!jsonSchema && !multipart) {
          // A signed webhook reads its raw body itself (no body schema in its meta); any other POST without one is a gap.
          if (meta && !meta.body) bodies.push(...rawBodies());
          else {
            uncallable.push(`${r.method} ${r.path}: no request body in the OpenAPI document`);
            continue;
          }
        }
        if (multipart) {
          const fileField = Object.entries(((multipart.properties ?? {}) as Record<string, Json>)).find(([, p]) => p.format === "binary" || (p.items as Json | undefined)?.format === "binary")?.[0] ?? "file";
          bodies.push(...multipartBodies(multipart, fileField, doc, ids));
          // The JSON bodies too: refused as 415 unless the route also takes JSON.
          if (!jsonSchema) bodies.push(...jsonBodies(undefined, doc, ids).slice(0, 2));
        }
        if (jsonSchema) bodies.push(...jsonBodies(jsonSchema, doc, ids));
        for (const body of bodies) variants.push({ body });
        // One bad field at a time: as the admin (the caller the contract lets through), and as every caller of a public call.
        for (const body of perFieldBodies(jsonSchema, doc, ids)) variants.push({ body, callers: meta?.auth === "public" ? callers : [callers[1]] });
      }
      for (const v of variants) {
        for (const caller of v.callers ?? callers) {
          calls.push({ path: r.path, method: r.method, handler: r.handler, caller, body: v.body, url: v.url, params: v.params });
        }
      }
    }

    type Failure = { route: string; caller: string; body: string; status: number; detail: string };
    const failures: Failure[] = [];
    const notEnvelope: Failure[] = [];
    const slow: Failure[] = [];
    let maxMs = 0;
    let maxAloneMs = 0;
    const timings: { label: string; ms: number }[] = [];
    const contended: Call[] = [];
    const answered: { caller: string; status: number }[] = [];
    const send = async (c: Call, alone = false) => {
      const token = ENDS_OWN_SESSION.has(c.path) && c.caller.kind !== "anonymous" ? await ownSession[c.caller.kind]() : await c.caller.token?.();
      const headers: Record<string, string> = { host, ...c.body.headers };
      if (token) headers.authorization = `Bearer ${token}`;
      let body: BodyInit | undefined;
      if (c.method !== "GET") {
        if (c.body.form) body = c.body.form;
        else {
          body = c.body.raw;
          headers["content-type"] = c.body.contentType ?? "application/json";
        }
      }
      const req = new Request(`http://${host}${c.url ?? c.path}`, { method: c.method, headers, body });
      const started = performance.now();
      const res = await c.handler(req, c.params ? { params: Promise.resolve(c.params) } : undefined);
      const text = res.status >= 300 ? await res.text() : (await res.arrayBuffer(), "");
      const ms = performance.now() - started;
      answered.push({ caller: c.caller.kind, status: res.status });
      if (alone) maxAloneMs = Math.max(maxAloneMs, ms);
      else maxMs = Math.max(maxMs, ms);
      timings.push({ label: `${c.method} ${c.path} | ${c.caller.kind} | ${c.body.label}`, ms });
      const row = (detail: string): Failure => ({ route: `${c.method} ${c.path}`, caller: c.caller.kind, body: c.body.label, status: res.status, detail });
      let parsed: { status?: unknown; result?: { error?: { code?: unknown; message?: unknown; requestId?: unknown } } } | null = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = null;
      }
      const error = parsed?.result?.error;
      const detail = error ? `${String(error.code)} ${String(error.message).slice(0, 80)} ${error.requestId ?? res.headers.get("x-request-id") ?? ""}` : text.slice(0, 120);
      // Past the bound among CONCURRENCY calls: sent again alone (one PGlite connection queues the others' queries).
      if (ms > MAX_MS && alone) slow.push(row(`${Math.round(ms)} ms alone`));
      else if (ms > MAX_MS) contended.push(c);
      if (res.status >= 500) failures.push(row(detail));
      else if (res.status >= 400 && !PROBES.has(c.path) && !(parsed?.status === false && typeof error?.code === "string")) notEnvelope.push(row(text.slice(0, 120)));
    };

    const started = Date.now();
    // CONCURRENCY routes at a time, each route's calls one after the other (two PDF fills of one route never
    // share the CPU, so the time bound measures a call, not a queue); the calls that end a session last.
    const byRoute = new Map<string, Call[]>();
    for (const c of calls) byRoute.set(c.path, [...(byRoute.get(c.path) ?? []), c]);
    const groups = [...byRoute.values()];
    const sequentially = async (group: Call[]) => {
      for (const c of group) await send(c, false);
    };
    await pool(groups.filter((g) => !ENDS_OWN_SESSION.has(g[0].path)), CONCURRENCY, sequentially);
    await pool(groups.filter((g) => ENDS_OWN_SESSION.has(g[0].path)), CONCURRENCY, sequentially);
    for (const c of contended) await send(c, true);
    const elapsed = Date.now() - started;

    const table = (title: string, rows: Failure[]) => {
      if (!rows.length) return;
      console.log(`[fuzz] ${title} (${rows.length}):\n` + rows.map((r) => `  ${r.route} | ${r.caller} | ${r.body} | ${r.status} | ${r.detail}`).join("\n"));
    };
    table("answers ≥ 500", failures);
    table("error answers that are not the envelope", notEnvelope);
    table(`answers slower than ${MAX_MS} ms`, slow);
    console.log("[fuzz] slowest calls:\n" + timings.sort((a, b) => b.ms - a.ms).slice(0, 5).map((t) => `  ${Math.round(t.ms)} ms ${t.label}`).join("\n"));
    const bodyCount = new Set(calls.map((c) => c.body.label.replace(/^branch \d+: /, "").replace(/^field \S+: /, "one field "))).size;
    const statuses = callers.map((k) => {
      const seen = new Map<number, number>();
      for (const st of answered.filter((a) => a.caller === k.kind)) seen.set(st.status, (seen.get(st.status) ?? 0) + 1);
      return `${k.kind} ${[...seen].sort((a, b) => a[0] - b[0]).map(([code, n]) => `${code}×${n}`).join(" ")}`;
    });
    console.log(`[fuzz] statuses: ${statuses.join("; ")}`);
    console.log(
      `[fuzz] ${operations.size} operations × ${bodyCount} bodies × ${callers.length} callers = ${calls.length} calls, ${failures.length} answers ≥ 500, max ${Math.round(maxMs)} ms` +
        (contended.length ? ` (${contended.length} past ${MAX_MS} ms among ${CONCURRENCY}, alone max ${Math.round(maxAloneMs)} ms)` : "") +
        `, ${Math.round(elapsed / 1000)} s`,
    );

    // The run's callers were still signed in at its end (else most calls were 401s and proved little).
    for (const token of [f.admin.token, me.token]) {
      const res = await (API_ROUTES.find((r) => r.path === "/api/users/login-user-details")!.module.POST as Handler)(
        new Request(`http://${host}/api/users/login-user-details`, { method: "POST", headers: { host, authorization: `Bearer ${token}`, "content-type": "application/json" }, body: "{}" }),
      );
      expect(res.status).toBe(200);
    }
    expect(uncallable).toEqual([]);
    expect(operations.size).toBe(API_ROUTES.length + 1);
    expect(failures).toEqual([]);
    expect(notEnvelope).toEqual([]);
    expect(slow).toEqual([]);
  }, 600_000);
});
