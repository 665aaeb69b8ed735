// The fast read paths of the case list and details: the total carried by the page statement (and
// its fallback past the last page), master-data names from the in-process cache that a master-data
// write drops at once, and the one-statement details read (live branch and petitioner, beneficiaries,
// assignments, scanned copies, the firm's workflow).
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { branches } from "@/db/schema/tenancy";
import { companies } from "@/db/schema/clients";
import type { CaseDetails, CaseListRow } from "@/lib/modules/cases/contract";
import { getDb } from "@/lib/server/db/client";
import { createBranch, createCompany } from "../../factories";
import { caseFirm, expectStatus, type CaseFirm } from "./fixtures";

let f: CaseFirm;
let other: CaseFirm;
const c: CaseDetails[] = [];

beforeAll(async () => {
  f = await caseFirm();
  other = await caseFirm();
  for (let i = 0; i < 3; i++) c.push(await f.create({ title: `Case ${i}` }));
  await other.create({});
});

async function page(body: Record<string, unknown>, firm: CaseFirm = f) {
  const res = await firm.call("petition/list", body);
  expectStatus(res, 200);
  return { rows: res.body.result.data as CaseListRow[], pagination: res.body.result.pagination };
}

describe("POST /api/petition/list totals", () => {
  it("answers the whole filtered count on every page, past the last page too", async () => {
    expect((await page({ page: 1, perpage: 2 })).pagination).toEqual({ page: 1, perpage: 2, total: 3 });
    const second = await page({ page: 2, perpage: 2 });
    expect(second.rows).toHaveLength(1);
    expect(second.pagination?.total).toBe(3);
    const past = await page({ page: 5, perpage: 2 });
    expect(past.rows).toEqual([]);
    expect(past.pagination).toEqual({ page: 5, perpage: 2, total: 3 });
    const none = await page({ filter: { matcher: { statusIds: [33] } } });
    expect(none).toEqual({ rows: [], pagination: { page: 1, perpage: 25, total: 0 } });
  });
});

describe("master-data names of cases", () => {
  it("shows a firm's rename of a status at once in its list and details, not in another firm's", async () => {
    expect((await page({})).rows.every((r) => r.statusName === "Case Started")).toBe(true);
    const renamed = await f.call("masterdata/update", { category: "petition_status", id: 1, name: "Case Opened" });
    expectStatus(renamed, 200);
    expect((await page({})).rows.map((r) => r.statusName)).toEqual(["Case Opened", "Case Opened", "Case Opened"]);
    const details = await f.call("petition/details", { id: c[0].id });
    expect((details.body.result.data as CaseDetails).statusName).toBe("Case Opened");
    expect((await page({}, other)).rows.map((r) => r.statusName)).toEqual(["Case Started"]);
  });
});

describe("POST /api/petition/details", () => {
  it("names only a live branch and a live petitioner, and counts nothing of another case", async () => {
    const branch = await createBranch(f.tenant.id, "Gone Branch");
    const company = await createCompany(f.tenant.id, { name: "Gone Co", branchId: branch.id });
    const kase = await f.create({ petitionerId: company.id, branchId: branch.id, beneficiaryIds: [f.worker.id, f.worker2.id] });
    const before = (await f.call("petition/details", { id: kase.id })).body.result.data as CaseDetails;
    expect(before.branch).toEqual({ id: branch.id, name: "Gone Branch" });
    expect(before.petitioner).toEqual({ id: company.id, name: "Gone Co" });
    expect(before.beneficiaries.map((b) => [b.name, b.isPrimary])).toEqual([
      ["Priya Raman", true],
      ["Lucas Moreau", false],
    ]);
    expect(before.scannedCopies).toBe(0);
    expect(before.workflow.length).toBeGreaterThan(0);

    const db = await getDb();
    await db.update(branches).set({ deletedAt: new Date() }).where(and(eq(branches.tenantId, f.tenant.id), eq(branches.id, branch.id)));
    await db.update(companies).set({ deletedAt: new Date() }).where(and(eq(companies.tenantId, f.tenant.id), eq(companies.id, company.id)));
    const after = (await f.call("petition/details", { id: kase.id })).body.result.data as CaseDetails;
    expect(after.branch).toBeNull();
    expect(after.branchName).toBeNull();
    expect(after.petitioner).toBeNull();
    expect(after.id).toBe(kase.id);
  });

  it("answers 404 for another firm's case", async () => {
    const theirs = await other.create({});
    expectStatus(await f.call("petition/details", { id: theirs.id }), 404, "NOT_FOUND");
  });
});
