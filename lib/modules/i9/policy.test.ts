import { describe, expect, it } from "vitest";
import { ROLE } from "@/lib/shared/constants/roles";
import { i9Reach, reachesFirmItself } from "./policy";

const actor = (roleId: number) => ({ roleId, userId: "u1", branchId: "b1", companyId: "c1" });

describe("i9Reach", () => {
  it("gives each I-9 role its employers and everyone else none", () => {
    expect(i9Reach(actor(ROLE.PLATFORM_ADMIN))).toEqual({ kind: "firm" });
    expect(i9Reach(actor(ROLE.SETTINGS))).toEqual({ kind: "firm" });
    expect(i9Reach(actor(ROLE.ADMIN))).toEqual({ kind: "firm" });
    expect(i9Reach(actor(ROLE.BRANCH_MANAGER))).toEqual({ kind: "branch", branchId: "b1" });
    expect(i9Reach(actor(ROLE.PETITIONER))).toEqual({ kind: "company", companyId: "c1" });
    expect(i9Reach(actor(ROLE.I9_USER))).toEqual({ kind: "assigned", userId: "u1" });
    for (const r of [ROLE.FRONT_OFFICE, ROLE.ATTORNEY, ROLE.PARALEGAL, ROLE.SUBSCRIBER, ROLE.BENEFICIARY]) expect(i9Reach(actor(r))).toEqual({ kind: "none" });
  });
  it("the firm's own employees: the firm's admins, and an I-9 user given the firm", () => {
    expect(reachesFirmItself({ kind: "firm" })).toBe(true);
    expect(reachesFirmItself({ kind: "assigned", userId: "u1" })).toBe(true);
    expect(reachesFirmItself({ kind: "branch", branchId: "b1" })).toBe(false);
    expect(reachesFirmItself({ kind: "company", companyId: "c1" })).toBe(false);
  });
});
