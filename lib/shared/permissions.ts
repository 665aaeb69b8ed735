// Who may do what: one table of actions → roles, combined with the firm's permission map (spec
// section 6), and can(). Isomorphic: routes (defineRoute({ permission })), services and screens
// all ask can(). A later module adds its actions here. Decisions in docs/decisions.md "Permissions".
import { ALL_ROLE_IDS, DEFAULT_PERMISSIONS, PERMISSIONS, ROLE, STAFF_ROLES, type Permission } from "./constants/roles";

const { PLATFORM_ADMIN, SETTINGS, ADMIN, BRANCH_MANAGER, FRONT_OFFICE, ATTORNEY, SUPERVISOR, PARALEGAL, DOC_MANAGER, DOC_EXECUTIVE, LCA_MANAGER, I9_USER, PETITIONER, BENEFICIARY } =
  ROLE;

/** The settings roles of a firm: platform admin, settings role, admin. */
const FIRM_SETTINGS: readonly number[] = [PLATFORM_ADMIN, SETTINGS, ADMIN];
/** Firm users who manage users, clients' status: the settings roles and the branch manager. */
const FIRM_MANAGERS: readonly number[] = [...FIRM_SETTINGS, BRANCH_MANAGER];
/** Staff who create and edit clients and beneficiaries. */
const CLIENT_MANAGERS: readonly number[] = [...FIRM_MANAGERS, FRONT_OFFICE];
/** The law office's case roles (not the subscriber 12 nor the I-9 user 49, who work outside case management). */
const CASE_STAFF: readonly number[] = [...FIRM_MANAGERS, FRONT_OFFICE, ATTORNEY, SUPERVISOR, PARALEGAL, DOC_MANAGER, DOC_EXECUTIVE, LCA_MANAGER];
const CASE_READERS: readonly number[] = [...CASE_STAFF, PETITIONER, BENEFICIARY];

/**
 * A resource an ownership check looks at. `companyId`: the client (company) the record belongs to;
 * `branchId`: the branch of the record; `roleId`: the role of a membership (a user managed, a role
 * granted); `companyBranchId`: the branch of a client user's company.
 */
type PermissionResource = { companyId?: string | null; branchId?: string | null; roleId?: number; companyBranchId?: string | null };

/** The caller as can() sees it: the role, the firm's entries for that role, and the reach fields for resource checks. */
export type PermissionSubject = {
  roleId: number;
  /** The firm's effective permission entries for this role (effectivePermissions()). */
  permissions: readonly string[];
  companyId?: string | null;
  branchId?: string | null;
};

type Rule = {
  roles: readonly number[];
  /** The firm's permission entry that must also be granted to the role (for governed roles). */
  entry?: Permission;
  /** Ownership or reach check when a resource is given. */
  owns?: (actor: PermissionSubject, resource: PermissionResource) => boolean;
};

const ownCompany = (a: PermissionSubject, r: PermissionResource) => a.roleId !== PETITIONER || (a.companyId != null && r.companyId === a.companyId);
const ownBranch = (a: PermissionSubject, r: PermissionResource) => a.roleId !== BRANCH_MANAGER || (a.branchId != null && r.branchId === a.branchId);
/** Whom a user manager reaches: role 1 everyone; roles 2 and 3 all but role 1; a branch manager the roles below the managers, in their branch (staff by branch, clients by their company's branch). */
const managesMember = (a: PermissionSubject, r: PermissionResource) => {
  if (a.roleId === PLATFORM_ADMIN) return true;
  if (a.roleId === BRANCH_MANAGER) {
    const inBranch = a.branchId != null && (r.branchId === a.branchId || r.companyBranchId === a.branchId);
    return r.roleId !== undefined && !FIRM_MANAGERS.includes(r.roleId) && inBranch;
  }
  return r.roleId !== PLATFORM_ADMIN;
};
/** Which role a user manager grants: staff roles only; role 1 all of them, roles 2 and 3 all but role 1, a branch manager those below the managers. */
const grantsRole = (a: PermissionSubject, r: PermissionResource) => {
  if (r.roleId === undefined || !STAFF_ROLES.includes(r.roleId)) return false;
  if (a.roleId === PLATFORM_ADMIN) return true;
  if (a.roleId === BRANCH_MANAGER) return !FIRM_MANAGERS.includes(r.roleId);
  return r.roleId !== PLATFORM_ADMIN;
};

export const ACTIONS = {
  // Firm (tenant) and platform.
  "tenant.manage": { roles: [PLATFORM_ADMIN] }, // invite firms, status, delete, name another firm
  "jobs.admin": { roles: [PLATFORM_ADMIN] }, // the background jobs of the whole installation: queues, failed jobs, retry
  "settings.view": { roles: FIRM_SETTINGS }, // read and save the firm profile, permission map, branding
  // Reads follow the table like writes: the firm's records are read by the roles that work on cases, not
  // by the subscriber (12) nor the I-9 user (49), who work outside case management (petition/details is 403 for them).
  "firm.checklist": { roles: CASE_STAFF },
  "masterdata.write": { roles: FIRM_SETTINGS },
  "workflow.read": { roles: CASE_STAFF },
  "workflow.configure": { roles: FIRM_SETTINGS },
  "search.run": { roles: ALL_ROLE_IDS },
  // Spelling suggestions for long text fields (/api/sentence-suggestions): every signed-in role writes some.
  "spelling.check": { roles: ALL_ROLE_IDS },
  // The signed-in user's own notifications (every role of the firm; spec section 6 names role 7 the default
  // for notification removal: here everyone may remove their own, see lib/modules/notifications/README.md).
  "notification.read": { roles: ALL_ROLE_IDS }, // list, unread count, mark read
  // The dashboard's arrangement and widgets (lib/modules/dashboard); each widget also needs its module's read permission.
  "dashboard.read": { roles: ALL_ROLE_IDS },
  // The firm's wall (lib/modules/walls): everyone reads (clients only announcements meant for them, and their
  // own cases' events); the firm's managers post and delete announcements.
  "wall.read": { roles: ALL_ROLE_IDS },
  "wall.post": { roles: FIRM_MANAGERS },
  "notification.remove": { roles: ALL_ROLE_IDS },
  // Users and branches.
  "user.manage": { roles: FIRM_MANAGERS, owns: managesMember }, // resource: the member ({ roleId, branchId, companyBranchId })
  "user.grant-role": { roles: FIRM_MANAGERS, owns: grantsRole }, // resource: { roleId } granted
  "branch.manage": { roles: FIRM_SETTINGS }, // create, delete, (de)activate
  "branch.update": { roles: FIRM_MANAGERS, owns: ownBranch }, // open and edit; a branch manager their own
  "branch.list": { roles: CASE_STAFF },
  // Clients (companies, individuals), their signatories.
  "client.read": { roles: [...CASE_STAFF, PETITIONER], owns: ownCompany },
  "client.manage": { roles: CLIENT_MANAGERS }, // create clients, move them between branches
  "client.update": { roles: [...CLIENT_MANAGERS, PETITIONER], owns: ownCompany },
  "client.status": { roles: FIRM_MANAGERS },
  "branch.move-record": { roles: [...FIRM_SETTINGS, FRONT_OFFICE] }, // choose the branch of a client, beneficiary or case, or move it (a branch manager's stay in their branch, a petitioner's follow the company)
  "petitioner.invite": { roles: CLIENT_MANAGERS, entry: "PETITIONER_INVITE" },
  "petitioner.complete-profile": { roles: [PETITIONER], entry: "PETITIONER_COMPLETE_PROFILE", owns: ownCompany },
  // Standing documents (lib/modules/company-documents): a client's (FEIN letter, financials …) are read and
  // kept by the case staff within their client reach and by the petitioner for its own company; the firm's
  // own (policies …) are read by the case staff and kept by the settings roles.
  "company-document.read": { roles: [...CASE_STAFF, PETITIONER], owns: ownCompany },
  "company-document.save": { roles: [...CASE_STAFF, PETITIONER], owns: ownCompany },
  "firm-document.read": { roles: CASE_STAFF },
  "firm-document.manage": { roles: FIRM_SETTINGS },
  // Beneficiaries.
  "beneficiary.read": { roles: [...CASE_STAFF, PETITIONER, BENEFICIARY] },
  "beneficiary.invite": { roles: [...CLIENT_MANAGERS, PETITIONER], entry: "BENEFICIARY_INVITE", owns: ownCompany }, // add a beneficiary to the firm
  "beneficiary.update": { roles: [...CLIENT_MANAGERS, PETITIONER], owns: ownCompany }, // edit, dependants
  "beneficiary.delete": { roles: CLIENT_MANAGERS },
  "beneficiary.move-client": { roles: CLIENT_MANAGERS }, // move a beneficiary to another client
  "beneficiary.status": { roles: CLIENT_MANAGERS },
  // Cases.
  "case.read": { roles: CASE_READERS },
  "case.act": { roles: CASE_READERS }, // workflow step calls; the step's editors (firm configuration) decide further
  "case.create": { roles: [ADMIN, BRANCH_MANAGER, FRONT_OFFICE, PETITIONER], entry: "CASE_CREATE" }, // then CREATE_PETITION's editors
  "case.update": { roles: [ADMIN, BRANCH_MANAGER, FRONT_OFFICE, ATTORNEY, SUPERVISOR, PARALEGAL, DOC_MANAGER, DOC_EXECUTIVE, LCA_MANAGER, PETITIONER] },
  // Edit a case once SUBMIT_TO_LAW_FIRM is done: not roles 3, 11 and 50 (spec section 6; workflow/rules.ts editBlocked).
  "case.update-submitted": { roles: [BRANCH_MANAGER, FRONT_OFFICE, ATTORNEY, SUPERVISOR, PARALEGAL, DOC_MANAGER, DOC_EXECUTIVE] },
  // Act on any workflow step whatever its editors, approve a case, edit the filing fee (spec: "full override on workflow actions").
  "workflow.override": { roles: [ADMIN, BRANCH_MANAGER] },
  "case.bulk-replace": { roles: [ADMIN, BRANCH_MANAGER] },
  "case.delete": { roles: [ADMIN, BRANCH_MANAGER], owns: ownBranch }, // a case made by mistake (gc-petition/delete), never one filed
  "questionnaire.send": { roles: [ADMIN, BRANCH_MANAGER, FRONT_OFFICE, ATTORNEY, SUPERVISOR, PARALEGAL, PETITIONER] },
  "questionnaire.read": { roles: [...CASE_STAFF, PETITIONER] },
  // USCIS filing fees of a case or an RFE response (lib/modules/fees): the case staff and the petitioner read them
  // (reach is the case's); saving the total as the case's filing fee follows the filing-fee rule (workflow/rules.ts).
  "fees.read": { roles: [...CASE_STAFF, PETITIONER] },
  // Case documents.
  "document.manage": { roles: CASE_STAFF }, // forms and letters, scanned copies, USCIS answers, accept beneficiary documents
  "document.read": { roles: CASE_READERS },
  "document.upload-beneficiary": { roles: CASE_READERS },
  "scanned-copy.read": { roles: [...CASE_STAFF, PETITIONER] },
  "checklist.update": { roles: FIRM_SETTINGS },
  // LCAs (lib/modules/lca): staff read the firm's (a branch manager their branch's), a petitioner its company's.
  "lca.read": { roles: [...CASE_STAFF, PETITIONER], owns: ownCompany },
  "lca.create": { roles: [ADMIN, BRANCH_MANAGER, LCA_MANAGER, PETITIONER], entry: "LCA_CREATE" }, // request an LCA
  // Edit an LCA and move its status; the edit also needs the spec section 4 rule (lca/policy.ts).
  "lca.update": { roles: [...FIRM_SETTINGS, BRANCH_MANAGER, LCA_MANAGER, ATTORNEY], owns: ownBranch }, // resource: { branchId } of the LCA
  // The "or the user is admin" of the update rule: edit in states 2 and 3 whoever logged the state.
  "lca.update-any": { roles: FIRM_SETTINGS },
  // Import LCAs from the DOL disclosure layout (CSV, XLSX): a branch manager for their branch's clients.
  "lca.import": { roles: [...FIRM_SETTINGS, BRANCH_MANAGER, LCA_MANAGER] },
  // Purge a public access file past its retention date (the certificate stays): the firm's admins and LCA managers.
  "paf.purge": { roles: [...FIRM_SETTINGS, LCA_MANAGER] },
  // Ask for an LCA's public access file (/app/paf-requests): the client for its own LCAs, the firm's LCA staff for whoever asked.
  "paf-request.create": { roles: [...FIRM_SETTINGS, BRANCH_MANAGER, LCA_MANAGER, ATTORNEY, PETITIONER], owns: ownCompany },
  // H-1B cap registrations (lib/modules/cap): create one (a petitioner for its own company; the paralegals who
  // prepare the season's registrations too, issue 34 §3), read as the LCAs.
  "cap-lca.create": { roles: [ADMIN, BRANCH_MANAGER, PARALEGAL, LCA_MANAGER, PETITIONER], entry: "CAP_LCA_CREATE" },
  "cap.read": { roles: [...CASE_STAFF, PETITIONER], owns: ownCompany },
  // Edit a registration, move its status, send its fill link: resource { branchId } of the registration.
  "cap.update": { roles: [...FIRM_SETTINGS, BRANCH_MANAGER, LCA_MANAGER, ATTORNEY], owns: ownBranch },
  // Bulk: import registrations and the selection results. Recording a selection (here or by cap.update's status
  // change) opens the H-1B cap case as its consequence, without case.create nor the CREATE_PETITION editors.
  "cap.import": { roles: [...FIRM_SETTINGS, BRANCH_MANAGER, LCA_MANAGER] },
  // Prevailing wage determinations (lib/modules/perm): read as the LCAs (a petitioner its company's);
  // prepared, filed and recorded by the firm's staff who work on green cards (resource { branchId }).
  "pwd.read": { roles: [...CASE_STAFF, PETITIONER], owns: ownCompany },
  "pwd.update": { roles: [...FIRM_SETTINGS, BRANCH_MANAGER, ATTORNEY, PARALEGAL, LCA_MANAGER], owns: ownBranch },
  // PERM cases (lib/modules/perm): the labor certification of a case, reached through the case; read as
  // the PWDs, prepared, filed and decided by the same staff (resource { branchId } of the case).
  "perm.read": { roles: [...CASE_STAFF, PETITIONER], owns: ownCompany },
  "perm.update": { roles: [...FIRM_SETTINGS, BRANCH_MANAGER, ATTORNEY, PARALEGAL, LCA_MANAGER], owns: ownBranch },
  // The attorney's review of the ETA-9089 draft (/api/perm/confirm-review-completed): attorneys and the firm's managers.
  // Green-card employment cases (lib/modules/greencard): read by the case's readers (the worker follows
  // the priority date too), kept by the staff who prepare green cards (resource { branchId } of the case).
  "gc.read": { roles: CASE_READERS },
  "gc.update": { roles: [...FIRM_SETTINGS, BRANCH_MANAGER, ATTORNEY, PARALEGAL, SUPERVISOR], owns: ownBranch },
  // The Visa Bulletin: the firm's staff read it; the firm's managers and attorneys enter the month; the
  // platform admin enters the table every firm without its own uses.
  "visa-bulletin.read": { roles: CASE_STAFF },
  "visa-bulletin.manage": { roles: [...FIRM_SETTINGS, ATTORNEY, PARALEGAL] },
  "visa-bulletin.platform": { roles: [PLATFORM_ADMIN] },
  // The USCIS Case Status API: the firm's settings roles read and enter the firm's credentials (the client id
  // too: /api/uscis-status/settings), the platform admin the platform's; the case staff ask for a status now
  // (the daily check runs for everyone) and learn only whether the check is on (the case's status, `enabled`).
  "uscis.settings": { roles: FIRM_SETTINGS },
  "uscis.settings-platform": { roles: [PLATFORM_ADMIN] },
  "uscis.check": { roles: CASE_STAFF },
  // The OFLC wage tables: the installation's, imported by the platform admin; staff look levels up.
  "wage-data.import": { roles: [PLATFORM_ADMIN] },
  "wage-data.read": { roles: CASE_STAFF },
  // USCIS form editions (lib/modules/uscis-forms): the installation's blanks, uploaded, checked and removed by
  // the platform admin; a case's fill uses the edition of its filing date.
  "uscis-forms.editions": { roles: [PLATFORM_ADMIN] },
  // Letter templates (lib/modules/letters): the case staff use them (preview, generate into a case, which
  // also needs document.manage on the case); the firm's managers, attorneys and paralegals write them.
  "letter.read": { roles: CASE_STAFF },
  "letter.manage": { roles: [...FIRM_MANAGERS, ATTORNEY, PARALEGAL] },
  // E-signature envelopes (lib/modules/esign): the case's staff and its petitioner read a case's envelopes;
  // the staff who prepare documents (as document.manage) make, send and void them. Reach is the case's.
  "esign.read": { roles: [...CASE_STAFF, PETITIONER] },
  "esign.manage": { roles: CASE_STAFF },
  // Wet-ink signature requests (lib/modules/esign/ink): the signed pages' scan comes back through the case,
  // uploaded by its staff or its petitioner; requesting, cancelling and recording the originals is esign.manage.
  "esign.ink-upload": { roles: [...CASE_STAFF, PETITIONER] },
  // Invoices (lib/modules/invoices): the firm's managers and front office (who handle the fees) write them;
  // attorneys read them; a petitioner reads its own company's once sent. Reach is the client's.
  "invoice.read": { roles: [...FIRM_MANAGERS, FRONT_OFFICE, ATTORNEY, PETITIONER], owns: ownCompany },
  "invoice.manage": { roles: [...FIRM_MANAGERS, FRONT_OFFICE] },
  // Communication threads (lib/modules/communication): whoever reads the case talks on it — the firm's case
  // staff, the case's petitioner (its company's cases) and beneficiary (its own); reach is the case's.
  "communication.read": { roles: CASE_READERS },
  "communication.write": { roles: CASE_READERS },
  // QuickBooks Online (lib/modules/quickbooks): the firm's settings roles connect it, choose what syncs and
  // create or link customers; those who handle invoices see the status and the customers.
  "quickbooks.read": { roles: [...FIRM_MANAGERS, FRONT_OFFICE] },
  "quickbooks.manage": { roles: FIRM_SETTINGS },
  // Cloud drives (lib/modules/drives): the firm's settings roles connect and disconnect Google Drive, Dropbox,
  // OneDrive; the case staff who upload case documents (document.manage) see the status, browse and import.
  "drives.manage": { roles: FIRM_SETTINGS },
  "drives.use": { roles: CASE_STAFF },
  // The platform's subscription billing (lib/modules/billing, /api/payapi/): the roles that subscribe read their
  // subscriber's plan, invoices and payment methods (the firm, or a petitioner's company); not the subscriber
  // (12) nor a beneficiary (51), whose subscriber is the firm; the firm's admins and a petitioner for its
  // company subscribe and pay; the platform admin runs coupons, the plans list and marks payments received.
  "billing.read": { roles: [PLATFORM_ADMIN, ADMIN, BRANCH_MANAGER, PETITIONER] },
  "billing.manage": { roles: [PLATFORM_ADMIN, ADMIN, BRANCH_MANAGER, PETITIONER] },
  "billing.admin": { roles: [PLATFORM_ADMIN] },
  // Form I-9 (lib/modules/i9): the firm's settings roles and admins for every employer, a branch manager its
  // branch's clients, the I-9 user (49) the employers it is given, a petitioner its own company's employees
  // (the employer completes Section 2). Reach decided by lib/modules/i9/policy.ts.
  "i9.read": { roles: [...FIRM_SETTINGS, BRANCH_MANAGER, I9_USER, PETITIONER] },
  "i9.manage": { roles: [...FIRM_SETTINGS, BRANCH_MANAGER, I9_USER, PETITIONER] },
  // See a Social Security or document number whole (every view written to the audit log).
  "i9.sensitive": { roles: [...FIRM_SETTINGS, I9_USER, PETITIONER] },
  // Purge, legal holds, the automatic-purge setting, which employers an I-9 user works for.
  "i9.admin": { roles: FIRM_SETTINGS },
  // Support tickets (lib/modules/tickets): the case readers raise and read them (a client only the tickets it
  // raised or, for a petitioner, its company's not raised by a beneficiary; a branch manager its branch's);
  // the case staff handle them: status, priority, assignee, internal notes.
  "ticket.read": { roles: CASE_READERS }, // list, details, comments, comment
  "ticket.create": { roles: CASE_READERS },
  "ticket.manage": { roles: CASE_STAFF },
  // The firm's triage roles (issue 33): who is told of a new ticket from a client and sees the unassigned ones.
  "ticket.settings": { roles: FIRM_SETTINGS },
  // Video meetings (lib/modules/meetings): the case staff hold meetings with a client who joins through a token
  // link (no account); each sees and ends the meetings they host, the firm's settings roles every meeting of the firm.
  "meeting.host": { roles: CASE_STAFF },
  "meeting.admin": { roles: FIRM_SETTINGS },
  "task.list": { roles: CASE_STAFF, entry: "TASK_LIST" }, // to-dos and reminders: list, create, edit one's own or assigned
  // Edit or close anyone's reminder (besides its creator and assignees); a branch manager those of their branch's cases.
  "reminder.manage-any": { roles: FIRM_MANAGERS, owns: ownBranch }, // resource: { branchId } of the reminder's case
} satisfies Record<string, Rule>;

export type Action = keyof typeof ACTIONS;

/** The roles whose entries the firm sets in its permission map (the settings matrix); others are decided by the table alone. */
export const GOVERNED_ROLES: readonly number[] = [ADMIN, BRANCH_MANAGER, FRONT_OFFICE, ATTORNEY, SUPERVISOR, PARALEGAL, DOC_MANAGER, DOC_EXECUTIVE, LCA_MANAGER, PETITIONER];

/** Entries a governed role has when the firm's map has no key for it: spec "CAP_LCA_CREATE (allowed by default)". */
const FALLBACK_ENTRIES: readonly Permission[] = ["CAP_LCA_CREATE"];

/**
 * The firm's entries for a role: the map's list when it has a key for the role, else DEFAULT_PERMISSIONS
 * for the role, else CAP_LCA_CREATE only. Unknown strings are dropped.
 */
export function effectivePermissions(map: Record<string, readonly string[]> | null | undefined, roleId: number): Permission[] {
  const list = map?.[String(roleId)] ?? DEFAULT_PERMISSIONS[String(roleId)] ?? FALLBACK_ENTRIES;
  return PERMISSIONS.filter((p) => list.includes(p));
}

/** The roles the table lets do `action` (before the firm's map and any resource check). */
export function allowedRoles(action: Action): readonly number[] {
  return ACTIONS[action].roles;
}

/** Whether the table's role list for `action` includes `roleId` (no firm entry or resource): for role-meaning helpers. */
export function roleMay(roleId: number, action: Action): boolean {
  return (ACTIONS[action].roles as readonly number[]).includes(roleId);
}

/**
 * May `actor` do `action` (on `resource`)? The role must be in the action's row; when the action is
 * tied to a firm entry and the role is one the firm governs, the firm's entries for the role must
 * include it; with a resource, the row's ownership check must pass.
 */
export function can(actor: PermissionSubject, action: Action, resource?: PermissionResource): boolean {
  const rule: Rule = ACTIONS[action];
  if (!rule.roles.includes(actor.roleId)) return false;
  if (rule.entry && GOVERNED_ROLES.includes(actor.roleId) && !actor.permissions.includes(rule.entry)) return false;
  if (resource && rule.owns && !rule.owns(actor, resource)) return false;
  return true;
}

export const ALL_ACTIONS = Object.keys(ACTIONS) as Action[];
