// Two LCA answers a firm relies on: the ETA-9035 section H exempt-workers answer (`exemptWorkersOnly`,
// 20 CFR 655.737) on request, update, filing and the PAF checklist; and a certification dated the filing
// day (20 CFR 655.740: up to 7 working days), refused unless confirmed. Happy path, 422, 403, other firm 404.
import { describe, expect, it } from "vitest";
import { SAME_DAY_CERTIFICATION } from "@/lib/modules/lca/write-lca";
import { callApi } from "../api";
import { createCompany, createTenant, createUser } from "../../factories";
import { expectField, expectStatus, useTempFileStore } from "../documents/helpers";
import { TODAY, pafFirm } from "./paf-fixtures";

useTempFileStore();

async function firm() {
  const tenant = await createTenant();
  const company = await createCompany(tenant.id, { name: "Red Heron Labs" });
  const manager = await createUser(tenant, 11);
  const paralegal = await createUser(tenant, 8);
  const call = (path: string, body: Record<string, unknown>, token: string = manager.token) => callApi(`lca/${path}`, { today: TODAY, ...body }, { tenant: tenant.slug, token });
  const req = await call("request", { petitionerId: company.id, h1bDependent: true, willfulViolator: false, exemptWorkersOnly: true });
  expectStatus(req, 200);
  const lca = req.body.result.data as { id: string; exemptWorkersOnly: boolean | null };
  expectStatus(await call("update-status", { id: lca.id, statusId: 2 }), 200);
  return { tenant, company, manager, paralegal, call, lca };
}

const COMPLETE = {
  jobTitle: "Data Scientist",
  socCode: "15-2051",
  beginDate: "2027-01-04",
  endDate: "2029-12-31",
  wageFromCents: 13_000_000,
  wageUnit: "Year",
  pwCents: 12_000_000,
  pwUnit: "Year",
  pwSource: "OEWS",
  worksites: [{ address1: "77 Lake Shore Dr", city: "Chicago", state: "IL", postalCode: "60611", workers: 1 }],
};

describe("the exempt-workers answer (ETA-9035 section H)", () => {
  it("is recorded on request and update, asked before filing a dependent employer's LCA, and cleared once neither applies", async () => {
    const f = await firm();
    expect(f.lca.exemptWorkersOnly).toBe(true);
    const unanswered = await f.call("update", { id: f.lca.id, ...COMPLETE, exemptWorkersOnly: null });
    expectStatus(unanswered, 200);
    expect(unanswered.body.result.data.exemptWorkersOnly).toBeNull();
    // A dependent employer's LCA is not filed without the answer.
    const refused = await f.call("update-status", { id: f.lca.id, statusId: 4, dolCaseNumber: "I-200-26324-000777", date: "2026-11-20" });
    expectField(refused, "exemptWorkersOnly", "Complete the LCA before filing it: MISSING_EXEMPT_WORKERS_ONLY");
    const answered = await f.call("update", { id: f.lca.id, exemptWorkersOnly: false });
    expect((await f.call("details", { id: f.lca.id })).body.result.data.exemptWorkersOnly).toBe(false);
    expectStatus(answered, 200);
    // Neither dependent nor a willful violator: the question is not asked, the answer goes.
    const neither = await f.call("update", { id: f.lca.id, h1bDependent: false, exemptWorkersOnly: true });
    expect(neither.body.result.data).toMatchObject({ h1bDependent: false, exemptWorkersOnly: null });
    expectStatus(await f.call("update-status", { id: f.lca.id, statusId: 4, dolCaseNumber: "I-200-26324-000777", date: "2026-11-20" }), 200);
    // A new request of an employer that is neither keeps no answer either.
    const plain = await f.call("request", { petitionerId: f.company.id, h1bDependent: false, willfulViolator: false, exemptWorkersOnly: false });
    expect(plain.body.result.data.exemptWorkersOnly).toBeNull();
  });

  it("422 on a value that is no yes/no, 403 for a paralegal, 404 for another firm's LCA", async () => {
    const f = await firm();
    expectField(await f.call("update", { id: f.lca.id, exemptWorkersOnly: "maybe" }), "exemptWorkersOnly", "Exempt Workers Only not valid");
    expectStatus(await f.call("update", { id: f.lca.id, exemptWorkersOnly: false }, f.paralegal.token), 403, "FORBIDDEN");
    const g = await firm();
    expectStatus(await g.call("update", { id: f.lca.id, exemptWorkersOnly: false }), 404, "NOT_FOUND");
  });

  it("an LCA used only for exempt workers requires their list and documentation in the PAF, and no recruitment summary", async () => {
    const f = await pafFirm(undefined, { h1bDependent: true, willfulViolator: false, exemptWorkersOnly: true });
    const paf = await f.call("paf-details", { lcaId: f.lca.id });
    expectStatus(paf, 200);
    const items = paf.body.result.data.checklist as { kind: string; status: string; required: boolean }[];
    expect(items.filter((i) => ["H1B_WORKER_LIST", "EXEMPT_WORKERS", "RECRUITMENT_SUMMARY"].includes(i.kind))).toEqual([
      { kind: "H1B_WORKER_LIST", status: "missing", required: true, files: [] },
      { kind: "EXEMPT_WORKERS", status: "missing", required: true, files: [] },
      { kind: "RECRUITMENT_SUMMARY", status: "not-applicable", required: false, files: [] },
    ]);
    expect(paf.body.result.data.missing).toEqual(expect.arrayContaining(["H1B_WORKER_LIST", "EXEMPT_WORKERS"]));
    expect(paf.body.result.data.missing).not.toContain("RECRUITMENT_SUMMARY");
  });
});

describe("a certification dated the filing day (20 CFR 655.740)", () => {
  async function filed() {
    const f = await firm();
    expectStatus(await f.call("update", { id: f.lca.id, ...COMPLETE, exemptWorkersOnly: false }), 200);
    expectStatus(await f.call("update-status", { id: f.lca.id, statusId: 4, dolCaseNumber: "I-200-26324-000888", date: "2026-11-20" }), 200);
    return f;
  }

  it("is refused with a message to confirm, then recorded once confirmed", async () => {
    const f = await filed();
    const asked = await f.call("update-status", { id: f.lca.id, statusId: 5, date: "11/20/2026" });
    expectField(asked, "confirmSameDayCertification", SAME_DAY_CERTIFICATION);
    expect(asked.body.result.error!.messageKey).toBe("lcaSameDayCertification");
    expect((await f.call("details", { id: f.lca.id })).body.result.data.statusId).toBe(4);
    // Before the filing it stays impossible, confirmed or not.
    expectField(await f.call("update-status", { id: f.lca.id, statusId: 5, date: "2026-11-19", confirmSameDayCertification: true }), "date", "The decision date cannot be before the filing date");
    const confirmed = await f.call("update-status", { id: f.lca.id, statusId: 5, date: "2026-11-20", confirmSameDayCertification: true });
    expectStatus(confirmed, 200);
    expect(confirmed.body.result.data).toMatchObject({ statusId: 5, filedDate: "2026-11-20", decisionDate: "2026-11-20" });
  });

  it("a later day needs no confirmation; a denial on the filing day is not asked about", async () => {
    const f = await filed();
    expectStatus(await f.call("update-status", { id: f.lca.id, statusId: 5, date: "2026-11-23" }), 200);
    const d = await filed();
    expectStatus(await d.call("update-status", { id: d.lca.id, statusId: 6, date: "2026-11-20" }), 200);
  });

  it("422 on a confirmation that is no boolean, 403 for a paralegal, 404 for another firm's LCA", async () => {
    const f = await filed();
    expectField(await f.call("update-status", { id: f.lca.id, statusId: 5, date: "2026-11-20", confirmSameDayCertification: "yes" }), "confirmSameDayCertification", "Confirm Same Day Certification not valid");
    expectStatus(await f.call("update-status", { id: f.lca.id, statusId: 5, date: "2026-11-20", confirmSameDayCertification: true }, f.paralegal.token), 403, "FORBIDDEN");
    const g = await firm();
    expectStatus(await g.call("update-status", { id: f.lca.id, statusId: 5, date: "2026-11-20", confirmSameDayCertification: true }), 404, "NOT_FOUND");
  });
});
