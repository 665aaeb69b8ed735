// Request schemas and answer shapes of /api/employees/* (an employer's workers, for Form I-9). The
// employer is a client of the firm (companyId) or the firm itself (companyId null).
import { z } from "zod";
import { listRequest } from "@/lib/shared/list";
import { INT4_MAX } from "@/lib/shared/validation/fields";
import { MSG } from "@/lib/shared/validation/messages";
import { clearable, idList, v } from "@/lib/shared/validation/zod";
import type { Citizenship } from "./rules";
import type { Section1Dto } from "./section1-contract";
import type { I9DocumentDto, Section2Dto } from "./section2-contract";
import type { SupplementDto } from "./supplement-contract";
import type { I9PurgeCertificateDto } from "./retention-contract";
import type { EverifyDto } from "./everify-contract";
import type { I9DocumentCopyDto } from "./copies-contract";

export const EMPLOYEE_STATUSES = ["active", "terminated"] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

/** An employer: a client's id, or null ("firm" from a form) for the firm itself; "" is no choice. */
const employer = z.preprocess((x) => (x === "" ? undefined : x === "firm" ? null : x), v.uuid("Employer").nullable().optional());

const fields = {
  firstName: v.requiredString("First Name", 100),
  lastName: v.requiredString("Last Name", 100),
  middleInitial: clearable(z.string().trim().regex(/^[A-Za-z]$/, { error: "Middle initial must be one letter" })),
  email: clearable(v.email()),
  externalId: clearable(v.requiredString("Employee ID", 50)),
  hireDate: v.usDate("Hire Date"),
  terminationDate: clearable(v.usDate("Termination Date")),
  workLocation: clearable(v.requiredString("Work Location", 200)),
};

const terminationAfterHire = (b: { hireDate?: string | null; terminationDate?: string | null }) => !b.hireDate || !b.terminationDate || b.terminationDate >= b.hireDate;
const TERMINATION_BEFORE_HIRE = { error: "The termination date cannot be before the hire date", path: ["terminationDate"] };

/** POST /api/employees/create. `companyId` is required (null: the firm itself) except for a petitioner, whose employee is always its own company's. */
export const createEmployeeBody = z.object({ companyId: employer, ...fields }).refine(terminationAfterHire, TERMINATION_BEFORE_HIRE);
export type CreateEmployeeBody = z.output<typeof createEmployeeBody>;
export type CreateEmployeeInput = z.input<typeof createEmployeeBody>;
/**
 * The Add employee form of a viewer who chooses the employer (everyone but a petitioner): the employer is
 * required there, so an empty submit flags it on the field as the other required fields, before the server's 422.
 */
export const createEmployeeForm = z
  .object({ companyId: employer.refine((x) => x !== undefined, { error: MSG.required("Employer") }), ...fields })
  .refine(terminationAfterHire, TERMINATION_BEFORE_HIRE);

/** POST /api/employees/update: a missing key is unchanged, null or "" clears an optional one. The employer cannot change. */
export const updateEmployeeBody = z
  .object({
    id: v.uuid("Employee"),
    firstName: fields.firstName.optional(),
    lastName: fields.lastName.optional(),
    middleInitial: fields.middleInitial,
    email: fields.email,
    externalId: fields.externalId,
    hireDate: fields.hireDate.optional(),
    terminationDate: fields.terminationDate,
    workLocation: fields.workLocation,
  })
  .refine(terminationAfterHire, TERMINATION_BEFORE_HIRE);
export type UpdateEmployeeBody = z.output<typeof updateEmployeeBody>;
export type UpdateEmployeeInput = z.input<typeof updateEmployeeBody>;

/** The termination form (posted to /api/employees/update): the date is required there. */
export const terminateEmployeeForm = z.object({ id: v.uuid("Employee"), terminationDate: v.usDate("Termination Date") });

export const employeeIdBody = z.object({ id: v.uuid("Employee") });

export const EMPLOYEE_SORT_FIELDS = ["lastName", "hireDate", "terminationDate", "createdAt"] as const;
export const employeeListBody = listRequest(
  EMPLOYEE_SORT_FIELDS,
  z.object({
    /** Employers: client ids; "firm" for the firm's own employees. */
    employers: idList(z.union([v.uuid("Employer"), z.literal("firm")], { error: MSG.invalid("Employer") })),
    status: z.enum(EMPLOYEE_STATUSES, { error: MSG.invalid("Status") }).optional(),
  }),
  { defaultOrder: "asc" },
);
export type EmployeeListBody = z.output<typeof employeeListBody>;

export const EMPLOYEE_IMPORT_TYPES = "Upload the employees file as CSV or XLSX";

/** Multipart fields of /api/employees/import-preview and /api/employees/import: the file's employer (empty: the firm itself). */
export const employeeImportFields = z.object({ companyId: employer });
export type EmployeeImportFields = z.output<typeof employeeImportFields>;

export type EmployerOption = { id: string | null; name: string };

export type EmployeeDto = {
  id: string;
  companyId: string | null;
  employerName: string;
  firstName: string;
  lastName: string;
  middleInitial: string | null;
  name: string;
  email: string | null;
  externalId: string | null;
  hireDate: string;
  terminationDate: string | null;
  workLocation: string | null;
  status: EmployeeStatus;
  createdAt: string;
  updatedAt: string;
};

export type EmployeeImportRowDto = { line: number; name: string | null; action: "create" | "update" | null; errors: Record<string, string> };
export type EmployeeImportPreviewDto = { fileName: string; total: number; creates: number; updates: number; invalid: number; rows: EmployeeImportRowDto[] };
export type EmployeeImportResult = { fileName: string; created: number; updated: number };

// ---------- I-9 records ----------

/** What an I-9 shows in lists, computed in one place (repository.ts `statusSql`) from its state and dates. */
export const I9_STATUSES = ["section1_pending", "section2_pending", "complete", "reverification_due", "expired_authorization", "terminated", "eligible_for_purge", "purged"] as const;
export type I9Status = (typeof I9_STATUSES)[number];

/** POST /api/i9/create: start the Form I-9 of an employee's employment (default: the employee's hire date). */
export const createI9Body = z.object({
  employeeId: v.uuid("Employee"),
  hireDate: v.usDate("Hire Date").optional(),
  /** A job of less than 3 business days: Section 2 on the first day (rule 2). */
  shortJob: z.boolean({ error: MSG.invalid("Short Job") }).default(false),
});
export type CreateI9Body = z.output<typeof createI9Body>;

export const i9IdBody = z.object({ id: v.uuid("I-9") });

/** POST /api/i9/activity-list: the record's audit trail, newest first, 25 per page. */
export const i9ActivityBody = z.object({
  id: v.uuid("I-9"),
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  perpage: z.coerce.number().int().min(1).max(100, { error: MSG.max(100) }).default(25),
});
export type I9ActivityBody = z.output<typeof i9ActivityBody>;

/** One line of the audit trail: who (a user, the employee's or a verifier's link, the system), what, when, from where. */
/**
 * One line of an I-9's audit trail. Who acted is the account (`accountName`, `accountEmail`: the signed-in user
 * whose session made the call) or, with none, the link's holder (`actorKind` employee | verifier) or the system;
 * a signature's typed name is kept apart in `signedAs` (who signed, as typed), never in place of the account.
 * `actorName` is the account's name, else the typed name (what a one-line "who" shows).
 */
export type I9EventDto = {
  id: string;
  action: string;
  actorKind: string;
  actorName: string | null;
  accountName: string | null;
  accountEmail: string | null;
  signedAs: string | null;
  detail: Record<string, unknown>;
  ip: string | null;
  createdAt: string;
};

/**
 * The work queues of /app/i9-list (what an I-9 team works through): Section 2 due, a receipt's replacement
 * document due (rule 3), reverification due within 90 days or ended, an SSN applied for (E-Verify waits for
 * it), an E-Verify case open, a possible duplicate SSN, and the late log (late Sections and reverifications
 * with their good-faith notes).
 */
export const I9_QUEUES = ["section2_due", "receipt_due", "reverification_due", "ssn_applied_for", "everify_open", "duplicate_ssn", "late"] as const;
export type I9Queue = (typeof I9_QUEUES)[number];
export type I9QueueCountsDto = Record<I9Queue, number>;

/** The work-authorization report's windows: ended, or ending within that many days (cumulative). */
export const REVERIFY_WINDOWS = ["expired", "30", "60", "90"] as const;
export type ReverifyWindow = (typeof REVERIFY_WINDOWS)[number];

/** POST /api/i9/work-authorization-report: how many current employees' authorizations fall in each window. */
export const workAuthorizationReportBody = z.object({ employers: idList(z.union([v.uuid("Employer"), z.literal("firm")], { error: MSG.invalid("Employer") })) });
export type WorkAuthorizationReportBody = z.output<typeof workAuthorizationReportBody>;
export type WorkAuthorizationReportDto = Record<ReverifyWindow, number>;

export const I9_SORT_FIELDS = ["section2Due", "hireDate", "lastName", "reverifyBy", "purgeFrom", "createdAt"] as const;
export const i9ListBody = listRequest(
  I9_SORT_FIELDS,
  z.object({
    statuses: idList(z.enum(I9_STATUSES, { error: MSG.invalid("Status") })),
    employers: idList(z.union([v.uuid("Employer"), z.literal("firm")], { error: MSG.invalid("Employer") })),
    employeeId: v.optionalUuid("Employee"),
    /** A work queue (I9_QUEUES). */
    queue: z.enum(I9_QUEUES, { error: MSG.invalid("Work Queue") }).optional(),
    /** /app/work-authorization-reports: current employees' authorizations ended, or ending within 30, 60 or 90 days. */
    reverifyWithin: z.enum(REVERIFY_WINDOWS, { error: MSG.invalid("Window") }).optional(),
  }),
  { defaultOrder: "asc" },
);
export type I9ListBody = z.output<typeof i9ListBody>;

export type I9RecordDto = {
  id: string;
  employeeId: string;
  employeeName: string;
  companyId: string | null;
  employerName: string;
  edition: string;
  hireDate: string;
  terminationDate: string | null;
  shortJob: boolean;
  status: I9Status;
  section1Due: string;
  section2Due: string;
  /** Days past the due date of the Section still open (null: on time or done). */
  overdueDays: number | null;
  reverifyBy: string | null;
  /** Rule 3: the day the document a receipt stands for is due (null without a receipt). */
  receiptDocumentDue: string | null;
  retainUntil: string | null;
  purgeFrom: string | null;
  completedOn: string | null;
  legalHold: boolean;
  /** Good-faith notes of late Sections and reverifications (the late log). */
  lateNote: string | null;
  createdAt: string;
};

// ---------- the employers of I-9 users ----------

/** POST /api/i9/set-user-employers: the employers an I-9 user works for (client ids; "firm" for the firm itself), replacing the list. */
export const setUserEmployersBody = z.object({
  userId: v.uuid("User"),
  employers: z
    .array(z.union([v.uuid("Employer"), z.literal("firm")], { error: MSG.invalid("Employer") }))
    .max(500, { error: MSG.max(500) }),
});
export type SetUserEmployersBody = z.output<typeof setUserEmployersBody>;

export type I9UserEmployersDto = { userId: string; name: string; email: string; employers: EmployerOption[] };

// ---------- one record's details ----------

/** POST /api/i9/details: the record as listed, with Section 1 (numbers masked) and what Section 2 needs. */
export type I9DetailsDto = I9RecordDto & {
  citizenship: Citizenship | null;
  authorizedUntil: string | null;
  section1: Section1Dto | null;
  /** Another employee's live I-9 carries the same SSN. */
  duplicateSsn: boolean;
  section2: Section2Dto | null;
  /** The documents examined for Section 2 (numbers masked). */
  documents: I9DocumentDto[];
  /** Good-faith notes of late Sections and reverifications (the late log). */
  lateNote: string | null;
  /** Supplement B entries (reverification, rehire), oldest first. */
  supplements: SupplementDto[];
  /** Rule 1 after the employment ended: the hire it counts 3 years from — the original hire, or a Supplement B rehire's date. */
  retentionFrom: string | null;
  /** Rule 5: the last day a rehire may use Supplement B (null before Section 2). */
  supplementBUntil: string | null;
  /** Rule 5 for a rehire today: may Supplement B be used (null before Section 2)? */
  rehireMayUseSupplementB: boolean | null;
  /** Why it cannot be purged today (still employed, kept until…, legal hold, already purged); null: it may be. */
  purgeBlock: string | null;
  /** What stays once purged. */
  certificate: I9PurgeCertificateDto | null;
  /** The E-Verify case, recorded by hand. */
  everify: EverifyDto | null;
  /** The copies kept of the documents examined (each names its document), oldest first. */
  documentCopies: I9DocumentCopyDto[];
  /** With E-Verify: the Section 2 documents photo matching needs a copy of (passport, Permanent Resident Card, EAD) that have none. */
  photoMatchingCopyMissing: string[];
};
