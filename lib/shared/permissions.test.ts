import { describe, expect, it } from "vitest";
import { ALL_ROLE_IDS, DEFAULT_PERMISSIONS, PERMISSIONS, ROLE, type Permission } from "./constants/roles";
import { ACTIONS, ALL_ACTIONS, allowedRoles, can, effectivePermissions, GOVERNED_ROLES, roleMay, type Action } from "./permissions";

const { PLATFORM_ADMIN, SETTINGS, ADMIN, BRANCH_MANAGER, FRONT_OFFICE, ATTORNEY, SUPERVISOR, PARALEGAL, DOC_MANAGER, DOC_EXECUTIVE, LCA_MANAGER, SUBSCRIBER, I9_USER, PETITIONER, BENEFICIARY } =
  ROLE;

/** A subject of a firm with the default map (or `map`). */
const who = (roleId: number, map: Record<string, Permission[]> = DEFAULT_PERMISSIONS, extra: { companyId?: string | null; branchId?: string | null } = {}) => ({
  roleId,
  permissions: effectivePermissions(map, roleId),
  ...extra,
});
const rolesAllowed = (action: Action, map: Record<string, Permission[]> = DEFAULT_PERMISSIONS) => ALL_ROLE_IDS.filter((r) => can(who(r, map), action));

describe("the role table (default firm map)", () => {
  // Every row as the code allowed it before the table (the role arrays of each module's policy.ts).
  const expected: Record<Action, number[]> = {
    "tenant.manage": [PLATFORM_ADMIN],
    "jobs.admin": [PLATFORM_ADMIN],
    "settings.view": [PLATFORM_ADMIN, SETTINGS, ADMIN],
    // Reads follow the table like writes: never the subscriber (12) nor the I-9 user (49).
    "firm.checklist": ALL_ROLE_IDS.filter((r) => r !== PETITIONER && r !== BENEFICIARY && r !== SUBSCRIBER && r !== I9_USER),
    "masterdata.write": [PLATFORM_ADMIN, SETTINGS, ADMIN],
    "workflow.read": ALL_ROLE_IDS.filter((r) => r !== PETITIONER && r !== BENEFICIARY && r !== SUBSCRIBER && r !== I9_USER),
    "workflow.configure": [PLATFORM_ADMIN, SETTINGS, ADMIN],
    "search.run": ALL_ROLE_IDS,
    "spelling.check": ALL_ROLE_IDS,
    "notification.read": ALL_ROLE_IDS,
    "dashboard.read": ALL_ROLE_IDS,
    "wall.read": ALL_ROLE_IDS,
    "wall.post": [1, 2, 3, 4],
    "notification.remove": ALL_ROLE_IDS,
    "user.manage": [PLATFORM_ADMIN, SETTINGS, ADMIN, BRANCH_MANAGER],
    "user.grant-role": [PLATFORM_ADMIN, SETTINGS, ADMIN, BRANCH_MANAGER],
    "branch.manage": [PLATFORM_ADMIN, SETTINGS, ADMIN],
    "branch.update": [PLATFORM_ADMIN, SETTINGS, ADMIN, BRANCH_MANAGER],
    "branch.list": ALL_ROLE_IDS.filter((r) => r !== PETITIONER && r !== BENEFICIARY && r !== SUBSCRIBER && r !== I9_USER),
    "client.read": ALL_ROLE_IDS.filter((r) => r !== BENEFICIARY && r !== SUBSCRIBER && r !== I9_USER),
    "client.manage": [PLATFORM_ADMIN, SETTINGS, ADMIN, BRANCH_MANAGER, FRONT_OFFICE],
    "client.update": [PLATFORM_ADMIN, SETTINGS, ADMIN, BRANCH_MANAGER, FRONT_OFFICE, PETITIONER],
    "client.status": [PLATFORM_ADMIN, SETTINGS, ADMIN, BRANCH_MANAGER],
    "branch.move-record": [PLATFORM_ADMIN, SETTINGS, ADMIN, FRONT_OFFICE],
    "petitioner.invite": [PLATFORM_ADMIN, SETTINGS, ADMIN, BRANCH_MANAGER, FRONT_OFFICE],
    "petitioner.complete-profile": [PETITIONER],
    "company-document.read": ALL_ROLE_IDS.filter((r) => r !== BENEFICIARY && r !== SUBSCRIBER && r !== I9_USER),
    "company-document.save": ALL_ROLE_IDS.filter((r) => r !== BENEFICIARY && r !== SUBSCRIBER && r !== I9_USER),
    "firm-document.read": ALL_ROLE_IDS.filter((r) => r !== PETITIONER && r !== BENEFICIARY && r !== SUBSCRIBER && r !== I9_USER),
    "firm-document.manage": [PLATFORM_ADMIN, SETTINGS, ADMIN],
    "beneficiary.read": ALL_ROLE_IDS.filter((r) => r !== SUBSCRIBER && r !== I9_USER),
    "beneficiary.invite": [PLATFORM_ADMIN, SETTINGS, ADMIN, BRANCH_MANAGER, FRONT_OFFICE, PETITIONER],
    "beneficiary.update": [PLATFORM_ADMIN, SETTINGS, ADMIN, BRANCH_MANAGER, FRONT_OFFICE, PETITIONER],
    "beneficiary.delete": [PLATFORM_ADMIN, SETTINGS, ADMIN, BRANCH_MANAGER, FRONT_OFFICE],
    "beneficiary.move-client": [PLATFORM_ADMIN, SETTINGS, ADMIN, BRANCH_MANAGER, FRONT_OFFICE],
    "beneficiary.status": [PLATFORM_ADMIN, SETTINGS, ADMIN, BRANCH_MANAGER, FRONT_OFFICE],
    "case.read": ALL_ROLE_IDS.filter((r) => r !== SUBSCRIBER && r !== I9_USER),
    "case.act": ALL_ROLE_IDS.filter((r) => r !== SUBSCRIBER && r !== I9_USER),
    "case.create": [ADMIN, BRANCH_MANAGER, FRONT_OFFICE, PETITIONER],
    "case.update": [ADMIN, BRANCH_MANAGER, FRONT_OFFICE, ATTORNEY, SUPERVISOR, PARALEGAL, DOC_MANAGER, DOC_EXECUTIVE, LCA_MANAGER, PETITIONER],
    "case.bulk-replace": [ADMIN, BRANCH_MANAGER],
    "case.delete": [ADMIN, BRANCH_MANAGER],
    "case.update-submitted": [BRANCH_MANAGER, FRONT_OFFICE, ATTORNEY, SUPERVISOR, PARALEGAL, DOC_MANAGER, DOC_EXECUTIVE],
    "workflow.override": [ADMIN, BRANCH_MANAGER],
    "questionnaire.send": [ADMIN, BRANCH_MANAGER, FRONT_OFFICE, ATTORNEY, SUPERVISOR, PARALEGAL, PETITIONER],
    "questionnaire.read": ALL_ROLE_IDS.filter((r) => r !== BENEFICIARY && r !== SUBSCRIBER && r !== I9_USER),
    "document.manage": [PLATFORM_ADMIN, SETTINGS, ADMIN, BRANCH_MANAGER, FRONT_OFFICE, ATTORNEY, SUPERVISOR, PARALEGAL, DOC_MANAGER, DOC_EXECUTIVE, LCA_MANAGER],
    "document.read": ALL_ROLE_IDS.filter((r) => r !== SUBSCRIBER && r !== I9_USER),
    "document.upload-beneficiary": ALL_ROLE_IDS.filter((r) => r !== SUBSCRIBER && r !== I9_USER),
    "scanned-copy.read": ALL_ROLE_IDS.filter((r) => r !== SUBSCRIBER && r !== I9_USER && r !== BENEFICIARY),
    "fees.read": ALL_ROLE_IDS.filter((r) => r !== SUBSCRIBER && r !== I9_USER && r !== BENEFICIARY),
    "checklist.update": [PLATFORM_ADMIN, SETTINGS, ADMIN],
    "lca.read": ALL_ROLE_IDS.filter((r) => r !== BENEFICIARY && r !== SUBSCRIBER && r !== I9_USER),
    "lca.create": [ADMIN, BRANCH_MANAGER, LCA_MANAGER],
    "lca.update": [PLATFORM_ADMIN, SETTINGS, ADMIN, BRANCH_MANAGER, ATTORNEY, LCA_MANAGER],
    "lca.update-any": [PLATFORM_ADMIN, SETTINGS, ADMIN],
    "paf.purge": [PLATFORM_ADMIN, SETTINGS, ADMIN, LCA_MANAGER],
    "paf-request.create": [PLATFORM_ADMIN, SETTINGS, ADMIN, BRANCH_MANAGER, ATTORNEY, LCA_MANAGER, PETITIONER],
    "lca.import": [PLATFORM_ADMIN, SETTINGS, ADMIN, BRANCH_MANAGER, LCA_MANAGER],
    "cap-lca.create": [ADMIN, BRANCH_MANAGER, PARALEGAL, LCA_MANAGER, PETITIONER],
    "cap.read": ALL_ROLE_IDS.filter((r) => r !== BENEFICIARY && r !== SUBSCRIBER && r !== I9_USER),
    "cap.update": [PLATFORM_ADMIN, SETTINGS, ADMIN, BRANCH_MANAGER, ATTORNEY, LCA_MANAGER],
    "cap.import": [PLATFORM_ADMIN, SETTINGS, ADMIN, BRANCH_MANAGER, LCA_MANAGER],
    "pwd.read": ALL_ROLE_IDS.filter((r) => r !== BENEFICIARY && r !== SUBSCRIBER && r !== I9_USER),
    "pwd.update": [PLATFORM_ADMIN, SETTINGS, ADMIN, BRANCH_MANAGER, ATTORNEY, PARALEGAL, LCA_MANAGER],
    "perm.read": ALL_ROLE_IDS.filter((r) => r !== BENEFICIARY && r !== SUBSCRIBER && r !== I9_USER),
    "perm.update": [PLATFORM_ADMIN, SETTINGS, ADMIN, BRANCH_MANAGER, ATTORNEY, PARALEGAL, LCA_MANAGER],
    "gc.read": ALL_ROLE_IDS.filter((r) => r !== SUBSCRIBER && r !== I9_USER),
    "gc.update": [PLATFORM_ADMIN, SETTINGS, ADMIN, BRANCH_MANAGER, ATTORNEY, SUPERVISOR, PARALEGAL],
    "visa-bulletin.read": ALL_ROLE_IDS.filter((r) => r !== PETITIONER && r !== BENEFICIARY && r !== SUBSCRIBER && r !== I9_USER),
    "visa-bulletin.manage": [PLATFORM_ADMIN, SETTINGS, ADMIN, ATTORNEY, PARALEGAL],
    "visa-bulletin.platform": [PLATFORM_ADMIN],
    "uscis.settings": [PLATFORM_ADMIN, SETTINGS, ADMIN],
    "uscis.settings-platform": [PLATFORM_ADMIN],
    "uscis.check": ALL_ROLE_IDS.filter((r) => r !== PETITIONER && r !== BENEFICIARY && r !== SUBSCRIBER && r !== I9_USER),
    "wage-data.import": [PLATFORM_ADMIN],
    "uscis-forms.editions": [PLATFORM_ADMIN],
    "wage-data.read": ALL_ROLE_IDS.filter((r) => r !== BENEFICIARY && r !== SUBSCRIBER && r !== I9_USER && r !== PETITIONER),
    "letter.read": ALL_ROLE_IDS.filter((r) => r !== PETITIONER && r !== BENEFICIARY && r !== SUBSCRIBER && r !== I9_USER),
    "letter.manage": [PLATFORM_ADMIN, SETTINGS, ADMIN, BRANCH_MANAGER, ATTORNEY, PARALEGAL],
    "esign.read": ALL_ROLE_IDS.filter((r) => r !== BENEFICIARY && r !== SUBSCRIBER && r !== I9_USER),
    "esign.manage": [PLATFORM_ADMIN, SETTINGS, ADMIN, BRANCH_MANAGER, FRONT_OFFICE, ATTORNEY, SUPERVISOR, PARALEGAL, DOC_MANAGER, DOC_EXECUTIVE, LCA_MANAGER],
    "esign.ink-upload": ALL_ROLE_IDS.filter((r) => r !== BENEFICIARY && r !== SUBSCRIBER && r !== I9_USER),
    "meeting.host": [PLATFORM_ADMIN, SETTINGS, ADMIN, BRANCH_MANAGER, FRONT_OFFICE, ATTORNEY, SUPERVISOR, PARALEGAL, DOC_MANAGER, DOC_EXECUTIVE, LCA_MANAGER],
    "meeting.admin": [PLATFORM_ADMIN, SETTINGS, ADMIN],
    "invoice.read": [PLATFORM_ADMIN, SETTINGS, ADMIN, BRANCH_MANAGER, FRONT_OFFICE, ATTORNEY, PETITIONER],
    "invoice.manage": [PLATFORM_ADMIN, SETTINGS, ADMIN, BRANCH_MANAGER, FRONT_OFFICE],
    "communication.read": ALL_ROLE_IDS.filter((r) => r !== SUBSCRIBER && r !== I9_USER),
    "communication.write": ALL_ROLE_IDS.filter((r) => r !== SUBSCRIBER && r !== I9_USER),
    "quickbooks.read": [PLATFORM_ADMIN, SETTINGS, ADMIN, BRANCH_MANAGER, FRONT_OFFICE],
    "quickbooks.manage": [PLATFORM_ADMIN, SETTINGS, ADMIN],
    "drives.manage": [PLATFORM_ADMIN, SETTINGS, ADMIN],
    "drives.use": [PLATFORM_ADMIN, SETTINGS, ADMIN, BRANCH_MANAGER, FRONT_OFFICE, ATTORNEY, SUPERVISOR, PARALEGAL, DOC_MANAGER, DOC_EXECUTIVE, LCA_MANAGER],
    "billing.read": [PLATFORM_ADMIN, ADMIN, BRANCH_MANAGER, PETITIONER],
    "billing.manage": [PLATFORM_ADMIN, ADMIN, BRANCH_MANAGER, PETITIONER],
    "billing.admin": [PLATFORM_ADMIN],
    "i9.read": [PLATFORM_ADMIN, SETTINGS, ADMIN, BRANCH_MANAGER, I9_USER, PETITIONER],
    "i9.manage": [PLATFORM_ADMIN, SETTINGS, ADMIN, BRANCH_MANAGER, I9_USER, PETITIONER],
    "i9.sensitive": [PLATFORM_ADMIN, SETTINGS, ADMIN, I9_USER, PETITIONER],
    "i9.admin": [PLATFORM_ADMIN, SETTINGS, ADMIN],
    "ticket.read": ALL_ROLE_IDS.filter((r) => r !== SUBSCRIBER && r !== I9_USER),
    "ticket.create": ALL_ROLE_IDS.filter((r) => r !== SUBSCRIBER && r !== I9_USER),
    "ticket.manage": ALL_ROLE_IDS.filter((r) => r !== PETITIONER && r !== BENEFICIARY && r !== SUBSCRIBER && r !== I9_USER),
    "ticket.settings": [PLATFORM_ADMIN, SETTINGS, ADMIN],
    "task.list": [PLATFORM_ADMIN, SETTINGS, ADMIN, BRANCH_MANAGER, FRONT_OFFICE, ATTORNEY, SUPERVISOR, PARALEGAL, DOC_MANAGER, DOC_EXECUTIVE, LCA_MANAGER], // 1 and 2 are outside the firm's matrix
    "reminder.manage-any": [PLATFORM_ADMIN, SETTINGS, ADMIN, BRANCH_MANAGER],
  };

  it("covers every action", () => {
    expect(Object.keys(expected).sort()).toEqual([...ALL_ACTIONS].sort());
  });

  for (const action of Object.keys(expected) as Action[]) {
    it(`${action}: exactly the expected roles`, () => {
      expect(rolesAllowed(action)).toEqual([...expected[action]].sort((a, b) => ALL_ROLE_IDS.indexOf(a as never) - ALL_ROLE_IDS.indexOf(b as never)));
    });
  }

  it("roleMay and allowedRoles read the table without the firm's map", () => {
    expect(roleMay(FRONT_OFFICE, "case.create")).toBe(true);
    expect(roleMay(ATTORNEY, "case.create")).toBe(false);
    expect(allowedRoles("case.bulk-replace")).toEqual([ADMIN, BRANCH_MANAGER]);
    // A role outside the row is refused whatever the firm grants it.
    expect(can({ roleId: ATTORNEY, permissions: [...PERMISSIONS] }, "case.create")).toBe(false);
  });
});

describe("the firm's map", () => {
  it("each of the seven entries, turned off for a role, refuses the action it guards (and only for that role)", () => {
    const guarded: [Permission, Action, number][] = [
      ["PETITIONER_COMPLETE_PROFILE", "petitioner.complete-profile", PETITIONER],
      ["PETITIONER_INVITE", "petitioner.invite", ADMIN],
      ["TASK_LIST", "task.list", LCA_MANAGER],
      ["CASE_CREATE", "case.create", PETITIONER],
      ["CAP_LCA_CREATE", "cap-lca.create", PETITIONER],
      ["LCA_CREATE", "lca.create", BRANCH_MANAGER],
      ["BENEFICIARY_INVITE", "beneficiary.invite", FRONT_OFFICE],
    ];
    expect(guarded.map(([p]) => p).sort()).toEqual([...PERMISSIONS].sort());
    for (const [entry, action, roleId] of guarded) {
      expect(ACTIONS[action]).toMatchObject({ entry });
      const key = String(roleId);
      const off = { ...DEFAULT_PERMISSIONS, [key]: DEFAULT_PERMISSIONS[key].filter((p) => p !== entry) };
      expect(can(who(roleId), action), `${entry} on`).toBe(true);
      expect(can(who(roleId, off), action), `${entry} off`).toBe(false);
      // Other roles keep it.
      const other = rolesAllowed(action).find((r) => r !== roleId && GOVERNED_ROLES.includes(r));
      if (other !== undefined) expect(can(who(other, off), action), `${entry} off for ${roleId}, role ${other}`).toBe(true);
    }
  });

  it("every case role has the to-do list by default (issue 33), and a firm may still turn it off", () => {
    const caseRoles = [ADMIN, BRANCH_MANAGER, FRONT_OFFICE, ATTORNEY, SUPERVISOR, PARALEGAL, DOC_MANAGER, DOC_EXECUTIVE, LCA_MANAGER];
    expect(rolesAllowed("task.list")).toEqual([PLATFORM_ADMIN, SETTINGS, ...caseRoles]);
    for (const r of caseRoles) {
      expect(can(who(r, {}), "task.list"), `role ${r} without a key`).toBe(true);
      expect(can(who(r, { [String(r)]: ["CAP_LCA_CREATE"] }), "task.list"), `role ${r} turned off`).toBe(false);
    }
  });

  it("turning an entry on for a role the table allows grants it (LCA_CREATE for a petitioner)", () => {
    expect(can(who(PETITIONER), "lca.create")).toBe(false);
    expect(can(who(PETITIONER, { "50": ["LCA_CREATE"] }), "lca.create")).toBe(true);
  });

  it("does not govern roles outside the settings matrix (platform admin, settings role)", () => {
    const none = Object.fromEntries(GOVERNED_ROLES.map((r) => [String(r), [] as Permission[]]));
    expect(can(who(PLATFORM_ADMIN, none), "petitioner.invite")).toBe(true);
    expect(can(who(SETTINGS, none), "beneficiary.invite")).toBe(true);
    expect(can(who(ADMIN, none), "petitioner.invite")).toBe(false);
  });

  it("a role without a key falls back to DEFAULT_PERMISSIONS, then to CAP_LCA_CREATE alone (allowed by default)", () => {
    expect(effectivePermissions({}, FRONT_OFFICE)).toEqual(["PETITIONER_INVITE", "TASK_LIST", "CASE_CREATE", "CAP_LCA_CREATE", "BENEFICIARY_INVITE"]);
    expect(effectivePermissions(null, LCA_MANAGER)).toEqual(["TASK_LIST", "CAP_LCA_CREATE", "LCA_CREATE"]);
    expect(effectivePermissions({}, ATTORNEY)).toEqual(["TASK_LIST", "CAP_LCA_CREATE"]);
    expect(effectivePermissions({}, PETITIONER)).toEqual(["PETITIONER_COMPLETE_PROFILE", "CASE_CREATE", "CAP_LCA_CREATE", "BENEFICIARY_INVITE"]);
    // An explicit empty list is "all off", also for CAP_LCA_CREATE.
    expect(effectivePermissions({ "50": [] }, PETITIONER)).toEqual([]);
    expect(can(who(PETITIONER, { "50": [] }), "cap-lca.create")).toBe(false);
    // Unknown strings are dropped.
    expect(effectivePermissions({ "5": ["CASE_CREATE", "FLY"] }, FRONT_OFFICE)).toEqual(["CASE_CREATE"]);
  });
});

describe("resources", () => {
  it("a petitioner completes and edits only their own company's profile", () => {
    const p = who(PETITIONER, DEFAULT_PERMISSIONS, { companyId: "c1" });
    expect(can(p, "petitioner.complete-profile", { companyId: "c1" })).toBe(true);
    expect(can(p, "petitioner.complete-profile", { companyId: "c2" })).toBe(false);
    expect(can(p, "client.update", { companyId: "c1" })).toBe(true);
    expect(can(p, "client.update", { companyId: "c2" })).toBe(false);
    expect(can(who(PETITIONER), "client.update", { companyId: "c1" })).toBe(false);
    // Staff are not limited by the company.
    expect(can(who(FRONT_OFFICE), "client.update", { companyId: "c2" })).toBe(true);
  });

  it("user managers reach members by rank and branch; roles are granted by rank (lib/modules/users/policy.test.ts has every edge)", () => {
    const bm = who(BRANCH_MANAGER, DEFAULT_PERMISSIONS, { branchId: "b1" });
    expect(can(bm, "user.manage", { roleId: PARALEGAL, branchId: "b1" })).toBe(true);
    expect(can(bm, "user.manage", { roleId: PETITIONER, branchId: null, companyBranchId: "b1" })).toBe(true);
    expect(can(bm, "user.manage", { roleId: PARALEGAL, branchId: "b2" })).toBe(false);
    expect(can(bm, "user.manage", { roleId: ADMIN, branchId: "b1" })).toBe(false);
    expect(can(who(ADMIN), "user.manage", { roleId: PLATFORM_ADMIN })).toBe(false);
    expect(can(who(PLATFORM_ADMIN), "user.manage", { roleId: PLATFORM_ADMIN })).toBe(true);
    expect(can(who(ADMIN), "user.grant-role", { roleId: BRANCH_MANAGER })).toBe(true);
    expect(can(bm, "user.grant-role", { roleId: BRANCH_MANAGER })).toBe(false);
    expect(can(who(PLATFORM_ADMIN), "user.grant-role", { roleId: PETITIONER })).toBe(false);
    expect(can(who(ATTORNEY), "user.grant-role", { roleId: PARALEGAL })).toBe(false);
  });

  it("a branch manager opens only their own branch", () => {
    const bm = who(BRANCH_MANAGER, DEFAULT_PERMISSIONS, { branchId: "b1" });
    expect(can(bm, "branch.update", { branchId: "b1" })).toBe(true);
    expect(can(bm, "branch.update", { branchId: "b2" })).toBe(false);
    expect(can(who(BRANCH_MANAGER), "branch.update", { branchId: "b1" })).toBe(false);
    expect(can(who(ADMIN), "branch.update", { branchId: "b2" })).toBe(true);
  });

  it("a branch manager edits others' reminders only on their own branch's cases; an admin any", () => {
    const bm = who(BRANCH_MANAGER, DEFAULT_PERMISSIONS, { branchId: "b1" });
    expect(can(bm, "reminder.manage-any", { branchId: "b1" })).toBe(true);
    expect(can(bm, "reminder.manage-any", { branchId: "b2" })).toBe(false);
    expect(can(bm, "reminder.manage-any", { branchId: null })).toBe(false);
    expect(can(who(ADMIN), "reminder.manage-any", { branchId: null })).toBe(true);
    expect(can(who(ATTORNEY), "reminder.manage-any", { branchId: "b1" })).toBe(false);
  });
});
