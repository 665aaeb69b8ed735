// Shared fixtures of the case tests: a firm with a branch, a petitioner company, beneficiaries and
// users of the roles the tests need; helpers to create cases and move them along the workflow.
import { expect } from "vitest";
import { and, eq } from "drizzle-orm";
import { callApi, type ApiResult } from "../api";
import { createBeneficiary, createBranch, createCompany, createFirm, createUser } from "../../factories";
import { getDb } from "@/lib/server/db/client";
import { petitions } from "@/db/schema/cases";
import { completeActivity, lockCase } from "@/lib/modules/cases/steps/complete";
import type { CaseDetails } from "@/lib/modules/cases/contract";

export async function caseFirm() {
  const { tenant, admin } = await createFirm();
  const branch = await createBranch(tenant.id, "Downtown");
  const company = await createCompany(tenant.id, { name: "Acme Robotics Inc", branchId: branch.id });
  const worker = await createBeneficiary(tenant.id, { firstName: "Priya", lastName: "Raman", companyId: company.id, branchId: branch.id });
  const worker2 = await createBeneficiary(tenant.id, { firstName: "Lucas", lastName: "Moreau", companyId: company.id, branchId: branch.id });
  const call = (path: string, body: unknown, token: string = admin.token) => callApi(path, body, { tenant: tenant.slug, token });
  const create = async (body: Record<string, unknown> = {}, token: string = admin.token): Promise<CaseDetails> => {
    const res = await call("petition/create", { petitionerId: company.id, beneficiaryIds: [worker.id], ...body }, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.result.data as CaseDetails;
  };
  return { tenant, admin, branch, company, worker, worker2, call, create };
}

export type CaseFirm = Awaited<ReturnType<typeof caseFirm>>;

export const user = (f: CaseFirm, roleId: number, opts: Parameters<typeof createUser>[2] = {}) => createUser(f.tenant, roleId, opts);

/** Complete an activity on a case through the engine (as the firm's admin, out of sequence). */
export async function completeCode(f: CaseFirm, caseId: string, code: string, patch: Partial<typeof petitions.$inferInsert> = {}) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const p = await lockCase(tx, f.tenant.id, caseId);
    await completeActivity(tx, { petition: p, code, actor: { userId: f.admin.user.id, roleId: 3, tenantId: f.tenant.id }, outOfSequence: true, patch });
  });
}

/** Set columns directly (test data for filters and sorts). */
export async function setCase(f: CaseFirm, caseId: string, patch: Partial<typeof petitions.$inferInsert>) {
  const db = await getDb();
  await db.update(petitions).set(patch).where(and(eq(petitions.tenantId, f.tenant.id), eq(petitions.id, caseId)));
}

export function expectStatus(res: ApiResult, status: number, code?: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  if (code) expect(res.body.result.error?.code).toBe(code);
}

export function expectField(res: ApiResult, field: string, message: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body.result.error?.fields?.[field]).toBe(message);
}
