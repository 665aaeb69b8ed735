// Fixtures of the documents tests: a firm with a client, a beneficiary with a login, a petitioner
// user and a case; sample files by their bytes; multipart calls; the temporary file store.
import { afterAll, beforeAll, expect } from "vitest";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, asc, eq, sql } from "drizzle-orm";
import { petitionBeneficiaries, petitionHistory, petitions, type PetitionRow } from "@/db/schema/cases";
import { auditLog } from "@/db/schema/platform";
import { getDb } from "@/lib/server/db/client";
import { ACTIVITY_CODES } from "@/lib/modules/workflow/definitions";
import { localDiskStore, setFileStore } from "@/lib/server/storage/file-store";
import { callApi, type ApiResult } from "../api";
import { createBeneficiary, createCompany, createFirm, createUser, uid } from "../../factories";

// ---- files by their bytes ----------------------------------------------------------------------

export const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
/** A ZIP container's local-file header, as a .docx starts. */
export const DOCX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]), Buffer.from("[Content_Types].xml word/document.xml")]);
export const TEXT = Buffer.from("just some text pretending to be an image\n");

export const MIME_DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export const file = (bytes: Buffer, name: string, type = "") => new File([new Uint8Array(bytes)], name, { type });

// ---- calls ---------------------------------------------------------------------------------------

/** POST a multipart form to /api/<path> in-process, on <tenant>.localhost. */
export async function callUpload<T = any>(
  apiPath: string,
  fields: Record<string, string | string[] | File | File[]>,
  opts: { tenant: string; token?: string; headers?: Record<string, string> },
): Promise<ApiResult<T>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  }
  const mod = (await import(/* @vite-ignore */ `../../../app/api/${apiPath}/route.ts`)) as Record<string, (req: Request) => Promise<Response>>;
  const host = `${opts.tenant}.localhost:3000`;
  const headers: Record<string, string> = { host, ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await mod.POST(new Request(`http://${host}/api/${apiPath}`, { method: "POST", headers, body: form }));
  return { status: res.status, body: await res.json(), headers: res.headers };
}

/** GET a signed download link (relative URL) on <tenant>.localhost. */
export async function download(url: string, tenant: string): Promise<Response> {
  const { GET } = await import("@/app/api/files/download/route");
  const host = `${tenant}.localhost:3000`;
  return GET(new Request(new URL(url, `http://${host}`), { method: "GET", headers: { host } }));
}

export function expectStatus(res: ApiResult, status: number, code?: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  if (code) expect(res.body.result.error?.code).toBe(code);
}

export function expectField(res: ApiResult, field: string, message?: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body.result.error?.code).toBe("VALIDATION_ERROR");
  if (message) expect(res.body.result.error?.fields?.[field]).toBe(message);
  else expect(res.body.result.error?.fields?.[field]).toBeTruthy();
}

// ---- the file store ------------------------------------------------------------------------------

let storeDir = "";

/** Uploads of this test file go to a temporary directory, removed afterwards. */
export function useTempFileStore(): void {
  beforeAll(async () => {
    storeDir = await mkdtemp(path.join(tmpdir(), "icm-docs-"));
    setFileStore(localDiskStore(storeDir));
  });
  afterAll(async () => {
    if (storeDir) await rm(storeDir, { recursive: true, force: true });
  });
}

/** Every stored file (not the .meta.json sidecars) under a tenant's folder, as keys. */
export async function storedKeys(tenantId: string): Promise<string[]> {
  const root = path.join(storeDir, "tenants", tenantId);
  const out: string[] = [];
  async function walk(dir: string, prefix: string): Promise<void> {
    let entries: import("node:fs").Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.isDirectory()) await walk(path.join(dir, e.name), `${prefix}${e.name}/`);
      else if (!e.name.endsWith(".meta.json")) out.push(`${prefix}${e.name}`);
    }
  }
  await walk(root, `tenants/${tenantId}/`);
  return out.sort();
}

// ---- data ----------------------------------------------------------------------------------------

/**
 * A firm (admin 3), a client company with a petitioner user (50), a beneficiary with a login (51)
 * and a case naming them; `call` and `upload` act as the admin unless given another token.
 */
export async function caseWorld(casePatch: Partial<typeof petitions.$inferInsert> = {}) {
  const { tenant, admin } = await createFirm();
  const company = await createCompany(tenant.id);
  const petitioner = await createUser(tenant, 50, { companyId: company.id });
  const beneficiaryUser = await createUser(tenant, 51);
  const beneficiary = await createBeneficiary(tenant.id, { companyId: company.id, userId: beneficiaryUser.user.id });
  const petition = await createCase(tenant.id, { petitionerId: company.id, ...casePatch }, [beneficiary.id]);
  const call = (p: string, body: unknown, token: string = admin.token) => callApi(p, body, { tenant: tenant.slug, token });
  const upload = (p: string, fields: Parameters<typeof callUpload>[1], token: string = admin.token) => callUpload(p, fields, { tenant: tenant.slug, token });
  return { tenant, admin, company, petitioner, beneficiaryUser, beneficiary, petition, call, upload };
}

/**
 * caseWorld whose case was filed and received (receipt EAC2612345678 on 2026-01-05, premium I-129 unless
 * `patch` says otherwise): its next step is USCIS's response, and the scanned copy of the packet is there.
 */
export async function awaitingUscisResponse(patch: Partial<typeof petitions.$inferInsert> = {}) {
  const upTo = ACTIVITY_CODES.indexOf("UPDATE_USCIS_RESPONSE");
  const w = await caseWorld({
    completedActivities: ACTIVITY_CODES.slice(0, upTo).filter((c) => !["LCA_REQUEST", "LCA_SUBMIT"].includes(c)),
    nextWorkflowActivity: "UPDATE_USCIS_RESPONSE",
    statusId: 13,
    receiptNumber: "EAC2612345678",
    receiptDate: "2026-01-05",
    premiumProcessing: true,
    premiumForm: "I129",
    ...patch,
  });
  await w.upload("petition/upload-scanned-copy", { petitionId: w.petition.id, file: file(PDF, "packet.pdf") });
  return w;
}

export async function createCase(tenantId: string, values: Partial<typeof petitions.$inferInsert>, beneficiaryIds: string[]): Promise<PetitionRow> {
  const db = await getDb();
  const [p] = await db
    .insert(petitions)
    .values({ tenantId, caseNumber: `T-${uid()}`, nextWorkflowActivity: "SUBMIT_BY_BENEFICIARY", completedActivities: ["CREATE_PETITION"], ...values })
    .returning();
  for (const [i, id] of beneficiaryIds.entries()) {
    await db.insert(petitionBeneficiaries).values({ tenantId, petitionId: p.id, beneficiaryId: id, isPrimary: i === 0 });
  }
  return p;
}

export async function petitionRow(id: string): Promise<PetitionRow> {
  const db = await getDb();
  const [row] = await db.select().from(petitions).where(eq(petitions.id, id));
  return row;
}

export async function historyOf(tenantId: string, petitionId: string): Promise<{ code: string | null; message: string }[]> {
  const db = await getDb();
  return db
    .select({ code: petitionHistory.activityCode, message: petitionHistory.message })
    .from(petitionHistory)
    .where(and(eq(petitionHistory.tenantId, tenantId), eq(petitionHistory.petitionId, petitionId)))
    .orderBy(asc(petitionHistory.id));
}

export async function auditActionsOf(tenantId: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.tenantId, tenantId)).orderBy(asc(auditLog.id));
  return rows.map((r) => r.action);
}

/**
 * A database trigger that makes inserts into `table` fail for the file name `failName`, standing in
 * for any failure after the file was written (the tests check nothing is left behind).
 */
export async function failInsertsOf(table: "file_uploads" | "petition_documents", failName: string): Promise<() => Promise<void>> {
  const db = await getDb();
  const fn = `test_fail_${table}`;
  await db.execute(
    sql.raw(`create or replace function ${fn}() returns trigger language plpgsql as $$
      begin if new.file_name = '${failName}' then raise exception 'simulated failure'; end if; return new; end $$`),
  );
  await db.execute(sql.raw(`drop trigger if exists ${fn} on ${table}`));
  await db.execute(sql.raw(`create trigger ${fn} before insert on ${table} for each row execute function ${fn}()`));
  return async () => {
    await db.execute(sql.raw(`drop trigger if exists ${fn} on ${table}`));
  };
}
