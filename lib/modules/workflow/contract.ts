// Request schemas and answer shapes of /api/workflow/* (the firm's workflow configuration) and the
// case workflow actions /api/petition/{assign-a-role, confirm-review-completed, manage-approval-process,
// request-for-petitioner-sign, manage-tracking-details}. Shared by the routes and the admin screen.
import { z } from "zod";
import type { WorkflowEntry } from "@/db/schema/cases";
import { ROLE, roleName } from "@/lib/shared/constants/roles";
import { MSG } from "@/lib/shared/validation/messages";
import { isValidReceiptNumber, normalizeReceiptNumber } from "@/lib/shared/validation/rules";
import { v } from "@/lib/shared/validation/zod";
import { ACTIVITY_CODES, ACTIVITY_DEFAULTS, type ActivityCode } from "./definitions";
import { activityName, VARIANTS, WORKFLOW_VARIANTS, type WorkflowVariant } from "./variants";

export type { WorkflowEntry, WorkflowVariant };
export { WORKFLOW_VARIANTS };

// ---------- configuration ----------

/** Roles that take part in cases and may be editors or watchers of a workflow step. */
const WORKFLOW_ROLE_IDS = [
  ROLE.ADMIN,
  ROLE.BRANCH_MANAGER,
  ROLE.FRONT_OFFICE,
  ROLE.ATTORNEY,
  ROLE.SUPERVISOR,
  ROLE.PARALEGAL,
  ROLE.DOC_MANAGER,
  ROLE.DOC_EXECUTIVE,
  ROLE.LCA_MANAGER,
  ROLE.PETITIONER,
  ROLE.BENEFICIARY,
] as const;

/** On a petitioner tenant (type 2) only these roles may be editors of CREATE_PETITION and LCA_REQUEST (spec section 6). */
export const PETITIONER_TENANT_EDITORS: readonly number[] = [ROLE.ADMIN, ROLE.BRANCH_MANAGER];
export const PETITIONER_TENANT_LOCKED_CODES: readonly ActivityCode[] = ["CREATE_PETITION", "LCA_REQUEST"];

const orderMsg = (count: number) => `The workflow must list the ${count} activities in their fixed order`;
const mustIncludeMsg = (name: string) => `"${name}" cannot be excluded from the workflow`;

export const WORKFLOW_MSG = {
  order: orderMsg(ACTIVITY_CODES.length),
  orderOf: orderMsg,
  createIncluded: mustIncludeMsg(ACTIVITY_DEFAULTS.CREATE_PETITION.name),
  mustInclude: mustIncludeMsg,
  stepOrder: "A step cannot come before the step of the activity above it",
  petitionerTenantEditors: "On a petitioner firm only Admin and Branch Manager can be editors of this activity",
} as const;

const roleIdIn = (field: string) =>
  z.literal(WORKFLOW_ROLE_IDS, { error: (iss) => (iss.input === undefined ? MSG.required(field) : MSG.invalid(field)) });

/** An editor or watcher: a role id, or { roleId, name } as the configuration lists it (the name is ignored). */
const roleRef = (field: string) =>
  z.union([roleIdIn(field), z.object({ roleId: roleIdIn(field), name: z.string().max(100).optional() })], { error: MSG.invalid(field) }).transform((r) =>
    typeof r === "number" ? r : r.roleId,
  );

const roleList = (field: string) =>
  z
    .array(roleRef(field), { error: MSG.invalid(field) })
    .max(WORKFLOW_ROLE_IDS.length * 2, { error: MSG.max(WORKFLOW_ROLE_IDS.length) })
    .transform((ids) => [...new Set(ids)]);

const workflowEntryInput = z.object({
  code: z.string({ error: MSG.required("Code") }),
  /** The step's name as the configuration lists it, so a read configuration can be sent back (ignored). */
  name: z.string().max(200).optional(),
  include: z.boolean({ error: MSG.invalid("Include") }),
  editors: roleList("Editors"),
  watchers: roleList("Watchers"),
  actionRequired: z.enum(["Yes", "No"], { error: MSG.invalid("Action Required") }),
  step: z.literal([1, 2, 3], { error: MSG.invalid("Step") }),
  optional: z.boolean({ error: MSG.invalid("Optional") }),
  confirmRequired: z.boolean({ error: MSG.invalid("Confirm Required") }),
});
export type WorkflowEntryInput = z.output<typeof workflowEntryInput>;

const variantField = z.enum(WORKFLOW_VARIANTS, { error: MSG.invalid("Workflow") }).default("petition");

/**
 * The whole configuration of one variant (petition by default): its codes in their fixed order (the 29 of
 * spec section 4, or the RFE case's 9); the rest of each entry is editable.
 */
export const updateConfigBody = z
  .object({
    variant: variantField,
    entries: z.array(workflowEntryInput, { error: MSG.required("Workflow") }).max(100, { error: MSG.max(100) }),
  })
  .superRefine(({ variant, entries: list }, ctx) => {
    const def = VARIANTS[variant];
    if (list.length !== def.codes.length || list.some((e, i) => e.code !== def.codes[i])) {
      ctx.addIssue({ code: "custom", path: ["entries"], message: orderMsg(def.codes.length) });
      return;
    }
    list.forEach((e, i) => {
      if (!e.include && def.alwaysIncluded.includes(e.code)) ctx.addIssue({ code: "custom", path: ["entries", i, "include"], message: mustIncludeMsg(activityName(variant, e.code)) });
      if (i > 0 && e.step < list[i - 1].step) ctx.addIssue({ code: "custom", path: ["entries", i, "step"], message: WORKFLOW_MSG.stepOrder });
    });
  });
export type UpdateConfigBody = z.output<typeof updateConfigBody>;
/** What the admin screen sends: role ids as plain numbers (the server checks them). */
export type UpdateConfigInput = {
  variant?: WorkflowVariant;
  entries: (Omit<z.input<typeof workflowEntryInput>, "editors" | "watchers"> & { editors: number[]; watchers: number[] })[];
};

export const configBody = z.object({ variant: variantField });
export type ConfigBody = z.output<typeof configBody>;

type RoleOption = { roleId: number; name: string };

export type WorkflowConfigResult = {
  variant: WorkflowVariant;
  entries: WorkflowEntry[];
  /** Steps of this variant that cannot be excluded. */
  alwaysIncluded: string[];
  /** Whether "confirmation required" applies to this variant's steps. */
  usesConfirm: boolean;
  /** Whether "may be skipped on a case" applies (a PERM record's steps follow its status: none is skipped). */
  usesOptional: boolean;
  /** The firm never saved a configuration: these are the defaults. */
  isDefault: boolean;
  updatedAt: string | null;
  /** The default configuration of this firm (for "reset to defaults"). */
  defaults: WorkflowEntry[];
  tenantTypeId: number;
  /** Roles offered as editors and watchers. */
  roles: RoleOption[];
  /** Codes whose editors are limited to `lockedEditorRoles` (petitioner tenants). */
  lockedEditorCodes: string[];
  lockedEditorRoles: number[];
  /** Cases whose next step moved because their step was excluded (update-config only). */
  recomputedCases?: number;
};

export const roleOptions = (): RoleOption[] => WORKFLOW_ROLE_IDS.map((roleId) => ({ roleId, name: roleName(roleId) }));

// ---------- case actions ----------

const caseId = () => v.uuid("Case");

/** The codes an assignment completes, by the role assigned (the case approver is an attorney or an admin). */
export const ASSIGN_CODES = [
  "ASSIGN_SUPERVISOR",
  "ASSIGN_PARALEGAL",
  "ASSIGN_DOCUMENTATION_MANAGER",
  "ASSIGN_DOCUMENTATION_EXECUTIVE",
  "ASSIGN_ATTORNEY",
  "ASSIGN_CASE_APPROVER",
] as const satisfies readonly ActivityCode[];
export type AssignCode = (typeof ASSIGN_CODES)[number];

const ASSIGNABLE_ROLES = [ROLE.ATTORNEY, ROLE.SUPERVISOR, ROLE.PARALEGAL, ROLE.DOC_MANAGER, ROLE.DOC_EXECUTIVE, ROLE.ADMIN] as const;

export const assignRoleBody = z.object({
  petitionId: caseId(),
  roleId: z.preprocess(
    (x) => (typeof x === "string" && /^\d+$/.test(x.trim()) ? Number(x) : x),
    z.literal(ASSIGNABLE_ROLES, { error: (iss) => (iss.input === undefined ? MSG.required("Role") : MSG.invalid("Role")) }),
  ),
  userId: v.uuid("User"),
  /** Which assignment, when the role alone does not say (an attorney as attorney or as case approver). */
  code: z.enum(ASSIGN_CODES, { error: MSG.invalid("Assignment") }).optional(),
});
export type AssignRoleBody = z.output<typeof assignRoleBody>;

/** Steps completed by confirming them (reviews, lists, submissions, fees, LCA, DOL response). */
export const REVIEW_CODES = [
  "SUBMIT_TO_LAW_FIRM",
  "MANAGER_LIST",
  "SUPERVISOR_LIST",
  "PARALEGAL_LIST",
  "DOCUMENTATION_MANAGER_LIST",
  "DOCUMENTATION_EXECUTIVE_LIST",
  "ATTORNEY_LIST",
  "SUPERVISOR_FORMS_REVIEW",
  "FILING_FEE",
  "FILE_AFTER_INVOICE",
  "FILE_AFTER_INVOICE_PAYMENT",
  "SUBMIT_TO_USCIS",
  "LCA_REQUEST",
  "LCA_SUBMIT",
  "UPDATE_DOL_RESPONSE",
] as const satisfies readonly ActivityCode[];
export type ReviewCode = (typeof REVIEW_CODES)[number];

export const confirmReviewBody = z.object({
  petitionId: caseId(),
  code: z.enum(REVIEW_CODES, { error: (iss) => (iss.input === undefined ? MSG.required("Activity") : MSG.invalid("Activity")) }),
  /** Required true when the step's entry has confirmRequired. */
  confirm: z.boolean({ error: MSG.invalid("Confirm") }).optional(),
  /** Pass an optional step without doing it. */
  skip: z.boolean({ error: MSG.invalid("Skip") }).optional(),
});
export type ConfirmReviewBody = z.output<typeof confirmReviewBody>;

/**
 * Approval and tracking updates answer 'Unable to update' (spec section 8) when the body carries
 * nothing to update, so their fields are optional here and the services check what is present.
 */
export const approvalBody = z.object({
  petitionId: v.optionalUuid("Case"),
  approve: z.literal(true, { error: MSG.unableToUpdate }).optional(),
});
export type ApprovalBody = z.output<typeof approvalBody>;

export const petitionerSignBody = z.object({
  petitionId: caseId(),
  /** The petitioner confirms the forms are signed (completes DOC_SIGNER_LIST). */
  signed: z.literal(true, { error: MSG.invalid("Signed") }).optional(),
});
export type PetitionerSignBody = z.output<typeof petitionerSignBody>;

const TRACKING = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

export const trackingBody = z.object({
  petitionId: v.optionalUuid("Case"),
  carrierId: v.optionalId("Carrier"),
  trackingNumber: v.optionalFormat((s) => TRACKING.test(s), MSG.invalid("Tracking Number"), 40).transform((s) => s?.replace(/\s+/g, "").toUpperCase()),
  receiptNumber: v.optionalFormat(isValidReceiptNumber, MSG.invalid("Receipt Number"), 30).transform((s) => (s === undefined ? undefined : normalizeReceiptNumber(s))),
  receiptDate: v.optionalUsDate(),
});
export type TrackingBody = z.output<typeof trackingBody>;

/** The workflow state of a case after an action. */
export type CaseProgress = {
  id: string;
  caseNumber: string;
  customCaseNumber: string | null;
  statusId: number;
  completedActivities: string[];
  nextWorkflowActivity: string | null;
  petitionerSignRequested: boolean;
  courierTrackingCategory: string | null;
  carrierId: number | null;
  trackingNumber: string | null;
  receiptNumber: string | null;
  receiptDate: string | null;
  caseApproverUserId: string | null;
};

/** POST /api/petition/assignable-users: the firm's active members of one assignable role, for a case. */
export const assignableUsersBody = assignRoleBody.pick({ petitionId: true, roleId: true });
export type AssignableUser = { userId: string; name: string; email: string; branchName: string | null };
