import { describe, expect, it } from "vitest";
import { fromPermissionGrid, toPermissionGrid } from "./permissions-matrix";

describe("permission grid", () => {
  it("shows a role without a key in the firm's map with the entries it has by default (what can() applies)", () => {
    const grid = toPermissionGrid({ "3": ["TASK_LIST"] });
    expect(grid.r3).toMatchObject({ TASK_LIST: true, CASE_CREATE: false });
    expect(grid.r5).toMatchObject({ CASE_CREATE: true, PETITIONER_INVITE: true, BENEFICIARY_INVITE: true, CAP_LCA_CREATE: true, TASK_LIST: true });
    expect(grid.r6).toMatchObject({ TASK_LIST: true, CAP_LCA_CREATE: true, CASE_CREATE: false });
  });

  it("saves every shown role explicitly and keeps the stored entries of roles not shown", () => {
    const grid = toPermissionGrid({});
    grid.r5.CASE_CREATE = false;
    const map = fromPermissionGrid(grid, { "12": ["TASK_LIST"] });
    grid.r6.TASK_LIST = false;
    expect(map["5"]).toEqual(["PETITIONER_INVITE", "TASK_LIST", "CAP_LCA_CREATE", "BENEFICIARY_INVITE"]);
    expect(map["12"]).toEqual(["TASK_LIST"]);
    expect(map["6"]).toEqual(["TASK_LIST", "CAP_LCA_CREATE"]);
    expect(fromPermissionGrid(grid, {})["6"]).toEqual(["CAP_LCA_CREATE"]);
  });
});
