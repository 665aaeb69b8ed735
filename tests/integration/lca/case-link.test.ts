// Linking LCAs to cases: the employer must match, an approved case keeps its link, and the workflow's
// "Submit LCA" (LCA_SUBMIT) completes only with a filed or certified LCA linked (or when skipped).
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { petitions } from "@/db/schema/cases";
import { getDb } from "@/lib/server/db/client";
import { updateLcaRow } from "@/lib/modules/lca/repository/lcas";
import { REVIEW_MSG } from "@/lib/modules/cases/steps/confirm-review";
import { APPROVED_LINK, NOT_EMPLOYER } from "@/lib/modules/lca/link-cases";
import { defaultWorkflow } from "@/lib/modules/workflow/definitions";
import { callApi } from "../api";
import { createCompany, createTenant, createUser } from "../../factories";
import { caseAt } from "../workflow/helpers";
import { expectField, expectStatus } from "../reminders/fixtures";

async function linkFirm() {
  const tenant = await createTenant();
  const admin = await createUser(tenant, 3);
  const manager = await createUser(tenant, 11);
  const company = await createCompany(tenant.id);
  const call = (path: string, body: Record<string, unknown>, token: string = admin.token) => callApi(path, { today: "2026-11-24", ...body }, { tenant: tenant.slug, token });
  expectStatus(await call("workflow/update-config", { entries: defaultWorkflow().map((e) => (e.code === "LCA_REQUEST" || e.code === "LCA_SUBMIT" ? { ...e, include: true } : e)) }), 200);
  const lca = (await call("lca/request", { petitionerId: company.id }, manager.token)).body.result.data as { id: string };
  return { tenant, admin, manager, company, call, lca };
}

describe("LCA_REQUEST", () => {
  it("is completed by requesting an LCA from the case when it is the case's next step, and only then", async () => {
    const f = await linkFirm();
    const p = await caseAt(f.tenant.id, "LCA_REQUEST", { petitionerId: f.company.id });
    expectStatus(await f.call("lca/request", { petitionId: p.id }, f.manager.token), 200);
    const db = await getDb();
    const [after] = await db.select().from(petitions).where(eq(petitions.id, p.id));
    expect(after.completedActivities).toContain("LCA_REQUEST");
    expect(after.nextWorkflowActivity).not.toBe("LCA_REQUEST");
    // A case further on (LCA_SUBMIT next) is not moved by another request.
    const q = await caseAt(f.tenant.id, "LCA_SUBMIT", { petitionerId: f.company.id });
    expectStatus(await f.call("lca/request", { petitionId: q.id }, f.manager.token), 200);
    const [still] = await db.select().from(petitions).where(eq(petitions.id, q.id));
    expect(still.nextWorkflowActivity).toBe("LCA_SUBMIT");
    expect(still.completedActivities).toEqual(q.completedActivities);
  });
});

describe("POST /api/lca/link-case, unlink-case and LCA_SUBMIT", () => {
  it("LCA_SUBMIT waits for a filed LCA linked to the case; skipping stays possible", async () => {
    const f = await linkFirm();
    const p = await caseAt(f.tenant.id, "LCA_SUBMIT", { petitionerId: f.company.id });
    const blocked = await f.call("petition/confirm-review-completed", { petitionId: p.id, code: "LCA_SUBMIT", confirm: true });
    expectStatus(blocked, 409, "CONFLICT");
    expect(blocked.body.message).toBe(REVIEW_MSG.lcaFiled);
    const linked = await f.call("lca/link-case", { lcaId: f.lca.id, petitionId: p.id }, f.manager.token);
    expectStatus(linked, 200);
    expect(linked.body.result.data.cases).toEqual([expect.objectContaining({ petitionId: p.id, caseNumber: p.caseNumber })]);
    // Linked but only requested: still blocked.
    expectStatus(await f.call("petition/confirm-review-completed", { petitionId: p.id, code: "LCA_SUBMIT", confirm: true }), 409, "CONFLICT");
    const db = await getDb();
    await updateLcaRow(db, f.tenant.id, f.lca.id, { statusId: 4, dolCaseNumber: "I-200-26320-000001", filedDate: "2026-11-16" });
    const done = await f.call("petition/confirm-review-completed", { petitionId: p.id, code: "LCA_SUBMIT", confirm: true });
    expectStatus(done, 200);
    expect(done.body.result.data.completedActivities).toContain("LCA_SUBMIT");
    const q = await caseAt(f.tenant.id, "LCA_SUBMIT", { petitionerId: f.company.id });
    expectStatus(await f.call("petition/confirm-review-completed", { petitionId: q.id, code: "LCA_SUBMIT", skip: true }), 200);
  });

  it("refuses a case of another client (422), keeps an approved case's link (409), unlinks otherwise; 403 and another firm's 404", async () => {
    const f = await linkFirm();
    const other = await caseAt(f.tenant.id, "LCA_SUBMIT");
    expectField(await f.call("lca/link-case", { lcaId: f.lca.id, petitionId: other.id }), "petitionId", NOT_EMPLOYER);
    const p = await caseAt(f.tenant.id, "LCA_SUBMIT", { petitionerId: f.company.id });
    expectStatus(await f.call("lca/link-case", { lcaId: f.lca.id, petitionId: p.id }), 200);
    const db = await getDb();
    await db.update(petitions).set({ completedActivities: ["CASE_APPROVED"] }).where(eq(petitions.id, p.id));
    const kept = await f.call("lca/unlink-case", { lcaId: f.lca.id, petitionId: p.id });
    expectStatus(kept, 409, "CONFLICT");
    expect(kept.body.result.error?.message).toBe(APPROVED_LINK);
    const r = await caseAt(f.tenant.id, "LCA_SUBMIT", { petitionerId: f.company.id });
    expectStatus(await f.call("lca/link-case", { lcaId: f.lca.id, petitionId: r.id }), 200);
    const un = await f.call("lca/unlink-case", { lcaId: f.lca.id, petitionId: r.id });
    expectStatus(un, 200);
    expect(un.body.result.data.cases.map((c: { petitionId: string }) => c.petitionId)).toEqual([p.id]);
    expectStatus(await f.call("lca/unlink-case", { lcaId: f.lca.id, petitionId: r.id }), 404, "NOT_FOUND");
    const paralegal = await createUser(f.tenant, 8);
    expectStatus(await f.call("lca/link-case", { lcaId: f.lca.id, petitionId: r.id }, paralegal.token), 403, "FORBIDDEN");
    const g = await linkFirm();
    expectStatus(await g.call("lca/link-case", { lcaId: f.lca.id, petitionId: r.id }), 404, "NOT_FOUND");
    const gCase = await caseAt(g.tenant.id, "LCA_SUBMIT", { petitionerId: g.company.id });
    expectStatus(await f.call("lca/link-case", { lcaId: f.lca.id, petitionId: gCase.id }), 404, "NOT_FOUND");
    expectField(await f.call("lca/link-case", { lcaId: f.lca.id }), "petitionId");
  });
});
