import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { memberships } from "@/db/schema/identity";
import { emailOutbox } from "@/db/schema/platform";
import { createBranch, createCompany, createTenant, createUser } from "../../factories";
import { callApi } from "../api";
import { auditActions, expectField, expectStatus, firm } from "./fixtures";

async function membershipStatus(id: string): Promise<number> {
  const db = await getDb();
  return (await db.select().from(memberships).where(eq(memberships.id, id)))[0].statusId;
}

describe("POST /api/company/update-status", () => {
  it("approving a pending company activates its waiting petitioner accounts in the same call", async () => {
    const { tenant, call } = await firm();
    const company = await createCompany(tenant.id, { statusId: 3 });
    const ready = await createUser(tenant, 50, { companyId: company.id, statusId: 3 });
    const unverified = await createUser(tenant, 50, { companyId: company.id, statusId: 3, userOverrides: { emailVerifiedAt: null } });
    const otherCompany = await createCompany(tenant.id, { statusId: 3 });
    const bystander = await createUser(tenant, 50, { companyId: otherCompany.id, statusId: 3 });

    const res = await call("company/update-status", { id: company.id, statusId: 1 });
    expectStatus(res, 200);
    expect(res.body.result.data).toEqual({
      id: company.id,
      statusId: 1,
      statusName: "Active",
      previousStatusId: 3,
      activatedMembershipIds: [ready.membership.id],
    });
    expect(await membershipStatus(ready.membership.id)).toBe(1);
    expect(await membershipStatus(unverified.membership.id)).toBe(3);
    expect(await membershipStatus(bystander.membership.id)).toBe(3);
    const db = await getDb();
    const mails = await db.select().from(emailOutbox).where(and(eq(emailOutbox.tenantId, tenant.id), eq(emailOutbox.template, "company.approved")));
    expect(mails.map((m) => m.toAddress)).toEqual([ready.email]);
    expect(await auditActions(tenant.id, company.id)).toEqual(["company.update_status"]);

    // the petitioner can now sign in and work
    const login = await callApi("auth/login", { email: ready.email, password: ready.password }, { tenant: tenant.slug });
    expectStatus(login, 200);
    expect(login.body.result.data.companyStatusId).toBe(1);
  });

  it("deactivates and rejects without touching memberships", async () => {
    const { tenant, call } = await firm();
    const company = await createCompany(tenant.id, { statusId: 3 });
    const waiting = await createUser(tenant, 50, { companyId: company.id, statusId: 3 });
    const res = await call("company/update-status", { id: company.id, statusId: 4 });
    expect(res.body.result.data).toMatchObject({ statusId: 4, statusName: "Rejected", activatedMembershipIds: [] });
    expect(await membershipStatus(waiting.membership.id)).toBe(3);
    const active = await createCompany(tenant.id);
    expect((await call("company/update-status", { id: active.id, statusId: "2" })).body.result.data.statusName).toBe("Inactive");
  });

  it("does not set a client back to Pending Approval (422) and checks the status id", async () => {
    const { tenant, call } = await firm();
    const company = await createCompany(tenant.id);
    expectField(await call("company/update-status", { id: company.id, statusId: 3 }), "statusId", "A client cannot be set back to Pending Approval");
    expectField(await call("company/update-status", { id: company.id, statusId: 9 }), "statusId", "Status not valid");
    expectField(await call("company/update-status", { statusId: 1 }), "id", "*Client is required");
  });

  it("answers 403 for front office and petitioners, 404 for another branch of a manager and another firm's client", async () => {
    const { tenant, call } = await firm();
    const b1 = await createBranch(tenant.id);
    const b2 = await createBranch(tenant.id);
    const company = await createCompany(tenant.id, { statusId: 3, branchId: b2.id });
    const front = await createUser(tenant, 5);
    expectStatus(await call("company/update-status", { id: company.id, statusId: 1 }, front.token), 403);
    const petitioner = await createUser(tenant, 50, { companyId: company.id });
    expectStatus(await call("company/update-status", { id: company.id, statusId: 1 }, petitioner.token), 403);
    const manager = await createUser(tenant, 4, { branchId: b1.id });
    expectStatus(await call("company/update-status", { id: company.id, statusId: 1 }, manager.token), 404);
    const foreign = await createCompany((await createTenant()).id, { statusId: 3 });
    expectStatus(await call("company/update-status", { id: foreign.id, statusId: 1 }), 404);
    const db = await getDb();
    const [row] = await db.select().from(memberships).where(eq(memberships.id, petitioner.membership.id));
    expect(row.statusId).toBe(1);
  });
});
