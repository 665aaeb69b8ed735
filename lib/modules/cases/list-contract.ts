// Requests of the case lists: /api/petition/list (sort keys, filter.matcher of spec "List filters",
// search) and /api/petition/activity-list. Shared by the route, the list query and the list screen's URL.
import { z } from "zod";
import { idList } from "@/lib/shared/validation/zod";
import { listRequest } from "@/lib/shared/list";
import { MSG } from "@/lib/shared/validation/messages";
import { INT4_MAX } from "@/lib/shared/validation/fields";
import { v } from "@/lib/shared/validation/zod";
import { bool } from "./contract";
import { CASE_SORT_FIELDS } from "./constants";
export { CASE_SORT_FIELDS, type CaseSortField } from "./constants";

const dateRange = (field: string) =>
  z
    .object({ start: v.usDate(`${field} Start`), end: v.usDate(`${field} End`) })
    .refine((r) => r.start <= r.end, { error: MSG.invalid(field), path: ["end"] });

// ---------- list ----------

const statusId = z.preprocess(
  (x) => (typeof x === "string" && /^\d+$/.test(x.trim()) ? Number(x) : x),
  z.number({ error: MSG.invalid("Status") }).int({ error: MSG.invalid("Status") }).min(1, { error: MSG.invalid("Status") }).max(33, { error: MSG.invalid("Status") }),
);

/** filter.matcher of /api/petition/list (spec "List filters"). */
export const caseListMatcher = z.object({
  statusIds: idList(statusId),
  typeIds: idList(v.id("Case Type")),
  subTypeIds: idList(v.id("Sub Type")),
  petitionerIds: idList(v.uuid("Petitioner")),
  beneficiaryIds: idList(v.uuid("Beneficiary")),
  branchIds: idList(v.uuid("Branch")),
  /** Deadline within [start, end], both inclusive (start may equal end). */
  deadlineDateRange: dateRange("Deadline Date").optional(),
  /** Not closed (see CLOSED_STATUS_IDS). */
  getActiveCases: bool("Active Cases").optional(),
  /** Closed: status 22, 23 or 31, or closedAt set. */
  getClosedCases: bool("Closed Cases").optional(),
  premiumProcessing: bool("Premium Processing").optional(),
  /** Status 24–26, 30, 32, 33 or USCIS response "rfe" / "noid". */
  rfeCases: bool("RFE Cases").optional(),
  /** LCA required and LCA_SUBMIT not completed. */
  getPendingWithLCA: bool("Pending with LCA").optional(),
  /** Title contains (case-insensitive). */
  title: v.optionalString(200),
  /** Validity period overlapping [start, end]. */
  validityDateRange: dateRange("Validity Date").optional(),
  /** Customers drill-down (also accepted at the top level). */
  petitionerId: v.optionalUuid("Petitioner"),
});
export type CaseListMatcher = z.output<typeof caseListMatcher>;

/** `search` matches the case number, custom case number, title, client or beneficiary name. */
export const caseListBody = listRequest(CASE_SORT_FIELDS, caseListMatcher).extend({ petitionerId: v.optionalUuid("Petitioner") });
export type CaseListBody = z.output<typeof caseListBody>;

export const activityListBody = z.object({
  id: v.uuid("Case"),
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  perpage: z.coerce.number().int().min(1).max(1000, { error: MSG.max(1000) }).default(1000),
});
export type ActivityListBody = z.output<typeof activityListBody>;

// ---------- ai-tools/case-list ----------

/** The cases an AI tool may pick from: the caller's list, newest activity first, at most 100 a page (spec: dropdown case lists 100). */
export const aiCaseListBody = z.object({
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  perpage: z.coerce.number().int().min(1).max(100, { error: MSG.max(100) }).default(100),
  search: z.string().trim().max(100, { error: MSG.max(100) }).optional(),
  /** Only cases that are not closed (default true: tools draft for open cases). */
  activeOnly: bool("Active Only").default(true),
});
export type AiCaseListBody = z.output<typeof aiCaseListBody>;
