// Request schemas and answer shapes of the I-9 retention calls (issue 12 section 4): the purge of a record
// past rule 1's date with its certificate (/api/i9/purge, /api/i9/purged-list), legal holds on a record or a
// whole employer (/api/i9/hold-place, hold-release, holds-list), the automatic-purge setting
// (/api/i9/settings, settings-save) and the retention report's figures (/api/i9/retention-report).
import { z } from "zod";
import { listRequest } from "@/lib/shared/list";
import { MSG } from "@/lib/shared/validation/messages";
import { idList, v } from "@/lib/shared/validation/zod";

const employers = idList(z.union([v.uuid("Employer"), z.literal("firm")], { error: MSG.invalid("Employer") }));

/** POST /api/i9/purge: the employee's name typed to confirm (as the record shows it). */
export const purgeI9Body = z.object({ id: v.uuid("I-9"), confirmName: v.requiredString("Employee Name", 200) });
export type PurgeI9Body = z.output<typeof purgeI9Body>;

export const PURGED_I9_SORT_FIELDS = ["purgedAt", "employeeName", "retainUntil", "terminationDate"] as const;
export const purgedI9ListBody = listRequest(PURGED_I9_SORT_FIELDS, z.object({ employers }));
export type PurgedI9ListBody = z.output<typeof purgedI9ListBody>;

/** What stays of a purged I-9 (/app/purged-i9): who it was, the employment, why it could go, when and by whom. */
export type I9PurgeCertificateDto = {
  id: string;
  recordId: string;
  companyId: string | null;
  employerName: string;
  employeeName: string;
  hireDate: string;
  terminationDate: string;
  retainUntil: string;
  /** Rule 1: kept 3 years from the hire date ("hire") or 1 year from the termination ("termination"), the later. */
  basis: "hire" | "termination";
  /** null: the daily automatic purge (the firm's setting). */
  purgedByName: string | null;
  automatic: boolean;
  purgedAt: string;
};

/** POST /api/i9/hold-place: one record (`recordId`) or a whole employer (`employer`: a client's id, or "firm"). */
export const placeHoldBody = z
  .object({
    recordId: v.optionalUuid("I-9"),
    employer: z.union([v.uuid("Employer"), z.literal("firm")], { error: MSG.invalid("Employer") }).optional(),
    reason: v.requiredString("Reason", 500),
  })
  .refine((b) => Boolean(b.recordId) !== Boolean(b.employer), { error: "Choose one Form I-9 or one employer to hold", path: ["employer"] });
export type PlaceHoldBody = z.output<typeof placeHoldBody>;

export const holdIdBody = z.object({ id: v.uuid("Legal Hold") });

export const HOLD_SORT_FIELDS = ["placedAt", "releasedAt"] as const;
/** POST /api/i9/holds-list: the firm's legal holds, standing first (`active` true: only those not released). */
export const holdsListBody = listRequest(HOLD_SORT_FIELDS, z.object({ active: z.boolean({ error: MSG.invalid("Active") }).optional(), recordId: v.optionalUuid("I-9") }));
export type HoldsListBody = z.output<typeof holdsListBody>;

export type I9LegalHoldDto = {
  id: string;
  /** The held record, or null for a whole employer. */
  recordId: string | null;
  employeeName: string | null;
  companyId: string | null;
  employerName: string;
  reason: string;
  placedByName: string | null;
  placedAt: string;
  releasedByName: string | null;
  releasedAt: string | null;
};

/** POST /api/i9/settings-save: the daily job purges records past their retention date (none on hold) without a person. */
export const i9SettingsBody = z.object({ autoPurge: z.boolean({ error: MSG.invalid("Automatic Purge") }) });
export type I9SettingsDto = { autoPurge: boolean };

/** POST /api/i9/retention-report: the figures of /app/i9-reports for the employers chosen (the rows come from /api/i9/list). */
export const retentionReportBody = z.object({ employers, months: z.coerce.number().int().min(1).max(36, { error: MSG.max(36) }).default(12) });
export type RetentionReportBody = z.output<typeof retentionReportBody>;

export type I9RetentionReportDto = {
  /** I-9s of employees who left, kept until their retention date. */
  retained: number;
  /** Past their retention date, not purged yet (held ones included). */
  eligible: number;
  /** Eligible but stopped by a legal hold. */
  held: number;
  purged: number;
  autoPurge: boolean;
  /** How many retained I-9s reach their purge day in each month (YYYY-MM), this month and the next ones. */
  byMonth: { month: string; count: number }[];
};
