import { describe, expect, it } from "vitest";
import { ROLE } from "@/lib/shared/constants/roles";
import { caseVisibility } from "./policy";

const actor = (roleId: number, extra: { branchId?: string | null; companyId?: string | null } = {}) => ({
  roleId,
  userId: "u1",
  branchId: extra.branchId ?? null,
  companyId: extra.companyId ?? null,
});

describe("caseVisibility: each role's reach", () => {
  it("platform admin and the firm's case staff reach the whole tenant", () => {
    for (const roleId of [ROLE.PLATFORM_ADMIN, ROLE.SETTINGS, ROLE.ADMIN, ROLE.FRONT_OFFICE, ROLE.ATTORNEY, ROLE.SUPERVISOR, ROLE.PARALEGAL, ROLE.DOC_MANAGER, ROLE.DOC_EXECUTIVE, ROLE.LCA_MANAGER]) {
      expect(caseVisibility(actor(roleId, { branchId: "b1", companyId: "c1" })), `role ${roleId}`).toEqual({ kind: "tenant" });
    }
  });

  it("a branch manager reaches their branch (none without one)", () => {
    expect(caseVisibility(actor(ROLE.BRANCH_MANAGER, { branchId: "b1" }))).toEqual({ kind: "branch", branchId: "b1" });
    expect(caseVisibility(actor(ROLE.BRANCH_MANAGER))).toEqual({ kind: "branch", branchId: null });
  });

  it("a petitioner reaches their company's cases", () => {
    expect(caseVisibility(actor(ROLE.PETITIONER, { companyId: "c1", branchId: "b1" }))).toEqual({ kind: "company", companyId: "c1" });
  });

  it("a beneficiary reaches the cases naming a record linked to their login", () => {
    expect(caseVisibility(actor(ROLE.BENEFICIARY, { companyId: "c1" }))).toEqual({ kind: "beneficiary", userId: "u1" });
  });

  it("the subscriber and the I-9 user reach no case", () => {
    expect(caseVisibility(actor(ROLE.SUBSCRIBER))).toEqual({ kind: "none" });
    expect(caseVisibility(actor(ROLE.I9_USER))).toEqual({ kind: "none" });
  });
});
