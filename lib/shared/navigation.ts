// Navigation rules of spec section 2 as pure functions: the sidebar by role, the pages a user is forced to,
// the landing page of /app/dashboard, and the breadcrumb trail. Used by the shell (server and client).
import { FIRM_MANAGER_ROLES, ROLE, SETTINGS_ROLES, STAFF_ROLES } from "./constants/roles";
import { allowedRoles, can } from "./permissions";

export const DASHBOARD_PATH = "/app/dashboard";
export const LOGIN_PATH = "/app/login";
const SETUP_PATH = "/app/basic-settings";
export const PROFILE_PATH = "/app/profile";
const I9_LIST_PATH = "/app/i9-list";
const PAF_REQUESTS_PATH = "/app/paf-requests";
export const NOT_FOUND_PATH = "/app/error-404";
const WORKFLOW_CONFIG_PATH = "/app/workflow-config";

/** Every role but the I-9-only user (dashboard, profile). */
const ALL_BUT_I9: readonly number[] = [...STAFF_ROLES.filter((r) => r !== ROLE.I9_USER), ROLE.PETITIONER, ROLE.BENEFICIARY];

/** The firm staff (not clients) the table lets do `action`. */
const staffWho = (action: Parameters<typeof allowedRoles>[0]) => allowedRoles(action).filter((r) => STAFF_ROLES.includes(r));

export type NavKey =
  | "dashboard"
  | "i9List"
  | "cases"
  | "rfeCases"
  | "tasks"
  | "lcas"
  | "capRegistrations"
  | "pwds"
  | "visaBulletin"
  | "expiryRadar"
  | "clients"
  | "individuals"
  | "beneficiaries"
  | "authSignatories"
  | "companyDocuments"
  | "clientDocuments"
  | "employees"
  | "i9Verifiers"
  | "users"
  | "branches"
  | "workflow"
  | "letterTemplates"
  | "invoices"
  | "pendingInvoices"
  | "quickbooks"
  | "qbCustomers"
  | "cloudDrives"
  | "supportTickets"
  | "videoMeetings"
  | "settings"
  | "companySettings"
  | "backgroundJobs"
  | "platformBilling"
  | "wageData"
  | "uscisFormEditions"
  | "profile";

type NavEntry = {
  /** Message key under `shell.nav`. */
  key: NavKey;
  href: string;
  roles: readonly number[];
  /** Other path prefixes that belong to this section (details pages), for the active state and breadcrumb. */
  match?: readonly string[];
  /** The action behind the page when the firm's permission map can take it away (a TASK_LIST-like entry). */
  action?: Parameters<typeof can>[1];
};

const NAV_ENTRIES: readonly NavEntry[] = [
  { key: "dashboard", href: DASHBOARD_PATH, roles: ALL_BUT_I9 },
  // The sections that read the firm's records are offered to the roles the permission table lets read them
  // (not the subscriber 12 nor the I-9 user 49).
  { key: "cases", href: "/app/cases", roles: allowedRoles("case.read"), match: ["/app/petitions", "/app/petition-details/", "/app/gc-employment-details/"] },
  // RFE and NOID responses of the cases within reach (the firm and its clients; a beneficiary follows its case).
  { key: "rfeCases", href: "/app/ref-cases", roles: allowedRoles("case.read").filter((r) => r !== ROLE.BENEFICIARY), match: ["/app/rfe-details/"] },
  // The to-dos: the roles of the task list (the firm's TASK_LIST entry decides further; the page says so).
  { key: "tasks", href: "/app/tasks-list", roles: allowedRoles("task.list"), action: "task.list" },
  // LCAs and their public access files (the firm's staff; a petitioner its company's).
  { key: "lcas", href: "/app/lcalist", roles: allowedRoles("lca.read"), match: ["/app/lca-details/", "/app/paf-reports", "/app/purged-paf", "/app/paf-generation"] },
  // Prevailing wage determinations of the green-card positions (the same readers as the LCAs).
  { key: "pwds", href: "/app/pwd-list", roles: allowedRoles("pwd.read"), match: ["/app/pwd-case-details/"] },
  // The Visa Bulletin and the green-card cases' priority dates against it (the firm's staff).
  { key: "visaBulletin", href: "/app/visa-bulletin", roles: allowedRoles("visa-bulletin.read") },
  // H-1B cap seasons and registrations (the same readers as the LCAs).
  { key: "capRegistrations", href: "/app/cap-registrations", roles: allowedRoles("cap.read"), match: ["/app/cap-registration-details/"] },
  // Invoices (issue 14): the firm's managers, front office and attorneys; a petitioner its company's sent ones.
  { key: "invoices", href: "/app/invoice-list", roles: allowedRoles("invoice.read"), match: ["/app/invoice-details/", "/app/generate-invoice"] },
  { key: "pendingInvoices", href: "/app/pending-invoice", roles: allowedRoles("invoice.read") },
  // QuickBooks Online (issue 14): the status page for its readers (managers, front office; the settings page,
  // for quickbooks.manage, belongs to it) and the QuickBooks customers with their linked clients.
  { key: "quickbooks", href: "/app/quickbooks/status", roles: allowedRoles("quickbooks.read"), match: ["/app/quickbook-settings"] },
  { key: "qbCustomers", href: "/app/customers", roles: allowedRoles("quickbooks.read"), match: ["/app/customer-details/"] },
  // Cloud drives (issue 15 section 5): the firm's Google Drive (its page leads to Dropbox's and OneDrive's) for the case staff.
  { key: "cloudDrives", href: "/app/google-drive", roles: allowedRoles("drives.use"), match: ["/app/dropbox-config", "/app/ms"] },
  // Support tickets (issue 15): the case staff handle them; petitioners and beneficiaries raise and follow their own.
  { key: "supportTickets", href: "/app/support-tickets", roles: allowedRoles("ticket.read") },
  // Video meetings with a client who joins through a token link (issue 15): the case staff.
  { key: "videoMeetings", href: "/app/video-call", roles: allowedRoles("meeting.host") },
  { key: "clients", href: "/app/employers", roles: staffWho("client.read"), match: ["/app/company/details/", "/app/petitioner-details/", "/app/petitioner-edit/"] },
  { key: "individuals", href: "/app/individuals", roles: staffWho("client.read") },
  { key: "beneficiaries", href: "/app/beneficiaries", roles: allowedRoles("beneficiary.read") },
  // The dates the firm's people depend on (I-94, passport, EAD, H-1B six years, PWDs, LCAs); not for the worker, who sees their own record.
  { key: "expiryRadar", href: "/app/expiry-radar", roles: allowedRoles("beneficiary.read").filter((r) => r !== ROLE.BENEFICIARY) },
  // Standing documents (lib/modules/company-documents): a client's (the staff within reach, a petitioner its own
  // company's) and the firm's own (the case staff read them, the settings roles keep them).
  { key: "clientDocuments", href: "/app/documents", roles: allowedRoles("company-document.read") },
  { key: "companyDocuments", href: "/app/company-documents", roles: allowedRoles("firm-document.read") },
  { key: "authSignatories", href: "/app/auth-signatories", roles: [...FIRM_MANAGER_ROLES, ROLE.PETITIONER] },
  // Form I-9: the forms and the employers' employees (the firm's I-9 staff, the I-9 user, a petitioner its company's).
  { key: "i9List", href: I9_LIST_PATH, roles: allowedRoles("i9.read"), match: ["/app/i9-details/", "/app/i9-reports", "/app/purged-i9", "/app/work-authorization-reports"] },
  { key: "employees", href: "/app/employees", roles: allowedRoles("i9.read") },
  // Remote verifiers (authorized representatives) who complete Section 2 with an employee through a link.
  { key: "i9Verifiers", href: "/app/verifiers-list", roles: allowedRoles("i9.read"), match: ["/app/verifier-info/"] },
  { key: "users", href: "/app/users", roles: allowedRoles("user.manage") },
  { key: "branches", href: "/app/branch-list", roles: allowedRoles("branch.update"), match: ["/app/branch-create", "/app/branch-edit/", "/app/branchdetails/"] },
  { key: "workflow", href: WORKFLOW_CONFIG_PATH, roles: allowedRoles("workflow.configure") },
  // The firm's letter templates (the case staff use them; managers, attorneys and paralegals write them).
  { key: "letterTemplates", href: "/app/form-letters", roles: allowedRoles("letter.read"), match: ["/app/form-letters/"] },
  { key: "settings", href: SETUP_PATH, roles: SETTINGS_ROLES, match: ["/app/basic-configuration"] },
  { key: "backgroundJobs", href: "/app/background-jobs", roles: allowedRoles("jobs.admin") },
  // The platform's billing of every firm and petitioner company (platform admin): subscriptions, invoices, coupons, plans.
  { key: "platformBilling", href: "/app/platform-billing", roles: allowedRoles("billing.admin") },
  // The installation's OFLC prevailing-wage tables (platform admin).
  { key: "wageData", href: "/app/wage-data", roles: allowedRoles("wage-data.import") },
  // The USCIS form editions' blanks (platform admin): uploaded, checked against the field maps, used by the fills.
  { key: "uscisFormEditions", href: "/app/uscis-form-editions", roles: allowedRoles("uscis-forms.editions") },
  { key: "profile", href: PROFILE_PATH, roles: [...ALL_BUT_I9, ROLE.I9_USER] },
];

/** The sidebar entries a role may see; the settings page is titled "Settings" for role 1 and "Company settings" otherwise. */
/**
 * The role's navigation. With the firm's permission entries of the role (`permissions`), an entry tied to
 * an action the firm switched off for the role (e.g. TASK_LIST) is left out too.
 */
export function navFor(roleId: number, permissions?: readonly string[]): NavEntry[] {
  return NAV_ENTRIES.filter((e) => e.roles.includes(roleId) && (!e.action || !permissions || can({ roleId, permissions }, e.action))).map((e) =>
    e.key === "settings" && roleId !== ROLE.PLATFORM_ADMIN ? { ...e, key: "companySettings" as const } : e,
  );
}

const under = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`);

/** The entry a path belongs to (exact page, its sub-pages, or one of its `match` prefixes). */
export function activeEntry(entries: readonly NavEntry[], pathname: string): NavEntry | null {
  return entries.find((e) => under(pathname, e.href) || (e.match ?? []).some((m) => under(pathname, m))) ?? null;
}

/** Pages outside the role's navigation that still have a proper name (message key under `shell.nav`). */
type PageKey = NavKey | "pafRequests";
const NAMED_PAGES: Readonly<Record<string, PageKey>> = { [PAF_REQUESTS_PATH]: "pafRequests", [I9_LIST_PATH]: "i9List" };

export type Crumb = { key: NavKey; href: string } | { key: PageKey; href: null } | { label: string; href: null };

/** Breadcrumb after the home link: the section, then the current page when it is deeper than the section. */
export function breadcrumbFor(roleId: number, pathname: string): Crumb[] {
  const entry = activeEntry(navFor(roleId), pathname);
  if (!entry) {
    const named = Object.entries(NAMED_PAGES).find(([p]) => under(pathname, p));
    if (named) return [{ key: named[1], href: null }];
    const last = pathname.split("/").filter(Boolean).slice(1).find((s) => !/^[0-9a-f-]{8,}$/i.test(s));
    return last ? [{ label: humanize(last), href: null }] : [];
  }
  if (entry.href === DASHBOARD_PATH && pathname === DASHBOARD_PATH) return [];
  return [{ key: entry.key, href: entry.href }];
}

function humanize(segment: string): string {
  const s = decodeURIComponent(segment).replace(/[-_]+/g, " ").trim();
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Tenant profile is complete when profCompleted equals 'yes' (trimmed, case-insensitive; spec section 4). */
export function tenantProfileComplete(profCompleted: string | null | undefined): boolean {
  return (profCompleted ?? "").trim().toLowerCase() === "yes";
}

export type SetupState = {
  roleId: number;
  /** tenantDetails.profCompleted is 'yes'. */
  tenantProfileComplete: boolean;
  /** petitionerProfileComplete() of the signed-in petitioner (registration or company registration completed). */
  petitionerProfileComplete: boolean;
  /** The firm's permission entries for the role (a petitioner is sent to complete the profile only when PETITIONER_COMPLETE_PROFILE lets them). */
  permissions: readonly string[];
  /** Card and plan of the user's subscriber (the billing module; loaded for roles 3, 4, 12, 50, 51), null or absent otherwise. */
  billing?: { hasPlan: boolean; hasPaymentMethod: boolean } | null;
};

/** Pages an incomplete user may still open. */
const SETUP_EXEMPT = [SETUP_PATH, PROFILE_PATH, "/app/basic-configuration"];

/**
 * Where an incomplete user is forced to (spec section 2): role 3 with an incomplete tenant profile and
 * role 50 with an incomplete petitioner profile go to /app/basic-settings (when the firm lets petitioners
 * complete it: otherwise the page could not be left), and so does role 50 without a payment method or a plan
 * (when it may subscribe: billing.manage; the "Plan and billing" card is on that page). Null when the user may stay.
 */
export function forcedSetupPath(s: SetupState, pathname: string): string | null {
  if (SETUP_EXEMPT.some((p) => under(pathname, p))) return null;
  if (s.roleId === ROLE.ADMIN && !s.tenantProfileComplete) return SETUP_PATH;
  if (s.roleId === ROLE.PETITIONER && !s.petitionerProfileComplete && can(s, "petitioner.complete-profile")) return SETUP_PATH;
  if (s.roleId === ROLE.PETITIONER && s.billing && (!s.billing.hasPlan || !s.billing.hasPaymentMethod) && can(s, "billing.manage")) return SETUP_PATH;
  return null;
}

type LandingInput = SetupState & {
  /** tenantDetails.selectedPlans: the products of the firm's plan, in order (e.g. ["PAF"], ["I9", "PAF"], ["CASE"]). */
  selectedPlans: readonly string[];
};

/**
 * Where /app/dashboard sends a user, or null to stay on the dashboard (spec section 2):
 * 1. incomplete role 3 / role 50 → /app/basic-settings;
 * 2. role 49 → /app/i9-list;
 * 3. roles other than 12 and 50 → /app/paf-requests when the first selected plan is PAF or two plans are
 *    selected, otherwise /app/i9-list.
 * Decision: step 3 applies only when the tenant has selected plans. The spec's "otherwise /i9-list" is the
 * rule of the I-9/PAF product; a law firm without plans, or whose plan includes case management (CASE), uses
 * case management, so it stays on the dashboard instead of landing on an I-9 list.
 */
export function landingPath(input: LandingInput): string | null {
  const forced = forcedSetupPath(input, DASHBOARD_PATH);
  if (forced) return forced;
  if (input.roleId === ROLE.I9_USER) return I9_LIST_PATH;
  if (input.roleId === ROLE.SUBSCRIBER || input.roleId === ROLE.PETITIONER) return null;
  const plans = input.selectedPlans.map((p) => p.trim().toUpperCase()).filter(Boolean);
  if (plans.length === 0 || plans.includes("CASE")) return null;
  if (plans[0] === "PAF" || plans.length >= 2) return PAF_REQUESTS_PATH;
  return I9_LIST_PATH;
}

/** Paths after which no page-view event is sent and user details are not refreshed (spec section 2). */
export function isQuestionnairePath(pathname: string): boolean {
  return pathname.toLowerCase().includes("questionnaire");
}

/** A same-site `next` target (a path under /app/), or null for anything else (open-redirect guard). */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith("/app/") || next.startsWith("//") || next.includes("\\")) return null;
  if (next.startsWith(LOGIN_PATH) || next.startsWith("/app/register")) return null;
  return next;
}

/** Query flag the shell adds to /app/login when the server found the session cookie invalid (proxy clears it). */
export const SESSION_ENDED_PARAM = "session";
