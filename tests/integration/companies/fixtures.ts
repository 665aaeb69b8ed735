// Shared fixtures of the client-side tests (branches, companies, signatories, beneficiaries, search).
import { expect } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { callApi, type ApiResult } from "../api";
import { createFirm, uid } from "../../factories";
import { getDb } from "@/lib/server/db/client";
import { auditLog } from "@/db/schema/platform";
import { authorizedSignatories, dependants } from "@/db/schema/clients";

export const US = 231;
export const INDIA = 101;
export const US_ADDRESS = { line1: "1600 K Street NW", aptType: "STE" as const, aptNumber: "500", countryId: US, zipcode: "20006" };

/** A firm with its admin, and a caller bound to the firm's host. */
export async function firm() {
  const { tenant, admin } = await createFirm();
  const call = (path: string, body: unknown, token: string = admin.token) => callApi(path, body, { tenant: tenant.slug, token });
  return { tenant, admin, call };
}

export function expectField(res: ApiResult, field: string, message: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body.result.error?.code).toBe("VALIDATION_ERROR");
  expect(res.body.result.error?.fields?.[field]).toBe(message);
}

export function expectStatus(res: ApiResult, status: number, code?: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  if (code) expect(res.body.result.error?.code).toBe(code);
}

export async function auditActions(tenantId: string, entityId: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.id));
  return rows.map((r) => r.action);
}

export async function insertSignatory(tenantId: string, companyId: string, overrides: Partial<typeof authorizedSignatories.$inferInsert> = {}) {
  const db = await getDb();
  const [row] = await db
    .insert(authorizedSignatories)
    .values({ tenantId, companyId, firstName: "Sam", lastName: `Signer ${uid()}`, title: "CEO", email: `s-${uid()}@example.com`, ...overrides })
    .returning();
  return row;
}

export async function insertDependant(tenantId: string, beneficiaryId: string, overrides: Partial<typeof dependants.$inferInsert> = {}) {
  const db = await getDb();
  const [row] = await db
    .insert(dependants)
    .values({ tenantId, beneficiaryId, relation: "child", firstName: "Kid", lastName: `Dep ${uid()}`, ...overrides })
    .returning();
  return row;
}
