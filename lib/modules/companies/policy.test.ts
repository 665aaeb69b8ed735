import { describe, expect, it } from "vitest";
import { ROLE } from "@/lib/shared/constants/roles";
import { branchForNewRecord, canChangeBranch, canSeeClient, clientVisibility } from "./policy";

const actor = (roleId: number, extra: { branchId?: string | null; companyId?: string | null } = {}) => ({
  roleId,
  branchId: extra.branchId ?? null,
  companyId: extra.companyId ?? null,
  userId: "u1",
});

describe("clientVisibility / canSeeClient", () => {
  it("gives staff the whole tenant, a branch manager their branch, a petitioner their company, a beneficiary nothing", () => {
    expect(clientVisibility(actor(ROLE.ADMIN))).toEqual({ kind: "tenant" });
    expect(clientVisibility(actor(ROLE.I9_USER))).toEqual({ kind: "tenant" });
    expect(clientVisibility(actor(ROLE.BRANCH_MANAGER, { branchId: "b1" }))).toEqual({ kind: "branch", branchId: "b1" });
    expect(clientVisibility(actor(ROLE.PETITIONER, { companyId: "c1" }))).toEqual({ kind: "company", companyId: "c1" });
    expect(clientVisibility(actor(ROLE.BENEFICIARY))).toEqual({ kind: "none" });
  });

  it("applies the reach to a client row", () => {
    const c = { id: "c1", branchId: "b1" };
    expect(canSeeClient(actor(ROLE.ATTORNEY), c)).toBe(true);
    expect(canSeeClient(actor(ROLE.BRANCH_MANAGER, { branchId: "b1" }), c)).toBe(true);
    expect(canSeeClient(actor(ROLE.BRANCH_MANAGER, { branchId: "b2" }), c)).toBe(false);
    expect(canSeeClient(actor(ROLE.BRANCH_MANAGER), { id: "c2", branchId: null })).toBe(false);
    expect(canSeeClient(actor(ROLE.PETITIONER, { companyId: "c1" }), c)).toBe(true);
    expect(canSeeClient(actor(ROLE.PETITIONER, { companyId: "c9" }), c)).toBe(false);
    expect(canSeeClient(actor(ROLE.PETITIONER), c)).toBe(false);
    expect(canSeeClient(actor(ROLE.BENEFICIARY), c)).toBe(false);
  });
});

describe("branch rules for new and moved records", () => {
  it("forces a branch manager's own branch", () => {
    expect(branchForNewRecord(actor(ROLE.BRANCH_MANAGER, { branchId: "b1" }), undefined)).toBe("b1");
    expect(branchForNewRecord(actor(ROLE.BRANCH_MANAGER, { branchId: "b1" }), "b1")).toBe("b1");
    expect(branchForNewRecord(actor(ROLE.BRANCH_MANAGER, { branchId: "b1" }), "b2")).toBe("forbidden");
    expect(branchForNewRecord(actor(ROLE.ADMIN), "b2")).toBe("b2");
    expect(branchForNewRecord(actor(ROLE.FRONT_OFFICE), null)).toBeNull();
  });

  it("lets only managers outside a branch move records", () => {
    expect(canChangeBranch(actor(ROLE.ADMIN), "b1", "b2")).toBe(true);
    expect(canChangeBranch(actor(ROLE.ADMIN), "b1", null)).toBe(true);
    expect(canChangeBranch(actor(ROLE.BRANCH_MANAGER), "b1", "b2")).toBe(false);
    expect(canChangeBranch(actor(ROLE.PETITIONER), null, "b2")).toBe(false);
    expect(canChangeBranch(actor(ROLE.PETITIONER), "b1", "b1")).toBe(true);
    expect(canChangeBranch(actor(ROLE.ATTORNEY), "b1", "b2")).toBe(false);
  });
});
