import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db/client";
import { seedDemoCases } from "@/db/seed/demo-cases";
import type { CaseListRow } from "@/lib/modules/cases/contract";
import { createBeneficiary, createBranch, createCompany, createFirm, createUser } from "../../factories";
import { callApi } from "../api";

describe("seedDemoCases", () => {
  it("creates cases at several workflow stages that the case calls answer consistently", async () => {
    const { tenant, admin } = await createFirm();
    const [hq, ny] = [await createBranch(tenant.id, "HQ"), await createBranch(tenant.id, "NY")];
    const acme = await createCompany(tenant.id, { name: "Acme", branchId: hq.id });
    const globex = await createCompany(tenant.id, { name: "Globex", branchId: ny.id });
    const arjun = await createBeneficiary(tenant.id, { firstName: "Arjun", lastName: "Sharma", companyId: acme.id });
    const wei = await createBeneficiary(tenant.id, { firstName: "Wei", lastName: "Zhang", companyId: acme.id });
    const lucia = await createBeneficiary(tenant.id, { firstName: "Lucia", lastName: "Fernandez", companyId: globex.id });
    const usersByRole: Record<number, string> = { 3: admin.user.id };
    for (const r of [5, 6, 7, 8]) usersByRole[r] = (await createUser(tenant, r)).user.id;
    const db = await getDb();
    const ids = await db.transaction((tx) =>
      seedDemoCases(tx, { tenantId: tenant.id, branches: { hq: hq.id, ny: ny.id }, companies: { acme: acme.id, globex: globex.id }, beneficiaries: { arjun: arjun.id, wei: wei.id, lucia: lucia.id }, usersByRole }),
    );
    expect(ids).toHaveLength(5);
    const list = await callApi("petition/list", { sortBy: "createdAt", sortOrder: "asc" }, { tenant: tenant.slug, token: admin.token });
    const rows = list.body.result.data as CaseListRow[];
    expect(rows.map((r) => [r.beneficiaryName, r.nextWorkflowActivity])).toEqual([
      ["Lucia Fernandez", null],
      ["Arjun Sharma", "UPDATE_USCIS_RESPONSE"],
      ["Arjun Sharma", "PARALEGAL_LIST"],
      ["Lucia Fernandez", "MANAGER_LIST"],
      ["Wei Zhang", "SUBMIT_BY_BENEFICIARY"],
    ]);
    const rfe = await callApi("petition/details", { id: ids[3] }, { tenant: tenant.slug, token: admin.token });
    expect(rfe.body.result.data).toMatchObject({ statusName: "RFE Received", deadlines: { noticeKind: "RFE" } });
    // Its RFE case is open, due on the petition's own RFE due date.
    const rfeCases = await callApi("rfe-petition/list", {}, { tenant: tenant.slug, token: admin.token });
    expect(rfeCases.body.result.data).toHaveLength(1);
    expect(rfeCases.body.result.data[0]).toMatchObject({ petitionId: ids[3], kind: "RFE", dueDate: rfe.body.result.data.deadlines.rfeDue, closed: false });
    const history = await callApi("petition/activity-list", { id: ids[1] }, { tenant: tenant.slug, token: admin.token });
    expect(history.body.result.data.at(-1).message).toBe("Case created");
    const closed = await callApi("petition/list", { filter: { matcher: { getClosedCases: true } } }, { tenant: tenant.slug, token: admin.token });
    expect(closed.body.result.data.map((r: CaseListRow) => r.id)).toEqual([ids[4]]);
  });
});
