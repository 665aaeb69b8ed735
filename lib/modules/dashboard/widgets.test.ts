import { describe, expect, it } from "vitest";
import { DEFAULT_PERMISSIONS, ROLE } from "@/lib/shared/constants/roles";
import { arrange, availableWidgets, defaultLayout, SPEC_WIDGET_CODES, WIDGET_CODES, type WidgetCode } from "./widgets";

const subject = (roleId: number, permissions: readonly string[] = DEFAULT_PERMISSIONS[String(roleId)] ?? []) => ({ roleId, permissions });

describe("the widgets a role may see (the permission table)", () => {
  it("are the spec's codes", () => {
    for (const code of WIDGET_CODES) expect(SPEC_WIDGET_CODES).toContain(code);
  });
  it("the firm admin sees every built widget", () => {
    expect(availableWidgets(subject(ROLE.ADMIN))).toEqual(WIDGET_CODES);
  });
  it("a petitioner sees its cases' widgets, never the firm's clients, branches or pending-step counts", () => {
    const seen = availableWidgets(subject(ROLE.PETITIONER));
    expect(seen).toEqual(expect.arrayContaining(["CURRENT_STATUS_OF_CASE", "ACTION", "CASE_STATS_BY_STATUS", "UPDATES"]));
    for (const code of ["CLIENT", "CASE_STATS_BY_BRANCH", "PENDING_CASE_STATS", "CASE_SIGN_STATS"] as WidgetCode[]) expect(seen).not.toContain(code);
  });
  it("follows the firm's entries: an admin whose firm took the task list entry away has no TASK widget", () => {
    const full = subject(ROLE.ADMIN);
    expect(availableWidgets(full)).toContain("TASK");
    expect(availableWidgets({ ...full, permissions: full.permissions.filter((p) => p !== "TASK_LIST") })).not.toContain("TASK");
  });
  it("every case role has the TASK widget with the default map (issue 33), not when the firm turns the entry off", () => {
    for (const r of [ROLE.FRONT_OFFICE, ROLE.ATTORNEY, ROLE.SUPERVISOR, ROLE.PARALEGAL, ROLE.DOC_MANAGER, ROLE.DOC_EXECUTIVE, ROLE.LCA_MANAGER]) {
      expect(availableWidgets(subject(r)), `role ${r}`).toContain("TASK");
      expect(availableWidgets(subject(r, ["CAP_LCA_CREATE"])), `role ${r} off`).not.toContain("TASK");
    }
  });
  it("the I-9 user has no case widgets", () => {
    expect(availableWidgets(subject(ROLE.I9_USER)).filter((c) => c.startsWith("CASE"))).toEqual([]);
  });
});

describe("the arrangement", () => {
  const available: WidgetCode[] = ["ACTION", "TASK", "CURRENT_STATUS_OF_CASE", "UPDATES", "INVOICE"];
  it("by default: staff see all but the client's current-status card, clients start with their cases", () => {
    expect(defaultLayout(ROLE.PARALEGAL, available)).toEqual([
      { code: "ACTION", hidden: false },
      { code: "TASK", hidden: false },
      { code: "CURRENT_STATUS_OF_CASE", hidden: true },
      { code: "UPDATES", hidden: false },
      { code: "INVOICE", hidden: false },
    ]);
    expect(defaultLayout(ROLE.PETITIONER, available).map((e) => e.code)).toEqual(["CURRENT_STATUS_OF_CASE", "ACTION", "UPDATES", "INVOICE", "TASK"]);
  });
  it("a saved one keeps its order and hidden widgets, drops what the role lost or names twice, adds what is new at its default place", () => {
    const saved = [
      { code: "INVOICE", hidden: true },
      { code: "LCA", hidden: false },
      { code: "UPDATES", hidden: false },
      { code: "INVOICE", hidden: false },
      { code: "NOT_A_WIDGET", hidden: false },
    ];
    expect(arrange(saved, ROLE.PARALEGAL, available)).toEqual([
      { code: "INVOICE", hidden: true },
      { code: "UPDATES", hidden: false },
      { code: "ACTION", hidden: false },
      { code: "TASK", hidden: false },
      { code: "CURRENT_STATUS_OF_CASE", hidden: true },
    ]);
  });
  it("nothing saved: the default", () => {
    expect(arrange(null, ROLE.ADMIN, available)).toEqual(defaultLayout(ROLE.ADMIN, available));
  });
});
