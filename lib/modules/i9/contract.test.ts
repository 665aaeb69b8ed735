import { describe, expect, it } from "vitest";
import { createEmployeeBody, createEmployeeForm } from "./contract";

const person = { firstName: "Grace", lastName: "Okafor", middleInitial: "", email: "", externalId: "", hireDate: "03/02/2026", workLocation: "" };
const fieldsOf = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("the Add employee form", () => {
  it("flags the employer on an empty submit, with the other required fields", () => {
    const r = createEmployeeForm.safeParse({ ...person, companyId: "", firstName: "", hireDate: "" });
    expect(fieldsOf(r)).toEqual({ companyId: "*Employer is required", firstName: "*First Name is required", hireDate: "*Hire Date is required" });
  });
  it("takes the firm itself or a client", () => {
    expect(createEmployeeForm.parse({ ...person, companyId: "firm" }).companyId).toBeNull();
    const id = "7c1e5c3a-0f8e-4a51-9a55-2b1f8f0e6d11";
    expect(createEmployeeForm.parse({ ...person, companyId: id }).companyId).toBe(id);
  });
  it("a petitioner's form has no employer field: the request body leaves it out", () => {
    expect(createEmployeeBody.safeParse({ ...person, companyId: "" }).success).toBe(true);
  });
});
