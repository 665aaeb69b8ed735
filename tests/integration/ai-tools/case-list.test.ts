// POST /api/ai-tools/case-list (spec section 7 "Others"): the caller's open cases within reach, newest
// activity first, at most 100 a page, each with a plain-language summary in the reader's language (days to
// the deadline from the caller's `today`). Happy path, bad input 422, a role without case.read 403, another
// firm's case never listed, a petitioner only its company's.
import { describe, expect, it } from "vitest";
import { ROLE } from "@/lib/shared/constants/roles";
import { createBranch, createCompany, createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { createCase, expectField, expectStatus } from "../documents/helpers";

const TODAY = "2026-11-20";

async function world() {
  const { tenant, admin } = await createFirm();
  const hq = await createBranch(tenant.id, "HQ");
  const acme = await createCompany(tenant.id, { name: "Acme Robotics", branchId: hq.id });
  const globex = await createCompany(tenant.id, { name: "Globex", branchId: hq.id });
  const soon = await createCase(tenant.id, { typeId: 1, subTypeId: 5, title: "Data engineer", petitionerId: acme.id, branchId: hq.id, statusId: 3, nextWorkflowActivity: "MANAGER_LIST", deadlineDate: "2026-11-23" }, []);
  const late = await createCase(tenant.id, { typeId: 1, subTypeId: 5, petitionerId: globex.id, branchId: hq.id, statusId: 3, nextWorkflowActivity: "SUBMIT_TO_LAW_FIRM", deadlineDate: "2026-11-19" }, []);
  const closed = await createCase(tenant.id, { typeId: 1, subTypeId: 5, petitionerId: acme.id, branchId: hq.id, statusId: 22, nextWorkflowActivity: null }, []);
  const petitioner = await createUser(tenant, ROLE.PETITIONER, { companyId: globex.id });
  const call = (body: Record<string, unknown> = {}, token = admin.token, tenantSlug = tenant.slug) => callApi("ai-tools/case-list", { today: TODAY, ...body }, { tenant: tenantSlug, token });
  return { tenant, admin, acme, soon, late, closed, petitioner, call };
}

type Row = { id: string; caseNumber: string; daysToDeadline: number | null; nextStep: string | null; nextStepName: string | null; summary: string; detailsPath: string };

describe("POST /api/ai-tools/case-list", () => {
  it("lists the open cases with a summary each: days left, overdue, the next step's name", async () => {
    const w = await world();
    const res = await w.call();
    expectStatus(res, 200);
    const rows = res.body.result.data as Row[];
    expect(rows.map((r) => r.id).sort()).toEqual([w.soon.id, w.late.id].sort());
    expect(res.body.result.pagination).toMatchObject({ page: 1, perpage: 100, total: 2 });
    const soon = rows.find((r) => r.id === w.soon.id)!;
    expect(soon.daysToDeadline).toBe(3);
    expect(soon.nextStep).toBe("MANAGER_LIST");
    expect(soon.nextStepName).toBeTruthy();
    expect(soon.detailsPath).toBe(`/app/petition-details/${w.soon.id}`);
    expect(soon.summary).toContain(`case ${w.soon.caseNumber} (“Data engineer”) for Acme Robotics,`);
    expect(soon.summary).toContain("Deadline 11/23/2026, in 3 days.");
    expect(soon.summary).toContain(`Next step: ${soon.nextStepName}.`);
    const late = rows.find((r) => r.id === w.late.id)!;
    expect(late.daysToDeadline).toBe(-1);
    expect(late.summary).toContain("Deadline 11/19/2026, 1 day overdue.");

    const all = (await w.call({ activeOnly: false })).body.result.data as Row[];
    expect(all.map((r) => r.id)).toContain(w.closed.id);
    expect((await w.call({ search: "Data engineer" })).body.result.data.map((r: Row) => r.id)).toEqual([w.soon.id]);
  });

  it("answers in the reader's language", async () => {
    const w = await world();
    const res = await callApi("ai-tools/case-list", { today: TODAY }, { tenant: w.tenant.slug, token: w.admin.token, cookie: "NEXT_LOCALE=es" });
    expectStatus(res, 200);
    const late = (res.body.result.data as Row[]).find((r) => r.id === w.late.id)!;
    expect(late.summary).toContain("vencida hace 1 día.");
    expect(late.summary).toMatch(/^Caso /);
  });

  it("refuses a page size over 100 and a bad flag (422 with the field)", async () => {
    const w = await world();
    expectField(await w.call({ perpage: 101 }), "perpage", "Field value must be less than or equal to 100");
    expectField(await w.call({ activeOnly: "sometimes" }), "activeOnly");
  });

  it("follows the case list's reach: a petitioner its company's cases, an I-9 user none (403), another firm's host 404 for the session", async () => {
    const w = await world();
    const mine = (await w.call({}, w.petitioner.token)).body.result.data as Row[];
    expect(mine.map((r) => r.id)).toEqual([w.late.id]);
    const i9 = await createUser(w.tenant, ROLE.I9_USER);
    expectStatus(await w.call({}, i9.token), 403);
    const other = await createFirm();
    const foreign = await createCase(other.tenant.id, { typeId: 1, subTypeId: 5, statusId: 3 }, []);
    const ours = (await w.call({ activeOnly: false })).body.result.data as Row[];
    expect(ours.map((r) => r.id)).not.toContain(foreign.id);
    // Our session on the other firm's host is not a session there.
    expect((await w.call({}, w.admin.token, other.tenant.slug)).status).toBe(401);
  });
});
