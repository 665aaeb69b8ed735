import { describe, expect, it } from "vitest";
import { DEFAULT_PERMISSIONS, ROLE } from "@/lib/shared/constants/roles";
import { deadlineAssignees, seesTodos, type StaffMember } from "./deadline-assignees";

const staff: StaffMember[] = [
  { userId: "admin", roleId: ROLE.ADMIN, branchId: null },
  { userId: "bm-hq", roleId: ROLE.BRANCH_MANAGER, branchId: "hq" },
  { userId: "bm-ny", roleId: ROLE.BRANCH_MANAGER, branchId: "ny" },
  { userId: "para", roleId: ROLE.PARALEGAL, branchId: null },
  { userId: "sup", roleId: ROLE.SUPERVISOR, branchId: null },
];
const onCase = (assignees: string[], branchId: string | null = "hq") => ({ petitionId: "p1", branchId, assignees });

describe("deadline reminder assignees (issue 33)", () => {
  it("a case's team members who have the to-do list", () => {
    expect(deadlineAssignees(onCase(["para", "sup", "para"]), staff, DEFAULT_PERMISSIONS)).toEqual(["para", "sup"]);
    // A member no longer active (not in staff) is left out.
    expect(deadlineAssignees(onCase(["gone", "sup"]), staff, DEFAULT_PERMISSIONS)).toEqual(["sup"]);
  });
  it("no team, or nobody of it who can see them: the admins and the case's branch manager", () => {
    expect(deadlineAssignees(onCase([]), staff, DEFAULT_PERMISSIONS)).toEqual(["admin", "bm-hq"]);
    expect(deadlineAssignees(onCase([], null), staff, DEFAULT_PERMISSIONS)).toEqual(["admin"]);
    expect(deadlineAssignees(onCase(["para"]), staff, { ...DEFAULT_PERMISSIONS, "8": [] })).toEqual(["admin", "bm-hq"]);
  });
  it("managers whose role the firm turned off are skipped; if all are, the admins anyway", () => {
    expect(deadlineAssignees(onCase([]), staff, { ...DEFAULT_PERMISSIONS, "3": [] })).toEqual(["bm-hq"]);
    expect(deadlineAssignees(onCase([]), staff, { ...DEFAULT_PERMISSIONS, "3": [], "4": [] })).toEqual(["admin"]);
  });
  it("a deadline of no case keeps the non-staff assignees its kind chose (an employer's contacts), filters staff ones, else the managers", () => {
    expect(deadlineAssignees({ petitionId: null, assignees: ["petitioner-user"] }, staff, DEFAULT_PERMISSIONS)).toEqual(["petitioner-user"]);
    expect(deadlineAssignees({ petitionId: null, assignees: [] }, staff, DEFAULT_PERMISSIONS)).toEqual(["admin"]);
    // Staff named (a PWD's preparer): the same rule as a case's team.
    expect(deadlineAssignees({ petitionId: null, assignees: ["para"] }, staff, DEFAULT_PERMISSIONS)).toEqual(["para"]);
    expect(deadlineAssignees({ petitionId: null, assignees: ["para"] }, staff, { ...DEFAULT_PERMISSIONS, "8": [] })).toEqual(["admin"]);
  });
  it("seesTodos follows the firm's map, else the defaults", () => {
    expect(seesTodos({ userId: "x", roleId: ROLE.ATTORNEY, branchId: null }, {})).toBe(true);
    expect(seesTodos({ userId: "x", roleId: ROLE.ATTORNEY, branchId: null }, { "6": ["CAP_LCA_CREATE"] })).toBe(false);
    expect(seesTodos({ userId: "x", roleId: ROLE.SUBSCRIBER, branchId: null }, {})).toBe(false);
  });
});
