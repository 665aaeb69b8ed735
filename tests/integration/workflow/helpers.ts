// Fixtures of the workflow tests: a firm with its admin, and cases inserted at a given step.
import { expect } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { petitionDocuments, petitionHistory, petitions } from "@/db/schema/cases";
import { emailOutbox } from "@/db/schema/platform";
import { getDb } from "@/lib/server/db/client";
import { defaultWorkflow } from "@/lib/modules/workflow/definitions";
import { createCompany, createFirm, uid } from "../../factories";
import { callApi, type ApiResult } from "../api";

export async function firm() {
  const { tenant, admin } = await createFirm();
  const call = (path: string, body: unknown, token: string = admin.token) => callApi(path, body, { tenant: tenant.slug, token });
  return { tenant, admin, call };
}

/** The included default codes before `code`. */
export const doneBefore = (code: string) => {
  const wf = defaultWorkflow();
  return wf.slice(0, wf.findIndex((e) => e.code === code)).filter((e) => e.include).map((e) => e.code);
};

/** A case of the tenant whose next step is `next` (everything included before it completed). */
export async function caseAt(tenantId: string, next: string | null, overrides: Partial<typeof petitions.$inferInsert> = {}) {
  const db = await getDb();
  const company = overrides.petitionerId === undefined ? await createCompany(tenantId) : null;
  const [row] = await db
    .insert(petitions)
    .values({
      tenantId,
      caseNumber: `T-${uid()}`,
      petitionerId: company?.id ?? null,
      completedActivities: next ? doneBefore(next) : defaultWorkflow().filter((e) => e.include).map((e) => e.code),
      nextWorkflowActivity: next,
      ...overrides,
    })
    .returning();
  return row;
}

export async function petitionRow(id: string) {
  const db = await getDb();
  return (await db.select().from(petitions).where(eq(petitions.id, id)))[0];
}

export async function historyOf(id: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db.select({ message: petitionHistory.message }).from(petitionHistory).where(eq(petitionHistory.petitionId, id)).orderBy(asc(petitionHistory.id));
  return rows.map((r) => r.message);
}

export async function mailsTo(tenantId: string, template: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db.select({ to: emailOutbox.toAddress }).from(emailOutbox).where(and(eq(emailOutbox.tenantId, tenantId), eq(emailOutbox.template, template)));
  return rows.map((r) => r.to).sort();
}

export async function addScannedCopy(tenantId: string, petitionId: string, deleted = false) {
  const db = await getDb();
  await db.insert(petitionDocuments).values({
    tenantId,
    petitionId,
    category: "scanned_copy",
    docType: "filed_packet",
    fileKey: `test/${uid()}-${uid()}.pdf`,
    fileName: "packet.pdf",
    mimetype: "application/pdf",
    sizeBytes: 1000,
    deletedAt: deleted ? new Date() : null,
  });
}

export function expectStatus(res: ApiResult, status: number, code?: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  if (code) expect(res.body.result.error?.code).toBe(code);
}

export function expectField(res: ApiResult, field: string, message: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body.result.error?.fields?.[field], JSON.stringify(res.body.result.error)).toBe(message);
}
