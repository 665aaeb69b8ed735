import { describe, expect, it } from "vitest";
import { createBeneficiary, createCompany, createTenant, createUser } from "../../factories";
import { auditActions, expectField, expectStatus, firm, insertDependant } from "../companies/fixtures";

const child = (beneficiaryId: string) => ({ beneficiaryId, relation: "child", firstName: "Mia", lastName: "Rao", dateOfBirth: "2016-05-04", countryOfBirthId: 101 });

describe("POST /api/beneficiary/save-dependant", () => {
  it("adds a dependant, then replaces it when saved with its id", async () => {
    const { tenant, call } = await firm();
    const b = await createBeneficiary(tenant.id);
    const created = await call("beneficiary/save-dependant", { ...child(b.id), passportNumber: "s 1234567", email: "MIA@mail.example" });
    expectStatus(created, 200);
    const d = created.body.result.data;
    expect(d).toMatchObject({ beneficiaryId: b.id, relation: "child", name: "Mia Rao", passportNumber: "S1234567", email: "mia@mail.example" });
    const updated = await call("beneficiary/save-dependant", { ...child(b.id), id: d.id, relation: "Spouse", firstName: "Mira", dateOfBirth: "1991-01-01" });
    expectStatus(updated, 200);
    expect(updated.body.result.data).toMatchObject({ id: d.id, relation: "spouse", firstName: "Mira", email: null, passportNumber: null });
    const details = await call("beneficiary/details", { id: b.id });
    expect(details.body.result.data.dependants.map((x: { id: string }) => x.id)).toEqual([d.id]);
    expect(await auditActions(tenant.id, d.id)).toEqual(["dependant.create", "dependant.update"]);
  });

  it("allows at most one spouse (422 on relation); re-saving the spouse itself is fine", async () => {
    const { tenant, call } = await firm();
    const b = await createBeneficiary(tenant.id);
    const spouse = await insertDependant(tenant.id, b.id, { relation: "spouse" });
    await insertDependant(tenant.id, b.id, { relation: "spouse", deletedAt: new Date() });
    expectField(await call("beneficiary/save-dependant", { ...child(b.id), relation: "spouse" }), "relation", "A beneficiary can have only one spouse");
    const kid = (await call("beneficiary/save-dependant", child(b.id))).body.result.data;
    expectField(await call("beneficiary/save-dependant", { ...child(b.id), id: kid.id, relation: "spouse" }), "relation", "A beneficiary can have only one spouse");
    expectStatus(await call("beneficiary/save-dependant", { ...child(b.id), id: spouse.id, relation: "spouse", firstName: "Same" }), 200);
  });

  it("answers 422 with field messages", async () => {
    const { tenant, call } = await firm();
    const b = await createBeneficiary(tenant.id);
    expectField(await call("beneficiary/save-dependant", { ...child(b.id), relation: "cousin" }), "relation", "Relation not valid");
    expectField(await call("beneficiary/save-dependant", { ...child(b.id), relation: undefined }), "relation", "*Relation is required");
    expectField(await call("beneficiary/save-dependant", { ...child(b.id), firstName: "" }), "firstName", "*First Name is required");
    expectField(await call("beneficiary/save-dependant", { ...child(b.id), dateOfBirth: "2016-13-01" }), "dateOfBirth", "Date must be a valid format (MM/DD/YYYY)");
    expectField(await call("beneficiary/save-dependant", { ...child(b.id), dateOfBirth: "2099-01-01" }), "dateOfBirth", "Date of Birth must be in the past");
    expectField(await call("beneficiary/save-dependant", { ...child(b.id), passportNumber: "ABC" }), "passportNumber", "Passport number not valid");
    expectField(await call("beneficiary/save-dependant", { ...child(b.id), countryOfBirthId: 99999 }), "countryOfBirthId", "Country of Birth not valid");
  });

  it("lets a petitioner manage their company's beneficiaries' dependants only; 403 for a beneficiary", async () => {
    const { tenant, call } = await firm();
    const own = await createCompany(tenant.id);
    const petitioner = await createUser(tenant, 50, { companyId: own.id });
    const worker = await createBeneficiary(tenant.id, { companyId: own.id });
    const stranger = await createBeneficiary(tenant.id);
    expectStatus(await call("beneficiary/save-dependant", child(worker.id), petitioner.token), 200);
    expectStatus(await call("beneficiary/save-dependant", child(stranger.id), petitioner.token), 404);
    const me = await createUser(tenant, 51);
    const mine = await createBeneficiary(tenant.id, { userId: me.user.id });
    expectStatus(await call("beneficiary/save-dependant", child(mine.id), me.token), 403);
  });

  it("answers 404 for another firm's beneficiary and for a dependant of another beneficiary", async () => {
    const { tenant, call } = await firm();
    const foreign = await createBeneficiary((await createTenant()).id);
    expectStatus(await call("beneficiary/save-dependant", child(foreign.id)), 404);
    const b1 = await createBeneficiary(tenant.id);
    const b2 = await createBeneficiary(tenant.id);
    const d = await insertDependant(tenant.id, b2.id);
    const res = await call("beneficiary/save-dependant", { ...child(b1.id), id: d.id });
    expectStatus(res, 404);
    expect(res.body.message).toBe("Dependant not found");
  });
});

describe("POST /api/beneficiary/delete-dependant", () => {
  it("soft-deletes a dependant", async () => {
    const { tenant, call } = await firm();
    const b = await createBeneficiary(tenant.id);
    const d = await insertDependant(tenant.id, b.id, { relation: "spouse" });
    expectStatus(await call("beneficiary/delete-dependant", { id: d.id }), 200);
    const details = await call("beneficiary/details", { id: b.id });
    expect(details.body.result.data.dependants).toEqual([]);
    expect(details.body.result.data.dependantCount).toBe(0);
    expect(await auditActions(tenant.id, d.id)).toEqual(["dependant.delete"]);
    // the spouse slot is free again
    expectStatus(await call("beneficiary/save-dependant", { beneficiaryId: b.id, relation: "spouse", firstName: "New", lastName: "Spouse" }), 200);
    expectStatus(await call("beneficiary/delete-dependant", { id: d.id }), 404);
  });

  it("answers 422, 403 for an attorney, 404 for another firm's and another company's dependant", async () => {
    const { tenant, call } = await firm();
    expectField(await call("beneficiary/delete-dependant", { id: "nope" }), "id", "Dependant not valid");
    const b = await createBeneficiary(tenant.id);
    const d = await insertDependant(tenant.id, b.id);
    const attorney = await createUser(tenant, 6);
    expectStatus(await call("beneficiary/delete-dependant", { id: d.id }, attorney.token), 403);
    const petitioner = await createUser(tenant, 50, { companyId: (await createCompany(tenant.id)).id });
    expectStatus(await call("beneficiary/delete-dependant", { id: d.id }, petitioner.token), 404);
    const other = await createTenant();
    const foreign = await insertDependant(other.id, (await createBeneficiary(other.id)).id);
    expectStatus(await call("beneficiary/delete-dependant", { id: foreign.id }), 404);
  });
});
