import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { tenants } from "@/db/schema/tenancy";
import { getDb } from "@/lib/server/db/client";
import { defaultWorkflow } from "@/lib/modules/workflow/definitions";
import { WORKFLOW_MSG } from "@/lib/modules/workflow/contract";
import { createTenant, createUser } from "../../factories";
import { callApi } from "../api";
import { auditActions } from "../companies/fixtures";
import { caseAt, doneBefore, expectField, expectStatus, firm, historyOf, petitionRow } from "./helpers";

const entriesWith = (change: Record<string, Record<string, unknown>>, typeId = 1) =>
  defaultWorkflow(typeId).map((e) => ({ ...e, ...(change[e.code] ?? {}) }));

async function tenantFlags(id: string) {
  const db = await getDb();
  const [t] = await db.select().from(tenants).where(eq(tenants.id, id));
  return { workflow: t.workflowSetupCompleted, defaults: t.defaultWorkflowCompleted };
}

describe("POST /api/workflow/config", () => {
  it("answers the defaults for a firm that never saved, to every staff role", async () => {
    const { tenant, call } = await firm();
    const res = await call("workflow/config", {});
    expectStatus(res, 200);
    const data = res.body.result.data;
    expect(data.isDefault).toBe(true);
    expect(data.updatedAt).toBeNull();
    expect(data.entries).toEqual(defaultWorkflow());
    expect(data.defaults).toEqual(defaultWorkflow());
    expect(data.roles.map((r: { roleId: number }) => r.roleId)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 50, 51]);
    expect(data.lockedEditorCodes).toEqual([]);
    const paralegal = await createUser(tenant, 8);
    expectStatus(await call("workflow/config", {}, paralegal.token), 200);
  });

  it("a petitioner tenant's defaults limit two editor lists to roles 3 and 4", async () => {
    const tenant = await createTenant({ typeId: 2 });
    const admin = await createUser(tenant, 3);
    const data = (await callApi("workflow/config", {}, { tenant: tenant.slug, token: admin.token })).body.result.data;
    expect(data.entries).toEqual(defaultWorkflow(2));
    expect(data.lockedEditorCodes).toEqual(["CREATE_PETITION", "LCA_REQUEST"]);
    expect(data.lockedEditorRoles).toEqual([3, 4]);
  });

  it("answers 403 to petitioners and beneficiaries", async () => {
    const { tenant, call } = await firm();
    expectStatus(await call("workflow/config", {}, (await createUser(tenant, 50)).token), 403);
    expectStatus(await call("workflow/config", {}, (await createUser(tenant, 51)).token), 403);
  });
});

describe("POST /api/workflow/update-config", () => {
  it("saves the configuration, marks the workflow set up, audits, and reads back", async () => {
    const { tenant, admin, call } = await firm();
    expect(await tenantFlags(tenant.id)).toEqual({ workflow: false, defaults: false });
    const entries = entriesWith({ LCA_REQUEST: { include: true }, PARALEGAL_LIST: { confirmRequired: false, watchers: [{ roleId: 7, name: "x" }, { roleId: 3 }] } });
    const res = await call("workflow/update-config", { entries });
    expectStatus(res, 200);
    expect(res.body.message).toBe("Workflow saved");
    const saved = res.body.result.data;
    expect(saved.isDefault).toBe(false);
    expect(saved.recomputedCases).toBe(0);
    const lca = saved.entries.find((e: { code: string }) => e.code === "LCA_REQUEST");
    expect(lca.include).toBe(true);
    const paralegalList = saved.entries.find((e: { code: string }) => e.code === "PARALEGAL_LIST");
    expect(paralegalList).toMatchObject({ confirmRequired: false, watchers: [{ roleId: 7, name: "Supervisor" }, { roleId: 3, name: "Admin" }] });
    expect(await tenantFlags(tenant.id)).toEqual({ workflow: true, defaults: true });
    expect(await auditActions(tenant.id, tenant.id)).toContain("workflow.update_config");

    const read = (await call("workflow/config", {}, (await createUser(tenant, 5)).token)).body.result.data;
    expect(read.isDefault).toBe(false);
    expect(read.entries).toEqual(saved.entries);
    expect(admin).toBeTruthy();
  });

  it("moves open cases whose next step was excluded, in one go, with a history line; other cases stay", async () => {
    const { tenant, call } = await firm();
    const atManager = await caseAt(tenant.id, "MANAGER_LIST");
    const atManager2 = await caseAt(tenant.id, "MANAGER_LIST");
    const atSupervisor = await caseAt(tenant.id, "ASSIGN_SUPERVISOR");
    const closed = await caseAt(tenant.id, "MANAGER_LIST", { closedAt: new Date() });
    const other = await firm();
    const foreign = await caseAt(other.tenant.id, "MANAGER_LIST");

    const res = await call("workflow/update-config", { entries: entriesWith({ MANAGER_LIST: { include: false } }) });
    expectStatus(res, 200);
    expect(res.body.result.data.recomputedCases).toBe(2);
    for (const c of [atManager, atManager2]) {
      expect((await petitionRow(c.id)).nextWorkflowActivity).toBe("ASSIGN_SUPERVISOR");
      expect(await historyOf(c.id)).toEqual(['Workflow changed: "Manager receives the case" is no longer a step; next step "Assign supervisor"']);
    }
    expect((await petitionRow(atSupervisor.id)).nextWorkflowActivity).toBe("ASSIGN_SUPERVISOR");
    expect(await historyOf(atSupervisor.id)).toEqual([]);
    expect((await petitionRow(closed.id)).nextWorkflowActivity).toBe("MANAGER_LIST");
    expect((await petitionRow(foreign.id)).nextWorkflowActivity).toBe("MANAGER_LIST");
  });

  it("excluding the last open step finishes the case; including an earlier step does not send cases back", async () => {
    const { tenant, call } = await firm();
    const atResponse = await caseAt(tenant.id, "UPDATE_USCIS_RESPONSE");
    const atAttorney = await caseAt(tenant.id, "ATTORNEY_LIST");
    const res = await call("workflow/update-config", { entries: entriesWith({ UPDATE_USCIS_RESPONSE: { include: false }, LCA_REQUEST: { include: true } }) });
    expectStatus(res, 200);
    expect((await petitionRow(atResponse.id)).nextWorkflowActivity).toBeNull();
    expect(await historyOf(atResponse.id)).toEqual(['Workflow changed: "USCIS response" is no longer a step; next step none — the workflow is complete']);
    expect((await petitionRow(atAttorney.id)).nextWorkflowActivity).toBe("ATTORNEY_LIST");
    expect((await petitionRow(atAttorney.id)).completedActivities).toEqual(doneBefore("ATTORNEY_LIST"));
  });

  it("validates the list (422): order, CREATE_PETITION included, roles, steps", async () => {
    const { call } = await firm();
    const list = defaultWorkflow();
    expectField(await call("workflow/update-config", { entries: list.slice(0, 28) }), "entries", WORKFLOW_MSG.order);
    expectField(await call("workflow/update-config", { entries: [list[1], list[0], ...list.slice(2)] }), "entries", WORKFLOW_MSG.order);
    expectField(await call("workflow/update-config", { entries: entriesWith({ CREATE_PETITION: { include: false } }) }), "entries.0.include", WORKFLOW_MSG.createIncluded);
    expectField(await call("workflow/update-config", { entries: entriesWith({ MANAGER_LIST: { editors: [{ roleId: 77 }] } }) }), "entries.5.editors.0", "Editors not valid");
    expectField(await call("workflow/update-config", { entries: entriesWith({ MANAGER_LIST: { step: 0 } }) }), "entries.5.step", "Step not valid");
    expectField(await call("workflow/update-config", { entries: entriesWith({ SUPERVISOR_LIST: { step: 1 } }) }), "entries.7.step", WORKFLOW_MSG.stepOrder);
    expectField(await call("workflow/update-config", {}), "entries", "*Workflow is required");
  });

  it("a petitioner tenant keeps CREATE_PETITION and LCA_REQUEST editors to Admin and Branch Manager", async () => {
    const tenant = await createTenant({ typeId: 2 });
    const admin = await createUser(tenant, 3);
    const save = (entries: unknown) => callApi("workflow/update-config", { entries }, { tenant: tenant.slug, token: admin.token });
    expectField(await save(entriesWith({ LCA_REQUEST: { editors: [3, 11] } }, 2)), "entries.3.editors", WORKFLOW_MSG.petitionerTenantEditors);
    expectStatus(await save(entriesWith({ LCA_REQUEST: { editors: [4], include: true } }, 2)), 200);
  });

  it("roles 1, 2 and 3 may save; 4, 5 and 50 get 403", async () => {
    const { tenant, call } = await firm();
    const entries = defaultWorkflow();
    for (const role of [1, 2]) expectStatus(await call("workflow/update-config", { entries }, (await createUser(tenant, role)).token), 200);
    for (const role of [4, 5, 50]) expectStatus(await call("workflow/update-config", { entries }, (await createUser(tenant, role)).token), 403);
  });

  it("another firm's admin changes only their own firm (the tenant comes from the host)", async () => {
    const a = await firm();
    const b = await firm();
    const res = await b.call("workflow/update-config", { entries: entriesWith({ LCA_REQUEST: { include: true } }) });
    expectStatus(res, 200);
    expect((await a.call("workflow/config", {})).body.result.data.isDefault).toBe(true);
    // b's token on a's host: the session does not belong to this firm
    const cross = await a.call("workflow/update-config", { entries: defaultWorkflow() }, b.admin.token);
    expectStatus(cross, 401);
  });
});

describe("configuration change during completions", () => {
  it("no case is left on a step the firm excluded while it was completing the step before", async () => {
    const { tenant, call } = await firm();
    const cases = await Promise.all(Array.from({ length: 6 }, () => caseAt(tenant.id, "SUBMIT_TO_LAW_FIRM")));
    const results = await Promise.all([
      ...cases.map((c) => call("petition/confirm-review-completed", { petitionId: c.id, code: "SUBMIT_TO_LAW_FIRM" })),
      call("workflow/update-config", { entries: entriesWith({ MANAGER_LIST: { include: false } }) }),
    ]);
    for (const r of results) expectStatus(r, 200);
    for (const c of cases) expect((await petitionRow(c.id)).nextWorkflowActivity).toBe("ASSIGN_SUPERVISOR");
  });
});
