// A known /api path asked with another method answers the JSON 405 envelope (proxy.ts, for requests
// without a body type); the path → method map (lib/shared/api-methods.generated.ts) follows app/api.
import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { config, proxy } from "@/proxy";
import { API_ROUTES } from "@/lib/server/http/api-index.generated";
import { API_METHODS } from "@/lib/shared/api-methods.generated";
import { apiMethodOf, methodNotAllowed } from "@/lib/shared/api-methods";

const request = (method: string, path: string, headers: Record<string, string> = {}) =>
  new NextRequest(`http://demo.localhost:3000${path}`, { method, headers: { host: "demo.localhost:3000", ...headers } });

describe("wrong method on a known /api path", () => {
  it("GET on a POST call answers 405 METHOD_NOT_ALLOWED as JSON, with Allow", async () => {
    const res = await proxy(request("GET", "/api/auth/login"));
    expect(res.status).toBe(405);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("allow")).toBe("POST, OPTIONS");
    expect(await res.json()).toEqual({
      status: false,
      message: "/api/auth/login answers POST only",
      result: { error: { code: "METHOD_NOT_ALLOWED", message: "/api/auth/login answers POST only" } },
    });
  });

  it("DELETE on a GET route with a path parameter answers 405; GET and HEAD pass", async () => {
    expect((await proxy(request("DELETE", "/api/users/profile-picture/abc")))?.status).toBe(405);
    expect(methodNotAllowed("GET", "/api/users/profile-picture/abc")).toBeNull();
    expect(methodNotAllowed("HEAD", "/api/tenant/branding/logo")).toBeNull();
  });

  it("the right method, OPTIONS and unknown paths go on to the route (unknown: its JSON 404)", async () => {
    for (const [method, path] of [["POST", "/api/auth/login"], ["OPTIONS", "/api/auth/login"], ["GET", "/api/no/such/call"], ["GET", "/api/openapi.json"]]) {
      const res = await proxy(request(method, path));
      expect(res.headers.get("x-middleware-next"), `${method} ${path}`).toBe("1");
    }
  });

  it("only bodiless /api requests pass through the proxy; JSON and multipart calls skip it", () => {
    expect(unstable_doesMiddlewareMatch({ config, url: "/api/auth/login" })).toBe(true);
    expect(unstable_doesMiddlewareMatch({ config, url: "/api/auth/login", headers: { "content-type": "application/json" } })).toBe(false);
    expect(unstable_doesMiddlewareMatch({ config, url: "/api/s3/upload", headers: { "content-type": "multipart/form-data; boundary=x" } })).toBe(false);
    expect(unstable_doesMiddlewareMatch({ config, url: "/app/login" })).toBe(true);
  });

  it("the method map names every indexed call with its method", () => {
    for (const r of API_ROUTES) expect(apiMethodOf(r.path.replace(/\{\w+\}/g, "x")), r.path).toBe(r.method);
    expect(Object.keys(API_METHODS)).toHaveLength(API_ROUTES.length + 1); // + /api/openapi.json
  });
});
