import { describe, expect, it } from "vitest";
import { callApi } from "../api";
import { createTenant, createUser } from "../../factories";
import { caseAt, expectStatus, firm } from "./helpers";

describe("POST /api/petition/assignable-users", () => {
  it("lets a supervisor (not a firm manager) list the firm's active paralegals for a case", async () => {
    const { tenant } = await firm();
    const p = await caseAt(tenant.id, "ASSIGN_PARALEGAL");
    const sup = await createUser(tenant, 7);
    const active = await createUser(tenant, 8);
    await createUser(tenant, 8, { statusId: 2 });
    await createUser(tenant, 6);
    const res = await callApi("petition/assignable-users", { petitionId: p.id, roleId: 8 }, { tenant: tenant.slug, token: sup.token });
    expectStatus(res, 200);
    expect(res.body.result.data.map((u: { userId: string }) => u.userId)).toEqual([active.user.id]);
    // the same supervisor may not read the firm's user list
    expect((await callApi("users/list", {}, { tenant: tenant.slug, token: sup.token })).status).toBe(403);
  });

  it("answers 422 for a role that is not assignable", async () => {
    const { tenant, call } = await firm();
    const p = await caseAt(tenant.id, "ASSIGN_PARALEGAL");
    const res = await call("petition/assignable-users", { petitionId: p.id, roleId: 50 });
    expectStatus(res, 422);
  });

  it("answers 403 to a role that cannot make that assignment", async () => {
    const { tenant } = await firm();
    const p = await caseAt(tenant.id, "ASSIGN_PARALEGAL");
    const paralegal = await createUser(tenant, 8);
    const res = await callApi("petition/assignable-users", { petitionId: p.id, roleId: 7 }, { tenant: tenant.slug, token: paralegal.token });
    expectStatus(res, 403);
  });

  it("answers 404 for another firm's case", async () => {
    const { tenant } = await firm();
    const p = await caseAt(tenant.id, "ASSIGN_PARALEGAL");
    const other = await createTenant();
    const otherAdmin = await createUser(other, 3);
    const res = await callApi("petition/assignable-users", { petitionId: p.id, roleId: 8 }, { tenant: other.slug, token: otherAdmin.token });
    expectStatus(res, 404);
  });
});
