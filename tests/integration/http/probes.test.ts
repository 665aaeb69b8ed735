// The load balancer's probes: /api/health answers while the process lives (no firm, no database asked),
// /api/ready only when the database answers, every migration of the build is applied, the job runner
// started and no shutdown began (SIGTERM: 503, so nginx or k8s stop sending here).
import { afterEach, describe, expect, it } from "vitest";
import { callApi } from "../api";
import { createTenant } from "../../factories";
import { startServerProcess } from "@/lib/modules/platform/start";
import { lifecycle, markShuttingDown } from "@/lib/server/lifecycle";
import { API_ROUTES } from "@/lib/server/http/api-index.generated";
import { buildOpenApi } from "@/lib/server/http/openapi";

afterEach(() => markShuttingDown(false));

describe("GET /api/health", () => {
  it("answers 200 {status: ok} on the bare host and on a firm's host, with a request id", async () => {
    const tenant = await createTenant();
    for (const host of [null, tenant.slug, "no-such-firm"]) {
      const res = await callApi("health", undefined, { method: "GET", tenant: host });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: "ok" });
      expect(res.headers.get("x-request-id")).toBeTruthy();
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  });
});

describe("GET /api/ready", () => {
  it("answers 200 once the runner started, with the migrations of the build applied", async () => {
    await startServerProcess();
    expect(lifecycle().started).toBe(true);
    const res = await callApi("ready", undefined, { method: "GET", tenant: null });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ready", checks: { database: "ok", migrations: "ok", jobs: "ok", shutdown: "no" } });
  });

  it("answers 503 from the moment a shutdown began, while /api/health still answers 200", async () => {
    await startServerProcess();
    markShuttingDown();
    const res = await callApi("ready", undefined, { method: "GET", tenant: null });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: "unavailable", checks: { database: "ok", migrations: "ok", jobs: "ok", shutdown: "yes" } });
    expect((await callApi("health", undefined, { method: "GET", tenant: null })).status).toBe(200);
  });

  it("is in the OpenAPI document with its own answers (200, 503), not the envelope's", () => {
    const doc = buildOpenApi(API_ROUTES) as { paths: Record<string, { get?: { responses: Record<string, unknown> } }> };
    expect(Object.keys(doc.paths["/api/ready"]?.get?.responses ?? {})).toEqual(["200", "503", "4XX"]);
    expect(Object.keys(doc.paths["/api/health"]?.get?.responses ?? {})).toEqual(["200", "4XX"]);
  });
});
