// /api/lca/paf-report and /paf-report-csv: the filed LCAs' public access files with what each lacks, the
// retention date and basis (rule 9), the state filters (kept, due, hold, purged) and the caller's reach;
// the CSV export of the whole filtered list; 422, 403, and another firm's LCAs never listed.
import { describe, expect, it } from "vitest";
import { lcas, lcaWorkers, pafItems } from "@/db/schema/lca";
import { getDb } from "@/lib/server/db/client";
import { callApi } from "../api";
import { createBeneficiary, createCompany, createTenant, createUser, uid } from "../../factories";
import { expectField, expectStatus } from "../reminders/fixtures";

async function reportFirm() {
  const tenant = await createTenant();
  const acme = await createCompany(tenant.id, { name: "Acme Robotics LLC" });
  const globex = await createCompany(tenant.id, { name: "Globex Corp" });
  const manager = await createUser(tenant, 11);
  const client = await createUser(tenant, 50, { companyId: globex.id });
  const beneficiaryUser = await createUser(tenant, 51);
  const worker = await createBeneficiary(tenant.id, { companyId: acme.id });
  const db = await getDb();
  const base = { tenantId: tenant.id, visaClass: "H-1B", statusId: 5, beginDate: "2023-01-02", endDate: "2025-12-31", filedDate: "2022-12-01", pwCents: 10_000_000, pwSource: "OEWS" };
  const [kept, due, held, purged, draft] = await db
    .insert(lcas)
    .values([
      { ...base, lcaNumber: "LCA-2022-0001", petitionerId: acme.id, dolCaseNumber: `I-200-22335-${uid().slice(0, 6).replace(/\D/g, "1").padEnd(6, "1")}` },
      { ...base, lcaNumber: "LCA-2022-0002", petitionerId: globex.id, endDate: "2023-06-30", pafDueForPurgeAt: new Date() },
      { ...base, lcaNumber: "LCA-2022-0003", petitionerId: acme.id, legalHold: true },
      { ...base, lcaNumber: "LCA-2022-0004", petitionerId: acme.id, pafPurgedAt: new Date("2025-01-15T12:00:00Z") },
      { ...base, lcaNumber: "LCA-2026-0001", petitionerId: acme.id, statusId: 2, filedDate: null },
    ])
    .returning();
  await db.insert(pafItems).values({ tenantId: tenant.id, lcaId: kept.id, kind: "CERTIFIED_LCA", fileKey: "k", fileName: "lca.pdf", mimetype: "application/pdf", size: 10 });
  await db.insert(lcaWorkers).values({ tenantId: tenant.id, lcaId: kept.id, beneficiaryId: worker.id, employedFrom: "2023-01-02", employedUntil: "2026-03-31" });
  const call = (path: string, body: Record<string, unknown>, token: string = manager.token) => callApi(`lca/${path}`, body, { tenant: tenant.slug, token });
  return { tenant, acme, globex, manager, client, beneficiaryUser, call, ids: { kept: kept.id, due: due.id, held: held.id, purged: purged.id, draft: draft.id } };
}

describe("POST /api/lca/paf-report", () => {
  it("lists the filed LCAs' files with what is missing, the retention date and basis; filters by state and employer", async () => {
    const f = await reportFirm();
    const res = await f.call("paf-report", { sortBy: "lcaNumber", sortOrder: "asc" });
    expectStatus(res, 200);
    const rows = res.body.result.data as { lcaId: string; lcaNumber: string; missing: string[]; retainUntil: string; retainBasis: string; workers: number; employerName: string }[];
    expect(rows.map((r) => r.lcaNumber)).toEqual(["LCA-2022-0001", "LCA-2022-0002", "LCA-2022-0003", "LCA-2022-0004"]);
    const kept = rows[0];
    // The certified LCA is uploaded; the notice was never posted; the worker left 03/31/2026, after the LCA's end: kept 1 year after.
    expect(kept).toMatchObject({ employerName: "Acme Robotics LLC", retainUntil: "2027-03-31", retainBasis: "LAST_WORKER", workers: 1 });
    expect(kept.missing).toEqual(["WAGE_RATE", "ACTUAL_WAGE", "NOTICE", "BENEFITS", "WORKER_RECEIPT"]);
    expect(rows[1]).toMatchObject({ retainUntil: "2024-06-30", retainBasis: "LCA_END", dueForPurge: true });
    expect(rows[3]).toMatchObject({ missing: [], purgedAt: "2025-01-15T12:00:00.000Z" });

    const only = async (state: string) => ((await f.call("paf-report", { filter: { matcher: { state } } })).body.result.data as { lcaId: string }[]).map((r) => r.lcaId);
    expect(await only("due")).toEqual([f.ids.due]);
    expect(await only("hold")).toEqual([f.ids.held]);
    expect(await only("purged")).toEqual([f.ids.purged]);
    expect((await only("kept")).sort()).toEqual([f.ids.kept, f.ids.due, f.ids.held].sort());
    const globex = await f.call("paf-report", { filter: { matcher: { petitionerIds: [f.globex.id] } } });
    expect(globex.body.result.data.map((r: { lcaId: string }) => r.lcaId)).toEqual([f.ids.due]);
    expect(globex.body.result.pagination?.total).toBe(1);
  });

  it("a client sees its own company's; another firm's are never listed; 422 on a bad filter; 403 without lca.read", async () => {
    const f = await reportFirm();
    const mine = await f.call("paf-report", {}, f.client.token);
    expect(mine.body.result.data.map((r: { lcaId: string }) => r.lcaId)).toEqual([f.ids.due]);
    const g = await reportFirm();
    const theirs = await g.call("paf-report", { filter: { matcher: { petitionerIds: [f.acme.id] } } });
    expectStatus(theirs, 200);
    expect(theirs.body.result.data).toEqual([]);
    expectField(await f.call("paf-report", { filter: { matcher: { state: "lost" } } }), "filter.matcher.state");
    expectStatus(await f.call("paf-report", {}, f.beneficiaryUser.token), 403);
  });
});

describe("POST /api/lca/paf-report-csv", () => {
  it("exports the whole filtered list as CSV; 403 without lca.read", async () => {
    const f = await reportFirm();
    const { POST } = await import("@/app/api/lca/paf-report-csv/route");
    const host = `${f.tenant.slug}.localhost:3000`;
    const body = { filter: { matcher: { state: "kept" } }, sortBy: "lcaNumber", sortOrder: "asc", perpage: 1 };
    const res = await POST(new Request(`http://${host}/api/lca/paf-report-csv`, { method: "POST", headers: { host, "content-type": "application/json", authorization: `Bearer ${f.manager.token}` }, body: JSON.stringify(body) }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    // The whole filtered list, whatever the page size.
    const lines = (await res.text()).replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe("LCA,DOL case number,Employer,Status,Filed,End date,Available by,Keep until,Retention basis,Purgeable from,Missing items,Workers,Legal hold,Due for purge,Purged at");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain("LCA-2022-0001");
    expect(lines[1]).toContain("Acme Robotics LLC,Certified,2022-12-01,2025-12-31,2022-12-02,2027-03-31,LAST_WORKER");
    expectStatus(await f.call("paf-report-csv", {}, f.beneficiaryUser.token), 403);
  });
});
