import { describe, expect, it } from "vitest";
import { ALL_ROLE_IDS, DEFAULT_PERMISSIONS, ROLE } from "./constants/roles";
import { can, effectivePermissions } from "./permissions";
import {
  breadcrumbFor,
  forcedSetupPath,
  isQuestionnairePath,
  landingPath,
  navFor,
  safeNextPath,
  tenantProfileComplete,
} from "./navigation";

const complete = { tenantProfileComplete: true, petitionerProfileComplete: true, permissions: ["PETITIONER_COMPLETE_PROFILE"] as string[] };
const land = (roleId: number, selectedPlans: string[] = [], extra: Partial<typeof complete> = {}) =>
  landingPath({ roleId, selectedPlans, ...complete, ...extra });

describe("landingPath", () => {
  it("sends role 49 to the I-9 list, whatever the plans", () => {
    expect(land(ROLE.I9_USER)).toBe("/app/i9-list");
    expect(land(ROLE.I9_USER, ["PAF"])).toBe("/app/i9-list");
  });

  it("sends other roles to PAF requests when PAF is the first plan or two plans are selected", () => {
    expect(land(ROLE.ADMIN, ["PAF"])).toBe("/app/paf-requests");
    expect(land(ROLE.ATTORNEY, ["I9", "PAF"])).toBe("/app/paf-requests");
    expect(land(ROLE.BRANCH_MANAGER, [" paf "])).toBe("/app/paf-requests");
  });

  it("sends other roles to the I-9 list when one non-PAF plan is selected", () => {
    expect(land(ROLE.ADMIN, ["I9"])).toBe("/app/i9-list");
    expect(land(ROLE.PLATFORM_ADMIN, ["I9"])).toBe("/app/i9-list");
  });

  it("keeps roles 12 and 50 on the dashboard whatever the plans", () => {
    expect(land(ROLE.SUBSCRIBER, ["PAF"])).toBeNull();
    expect(land(ROLE.PETITIONER, ["I9", "PAF"])).toBeNull();
  });

  it("keeps a law firm without plans, or whose plan includes case management, on the dashboard", () => {
    expect(land(ROLE.ADMIN)).toBeNull();
    expect(land(ROLE.PARALEGAL, [])).toBeNull();
    expect(land(ROLE.ADMIN, ["CASE"])).toBeNull();
    expect(land(ROLE.ADMIN, ["CASE", "I9", "PAF"])).toBeNull();
  });

  it("forces incomplete role 3 and role 50 to basic settings first", () => {
    expect(land(ROLE.ADMIN, ["PAF"], { tenantProfileComplete: false })).toBe("/app/basic-settings");
    expect(land(ROLE.PETITIONER, [], { petitionerProfileComplete: false })).toBe("/app/basic-settings");
    expect(land(ROLE.ATTORNEY, [], { tenantProfileComplete: false, petitionerProfileComplete: false })).toBeNull();
  });
});

describe("forcedSetupPath", () => {
  const admin = { roleId: ROLE.ADMIN, tenantProfileComplete: false, petitionerProfileComplete: true, permissions: [] };
  it("redirects everywhere but the settings and profile pages", () => {
    expect(forcedSetupPath(admin, "/app/users")).toBe("/app/basic-settings");
    expect(forcedSetupPath(admin, "/app/basic-settings")).toBeNull();
    expect(forcedSetupPath(admin, "/app/profile")).toBeNull();
    expect(forcedSetupPath({ ...admin, tenantProfileComplete: true }, "/app/users")).toBeNull();
  });

  it("sends an incomplete petitioner to the settings page only when the firm lets petitioners complete their profile", () => {
    const petitioner = { roleId: ROLE.PETITIONER, tenantProfileComplete: true, petitionerProfileComplete: false, permissions: ["PETITIONER_COMPLETE_PROFILE"] };
    expect(forcedSetupPath(petitioner, "/app/cases")).toBe("/app/basic-settings");
    expect(forcedSetupPath({ ...petitioner, permissions: ["CASE_CREATE"] }, "/app/cases")).toBeNull();
    expect(forcedSetupPath({ ...petitioner, petitionerProfileComplete: true }, "/app/cases")).toBeNull();
  });

  it("sends a petitioner without a payment method or without a plan to the settings page (billing), wherever the profile stands", () => {
    const petitioner = { roleId: ROLE.PETITIONER, tenantProfileComplete: true, petitionerProfileComplete: true, permissions: ["CASE_CREATE"] };
    const billing = (hasPlan: boolean, hasPaymentMethod: boolean) => ({ ...petitioner, billing: { hasPlan, hasPaymentMethod } });
    expect(forcedSetupPath(billing(true, true), "/app/cases")).toBeNull();
    expect(forcedSetupPath(billing(false, true), "/app/cases")).toBe("/app/basic-settings");
    expect(forcedSetupPath(billing(true, false), "/app/dashboard")).toBe("/app/basic-settings");
    expect(forcedSetupPath(billing(false, false), "/app/basic-settings")).toBeNull();
    expect(forcedSetupPath(billing(false, false), "/app/profile")).toBeNull();
    // Without billing facts (a role that does not load them) nothing changes; staff roles are never forced by billing.
    expect(forcedSetupPath(petitioner, "/app/cases")).toBeNull();
    expect(forcedSetupPath({ ...billing(false, false), roleId: ROLE.ADMIN }, "/app/cases")).toBeNull();
    expect(forcedSetupPath({ ...billing(false, false), roleId: ROLE.BENEFICIARY }, "/app/cases")).toBeNull();
  });

  it("lands a petitioner without a plan on the settings page, with one on the dashboard", () => {
    const p = { roleId: ROLE.PETITIONER, tenantProfileComplete: true, petitionerProfileComplete: true, permissions: [], selectedPlans: [] };
    expect(landingPath({ ...p, billing: { hasPlan: false, hasPaymentMethod: true } })).toBe("/app/basic-settings");
    expect(landingPath({ ...p, billing: { hasPlan: true, hasPaymentMethod: true } })).toBeNull();
  });
});

describe("tenantProfileComplete", () => {
  it("accepts 'yes' trimmed and in any case", () => {
    expect(tenantProfileComplete(" YES ")).toBe(true);
    expect(tenantProfileComplete("no")).toBe(false);
    expect(tenantProfileComplete(null)).toBe(false);
  });
});

describe("navFor", () => {
  const keys = (roleId: number) => navFor(roleId).map((e) => e.key);
  it("gives firm admins the management pages and titles settings by role", () => {
    expect(keys(ROLE.ADMIN)).toEqual(["dashboard", "cases", "rfeCases", "tasks", "lcas", "pwds", "visaBulletin", "capRegistrations", "invoices", "pendingInvoices", "quickbooks", "qbCustomers", "cloudDrives", "supportTickets", "videoMeetings", "clients", "individuals", "beneficiaries", "expiryRadar", "clientDocuments", "companyDocuments", "authSignatories", "i9List", "employees", "i9Verifiers", "users", "branches", "workflow", "letterTemplates", "companySettings", "profile"]);
    expect(keys(ROLE.PLATFORM_ADMIN)).toContain("settings");
    expect(keys(ROLE.PLATFORM_ADMIN)).toContain("wageData");
    expect(keys(ROLE.ADMIN)).not.toContain("wageData");
    expect(keys(ROLE.SETTINGS)).toContain("workflow");
    expect(keys(ROLE.BRANCH_MANAGER)).not.toContain("workflow");
    // QuickBooks: its readers (managers, front office) see the status and customers pages; not the case staff.
    expect(keys(ROLE.FRONT_OFFICE)).toEqual(expect.arrayContaining(["quickbooks", "qbCustomers"]));
    expect(keys(ROLE.BRANCH_MANAGER)).toEqual(expect.arrayContaining(["quickbooks", "qbCustomers"]));
  });
  it("limits petitioners, beneficiaries and I-9 users", () => {
    expect(keys(ROLE.PETITIONER)).toEqual(["dashboard", "cases", "rfeCases", "lcas", "pwds", "capRegistrations", "invoices", "pendingInvoices", "supportTickets", "beneficiaries", "expiryRadar", "clientDocuments", "authSignatories", "i9List", "employees", "i9Verifiers", "companySettings", "profile"]);
    expect(keys(ROLE.BENEFICIARY)).toEqual(["dashboard", "cases", "supportTickets", "beneficiaries", "profile"]);
    expect(keys(ROLE.I9_USER)).toEqual(["i9List", "employees", "i9Verifiers", "profile"]);
    expect(keys(ROLE.PARALEGAL)).toEqual(["dashboard", "cases", "rfeCases", "tasks", "lcas", "pwds", "visaBulletin", "capRegistrations", "cloudDrives", "supportTickets", "videoMeetings", "clients", "individuals", "beneficiaries", "expiryRadar", "clientDocuments", "companyDocuments", "letterTemplates", "profile"]);
  });
  it("offers the subscriber no screen that reads the firm's records (the permission table refuses them)", () => {
    expect(keys(ROLE.SUBSCRIBER)).toEqual(["dashboard", "profile"]);
  });
  it("leaves out To-dos when the firm's map does not give the role TASK_LIST", () => {
    const withDefaults = (roleId: number) => navFor(roleId, effectivePermissions(DEFAULT_PERMISSIONS, roleId)).map((e) => e.key);
    expect(withDefaults(ROLE.ADMIN)).toContain("tasks");
    // Every case role has it by default (issue 33); a firm that turns it off for attorneys takes it away.
    for (const r of [ROLE.FRONT_OFFICE, ROLE.ATTORNEY, ROLE.SUPERVISOR, ROLE.PARALEGAL, ROLE.DOC_MANAGER, ROLE.DOC_EXECUTIVE]) expect(withDefaults(r), `role ${r}`).toContain("tasks");
    expect(navFor(ROLE.ATTORNEY, ["CAP_LCA_CREATE"]).map((e) => e.key)).not.toContain("tasks");
    expect(navFor(ROLE.ATTORNEY, ["TASK_LIST"]).map((e) => e.key)).toContain("tasks");
    expect(navFor(ROLE.ADMIN, []).map((e) => e.key)).not.toContain("tasks");
  });
  it("offers each section only to roles the permission table lets read it", () => {
    const reads: Partial<Record<string, Parameters<typeof can>[1]>> = { invoices: "invoice.read", pendingInvoices: "invoice.read", quickbooks: "quickbooks.read", qbCustomers: "quickbooks.read", cases: "case.read", clients: "client.read", individuals: "client.read", beneficiaries: "beneficiary.read", capRegistrations: "cap.read", supportTickets: "ticket.read", videoMeetings: "meeting.host" };
    for (const roleId of ALL_ROLE_IDS) {
      for (const entry of navFor(roleId)) {
        const action = reads[entry.key];
        if (action) expect(can({ roleId, permissions: effectivePermissions(DEFAULT_PERMISSIONS, roleId) }, action), `${roleId} ${entry.key}`).toBe(true);
      }
    }
  });
});

describe("breadcrumbFor", () => {
  it("names the section of the page, including its details pages", () => {
    expect(breadcrumbFor(ROLE.ADMIN, "/app/dashboard")).toEqual([]);
    expect(breadcrumbFor(ROLE.ADMIN, "/app/users")).toEqual([{ key: "users", href: "/app/users" }]);
    expect(breadcrumbFor(ROLE.ADMIN, "/app/company/details/abc")).toEqual([{ key: "clients", href: "/app/employers" }]);
    expect(breadcrumbFor(ROLE.ADMIN, "/app/invoice-list")).toEqual([{ key: "invoices", href: "/app/invoice-list" }]);
    expect(breadcrumbFor(ROLE.FRONT_OFFICE, "/app/invoice-details/abc")).toEqual([{ key: "invoices", href: "/app/invoice-list" }]);
    expect(breadcrumbFor(ROLE.PARALEGAL, "/app/invoice-list")).toEqual([{ label: "Invoice list", href: null }]);
    expect(breadcrumbFor(ROLE.SETTINGS, "/app/quickbook-settings")).toEqual([{ key: "quickbooks", href: "/app/quickbooks/status" }]);
    expect(breadcrumbFor(ROLE.FRONT_OFFICE, "/app/customer-details/58")).toEqual([{ key: "qbCustomers", href: "/app/customers" }]);
    // The placeholder pages keep their proper names ("PAF requests", not "Paf requests").
    expect(breadcrumbFor(ROLE.ADMIN, "/app/paf-requests")).toEqual([{ key: "pafRequests", href: null }]);
    // The I-9 list is in the navigation of the I-9 roles; for a role without it, a named page.
    expect(breadcrumbFor(ROLE.ADMIN, "/app/i9-list")).toEqual([{ key: "i9List", href: "/app/i9-list" }]);
    expect(breadcrumbFor(ROLE.ATTORNEY, "/app/i9-list")).toEqual([{ key: "i9List", href: null }]);
  });
});

describe("helpers", () => {
  it("detects questionnaire pages", () => {
    expect(isQuestionnairePath("/app/I9-questionnaire/12")).toBe(true);
    expect(isQuestionnairePath("/app/users")).toBe(false);
  });
  it("only follows next paths under /app/", () => {
    expect(safeNextPath("/app/users?x=1")).toBe("/app/users?x=1");
    expect(safeNextPath("//evil.test/app/")).toBeNull();
    expect(safeNextPath("https://evil.test")).toBeNull();
    expect(safeNextPath("/app/login")).toBeNull();
  });
});
