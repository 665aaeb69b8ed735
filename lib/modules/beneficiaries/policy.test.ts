import { describe, expect, it } from "vitest";
import { ROLE } from "@/lib/shared/constants/roles";
import { beneficiaryVisibility, canSeeBeneficiary } from "./policy";

const actor = (roleId: number, extra: { branchId?: string | null; companyId?: string | null; userId?: string } = {}) => ({
  roleId,
  branchId: extra.branchId ?? null,
  companyId: extra.companyId ?? null,
  userId: extra.userId ?? "u1",
});
const worker = { companyId: "c1", branchId: "b1", userId: "u9" };

describe("beneficiary visibility", () => {
  it("maps each kind of caller to their reach", () => {
    expect(beneficiaryVisibility(actor(ROLE.PARALEGAL))).toEqual({ kind: "tenant" });
    expect(beneficiaryVisibility(actor(ROLE.BRANCH_MANAGER, { branchId: "b1" }))).toEqual({ kind: "branch", branchId: "b1" });
    expect(beneficiaryVisibility(actor(ROLE.PETITIONER, { companyId: "c1" }))).toEqual({ kind: "company", companyId: "c1" });
    expect(beneficiaryVisibility(actor(ROLE.BENEFICIARY, { userId: "u9" }))).toEqual({ kind: "self", userId: "u9" });
  });

  it("lets a beneficiary see only the record linked to their login", () => {
    expect(canSeeBeneficiary(actor(ROLE.BENEFICIARY, { userId: "u9" }), worker)).toBe(true);
    expect(canSeeBeneficiary(actor(ROLE.BENEFICIARY, { userId: "u8" }), worker)).toBe(false);
    expect(canSeeBeneficiary(actor(ROLE.BENEFICIARY, { userId: "u8" }), { ...worker, userId: null })).toBe(false);
  });

  it("limits petitioners to their company and branch managers to their branch", () => {
    expect(canSeeBeneficiary(actor(ROLE.PETITIONER, { companyId: "c1" }), worker)).toBe(true);
    expect(canSeeBeneficiary(actor(ROLE.PETITIONER, { companyId: "c2" }), worker)).toBe(false);
    expect(canSeeBeneficiary(actor(ROLE.PETITIONER), { ...worker, companyId: null })).toBe(false);
    expect(canSeeBeneficiary(actor(ROLE.BRANCH_MANAGER, { branchId: "b1" }), worker)).toBe(true);
    expect(canSeeBeneficiary(actor(ROLE.BRANCH_MANAGER), { ...worker, branchId: null })).toBe(false);
    expect(canSeeBeneficiary(actor(ROLE.ADMIN), worker)).toBe(true);
  });
});
