import { describe, expect, it } from "vitest";
import { ROLE } from "@/lib/shared/constants/roles";
import { canGrantRole, canManage, inActorBranch, isSelf, visibilityBranch, type PolicyActor, type PolicyTarget } from "./policy";

const actor = (roleId: number, branchId: string | null = null): PolicyActor => ({ roleId, branchId, membershipId: "m-actor", userId: "u-actor" });
const target = (roleId: number, branchId: string | null = null, companyBranchId: string | null = null): PolicyTarget => ({ id: "m-t", userId: "u-t", roleId, branchId, companyBranchId });

describe("canGrantRole", () => {
  it("lets only role 1 grant role 1", () => {
    expect(canGrantRole(ROLE.PLATFORM_ADMIN, ROLE.PLATFORM_ADMIN)).toBe(true);
    for (const r of [ROLE.SETTINGS, ROLE.ADMIN, ROLE.BRANCH_MANAGER]) expect(canGrantRole(r, ROLE.PLATFORM_ADMIN)).toBe(false);
  });

  it("keeps a branch manager below roles 1-4", () => {
    for (const r of [1, 2, 3, 4]) expect(canGrantRole(ROLE.BRANCH_MANAGER, r)).toBe(false);
    for (const r of [5, 6, 7, 8, 9, 10, 11, 12, 49]) expect(canGrantRole(ROLE.BRANCH_MANAGER, r)).toBe(true);
    expect(canGrantRole(ROLE.ADMIN, ROLE.ADMIN)).toBe(true);
    expect(canGrantRole(ROLE.ADMIN, ROLE.BRANCH_MANAGER)).toBe(true);
  });

  it("never grants client roles here, and other roles grant nothing", () => {
    expect(canGrantRole(ROLE.PLATFORM_ADMIN, ROLE.PETITIONER)).toBe(false);
    expect(canGrantRole(ROLE.ADMIN, ROLE.BENEFICIARY)).toBe(false);
    expect(canGrantRole(ROLE.ATTORNEY, ROLE.PARALEGAL)).toBe(false);
  });
});

describe("canManage", () => {
  it("lets admins manage everyone but the platform admin", () => {
    expect(canManage(actor(ROLE.ADMIN), target(ROLE.ADMIN))).toBe(true);
    expect(canManage(actor(ROLE.SETTINGS), target(ROLE.PETITIONER))).toBe(true);
    expect(canManage(actor(ROLE.ADMIN), target(ROLE.PLATFORM_ADMIN))).toBe(false);
    expect(canManage(actor(ROLE.PLATFORM_ADMIN), target(ROLE.PLATFORM_ADMIN))).toBe(true);
  });

  it("lets a branch manager manage staff below them in their branch, clients by their company's branch", () => {
    const bm = actor(ROLE.BRANCH_MANAGER, "b1");
    expect(canManage(bm, target(ROLE.PARALEGAL, "b1"))).toBe(true);
    expect(canManage(bm, target(ROLE.PARALEGAL, "b2"))).toBe(false);
    expect(canManage(bm, target(ROLE.PETITIONER, null, "b1"))).toBe(true);
    expect(canManage(bm, target(ROLE.ADMIN, "b1"))).toBe(false);
    expect(canManage(bm, target(ROLE.BRANCH_MANAGER, "b1"))).toBe(false);
    expect(canManage(actor(ROLE.BRANCH_MANAGER, null), target(ROLE.PARALEGAL, null))).toBe(false);
  });

  it("gives other roles no management rights", () => {
    expect(canManage(actor(ROLE.ATTORNEY), target(ROLE.PARALEGAL))).toBe(false);
  });
});

describe("visibility", () => {
  it("limits branch managers to their branch and nobody else", () => {
    expect(visibilityBranch(actor(ROLE.BRANCH_MANAGER, "b1"))).toBe("b1");
    expect(visibilityBranch(actor(ROLE.BRANCH_MANAGER, null))).toBeNull();
    expect(visibilityBranch(actor(ROLE.ADMIN, "b1"))).toBeUndefined();
    expect(inActorBranch({ branchId: null }, { branchId: null, companyBranchId: null })).toBe(false);
  });

  it("treats any membership of the same person as self", () => {
    expect(isSelf(actor(ROLE.ADMIN), { id: "m-actor", userId: "x" })).toBe(true);
    expect(isSelf(actor(ROLE.ADMIN), { id: "other", userId: "u-actor" })).toBe(true);
    expect(isSelf(actor(ROLE.ADMIN), { id: "other", userId: "x" })).toBe(false);
  });
});
