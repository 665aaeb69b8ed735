import { describe, expect, it } from "vitest";
import { callApi } from "../api";
import { createFirm, createTenant, createUser, TEST_PASSWORD } from "../../factories";
import { MSG } from "@/lib/shared/validation/messages";
import { auditOf, tenantRow } from "../users/helpers";

async function platformAdmin() {
  const home = await createTenant();
  const pa = await createUser(home, 1);
  return { home, pa };
}

const UNKNOWN = "00000000-0000-4000-8000-000000000000";

describe("POST /api/tenant/update-status", () => {
  it("deactivates a firm: its users' next call answers LOGIN_USER_INACTIVE; once reactivated they sign in again", async () => {
    const { home, pa } = await platformAdmin();
    const { tenant, admin } = await createFirm();
    expect((await callApi("users/login-user-details", {}, { tenant: tenant.slug, token: admin.token })).status).toBe(200);

    const off = await callApi("tenant/update-status", { tenantId: tenant.id, statusId: 2 }, { tenant: home.slug, token: pa.token });
    expect(off.status).toBe(200);
    expect(off.body.result.data).toMatchObject({ id: tenant.id, statusId: 2, statusName: "Inactive" });
    const blocked = await callApi("users/login-user-details", {}, { tenant: tenant.slug, token: admin.token });
    expect(blocked.status).toBe(401);
    expect(blocked.body.result.error?.code).toBe("LOGIN_USER_INACTIVE");

    const on = await callApi("tenant/update-status", { tenantId: tenant.id, statusId: 1 }, { tenant: home.slug, token: pa.token });
    expect(on.status).toBe(200);
    // The deactivation revoked the firm's sessions (tests/integration/users/session-revocation.test.ts).
    expect((await callApi("users/login-user-details", {}, { tenant: tenant.slug, token: admin.token })).status).toBe(401);
    expect((await callApi("auth/login", { email: admin.email, password: TEST_PASSWORD }, { tenant: tenant.slug })).status).toBe(200);
    const audits = await auditOf(tenant.id, "tenant.status_change");
    expect(audits.map((a) => [(a.before as { statusId: number }).statusId, (a.after as { statusId: number }).statusId]).sort()).toEqual([[1, 2], [2, 1]]);
  });

  it("refuses the platform admin's own firm (422), a pending firm (409), an unknown firm (404)", async () => {
    const { home, pa } = await platformAdmin();
    const own = await callApi("tenant/update-status", { tenantId: home.id, statusId: 2 }, { tenant: home.slug, token: pa.token });
    expect(own.status).toBe(422);
    expect(own.body.result.error?.fields?.tenantId).toMatch(/your own firm/);
    const pending = await createTenant({ statusId: 3 });
    expect((await callApi("tenant/update-status", { tenantId: pending.id, statusId: 1 }, { tenant: home.slug, token: pa.token })).status).toBe(409);
    expect((await callApi("tenant/update-status", { tenantId: UNKNOWN, statusId: 2 }, { tenant: home.slug, token: pa.token })).status).toBe(404);
  });

  it("answers 422 for a status other than 1 or 2 and 403 to a firm admin", async () => {
    const { home, pa } = await platformAdmin();
    const other = await createTenant();
    const bad = await callApi("tenant/update-status", { tenantId: other.id, statusId: 3 }, { tenant: home.slug, token: pa.token });
    expect(bad.status).toBe(422);
    expect(bad.body.result.error?.fields?.statusId).toBe(MSG.invalid("Status"));
    const { tenant, admin } = await createFirm();
    expect((await callApi("tenant/update-status", { tenantId: other.id, statusId: 2 }, { tenant: tenant.slug, token: admin.token })).status).toBe(403);
    expect((await tenantRow(other.id))?.statusId).toBe(1);
  });
});

describe("POST /api/tenant/delete", () => {
  it("soft-deletes a firm: its host answers 404 and it disappears from details", async () => {
    const { home, pa } = await platformAdmin();
    const { tenant, admin } = await createFirm();
    const res = await callApi("tenant/delete", { tenantId: tenant.id }, { tenant: home.slug, token: pa.token });
    expect(res.status).toBe(200);
    expect((await tenantRow(tenant.id))?.deletedAt).toBeInstanceOf(Date);
    expect((await callApi("users/login-user-details", {}, { tenant: tenant.slug, token: admin.token })).status).toBe(404);
    expect((await callApi("tenant/details", { tenantId: tenant.id }, { tenant: home.slug, token: pa.token })).status).toBe(404);
    expect((await callApi("tenant/delete", { tenantId: tenant.id }, { tenant: home.slug, token: pa.token })).status).toBe(404);
    expect(await auditOf(tenant.id, "tenant.delete")).toHaveLength(1);
  });

  it("refuses the platform admin's own firm (422) and a malformed id (422)", async () => {
    const { home, pa } = await platformAdmin();
    const own = await callApi("tenant/delete", { tenantId: home.id }, { tenant: home.slug, token: pa.token });
    expect(own.status).toBe(422);
    expect((await tenantRow(home.id))?.deletedAt).toBeNull();
    const bad = await callApi("tenant/delete", {}, { tenant: home.slug, token: pa.token });
    expect(bad.status).toBe(422);
    expect(bad.body.result.error?.fields?.tenantId).toBe(MSG.required("Firm"));
  });

  it("answers 403 to a firm admin", async () => {
    const { tenant, admin } = await createFirm();
    const other = await createTenant();
    expect((await callApi("tenant/delete", { tenantId: other.id }, { tenant: tenant.slug, token: admin.token })).status).toBe(403);
    expect((await tenantRow(other.id))?.deletedAt).toBeNull();
  });
});

describe("POST /api/tenant/get-checklist", () => {
  it("answers the host firm's setup checklist to its staff", async () => {
    const tenant = await createTenant({ branchSetupCompleted: true, workflowSetupCompleted: true });
    const paralegal = await createUser(tenant, 8);
    const res = await callApi("tenant/get-checklist", {}, { tenant: tenant.slug, token: paralegal.token });
    expect(res.status).toBe(200);
    expect(res.body.result.data).toEqual({ petitionSetupCompleted: false, workflowSetupCompleted: true, branchSetupCompleted: true });
  });

  it("answers 403 to a petitioner, 401 with another firm's session, 422 for a body that is not an object", async () => {
    const { tenant, admin } = await createFirm();
    const petitioner = await createUser(tenant, 50);
    expect((await callApi("tenant/get-checklist", {}, { tenant: tenant.slug, token: petitioner.token })).status).toBe(403);
    const other = await createTenant();
    expect((await callApi("tenant/get-checklist", {}, { tenant: other.slug, token: admin.token })).status).toBe(401);
    const bad = await callApi("tenant/get-checklist", undefined, { tenant: tenant.slug, token: admin.token, rawBody: "[1]" });
    expect(bad.status).toBe(422);
  });
});
