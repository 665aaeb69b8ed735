// The I-9 team's work (issue 12 section 2): the work queues (/api/i9/queues and the list's `queue`), E-Verify
// recorded by hand (/api/i9/everify-save), and the inspection package (/api/i9/inspection-package: index,
// late log, every form and its audit trail in one ZIP); 422, 409, 403 and another firm's 404.
import { describe, expect, it } from "vitest";
import { unzipSync, strFromU8 } from "fflate";
import { createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { expectField, expectStatus } from "../documents/helpers";
import { completedWorld, postFile, SECTION2, signedEmployee, TODAY } from "./fixtures";

const EVERIFY = { caseNumber: "2026-330-1234567 AB", status: "open", openedOn: "11/25/2026" };

async function teamWorld() {
  const w = await completedWorld();
  // Eva gives Ana's SSN (a possible duplicate); Ben has applied for his.
  const eva = await signedEmployee(w, { firstName: "Eva", lastName: "Diaz", email: "eva.diaz@example.com" });
  const ben = await signedEmployee(w, { firstName: "Ben", lastName: "Cole", email: "ben.cole@example.com" }, { ssn: null, ssnAppliedFor: true });
  return { ...w, eva, ben };
}

const names = (res: { body: { result: { data?: { employeeName: string }[] } } }) => res.body.result.data!.map((r) => r.employeeName).sort();

describe("work queues", () => {
  it("counts and lists Section 2 due, SSN applied for, duplicate SSNs, reverification due, E-Verify open and the late log", async () => {
    const w = await teamWorld();
    const queue = (q: string, today = TODAY) => w.call("i9/list", { today, filter: { matcher: { queue: q } } });
    expect((await w.call("i9/queues", {})).body.result.data).toEqual({ section2_due: 2, receipt_due: 0, reverification_due: 0, ssn_applied_for: 1, everify_open: 0, duplicate_ssn: 2, late: 0 });
    expect(names(await queue("section2_due"))).toEqual(["Ben Cole", "Eva Diaz"]);
    expect(names(await queue("ssn_applied_for"))).toEqual(["Ben Cole"]);
    expect(names(await queue("duplicate_ssn"))).toEqual(["Ana Ruiz", "Eva Diaz"]);
    expect(names(await queue("reverification_due", "2027-05-01"))).toEqual(["Ana Ruiz"]);
    expectField(await queue("coffee"), "filter.matcher.queue");

    // E-Verify opened for Ana; Eva's Section 2 signed a week late, with the reason.
    expectStatus(await w.call("i9/everify-save", { id: w.record.id, ...EVERIFY }), 200);
    expect(names(await queue("everify_open"))).toEqual(["Ana Ruiz"]);
    expectStatus(await w.call("i9/complete-section2", { today: "2026-12-10", id: w.eva.record.id, section2: { ...SECTION2, signature: "Maria Stone", lateReason: "The employee was on leave" } }), 200);
    const late = await queue("late", "2026-12-10");
    expect(names(late)).toEqual(["Eva Diaz"]);
    expect(late.body.result.data[0].lateNote).toMatch(/The employee was on leave/);
    expect((await w.call("i9/queues", { today: "2026-12-10" })).body.result.data).toMatchObject({ section2_due: 1, everify_open: 1, late: 1 });
    // Another firm sees none of it.
    const other = await createFirm();
    expect((await callApi("i9/queues", {}, { tenant: other.tenant.slug, token: other.admin.token })).body.result.data).toEqual({ section2_due: 0, receipt_due: 0, reverification_due: 0, ssn_applied_for: 0, everify_open: 0, duplicate_ssn: 0, late: 0 });
    const attorney = await createUser(w.tenant, 6);
    expectStatus(await w.call("i9/queues", {}, attorney.token), 403);
  });
});

describe("POST /api/i9/everify-save", () => {
  it("records the case by hand on a completed I-9, with its result and dates, on the trail", async () => {
    const w = await completedWorld();
    const res = await w.call("i9/everify-save", { id: w.record.id, ...EVERIFY });
    expectStatus(res, 200);
    expect(res.body.result.data).toMatchObject({ caseNumber: "20263301234567AB", status: "open", openedOn: "2026-11-25", closedOn: null });
    expectField(await w.call("i9/everify-save", { id: w.record.id, ...EVERIFY, status: "closed" }), "closedOn");
    expectField(await w.call("i9/everify-save", { id: w.record.id, ...EVERIFY, closedOn: "11/01/2026" }), "closedOn");
    expectField(await w.call("i9/everify-save", { id: w.record.id, ...EVERIFY, caseNumber: "12" }), "caseNumber");
    expectField(await w.call("i9/everify-save", { id: w.record.id, ...EVERIFY, status: "maybe" }), "status");
    expectStatus(await w.call("i9/everify-save", { id: w.record.id, ...EVERIFY, status: "employment_authorized", closedOn: "11/27/2026", notes: "Closed: employee continues to work" }), 200);
    const d = (await w.call("i9/details", { id: w.record.id })).body.result.data;
    expect(d.everify).toMatchObject({ status: "employment_authorized", closedOn: "2026-11-27", notes: "Closed: employee continues to work", updatedByName: w.admin.user.name });
    const trail = (await w.call("i9/activity-list", { id: w.record.id })).body.result.data as { action: string; detail: unknown }[];
    expect(trail[0]).toMatchObject({ action: "everify.saved", detail: { status: "employment_authorized", previous: "open" } });
  });

  it("waits for Section 2, needs I-9 write access, and is not found for another firm", async () => {
    const w = await teamWorld();
    expectStatus(await w.call("i9/everify-save", { id: w.eva.record.id, ...EVERIFY }), 409);
    const attorney = await createUser(w.tenant, 6);
    expectStatus(await w.call("i9/everify-save", { id: w.record.id, ...EVERIFY }, attorney.token), 403);
    const other = await createFirm();
    expectStatus(await callApi("i9/everify-save", { id: w.record.id, ...EVERIFY }, { tenant: other.tenant.slug, token: other.admin.token }), 404);
  });
});

describe("POST /api/i9/inspection-package", () => {
  it("answers one ZIP with the index, the late log, every signed form and every audit trail of the employer", async () => {
    const w = await teamWorld();
    const res = await postFile(w.tenant.slug, "i9/inspection-package", { employer: w.acme.id }, w.admin.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toContain("i9-inspection-Acme-Robotics-Inc-");
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const paths = Object.keys(files).sort();
    expect(paths.filter((p) => p.startsWith("forms/"))).toHaveLength(3);
    expect(paths.filter((p) => p.startsWith("audit-trails/"))).toHaveLength(3);
    expect(paths).toContain("index.csv");
    expect(paths).toContain("late-log.csv");
    const index = strFromU8(files["index.csv"]);
    expect(index).toContain("Ana Ruiz,Acme Robotics Inc,2026-11-30,,Complete");
    expect(index.trim().split("\r\n")).toHaveLength(4);
    expect(strFromU8(files["late-log.csv"]).trim().split("\r\n")).toHaveLength(1);
    const ana = paths.find((p) => p.startsWith("audit-trails/Ruiz-Ana"))!;
    expect(strFromU8(files[ana])).toContain("section2.signed");
    expect(files[paths.find((p) => p.startsWith("forms/form-i9-Ruiz-Ana"))!].slice(0, 5)).toEqual(new TextEncoder().encode("%PDF-"));
    const trail = (await w.call("i9/activity-list", { id: w.record.id })).body.result.data as { action: string }[];
    expect(trail[0].action).toBe("inspection.exported");
  });

  it("needs i9.sensitive and an employer within reach", async () => {
    const w = await completedWorld();
    expect((await postFile(w.tenant.slug, "i9/inspection-package", {}, w.admin.token)).status).toBe(422);
    const manager = await createUser(w.tenant, 4);
    expect((await postFile(w.tenant.slug, "i9/inspection-package", { employer: w.acme.id }, manager.token)).status).toBe(403);
    const other = await createFirm();
    expect((await postFile(other.tenant.slug, "i9/inspection-package", { employer: w.acme.id }, other.admin.token)).status).toBe(404);
  });
});
