import { describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { auditLog } from "@/db/schema/platform";
import { workflowConfigs } from "@/db/schema/cases";
import { defaultWorkflow } from "@/lib/modules/workflow/definitions";
import { createBeneficiary, createCompany, createFirm, createTenant, createUser } from "../../factories";
import { callApi } from "../api";
import { caseFirm, expectField, expectStatus, user } from "./fixtures";

describe("POST /api/petition/create", () => {
  it("creates an H-1B case numbered from the firm's counter, with CREATE_PETITION completed and a history line", async () => {
    const f = await caseFirm();
    const res = await f.call("petition/create", {
      petitionerId: f.company.id,
      beneficiaryIds: [f.worker.id, f.worker2.id],
      title: "Priya Raman H-1B extension",
      deadlineDate: "03/15/2030",
      premiumProcessing: true,
      premiumForm: "I129",
      subTypeId: 3,
      today: "2030-01-10",
    });
    expectStatus(res, 200);
    const c = res.body.result.data;
    expect(c.caseNumber).toBe("2030-000001");
    expect(c).toMatchObject({
      typeId: 1,
      typeName: "H-1B",
      subTypeId: 3,
      subTypeName: "H-1B Extension",
      statusId: 1,
      statusName: "Case Started",
      deadlineDate: "2030-03-15",
      premiumProcessing: true,
      premiumForm: "I129",
      completedActivities: ["CREATE_PETITION"],
      nextWorkflowActivity: "SUBMIT_BY_BENEFICIARY",
      petitioner: { id: f.company.id, name: "Acme Robotics Inc" },
      petitionerName: "Acme Robotics Inc",
      beneficiaryName: "Priya Raman",
      branch: { id: f.branch.id, name: "Downtown" },
      detailsPath: `/app/petition-details/${c.id}`,
    });
    expect(c.beneficiaries.map((b: { name: string; isPrimary: boolean }) => [b.name, b.isPrimary])).toEqual([
      ["Priya Raman", true],
      ["Lucas Moreau", false],
    ]);
    const second = await f.create({ today: "2030-02-01" });
    expect(second.caseNumber).toBe("2030-000002");

    const history = await f.call("petition/activity-list", { id: c.id });
    expect(history.body.result.data.map((h: { message: string }) => h.message)).toEqual(["Case created"]);
    const db = await getDb();
    const actions = await db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.tenantId, f.tenant.id), eq(auditLog.entityId, c.id))).orderBy(asc(auditLog.id));
    expect(actions.map((a) => a.action)).toEqual(["petition.create", "workflow.CREATE_PETITION"]);
  });

  it("defaults to H-1B; a GC Employment case (sub type 15) routes to its own details screen", async () => {
    const f = await caseFirm();
    expect((await f.create()).typeId).toBe(1);
    const gc = await f.create({ typeId: 3, subTypeId: 15 });
    expect(gc.detailsPath).toBe(`/app/gc-employment-details/${gc.id}`);
  });

  it("rejects an unknown type, a sub type of another type, missing beneficiaries and a bad date (422)", async () => {
    const f = await caseFirm();
    expectField(await f.call("petition/create", { petitionerId: f.company.id, beneficiaryIds: [f.worker.id], typeId: 999 }), "typeId", "Case Type not valid");
    expectField(await f.call("petition/create", { petitionerId: f.company.id, beneficiaryIds: [f.worker.id], typeId: 1, subTypeId: 15 }), "subTypeId", "Sub Type not valid");
    expectField(await f.call("petition/create", { petitionerId: f.company.id, beneficiaryIds: [] }), "beneficiaryIds", "*Beneficiary is required");
    expectField(await f.call("petition/create", { petitionerId: f.company.id, beneficiaryIds: [f.worker.id], deadlineDate: "2030-02-30" }), "deadlineDate", "Date must be a valid format (MM/DD/YYYY)");
    expectField(await f.call("petition/create", { beneficiaryIds: [f.worker.id] }), "petitionerId", "*Petitioner is required");
  });

  it("enforces the case number confirmation of spec section 5 and assigns a custom number", async () => {
    const f = await caseFirm();
    const bad = await f.call("petition/create", { petitionerId: f.company.id, beneficiaryIds: [f.worker.id], allowCustomCaseNo: true, customCaseNumber: "ACME-7", confirmCaseNumber: "ACME-8" });
    expectField(bad, "confirmCaseNumber", "The Conform Case Number confirmation does not match");
    const ok = await f.create({ allowCustomCaseNo: true, customCaseNumber: " ACME-7", confirmCaseNumber: "ACME-7 " });
    expect(ok.customCaseNumber).toBe("ACME-7");
    expect(ok.completedActivities).toEqual(["CREATE_PETITION", "ASSIGN_CUSTOM_CASE_NO"]);
    expect(ok.customCaseNumberAssigned).toBe(true);
    const pending = await f.create({ allowCustomCaseNo: true });
    expect(pending.customCaseNumberAssigned).toBe(false);
    const dup = await f.call("petition/create", { petitionerId: f.company.id, beneficiaryIds: [f.worker.id], customCaseNumber: "ACME-7", confirmCaseNumber: "ACME-7" });
    expectStatus(dup, 409, "CONFLICT");
  });

  it("a petitioner (50) files for their own company with their own beneficiaries only", async () => {
    const f = await caseFirm();
    const other = await createCompany(f.tenant.id, { name: "Other Co" });
    const outsider = await createBeneficiary(f.tenant.id, { companyId: other.id });
    const p = await user(f, 50, { companyId: f.company.id });
    const res = await f.call("petition/create", { petitionerId: other.id, beneficiaryIds: [f.worker.id] }, p.token);
    expectStatus(res, 200);
    expect(res.body.result.data.petitioner.id).toBe(f.company.id);
    expectField(await f.call("petition/create", { petitionerId: f.company.id, beneficiaryIds: [outsider.id] }, p.token), "beneficiaryIds", "Beneficiary not valid");
  });

  it("front office (5) may create; an attorney (6) or beneficiary (51) may not (403)", async () => {
    const f = await caseFirm();
    const fo = await user(f, 5);
    expectStatus(await f.call("petition/create", { petitionerId: f.company.id, beneficiaryIds: [f.worker.id] }, fo.token), 200);
    const att = await user(f, 6);
    expectStatus(await f.call("petition/create", { petitionerId: f.company.id, beneficiaryIds: [f.worker.id] }, att.token), 403, "FORBIDDEN");
    const ben = await user(f, 51);
    expectStatus(await f.call("petition/create", { petitionerId: f.company.id, beneficiaryIds: [f.worker.id] }, ben.token), 403, "FORBIDDEN");
  });

  it("follows the firm's CREATE_PETITION editors: removing front office makes it 403", async () => {
    const f = await caseFirm();
    const entries = defaultWorkflow().map((e) => (e.code === "CREATE_PETITION" ? { ...e, editors: e.editors.filter((x) => x.roleId !== 5) } : e));
    const db = await getDb();
    await db.insert(workflowConfigs).values({ tenantId: f.tenant.id, entries });
    const fo = await user(f, 5);
    expectStatus(await f.call("petition/create", { petitionerId: f.company.id, beneficiaryIds: [f.worker.id] }, fo.token), 403, "FORBIDDEN");
  });

  it("in a petitioner tenant (type 2) a petitioner may not create cases", async () => {
    const tenant = await createTenant({ typeId: 2 });
    const company = await createCompany(tenant.id);
    const b = await createBeneficiary(tenant.id, { companyId: company.id });
    const p = await createUser(tenant, 50, { companyId: company.id });
    const res = await callApi("petition/create", { petitionerId: company.id, beneficiaryIds: [b.id] }, { tenant: tenant.slug, token: p.token });
    expectStatus(res, 403, "FORBIDDEN");
  });

  it("another firm's petitioner or beneficiary is not valid (no cross-tenant reference)", async () => {
    const f = await caseFirm();
    const other = await createFirm();
    const foreignCo = await createCompany(other.tenant.id);
    const foreignB = await createBeneficiary(other.tenant.id);
    expectField(await f.call("petition/create", { petitionerId: foreignCo.id, beneficiaryIds: [f.worker.id] }), "petitionerId", "Petitioner not valid");
    expectField(await f.call("petition/create", { petitionerId: f.company.id, beneficiaryIds: [foreignB.id] }), "beneficiaryIds", "Beneficiary not valid");
  });

  it("a branch manager (4) creates in their own branch only", async () => {
    const f = await caseFirm();
    const bm = await user(f, 4, { branchId: f.branch.id });
    const res = await f.call("petition/create", { petitionerId: f.company.id, beneficiaryIds: [f.worker.id] }, bm.token);
    expectStatus(res, 200);
    expect(res.body.result.data.branchId).toBe(f.branch.id);
  });
});
