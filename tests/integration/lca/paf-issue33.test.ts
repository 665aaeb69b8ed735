// Issue 33: the PAF's availability date (rule 8) is one computation: the details' `dates.pafAvailableBy`,
// the PAF tab and the PAF report agree, also for an LCA certified and then withdrawn.
import { describe, expect, it } from "vitest";
import { callApi } from "../api";
import { expectStatus } from "../documents/helpers";
import { pafFirm } from "./paf-fixtures";

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
