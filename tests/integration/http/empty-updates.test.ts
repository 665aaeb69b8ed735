// Spec section 8: a profile, tracking or approval update with no body (or nothing but its identifiers)
// answers 422 'Unable to update' and changes nothing (requireChanges, lib/shared/validation/update.ts).
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { tenants } from "@/db/schema/tenancy";
import { callApi, type ApiResult } from "../api";
import { createBeneficiary, createBranch, createCompany, createFirm, createUser } from "../../factories";
import { insertSignatory } from "../companies/fixtures";

function expectUnable(res: ApiResult, what: string) {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(422);
  expect(res.body.result.error?.code, what).toBe("VALIDATION_ERROR");
  expect(res.body.message, what).toBe("Unable to update");
}

describe("updates with nothing to update", () => {
  it("answer 422 'Unable to update' for every profile, tracking and approval update", async () => {
    const { tenant, admin } = await createFirm();
    const call = (path: string, body: unknown) => callApi(path, body, { tenant: tenant.slug, token: admin.token });
    const branch = await createBranch(tenant.id);
    const company = await createCompany(tenant.id, { branchId: branch.id });
    const individual = await createCompany(tenant.id, { accountType: "Individual", accountSubType: "Sponsor", firstName: "Maria", lastName: "Lopez", name: "Maria Lopez" } as never);
    const worker = await createBeneficiary(tenant.id, { companyId: company.id, branchId: branch.id });
    const paralegal = await createUser(tenant, 8);
    const signatory = await insertSignatory(tenant.id, company.id);
    const created = await call("petition/create", { petitionerId: company.id, beneficiaryIds: [worker.id] });
    expect(created.status).toBe(200);
    const caseId = (created.body.result.data as { id: string }).id;

    const cases: [string, Record<string, unknown>][] = [
      ["tenant/update", { tenantId: tenant.id }],
      ["users/update", { id: paralegal.user.id }],
      ["company/update", { id: company.id }],
      ["individual/update", { id: individual.id }],
      ["branch/update", { id: branch.id }],
      ["beneficiary/update", { id: worker.id }],
      ["auth-signatory/update", { id: signatory.id }],
      ["petition/update", { id: caseId }],
      ["petition/manage-tracking-details", { petitionId: caseId }],
      ["petition/manage-approval-process", { petitionId: caseId }],
    ];
    for (const [path, ids] of cases) {
      expectUnable(await call(path, {}), `${path} {}`);
      expectUnable(await call(path, ids), `${path} ids only`);
      expectUnable(await call(path, { ...ids, timezone: "America/New_York" }), `${path} ids and clock`);
    }
  });

  it("leaves the firm's profileUpdatedOn alone, and a real change still saves", async () => {
    const { tenant, admin } = await createFirm();
    const db = await getDb();
    const before = (await db.select().from(tenants).where(and(eq(tenants.id, tenant.id))))[0];
    expectUnable(await callApi("tenant/update", {}, { tenant: tenant.slug, token: admin.token }), "tenant/update");
    const after = (await db.select().from(tenants).where(eq(tenants.id, tenant.id)))[0];
    expect(after.profileUpdatedOn).toEqual(before.profileUpdatedOn);
    const saved = await callApi("tenant/update", { adminName: "Ada Admin" }, { tenant: tenant.slug, token: admin.token });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  it("still checks the caller first (401 without a session)", async () => {
    const { tenant } = await createFirm();
    expect((await callApi("tenant/update", {}, { tenant: tenant.slug })).status).toBe(401);
  });
});
