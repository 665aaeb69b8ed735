import { describe, expect, it } from "vitest";
import { createBeneficiary, createCompany, createFirm } from "../../factories";
import { callApi } from "../api";
import { caseFirm, completeCode, expectField, expectStatus, user } from "./fixtures";

describe("POST /api/petition/entity-bulk-replace", () => {
  it("replaces a beneficiary on every case naming them, keeping the primary flag, with a history line per case", async () => {
    const f = await caseFirm();
    const a = await f.create({ beneficiaryIds: [f.worker.id, f.worker2.id] });
    const b = await f.create({ beneficiaryIds: [f.worker2.id] });
    const untouched = await f.create();
    const dup = await createBeneficiary(f.tenant.id, { firstName: "Lucas", lastName: "Moreau-Dup", companyId: f.company.id });
    const res = await f.call("petition/entity-bulk-replace", { entity: "beneficiary", fromId: f.worker2.id, toId: dup.id });
    expectStatus(res, 200);
    expect(res.body.result.data.updatedCaseIds.sort()).toEqual([a.id, b.id].sort());
    expect(res.body.result.data.skipped).toEqual([]);
    const bd = (await f.call("petition/details", { id: b.id })).body.result.data;
    expect(bd.beneficiaries).toEqual([{ id: dup.id, name: "Lucas Moreau-Dup", email: dup.email, isPrimary: true }]);
    expect(bd.beneficiaryName).toBe("Lucas Moreau-Dup");
    const ad = (await f.call("petition/details", { id: a.id })).body.result.data;
    expect(ad.beneficiaries.map((x: { id: string; isPrimary: boolean }) => [x.id, x.isPrimary])).toEqual([
      [f.worker.id, true],
      [dup.id, false],
    ]);
    const h = await f.call("petition/activity-list", { id: a.id });
    expect(h.body.result.data[0].message).toBe("Beneficiary Lucas Moreau replaced by Lucas Moreau-Dup");
    expect((await f.call("petition/activity-list", { id: untouched.id })).body.result.pagination?.total).toBe(1);
  });

  it("merges when the new beneficiary is already on the case; limits to petitionIds when given", async () => {
    const f = await caseFirm();
    const both = await f.create({ beneficiaryIds: [f.worker2.id, f.worker.id] });
    const other = await f.create({ beneficiaryIds: [f.worker2.id] });
    const res = await f.call("petition/entity-bulk-replace", { entity: "beneficiary", fromId: f.worker2.id, toId: f.worker.id, petitionIds: [both.id] });
    expect(res.body.result.data.updatedCaseIds).toEqual([both.id]);
    const d = (await f.call("petition/details", { id: both.id })).body.result.data;
    expect(d.beneficiaries.map((x: { id: string; isPrimary: boolean }) => [x.id, x.isPrimary])).toEqual([[f.worker.id, true]]);
    const o = (await f.call("petition/details", { id: other.id })).body.result.data;
    expect(o.beneficiaries[0].id).toBe(f.worker2.id);
  });

  it("replaces the petitioner; an admin (3) skips cases already submitted to the firm", async () => {
    const f = await caseFirm();
    const open = await f.create();
    const submitted = await f.create();
    await completeCode(f, submitted.id, "SUBMIT_TO_LAW_FIRM");
    const newCo = await createCompany(f.tenant.id, { name: "Acme Robotics Holdings" });
    const res = await f.call("petition/entity-bulk-replace", { entity: "petitioner", fromId: f.company.id, toId: newCo.id });
    expectStatus(res, 200);
    expect(res.body.result.data.updatedCaseIds).toEqual([open.id]);
    expect(res.body.result.data.skipped).toEqual([{ id: submitted.id, reason: "The case has been submitted to the law firm; your role can no longer edit it" }]);
    const d = (await f.call("petition/details", { id: open.id })).body.result.data;
    expect(d).toMatchObject({ petitioner: { id: newCo.id, name: "Acme Robotics Holdings" }, petitionerName: "Acme Robotics Holdings" });
  });

  it("403 for non-admins, 422 for same ids or an unusable target, 404 for another firm's record", async () => {
    const f = await caseFirm();
    await f.create();
    expectStatus(await f.call("petition/entity-bulk-replace", { entity: "beneficiary", fromId: f.worker.id, toId: f.worker2.id }, (await user(f, 5)).token), 403, "FORBIDDEN");
    expectField(await f.call("petition/entity-bulk-replace", { entity: "beneficiary", fromId: f.worker.id, toId: f.worker.id }), "toId", "To not valid");
    expectField(await f.call("petition/entity-bulk-replace", { entity: "nobody", fromId: f.worker.id, toId: f.worker2.id }), "entity", "Entity not valid");
    const other = await createFirm();
    const foreign = await createBeneficiary(other.tenant.id);
    expectField(await f.call("petition/entity-bulk-replace", { entity: "beneficiary", fromId: f.worker.id, toId: foreign.id }), "toId", "Beneficiary not valid");
    const res = await callApi("petition/entity-bulk-replace", { entity: "beneficiary", fromId: f.worker.id, toId: foreign.id }, { tenant: other.tenant.slug, token: other.admin.token });
    expectStatus(res, 404, "NOT_FOUND");
  });
});
