// An integrator's typed client: openapi-fetch over the types openapi-typescript generated from
// /api/openapi.json (api-types.generated.ts). Its requests go to the in-process route handlers (by
// path, from the API index) on the firm's host; `tsc` checks the calls against the generated types.
import { describe, expect, it } from "vitest";
import createClient from "openapi-fetch";
import type { paths } from "./api-types.generated";
import { API_ROUTES } from "@/lib/server/http/api-index.generated";
import { caseFirm } from "../cases/fixtures";

type Handler = (req: Request, segment?: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** The route of a request, as Next would find it: the index's path template matched segment by segment. */
function routeOf(method: string, pathname: string): { handler: Handler; params: Record<string, string> } | null {
  for (const r of API_ROUTES) {
    if (r.method !== method) continue;
    const names: string[] = [];
    const pattern = new RegExp(`^${r.path.replace(/\{(\w+)\}/g, (_m, name: string) => (names.push(name), "([^/]+)"))}$`);
    const m = pathname.match(pattern);
    if (m) return { handler: r.module[method] as Handler, params: Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1])])) };
  }
  return null;
}

/** A fetch that serves the API in-process; the host header names the firm, as the sub-domain would. */
async function inProcessFetch(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const route = routeOf(request.method, url.pathname);
  if (!route) return new Response(JSON.stringify({ status: false }), { status: 404 });
  const headers = new Headers(request.headers);
  headers.set("host", url.host);
  const body = request.method === "GET" ? undefined : await request.text();
  return route.handler(new Request(url, { method: request.method, headers, body }), { params: Promise.resolve(route.params) });
}

describe("a client generated from /api/openapi.json", () => {
  it("signs in, creates a case and lists cases through openapi-fetch", async () => {
    const f = await caseFirm();
    const client = createClient<paths>({ baseUrl: `http://${f.tenant.slug}.localhost:3000`, fetch: inProcessFetch });

    const login = await client.POST("/api/auth/login", { body: { email: f.admin.email, password: f.admin.password } });
    expect(login.response.status, JSON.stringify(login.error)).toBe(200);
    expect(login.data?.status).toBe(true);
    const token = (login.data?.result.data as { token: string }).token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const auth = { authorization: `Bearer ${token}` };

    const created = await client.POST("/api/petition/create", {
      body: { petitionerId: f.company.id, beneficiaryIds: [f.worker.id], title: "Through the typed client" },
      headers: auth,
    });
    expect(created.response.status, JSON.stringify(created.error)).toBe(200);
    const caseId = (created.data?.result.data as { id: string }).id;

    const list = await client.POST("/api/petition/list", { body: { page: 1, perpage: 10, filter: { matcher: { title: "typed client" } } }, headers: auth });
    expect(list.response.status, JSON.stringify(list.error)).toBe(200);
    expect(list.data?.result.pagination).toEqual({ page: 1, perpage: 10, total: 1 });
    expect((list.data?.result.data as { id: string }[]).map((c) => c.id)).toEqual([caseId]);
  });

  it("gets the error envelope, typed, for a refused call", async () => {
    const f = await caseFirm();
    const client = createClient<paths>({ baseUrl: `http://${f.tenant.slug}.localhost:3000`, fetch: inProcessFetch });
    const unsigned = await client.POST("/api/petition/list", { body: {} });
    expect(unsigned.response.status).toBe(401);
    expect(unsigned.error?.result.error.code).toBe("UNAUTHENTICATED");

    const login = await client.POST("/api/auth/login", { body: { email: f.admin.email, password: f.admin.password } });
    const auth = { authorization: `Bearer ${(login.data?.result.data as { token: string }).token}` };
    // The generated types know the contract: a call without its required `id` does not compile, and the
    // server refuses it the same way (422 naming the field).
    // @ts-expect-error `id` is required by PetitionDetailsBody
    const wrong = await client.POST("/api/petition/details", { body: {}, headers: auth });
    expect(wrong.response.status).toBe(422);
    expect(Object.keys(wrong.error?.result.error.fields ?? {})).toEqual(["id"]);
  });
});
