// The billing API at the spec's base /payapi/ (same origin) as well as /api/payapi/: app/payapi/**/route.ts
// are the /api/payapi handlers themselves, so each call answers the same at both — session, permission
// (403), body checks (422), another firm's records (404) — and both are in the OpenAPI document with
// unique operation ids; an unknown /payapi path is the JSON 404, a wrong method the proxy's JSON 405.
import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { config, proxy } from "@/proxy";
import { buildOpenApi } from "@/lib/server/http/openapi";
import { API_ROUTES } from "@/lib/server/http/api-index.generated";
import { apiMethodOf } from "@/lib/shared/api-methods";
import { addCard, billingFirm, call } from "./helpers";

type Handler = (req: Request) => Promise<Response>;
type Answer = { status: number; body: any };

/** A call at /payapi/<path>, in-process, as the browser or an integrator would make it over HTTP. */
async function callBase(path: string, body: unknown, who: { token: string } | null, slug: string, method = "POST"): Promise<Answer> {
  const mod = (await import(/* @vite-ignore */ `../../../app/payapi/${path}/route.ts`)) as Record<string, Handler>;
  const host = `${slug}.localhost:3000`;
  const headers: Record<string, string> = { host, "content-type": "application/json" };
  if (who) headers.authorization = `Bearer ${who.token}`;
  const res = await mod[method](new Request(`http://${host}/payapi/${path}`, { method, headers, body: method === "GET" ? undefined : JSON.stringify(body) }));
  return { status: res.status, body: await res.json() };
}

const same = (a: Answer, b: Answer) => {
  expect(a.status).toBe(b.status);
  expect(a.body).toEqual(b.body);
};

describe("/payapi/ answers as /api/payapi/", () => {
  it("every billing call has its /payapi twin with the very same handler, and both are indexed", async () => {
    const billing = API_ROUTES.filter((r) => r.path.startsWith("/api/payapi/"));
    expect(billing.length).toBeGreaterThanOrEqual(19);
    for (const r of billing) {
      const twin = API_ROUTES.find((t) => t.path === r.path.slice("/api".length));
      expect(twin, r.path).toBeDefined();
      expect(twin!.method).toBe(r.method);
      expect(twin!.module[r.method], r.path).toBe(r.module[r.method]);
      expect(apiMethodOf(twin!.path)).toBe(r.method);
    }
    // Nothing else answers under /payapi.
    expect(API_ROUTES.filter((r) => !r.path.startsWith("/api/")).every((r) => r.path.startsWith("/payapi/"))).toBe(true);
    expect(API_ROUTES.filter((r) => r.path.startsWith("/payapi/"))).toHaveLength(billing.length);
  });

  it("happy path: the same answer at both bases (masterdata, the platform's plans, the caller's payment methods after attaching one at /payapi)", async () => {
    const f = await billingFirm();
    const md = await callBase("masterdata/list", {}, f.admin, f.slug);
    expect(md.status).toBe(200);
    same(md, await call("masterdata/list", {}, f.admin, f.slug));
    same(await callBase("plans/list", {}, f.platform, f.slug), await call("plans/list", {}, f.platform, f.slug));
    const attached = await callBase("billing/attach-payment-method", { kind: "card", brand: "Visa", last4: "4242", expMonth: 12, expYear: 2030 }, f.admin, f.slug);
    expect(attached.status).toBe(200);
    const methods = await call("billing/get-payment-methods", {}, f.admin, f.slug);
    expect(methods.body.result.data).toHaveLength(1);
    expect(methods.body.result.data[0]).toMatchObject({ id: attached.body.result.data[0].id, isDefault: true });
    same(await callBase("billing/get-payment-methods", {}, f.admin, f.slug), methods);
  });

  it("403 for a role outside billing and 401 without a session, at both bases", async () => {
    const f = await billingFirm();
    const forbidden = await callBase("plans/list", {}, f.admin, f.slug);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.result.error.code).toBe("FORBIDDEN");
    same(forbidden, await call("plans/list", {}, f.admin, f.slug));
    expect((await callBase("masterdata/list", {}, f.attorney, f.slug)).status).toBe(403);
    const anonymous = await callBase("masterdata/list", {}, null, f.slug);
    expect(anonymous.status).toBe(401);
  });

  it("422 on invalid input, field by field, as under /api/payapi", async () => {
    const f = await billingFirm();
    await addCard(f.slug, f.admin);
    const unknownKey = await callBase("masterdata/list", { x: 1 }, f.admin, f.slug);
    expect(unknownKey.status).toBe(422);
    expect(unknownKey.body.result.error.fields).toEqual({ x: "Unknown field" });
    const bad = await callBase("plans/subscribe", { planId: "i9", interval: "week", seats: 0 }, f.admin, f.slug);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.result.error.fields).sort()).toEqual(["interval", "planId", "seats"]);
    same(bad, await call("plans/subscribe", { planId: "i9", interval: "week", seats: 0 }, f.admin, f.slug));
  });

  it("404 for another firm's payment method, and the JSON 404 for an unknown /payapi path", async () => {
    const f = await billingFirm();
    const g = await billingFirm();
    const [theirs] = await addCard(g.slug, g.admin);
    await addCard(f.slug, f.admin);
    const other = await callBase("plans/subscribe", { planId: "I9", interval: "month", paymentMethodId: theirs.id }, f.admin, f.slug);
    expect(other.status).toBe(404);
    expect(other.body.result.error.code).toBe("NOT_FOUND");
    const unknown = await callBase("[[...path]]", {}, f.admin, f.slug);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: false, result: { error: { code: "NOT_FOUND" } } });
  });

  it("a wrong method is the proxy's JSON 405 as under /api; JSON calls skip the proxy at both bases", async () => {
    const get = await proxy(new NextRequest("http://demo.localhost:3000/payapi/plans/list", { method: "GET", headers: { host: "demo.localhost:3000" } }));
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST, OPTIONS");
    expect(await get.json()).toMatchObject({ result: { error: { code: "METHOD_NOT_ALLOWED", message: "/payapi/plans/list answers POST only" } } });
    expect(unstable_doesMiddlewareMatch({ config, url: "/payapi/plans/list", headers: { "content-type": "application/json" } })).toBe(false);
    expect(unstable_doesMiddlewareMatch({ config, url: "/api/payapi/plans/list", headers: { "content-type": "application/json" } })).toBe(false);
    expect(unstable_doesMiddlewareMatch({ config, url: "/payapi/plans/list" })).toBe(true);
  });

  it("the OpenAPI document lists both paths of each billing call, with unique operation ids", () => {
    const doc = buildOpenApi(API_ROUTES) as { paths: Record<string, Record<string, { operationId: string; tags: string[] }>> };
    expect(doc.paths["/api/payapi/plans/list"].post).toMatchObject({ operationId: "payapiPlansList", tags: ["payapi"] });
    expect(doc.paths["/payapi/plans/list"].post).toMatchObject({ operationId: "rootPayapiPlansList", tags: ["payapi"] });
    expect(doc.paths["/payapi/plans/unSubscribe"].post.operationId).toBe("rootPayapiPlansUnSubscribe");
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
