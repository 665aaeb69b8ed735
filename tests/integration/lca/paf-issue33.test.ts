// Issue 33: the PAF's availability date (rule 8) is one computation: the details' `dates.pafAvailableBy`,
// the PAF tab and the PAF report agree, also for an LCA certified and then withdrawn; and the items
// 20 CFR 655.760(a) adds to the file of an H-1B-dependent employer or a willful violator (by its
// exempt-workers answer: lca-exempt-certification.test.ts).
import { describe, expect, it } from "vitest";
import { callApi } from "../api";
import { PNG, expectStatus, file, useTempFileStore } from "../documents/helpers";
import { pafFirm } from "./paf-fixtures";

useTempFileStore();

describe("PAF availability date in the details, the PAF view and the report", () => {
  it("a certified then withdrawn LCA keeps the date of its filing in all three", async () => {
    const f = await pafFirm(); // filed Friday 2026-11-20, certified 2026-11-24
    expectStatus(await f.call("update-status", { id: f.lca.id, statusId: 7, date: "2026-11-24" }), 200);
    const details = await f.call("details", { id: f.lca.id });
    expectStatus(details, 200);
    expect(details.body.result.data).toMatchObject({ statusId: 7, withdrawnDate: "2026-11-24" });
    const paf = await f.call("paf-details", { lcaId: f.lca.id });
    expectStatus(paf, 200);
    const report = await callApi("lca/paf-report", { page: 1, perpage: 10 }, { tenant: f.tenant.slug, token: f.manager.token });
    expectStatus(report, 200);
    const row = (report.body.result.data as { lcaId: string; availableBy: string | null }[]).find((r) => r.lcaId === f.lca.id);
    expect(details.body.result.data.dates.pafAvailableBy).toBe("2026-11-23");
    expect(paf.body.result.data.availableBy).toBe("2026-11-23");
    expect(row?.availableBy).toBe("2026-11-23");
  });
});

describe("PAF items of an H-1B-dependent employer or a willful violator (20 CFR 655.760(a))", () => {
  it("the file of a dependent employer not limited to exempt workers requires the recruitment summary, which an upload fills", async () => {
    const f = await pafFirm(undefined, { h1bDependent: true, willfulViolator: false, exemptWorkersOnly: false });
    const paf = await f.call("paf-details", { lcaId: f.lca.id });
    expectStatus(paf, 200);
    const items = paf.body.result.data.checklist as { kind: string; status: string; required: boolean }[];
    expect(items.filter((i) => ["H1B_WORKER_LIST", "EXEMPT_WORKERS", "RECRUITMENT_SUMMARY"].includes(i.kind))).toEqual([
      { kind: "H1B_WORKER_LIST", status: "not-applicable", required: false, files: [] },
      { kind: "EXEMPT_WORKERS", status: "not-applicable", required: false, files: [] },
      { kind: "RECRUITMENT_SUMMARY", status: "missing", required: true, files: [] },
    ]);
    expect(paf.body.result.data.missing).toContain("RECRUITMENT_SUMMARY");
    const report = await callApi("lca/paf-report", { page: 1, perpage: 10 }, { tenant: f.tenant.slug, token: f.manager.token });
    expect((report.body.result.data as { missing: string[] }[])[0].missing).toContain("RECRUITMENT_SUMMARY");

    const up = await f.upload("RECRUITMENT_SUMMARY", file(PNG, "recruitment.png"));
    expectStatus(up, 200);
    expect(up.body.result.data.checklist.find((i: { kind: string }) => i.kind === "RECRUITMENT_SUMMARY")).toMatchObject({ status: "uploaded", files: [{ fileName: "recruitment.png" }] });
    expect(up.body.result.data.missing).not.toContain("RECRUITMENT_SUMMARY");
  });

  it("a willful violator's file has them too; an employer answering no to both does not", async () => {
    const willful = await pafFirm(undefined, { h1bDependent: false, willfulViolator: true, exemptWorkersOnly: true });
    const w = await willful.call("paf-details", { lcaId: willful.lca.id });
    expect((w.body.result.data.checklist as { kind: string }[]).map((i) => i.kind)).toEqual(expect.arrayContaining(["H1B_WORKER_LIST", "EXEMPT_WORKERS", "RECRUITMENT_SUMMARY"]));
    const plain = await pafFirm();
    const p = await plain.call("paf-details", { lcaId: plain.lca.id });
    expect((p.body.result.data.checklist as { kind: string }[]).map((i) => i.kind)).not.toContain("RECRUITMENT_SUMMARY");
    expect((p.body.result.data.checklist as { kind: string }[]).map((i) => i.kind)).not.toContain("EXEMPT_WORKERS");
  });
});
