// Unknown body keys answer 422 naming each one (dotted path); `timezone` and `today` ride on every payload.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { API_ROUTES } from "@/lib/server/http/api-index.generated";
import { unknownKeys } from "@/lib/server/http/unknown-keys";
import { callApi } from "../api";
import { createFirm } from "../../factories";
import { caseWorld, callUpload, file, PDF, storedKeys, useTempFileStore } from "../documents/helpers";

useTempFileStore();

describe("unknown body keys", () => {
  it("a list filter sent at the top level (matcher instead of filter.matcher) is refused, not ignored", async () => {
    const { tenant, admin } = await createFirm();
    const res = await callApi("petition/list", { matcher: { search: "Zoe" } }, { tenant: tenant.slug, token: admin.token });
    expect(res.status).toBe(422);
    expect(res.body.result.error?.code).toBe("VALIDATION_ERROR");
    expect(res.body.result.error?.fields).toEqual({ matcher: "Unknown field" });
    expect(res.body.message).toBe("Unknown field: matcher");
  });

  it("names nested unknown keys by their dotted path, all of them", async () => {
    const { tenant, admin } = await createFirm();
    const res = await callApi("petition/list", { filter: { matcher: {}, foo: 1 }, bar: true }, { tenant: tenant.slug, token: admin.token });
    expect(res.status).toBe(422);
    expect(res.body.result.error?.fields).toEqual({ "filter.foo": "Unknown field", bar: "Unknown field" });
    expect(res.body.message).toBe("Unknown fields: filter.foo, bar");
  });

  it("timezone and today are accepted on every payload", async () => {
    const { tenant, admin } = await createFirm();
    const res = await callApi("petition/list", { filter: { matcher: {} }, timezone: "Asia/Kolkata", today: "2026-01-02" }, { tenant: tenant.slug, token: admin.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const me = await callApi("users/login-user-details", { timezone: "UTC", today: "2026-01-02" }, { tenant: tenant.slug, token: admin.token });
    expect(me.status).toBe(200);
  });

  it("applies before sign-in too: a login with an extra key is refused", async () => {
    const { tenant, admin } = await createFirm();
    const res = await callApi("auth/login", { email: admin.email, password: admin.password, remember: true }, { tenant: tenant.slug });
    expect(res.status).toBe(422);
    expect(res.body.result.error?.fields).toEqual({ remember: "Unknown field" });
  });

  it("multipart uploads refuse unknown text fields the same way, storing nothing", async () => {
    const w = await caseWorld();
    const res = await w.upload("s3/upload", { file: file(PDF, "a.pdf"), petitionId: w.petition.id, folder: "x" });
    expect(res.status).toBe(422);
    expect(res.body.result.error?.fields).toEqual({ folder: "Unknown field" });
    expect(await storedKeys(w.tenant.id)).toHaveLength(0);
    const ok = await callUpload("s3/upload", { file: file(PDF, "a.pdf"), petitionId: w.petition.id, timezone: "UTC" }, { tenant: w.tenant.slug, token: w.admin.token });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });
});

describe("every call's contract", () => {
  it("refuses an unknown top-level key, except where it is declared to take any key", () => {
    const accepted: string[] = [];
    let walked = 0;
    for (const r of API_ROUTES) {
      const body = (r.module[r.method] as { meta?: { body?: z.ZodType } }).meta?.body;
      if (!body) continue;
      walked++;
      if (unknownKeys(body, { zzUnknown: 1 }).join() !== "zzUnknown") accepted.push(r.path);
    }
    expect(walked).toBeGreaterThan(90);
    // The questionnaire answers are a record of sections and login-user-details is declared passthrough;
    // login is a union (an unknown key alone matches no member, so zod refuses the body anyway).
    expect(accepted.sort()).toEqual(["/api/auth/login", "/api/questionnaire/save", "/api/questionnaire/submit", "/api/users/login-user-details"]);
  });
});
