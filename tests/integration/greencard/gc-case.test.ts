// The green-card case's own calls (issue 11 section 3): /api/gc-petition/create, delete, activity-list,
// assign-a-role, download-documents — happy path, 422, 403, another firm's 404, and a case of another sub
// type is no green-card case (404); delete refuses a case USCIS or the DOL has; the zip holds what the
// caller reads.
import { describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import { eq } from "drizzle-orm";
import { petitionHistory, petitions } from "@/db/schema/cases";
import { permCases } from "@/db/schema/perm";
import { getDb } from "@/lib/server/db/client";
import { createBeneficiary, createBranch, createCompany, createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { auditActionsOf, caseWorld, createCase, expectField, expectStatus, file, PDF, PNG, useTempFileStore } from "../documents/helpers";

const TODAY = "2026-11-25";
useTempFileStore();

async function world() {
  const { tenant, admin } = await createFirm();
  const branch = await createBranch(tenant.id, "HQ");
  const company = await createCompany(tenant.id, { name: "Globex Analytics", branchId: branch.id });
  const worker = await createBeneficiary(tenant.id, { firstName: "Priya", lastName: "Raman", companyId: company.id, countryOfBirthId: 101 });
  const call = (path: string, body: Record<string, unknown>, token = admin.token) => callApi(path, { today: TODAY, ...body }, { tenant: tenant.slug, token });
  const gc = await createCase(tenant.id, { typeId: 3, subTypeId: 15, petitionerId: company.id, branchId: branch.id, caseNumber: `GC-${Math.random().toString(36).slice(2, 8)}` }, [worker.id]);
  return { tenant, admin, branch, company, worker, call, gc };
}

/** Another firm's admin calling on this firm's host-less records: every id is unknown there. */
async function otherFirmCall() {
  const { tenant, admin } = await createFirm();
  return (path: string, body: Record<string, unknown>) => callApi(path, { today: TODAY, ...body }, { tenant: tenant.slug, token: admin.token });
}

describe("POST /api/gc-petition/create", () => {
  it("creates a green-card employment case with the details known at the start", async () => {
    const w = await world();
    const res = await w.call("gc-petition/create", { petitionerId: w.company.id, beneficiaryIds: [w.worker.id], branchId: w.branch.id, title: "Priya Raman - EB-2", category: "EB2", priorityDate: "03/15/2019" });
    expectStatus(res, 200);
    expect(res.body.message).toBe("Case created");
    const { case: created, greenCard } = res.body.result.data;
    expect(created).toMatchObject({ typeId: 3, subTypeId: 15, title: "Priya Raman - EB-2", statusId: 1 });
    expect(greenCard).toMatchObject({ petitionId: created.id, category: "EB2", chargeability: "INDIA", priorityDate: "2019-03-15", priorityDateSource: "manual", canDelete: true, deleteBlockers: [] });
    const lines = await (await getDb()).select({ message: petitionHistory.message }).from(petitionHistory).where(eq(petitionHistory.petitionId, created.id));
    expect(lines.map((l) => l.message)).toEqual(expect.arrayContaining(["Case created"]));
    expect(lines).toHaveLength(2);
    // Without green-card details: the case only.
    const plain = await w.call("gc-petition/create", { petitionerId: w.company.id, beneficiaryIds: [w.worker.id] });
    expect(plain.body.result.data.greenCard).toMatchObject({ category: null, priorityDate: null });
  });

  it("says what is wrong", async () => {
    const w = await world();
    expectField(await w.call("gc-petition/create", { beneficiaryIds: [w.worker.id] }), "petitionerId");
    expectField(await w.call("gc-petition/create", { petitionerId: w.company.id, beneficiaryIds: [w.worker.id], category: "EB9" }), "category");
    expectField(await w.call("gc-petition/create", { petitionerId: w.company.id, beneficiaryIds: [w.worker.id], priorityDate: "12/01/2026" }), "priorityDate", "The priority date cannot be in the future");
    expectField(await w.call("gc-petition/create", { petitionerId: w.company.id, beneficiaryIds: [w.worker.id], subTypeId: 2 }), "subTypeId", "Unknown field");
    expectField(await w.call("gc-petition/create", { petitionerId: w.company.id, beneficiaryIds: [w.worker.id], customCaseNumber: "GC-1", confirmCaseNumber: "GC-2" }), "confirmCaseNumber");
  });

  it("is refused to a role that does not create cases (403); another firm's client is unknown here", async () => {
    const w = await world();
    const attorney = await createUser(w.tenant, 6);
    expectStatus(await w.call("gc-petition/create", { petitionerId: w.company.id, beneficiaryIds: [w.worker.id] }, attorney.token), 403);
    const other = await otherFirmCall();
    // As /petition/create: a client id the firm does not have is a wrong field, not a record to open.
    expectField(await other("gc-petition/create", { petitionerId: w.company.id, beneficiaryIds: [w.worker.id] }), "petitionerId", "Petitioner not valid");
  });
});

describe("POST /api/gc-petition/delete", () => {
  it("deletes a case made by mistake: gone from details and lists, audited, its number not given again", async () => {
    const w = await world();
    const res = await w.call("gc-petition/delete", { id: w.gc.id });
    expectStatus(res, 200);
    expect(res.body).toMatchObject({ message: "Case deleted", result: { data: { id: w.gc.id, caseNumber: w.gc.caseNumber } } });
    expectStatus(await w.call("gc-petition/details", { id: w.gc.id }), 404);
    expectStatus(await w.call("petition/details", { id: w.gc.id }), 404);
    expect((await w.call("gc-petition/list", {})).body.result.pagination?.total).toBe(0);
    expect((await w.call("petition/list", {})).body.result.pagination?.total).toBe(0);
    expect(await auditActionsOf(w.tenant.id)).toContain("petition.delete");
    const [row] = await (await getDb()).select().from(petitions).where(eq(petitions.id, w.gc.id));
    expect(row.deletedAt).not.toBeNull();
    expectStatus(await w.call("gc-petition/delete", { id: w.gc.id }), 404);
  });

  it("refuses a case USCIS or the DOL has, and says why (409)", async () => {
    const w = await world();
    expectStatus(await w.call("gc-petition/update-stage", { id: w.gc.id, stage: "i140", receiptNumber: "LIN2690123456", receiptDate: "10/01/2026", status: "filed" }), 200);
    let d = (await w.call("gc-petition/details", { id: w.gc.id })).body.result.data;
    expect(d).toMatchObject({ canDelete: true, deleteBlockers: ["stage"] });
    const refused = await w.call("gc-petition/delete", { id: w.gc.id });
    expectStatus(refused, 409);
    expect(refused.body.message).toBe("This case cannot be deleted: a USCIS stage is filed");

    const db = await getDb();
    await db.update(petitions).set({ receiptNumber: "IOE0912345678" }).where(eq(petitions.id, w.gc.id));
    await db.insert(permCases).values({ tenantId: w.tenant.id, petitionId: w.gc.id });
    d = (await w.call("gc-petition/details", { id: w.gc.id })).body.result.data;
    expect(d.deleteBlockers).toEqual(["receipt", "perm", "stage"]);
    expect((await w.call("gc-petition/delete", { id: w.gc.id })).body.message).toBe(
      "This case cannot be deleted: USCIS has given it a receipt number, it has a PERM record, a USCIS stage is filed",
    );
    expectStatus(await w.call("gc-petition/details", { id: w.gc.id }), 200);
  });

  it("is the admin's or the branch manager's (403 otherwise), 404 for another firm, another sub type or a bad id (422)", async () => {
    const w = await world();
    const attorney = await createUser(w.tenant, 6);
    expect((await w.call("gc-petition/details", { id: w.gc.id }, attorney.token)).body.result.data.canDelete).toBe(false);
    expectStatus(await w.call("gc-petition/delete", { id: w.gc.id }, attorney.token), 403);
    expectField(await w.call("gc-petition/delete", { id: "nope" }), "id");
    const other = await otherFirmCall();
    expectStatus(await other("gc-petition/delete", { id: w.gc.id }), 404);
    const h1b = await createCase(w.tenant.id, { typeId: 1, subTypeId: 2, petitionerId: w.company.id }, [w.worker.id]);
    expectStatus(await w.call("gc-petition/delete", { id: h1b.id }), 404);
    const manager = await createUser(w.tenant, 4, { branchId: w.branch.id });
    expectStatus(await w.call("gc-petition/delete", { id: w.gc.id }, manager.token), 200);
  });
});

describe("POST /api/gc-petition/activity-list", () => {
  it("pages the case's history 25 at a time, newest first", async () => {
    const w = await world();
    const db = await getDb();
    await db.insert(petitionHistory).values(Array.from({ length: 30 }, (_, i) => ({ tenantId: w.tenant.id, petitionId: w.gc.id, message: `Line ${i + 1}`, createdAt: new Date(Date.UTC(2026, 10, 1, 0, i)) })));
    const first = await w.call("gc-petition/activity-list", { id: w.gc.id });
    expectStatus(first, 200);
    expect(first.body.result.pagination).toEqual({ page: 1, perpage: 25, total: 30 });
    expect(first.body.result.data).toHaveLength(25);
    expect(first.body.result.data[0].message).toBe("Line 30");
    const second = await w.call("gc-petition/activity-list", { id: w.gc.id, page: 2 });
    expect(second.body.result.data.map((r: { message: string }) => r.message)).toEqual(["Line 5", "Line 4", "Line 3", "Line 2", "Line 1"]);
    expectField(await w.call("gc-petition/activity-list", { id: w.gc.id, perpage: 101 }), "perpage");
    const i9 = await createUser(w.tenant, 49);
    expectStatus(await w.call("gc-petition/activity-list", { id: w.gc.id }, i9.token), 403);
    expectStatus(await (await otherFirmCall())("gc-petition/activity-list", { id: w.gc.id }), 404);
  });
});

describe("POST /api/gc-petition/assign-a-role", () => {
  it("assigns the attorney of a green-card case", async () => {
    const w = await world();
    await (await getDb()).update(petitions).set({ completedActivities: ["CREATE_PETITION", "SUBMIT_BY_BENEFICIARY", "SUBMIT_TO_LAW_FIRM"], nextWorkflowActivity: "ASSIGN_ATTORNEY" }).where(eq(petitions.id, w.gc.id));
    const attorney = await createUser(w.tenant, 6, { branchId: w.branch.id });
    const res = await w.call("gc-petition/assign-a-role", { id: w.gc.id, roleId: 6, userId: attorney.user.id });
    expectStatus(res, 200);
    expect(res.body.message).toBe("Assignment saved");
    expect(res.body.result.data.assignment).toMatchObject({ roleId: 6, userId: attorney.user.id });
    expectField(await w.call("gc-petition/assign-a-role", { id: w.gc.id, roleId: 99, userId: attorney.user.id }), "roleId");
    const i9 = await createUser(w.tenant, 49);
    expectStatus(await w.call("gc-petition/assign-a-role", { id: w.gc.id, roleId: 6, userId: attorney.user.id }, i9.token), 403);
    expectStatus(await (await otherFirmCall())("gc-petition/assign-a-role", { id: w.gc.id, roleId: 6, userId: attorney.user.id }), 404);
    const h1b = await createCase(w.tenant.id, { typeId: 1, subTypeId: 2, petitionerId: w.company.id }, [w.worker.id]);
    expectStatus(await w.call("gc-petition/assign-a-role", { id: h1b.id, roleId: 6, userId: attorney.user.id }), 404);
  });
});

describe("POST /api/gc-petition/download-documents", () => {
  async function zipOf(w: Awaited<ReturnType<typeof caseWorld>>, token = w.admin.token) {
    const { POST } = await import("@/app/api/gc-petition/download-documents/route");
    const res = await POST(
      new Request(`http://${w.tenant.slug}.localhost:3000/api/gc-petition/download-documents`, {
        method: "POST",
        headers: { host: `${w.tenant.slug}.localhost:3000`, "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ id: w.petition.id }),
      }),
    );
    return res;
  }

  it("answers every document the caller reads as one zip, a folder per kind", async () => {
    const w = await caseWorld({ typeId: 3, subTypeId: 15, caseNumber: "2026-000777" });
    expectStatus(await w.upload("petition/upload-beneficiary-docs", { petitionId: w.petition.id, docType: "resume", file: [file(PDF, "cv.pdf"), file(PNG, "cv.png")] }, w.beneficiaryUser.token), 200);
    expectStatus(await w.upload("petition/upload-beneficiary-docs", { petitionId: w.petition.id, beneficiaryId: w.beneficiary.id, docType: "resume", file: file(PDF, "cv.pdf") }), 200);
    expectStatus(await w.upload("petition/upload-forms-and-letters", { petitionId: w.petition.id, docType: "supportLetter", file: file(PDF, "support.pdf") }), 200);

    const res = await zipOf(w);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toContain('filename="2026-000777 documents.zip"');
    const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const who = `${w.beneficiary.firstName} ${w.beneficiary.lastName}`;
    expect(Object.keys(entries).sort()).toEqual(
      [`Client documents/${who}/Resume - CV - cv.pdf`, `Client documents/${who}/Resume - CV - cv (2).pdf`, `Client documents/${who}/Resume - CV - cv.png`, "Forms and letters/Employer support letter - support.pdf"].sort(),
    );
    expect(Buffer.from(entries["Forms and letters/Employer support letter - support.pdf"])).toEqual(PDF);

    // The petitioner reads the same kinds; nothing to download for a case without documents (422).
    expect(Object.keys(unzipSync(new Uint8Array(await (await zipOf(w, w.petitioner.token)).arrayBuffer())))).toHaveLength(4);
  });

  it("is 422 without documents, 403 without document access, 404 for another firm", async () => {
    const w = await caseWorld({ typeId: 3, subTypeId: 15 });
    const empty = await zipOf(w);
    expect(empty.status).toBe(422);
    expect((await empty.json()).message).toBe("This case has no documents to download yet");
    const i9 = await createUser(w.tenant, 49);
    expect((await zipOf(w, i9.token)).status).toBe(403);
    expectStatus(await (await otherFirmCall())("gc-petition/download-documents", { id: w.petition.id }), 404);
    const h1b = await caseWorld();
    expectStatus(await h1b.call("gc-petition/download-documents", { id: h1b.petition.id }), 404);
  });
});
