// The route wrapper family builds one ServiceContext: request id, host, clock; GET routes share the
// tenant/session step and answer errors as the JSON envelope; AppError carries no HTTP status.
import { afterEach, describe, expect, it, vi } from "vitest";
import { callApi } from "../api";
import { createFirm, TEST_PASSWORD } from "../../factories";
import { sessionCookie } from "../auth/helpers";
import { dataUrl, PNG_1X1, useTempFileStore } from "../users/helpers";
import { GET as profilePicture } from "@/app/api/users/profile-picture/[userId]/route";
import { GET as openapi } from "@/app/api/openapi.json/route";
import { defineRoute, todayIn } from "@/lib/server/http/define-route";
import { defineGetRoute } from "@/lib/server/http/define-get-route";
import { AppError, ERROR_CODES, fail, GENERIC_ERROR_MESSAGE } from "@/lib/server/errors";
import { log } from "@/lib/server/log";
import { ERROR_STATUS } from "@/lib/server/http/status";
import { z } from "zod";

useTempFileStore();

afterEach(() => vi.restoreAllMocks());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function getRequest(path: string, slug: string, headers: Record<string, string> = {}): Request {
  const host = `${slug}.localhost:3000`;
  return new Request(`http://${host}${path}`, { method: "GET", headers: { host, ...headers } });
}

describe("ServiceContext built by defineRoute", () => {
  it("gives the handler the tenant of the host, the actor, the clock of the payload, the host and a request id it answers with", async () => {
    const { tenant, admin } = await createFirm();
    const seen: unknown[] = [];
    const route = defineRoute({
      auth: "user",
      body: z.object({}),
      handler: async (ctx) => {
        seen.push({ tenant: ctx.tenant.slug, user: ctx.actor.userId, clock: ctx.clock, host: ctx.requestHost, id: ctx.requestId, bearer: ctx.bearer });
        return { data: null };
      },
    });
    const host = `${tenant.slug}.localhost:3000`;
    const res = await route(
      new Request(`http://${host}/api/x`, {
        method: "POST",
        headers: { host, "content-type": "application/json", authorization: `Bearer ${admin.token}`, "x-request-id": "trace-42" },
        body: JSON.stringify({ timezone: "America/New_York", today: "2026-02-28" }),
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toBe("trace-42");
    expect(seen).toEqual([
      { tenant: tenant.slug, user: admin.user.id, clock: { timezone: "America/New_York", today: "2026-02-28" }, host, id: "trace-42", bearer: null },
    ]);
  });

  it("takes a `today` that is no calendar date (0000-00-00, 2023-02-30) as the zone's today, keeping the zone; the date arithmetic never sees it", async () => {
    const { tenant, admin } = await createFirm();
    const seen: unknown[] = [];
    const route = defineRoute({ auth: "user", body: z.object({}), handler: async (ctx) => (seen.push(ctx.clock), { data: null }) });
    const host = `${tenant.slug}.localhost:3000`;
    for (const today of ["0000-00-00", "2023-02-30", "99999-01-01"]) {
      const res = await route(
        new Request(`http://${host}/api/x`, {
          method: "POST",
          headers: { host, "content-type": "application/json", authorization: `Bearer ${admin.token}` },
          body: JSON.stringify({ timezone: "Asia/Kolkata", today }),
        }),
      );
      expect(res.status).toBe(200);
    }
    const zoneToday = todayIn("Asia/Kolkata");
    expect(seen).toEqual([0, 1, 2].map(() => ({ timezone: "Asia/Kolkata", today: zoneToday })));
    // A route whose service computes with the date (the expiry radar's window) answers, not 500.
    const radar = await callApi("beneficiary/expiry-radar", { today: "0000-00-00" }, { tenant: tenant.slug, token: admin.token });
    expect(radar.status, JSON.stringify(radar.body)).toBe(200);
  });

  it("replaces a malformed X-Request-Id with a new id, and logs a 500 with it (the JSON log line and the body carry it)", async () => {
    const { tenant } = await createFirm();
    const spy = vi.spyOn(log, "error").mockImplementation(() => undefined);
    const route = defineRoute({
      auth: "public",
      body: z.object({}),
      handler: async () => {
        throw new Error("boom");
      },
    });
    const host = `${tenant.slug}.localhost:3000`;
    const res = await route(new Request(`http://${host}/api/x`, { method: "POST", headers: { host, "x-request-id": "bad id <script>" } }));
    expect(res.status).toBe(500);
    const id = res.headers.get("x-request-id") ?? "";
    expect(id).toMatch(UUID);
    expect(spy).toHaveBeenCalledWith({ requestId: id, method: "POST", path: "/api/x", err: expect.any(Error) }, "[api] unhandled error");
    const body = await res.json();
    expect(body).toEqual({
      status: false,
      message: GENERIC_ERROR_MESSAGE,
      result: { error: { code: "INTERNAL", message: GENERIC_ERROR_MESSAGE, messageKey: "generic", requestId: id } },
    });
  });

  it("answers a thrown error with 500, the generic message and the caller's X-Request-Id in the body", async () => {
    const { tenant } = await createFirm();
    vi.spyOn(log, "error").mockImplementation(() => undefined);
    const route = defineRoute({
      auth: "public",
      body: z.object({}),
      handler: async () => {
        throw new Error("secret detail");
      },
    });
    const host = `${tenant.slug}.localhost:3000`;
    const res = await route(new Request(`http://${host}/api/x`, { method: "POST", headers: { host, "x-request-id": "trace-500" } }));
    expect(res.status).toBe(500);
    expect(res.headers.get("x-request-id")).toBe("trace-500");
    const text = await res.text();
    expect(JSON.parse(text).result.error.requestId).toBe("trace-500");
    expect(text).not.toContain("secret detail");
  });

  it("hands a bearer credential that is no session to the service (token links), never a session token", async () => {
    const { tenant, admin } = await createFirm();
    const seen: (string | null)[] = [];
    const route = defineRoute({ auth: "public", body: z.object({}), handler: async (ctx) => (seen.push(ctx.bearer), { data: null }) });
    const host = `${tenant.slug}.localhost:3000`;
    for (const token of ["not-a-session-token", admin.token]) {
      await route(new Request(`http://${host}/api/x`, { method: "POST", headers: { host, authorization: `Bearer ${token}` } }));
    }
    expect(seen).toEqual(["not-a-session-token", null]);
  });
});

describe("defineGetRoute", () => {
  it("serves a signed-in GET by its session cookie without an Origin header (an <img>), with a request id", async () => {
    const { tenant, admin } = await createFirm();
    const up = await callApi("users/update-profile-picture", { dataUrl: dataUrl(PNG_1X1) }, { tenant: tenant.slug, token: admin.token });
    expect(up.status).toBe(200);
    const login = await callApi("auth/login", { email: admin.email, password: TEST_PASSWORD }, { tenant: tenant.slug });
    const cookie = sessionCookie(login.headers.get("set-cookie"));
    const path = `/api/users/profile-picture/${admin.user.id}`;
    const res = await profilePicture(getRequest(path, tenant.slug, { cookie }), { params: Promise.resolve({ userId: admin.user.id }) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("x-request-id")).toMatch(UUID);
  });

  it("answers the JSON envelope for a missing session (401), an unknown firm (404) and a handler's AppError", async () => {
    const { tenant, admin } = await createFirm();
    const params = { params: Promise.resolve({ userId: admin.user.id }) };
    const path = `/api/users/profile-picture/${admin.user.id}`;

    const anonymous = await profilePicture(getRequest(path, tenant.slug), params);
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).result.error.code).toBe("UNAUTHENTICATED");

    const noFirm = await profilePicture(getRequest(path, "no-such-firm-get"), params);
    expect(noFirm.status).toBe(404);
    expect((await noFirm.json()).result.error.code).toBe("NOT_FOUND");

    const conflict = defineGetRoute({ auth: "public", handler: async () => Promise.reject(fail.conflict("Not now")) });
    const res = await conflict(getRequest("/api/y", tenant.slug));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ status: false, message: "Not now", result: { error: { code: "CONFLICT", message: "Not now" } } });
  });

  it("serves a route that needs no firm on the bare host (the OpenAPI document)", async () => {
    const res = await openapi(new Request("http://localhost:3000/api/openapi.json", { headers: { host: "localhost:3000" } }));
    expect(res.status).toBe(200);
    expect((await res.json()).openapi).toMatch(/^3\./);
  });
});

describe("AppError", () => {
  it("names a code and no HTTP status; the HTTP layer maps every code to one", () => {
    const err = fail.notFound("Case");
    expect(err).toBeInstanceOf(AppError);
    expect(Object.keys(err)).not.toContain("status");
    for (const code of ERROR_CODES) expect(ERROR_STATUS[code], code).toBeGreaterThanOrEqual(400);
    expect(ERROR_STATUS.NOT_FOUND).toBe(404);
    expect(ERROR_STATUS.VALIDATION_ERROR).toBe(422);
  });
});
