// Requests and answers of the RFE case calls (/api/rfe-petition/*, /api/petition/req-rfe-response-docs-approval).
import { z } from "zod";
import type { RfeIssue } from "@/db/schema/rfe";
import { listRequest } from "@/lib/shared/list";
import { INT4_MAX } from "@/lib/shared/validation/fields";
import { MSG } from "@/lib/shared/validation/messages";
import { idList, v } from "@/lib/shared/validation/zod";
import { bool } from "../contract";

export const RFE_KINDS = ["RFE", "NOID"] as const;
export type RfeKind = (typeof RFE_KINDS)[number];
const kind = z.enum(RFE_KINDS, { error: MSG.invalid("Notice Type") });

/** Statuses an RFE case goes through (spec section 3). */
export const RFE_STATUS = { rfe: 24, noid: 30, prepared: 32, approved: 33, signRequested: 9, signed: 10, filed: 25, received: 26 } as const;

export const RFE_SORT_FIELDS = ["dueDate", "createdAt", "noticeDate", "caseNumber", "statusId"] as const;

export const rfeListMatcher = z.object({
  statusIds: idList(v.id("Status")),
  petitionerIds: idList(v.uuid("Petitioner")),
  kind: kind.optional(),
  /** Open (default when neither is given: both) / closed. */
  open: bool("Open").optional(),
  /** Response still owed and the due date passed. */
  overdue: bool("Overdue").optional(),
});
export type RfeListMatcher = z.output<typeof rfeListMatcher>;

/** `search` matches the petition's case number, custom number, client and beneficiary name. */
export const rfeListBody = listRequest(RFE_SORT_FIELDS, rfeListMatcher, { defaultOrder: "asc" });
export type RfeListBody = z.output<typeof rfeListBody>;

export const rfeIdBody = z.object({ id: v.uuid("RFE Case") });

/** Spec section 9: history page size 25 for RFE cases. */
export const rfeActivityListBody = z.object({
  id: v.uuid("RFE Case"),
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  perpage: z.coerce.number().int().min(1).max(100, { error: MSG.max(100) }).default(25),
});
export type RfeActivityListBody = z.output<typeof rfeActivityListBody>;

const issue = z.object({
  id: v.optionalUuid("Issue"),
  text: v.requiredString("Issue", 1000),
  resolved: bool("Resolved").default(false),
});

/** The notice as USCIS served it and the issues it raised; a missing key is unchanged. */
export const manageRfeNoticeBody = z.object({
  id: v.uuid("RFE Case"),
  kind: kind.optional(),
  noticeDate: v.usDate("Notice Date").optional(),
  servedByMail: bool("Served by Mail").optional(),
  issues: z.array(issue).max(100, { error: MSG.max(100) }).optional(),
});
export type ManageRfeNoticeBody = z.output<typeof manageRfeNoticeBody>;

/** The response attorney (6) or paralegal (8) of the RFE case. */
export const rfeAssignBody = z.object({
  id: v.uuid("RFE Case"),
  roleId: z.union([z.literal(6), z.literal(8)], { error: MSG.invalid("Role") }),
  userId: v.uuid("User"),
});
export type RfeAssignBody = z.output<typeof rfeAssignBody>;

/** The attorney approves the prepared response, or sends it back with the reason. */
export const rfeApprovalBody = z
  .object({ id: v.uuid("RFE Case"), approve: bool("Approve").optional(), reason: v.optionalString(1000) })
  .refine((b) => b.approve !== false || (b.reason ?? "").length > 0, { error: MSG.required("Reason"), path: ["reason"] });
export type RfeApprovalBody = z.output<typeof rfeApprovalBody>;

export const rfeSignBody = z.object({ id: v.uuid("RFE Case"), signed: bool("Signed").optional(), skip: bool("Skip").optional() });
export type RfeSignBody = z.output<typeof rfeSignBody>;

/** The response filed (day, courier and tracking number). */
export const rfeTrackingBody = z.object({
  id: v.uuid("RFE Case"),
  filedDate: v.usDate("Filed Date"),
  carrierId: v.optionalId("Carrier"),
  trackingNumber: v.optionalString(40),
});
export type RfeTrackingBody = z.output<typeof rfeTrackingBody>;

export const reqRfeApprovalBody = z.object({ rfeCaseId: v.uuid("RFE Case") });

export type RfeStep = { code: string; name: string; step: number; optional: boolean; done: boolean; next: boolean; canAct: boolean };

export type RfeListRow = {
  id: string;
  number: string;
  kind: RfeKind;
  petitionId: string;
  caseNumber: string;
  /** The case's screen (a green-card case's own). */
  casePath: string;
  petitionerId: string | null;
  petitionerName: string | null;
  beneficiaryName: string | null;
  statusId: number;
  statusName: string;
  noticeDate: string;
  dueDate: string;
  /** Calendar days until the due date (negative once passed); null once the response is filed or the case closed. */
  daysLeft: number | null;
  /** 'Overdue by {n} day(s)' while the response is owed. */
  overdueLabel: string | null;
  attorneyName: string | null;
  paralegalName: string | null;
  nextWorkflowActivity: string | null;
  closed: boolean;
  createdAt: string;
};

export type RfeDetails = RfeListRow & {
  sequence: number;
  servedByMail: boolean;
  issues: RfeIssue[];
  attorneyUserId: string | null;
  paralegalUserId: string | null;
  petitionerSignRequested: boolean;
  carrierId: number | null;
  trackingNumber: string | null;
  filedDate: string | null;
  receivedDate: string | null;
  outcome: string | null;
  outcomeDate: string | null;
  completedActivities: string[];
  workflow: RfeStep[];
  petition: { id: string; caseNumber: string; typeName: string | null; subTypeId: number | null; receiptNumber: string | null; premiumProcessing: boolean; detailsPath: string };
  /** Response documents and scanned copies of the filed response. */
  documentCounts: { response: number; scanned: number };
};
