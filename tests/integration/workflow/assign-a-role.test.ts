import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { petitionAssignments } from "@/db/schema/cases";
import { getDb } from "@/lib/server/db/client";
import { createBranch, createUser } from "../../factories";
import { auditActions } from "../companies/fixtures";
import { caseAt, expectField, expectStatus, firm, historyOf, mailsTo, petitionRow } from "./helpers";

async function assigned(petitionId: string, roleId: number) {
  const db = await getDb();
  const [row] = await db.select().from(petitionAssignments).where(and(eq(petitionAssignments.petitionId, petitionId), eq(petitionAssignments.roleId, roleId)));
  return row?.userId ?? null;
}

describe("POST /api/petition/assign-a-role", () => {
  it("assigns the supervisor when ASSIGN_SUPERVISOR is next: completes it, history, audit, e-mail to the supervisor", async () => {
    const { tenant, call } = await firm();
    const p = await caseAt(tenant.id, "ASSIGN_SUPERVISOR");
    const sup = await createUser(tenant, 7);
    const res = await call("petition/assign-a-role", { petitionId: p.id, roleId: 7, userId: sup.user.id });
    expectStatus(res, 200);
    const data = res.body.result.data;
    expect(data.nextWorkflowActivity).toBe("SUPERVISOR_LIST");
    expect(data.completedActivities).toContain("ASSIGN_SUPERVISOR");
    expect(data.assignment).toMatchObject({ code: "ASSIGN_SUPERVISOR", roleId: 7, userId: sup.user.id, completed: true });
    expect(await assigned(p.id, 7)).toBe(sup.user.id);
    expect(await historyOf(p.id)).toEqual([`Supervisor assigned: ${sup.user.name}`]);
    expect(await auditActions(tenant.id, p.id)).toEqual(["workflow.ASSIGN_SUPERVISOR"]);
    expect(await mailsTo(tenant.id, "workflow.assigned")).toEqual([sup.email]);
    // the supervisor gets the assignment mail, not also the generic watcher notice
    expect(await mailsTo(tenant.id, "workflow_activity")).not.toContain(sup.email);
  });

  it("reassigning later only updates the assignment, with a history line", async () => {
    const { tenant, call } = await firm();
    const p = await caseAt(tenant.id, "ASSIGN_SUPERVISOR");
    const first = await createUser(tenant, 7);
    const second = await createUser(tenant, 7);
    await call("petition/assign-a-role", { petitionId: p.id, roleId: 7, userId: first.user.id });
    const res = await call("petition/assign-a-role", { petitionId: p.id, roleId: "7", userId: second.user.id });
    expectStatus(res, 200);
    expect(res.body.result.data.assignment.completed).toBe(false);
    expect(res.body.result.data.nextWorkflowActivity).toBe("SUPERVISOR_LIST");
    expect(await assigned(p.id, 7)).toBe(second.user.id);
    expect((await historyOf(p.id)).at(-1)).toBe(`Supervisor changed to ${second.user.name}`);
    expect(await auditActions(tenant.id, p.id)).toEqual(["workflow.ASSIGN_SUPERVISOR", "petition.assign_role"]);
  });

  it("an attorney as case approver is kept apart from the attorney assignment; an admin can be the approver", async () => {
    const { tenant, call } = await firm();
    const p = await caseAt(tenant.id, "ASSIGN_ATTORNEY");
    const attorney = await createUser(tenant, 6);
    const approver = await createUser(tenant, 6);
    const sup = await createUser(tenant, 7); // ASSIGN_ATTORNEY editor
    expectStatus(await call("petition/assign-a-role", { petitionId: p.id, roleId: 6, userId: attorney.user.id }, sup.token), 200);
    // ASSIGN_CASE_APPROVER is excluded by default: a plain assignment
    const res = await call("petition/assign-a-role", { petitionId: p.id, roleId: 6, userId: approver.user.id, code: "ASSIGN_CASE_APPROVER" });
    expectStatus(res, 200);
    expect(res.body.result.data.assignment).toMatchObject({ code: "ASSIGN_CASE_APPROVER", completed: false });
    expect(await assigned(p.id, 6)).toBe(attorney.user.id);
    expect((await petitionRow(p.id)).caseApproverUserId).toBe(approver.user.id);
    expect(await historyOf(p.id)).toEqual([`Attorney assigned: ${attorney.user.name}`, `Case approver assigned: ${approver.user.name}`]);
    const admin2 = await createUser(tenant, 3);
    expectStatus(await call("petition/assign-a-role", { petitionId: p.id, roleId: 3, userId: admin2.user.id }), 200);
    expect((await petitionRow(p.id)).caseApproverUserId).toBe(admin2.user.id);
  });

  it("completes ASSIGN_CASE_APPROVER when the firm includes it and it is next", async () => {
    const { tenant, call } = await firm();
    const p = await caseAt(tenant.id, "ASSIGN_CASE_APPROVER");
    const approver = await createUser(tenant, 6);
    const res = await call("petition/assign-a-role", { petitionId: p.id, roleId: 6, userId: approver.user.id });
    expectStatus(res, 200);
    expect(res.body.result.data.assignment).toMatchObject({ code: "ASSIGN_CASE_APPROVER", completed: true });
    expect(res.body.result.data.caseApproverUserId).toBe(approver.user.id);
  });

  it("refuses an assignment whose step is still ahead (409)", async () => {
    const { tenant, call } = await firm();
    const p = await caseAt(tenant.id, "ASSIGN_SUPERVISOR");
    const paralegal = await createUser(tenant, 8);
    expectStatus(await call("petition/assign-a-role", { petitionId: p.id, roleId: 8, userId: paralegal.user.id }), 409, "CONFLICT");
  });

  it("validates (422): role, user of that role, active, of this firm, code fitting the role", async () => {
    const { tenant, call } = await firm();
    const p = await caseAt(tenant.id, "ASSIGN_SUPERVISOR");
    const paralegal = await createUser(tenant, 8);
    const inactive = await createUser(tenant, 7, { statusId: 2 });
    const other = await firm();
    const foreignSup = await createUser(other.tenant, 7);
    expectField(await call("petition/assign-a-role", { petitionId: p.id, roleId: 5, userId: paralegal.user.id }), "roleId", "Role not valid");
    expectField(await call("petition/assign-a-role", { petitionId: p.id, roleId: 7 }), "userId", "*User is required");
    expectField(await call("petition/assign-a-role", { petitionId: p.id, roleId: 7, userId: paralegal.user.id }), "userId", "Choose an active Supervisor of the firm");
    expectField(await call("petition/assign-a-role", { petitionId: p.id, roleId: 7, userId: inactive.user.id }), "userId", "Choose an active Supervisor of the firm");
    expectField(await call("petition/assign-a-role", { petitionId: p.id, roleId: 7, userId: foreignSup.user.id }), "userId", "Choose an active Supervisor of the firm");
    expectField(await call("petition/assign-a-role", { petitionId: p.id, roleId: 7, userId: paralegal.user.id, code: "ASSIGN_ATTORNEY" }), "roleId", "A Supervisor cannot be assigned as attorney");
    expectField(await call("petition/assign-a-role", { petitionId: "nope", roleId: 7, userId: paralegal.user.id }), "petitionId", "Case not valid");
  });

  it("403 for a role that is not an editor of the step; 404 for another firm's case and a branch manager's other branch", async () => {
    const { tenant, call } = await firm();
    const b1 = await createBranch(tenant.id);
    const b2 = await createBranch(tenant.id);
    const p = await caseAt(tenant.id, "ASSIGN_SUPERVISOR", { branchId: b2.id });
    const sup = await createUser(tenant, 7);
    const front = await createUser(tenant, 5);
    expectStatus(await call("petition/assign-a-role", { petitionId: p.id, roleId: 7, userId: sup.user.id }, front.token), 403, "FORBIDDEN");
    const manager = await createUser(tenant, 4, { branchId: b1.id });
    expectStatus(await call("petition/assign-a-role", { petitionId: p.id, roleId: 7, userId: sup.user.id }, manager.token), 404, "NOT_FOUND");
    const other = await firm();
    expectStatus(await other.call("petition/assign-a-role", { petitionId: p.id, roleId: 7, userId: sup.user.id }), 404, "NOT_FOUND");
    // a petitioner of another company does not see the case either
    const outsider = await createUser(tenant, 50, { companyId: null });
    expectStatus(await call("petition/assign-a-role", { petitionId: p.id, roleId: 7, userId: sup.user.id }, outsider.token), 404);
    expect((await petitionRow(p.id)).nextWorkflowActivity).toBe("ASSIGN_SUPERVISOR");
  });
});
