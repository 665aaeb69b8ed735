// Request schemas and answer shapes of /api/beneficiary/* (foreign workers and their dependants).
import { z } from "zod";
import { EXPIRY_KINDS, type ExpiryItem, type ExpiryWarning } from "@/lib/modules/deadlines/expiry";
import { listRequest } from "@/lib/shared/list";
import { MSG } from "@/lib/shared/validation/messages";
import { address, passportIssue, v } from "@/lib/shared/validation/zod";
import type { AddressDto } from "@/lib/shared/validation/address";
import { clearable, idList } from "@/lib/shared/validation/zod";

export const BENEFICIARY_STATUS = { ACTIVE: 1, INACTIVE: 2 } as const;
const BENEFICIARY_STATUS_NAMES: Record<number, string> = { 1: "Active", 2: "Inactive" };
export const beneficiaryStatusName = (id: number) => BENEFICIARY_STATUS_NAMES[id] ?? `Status ${id}`;

export const GENDERS = ["Male", "Female", "Other"] as const;
export const RELATIONS = ["spouse", "child"] as const;
export type Relation = (typeof RELATIONS)[number];

export const DOB_IN_PAST_MESSAGE = "Date of Birth must be in the past";
export const ONE_SPOUSE_MESSAGE = "A beneficiary can have only one spouse";

const statusId = z.preprocess(
  (x) => (typeof x === "string" && /^\d+$/.test(x.trim()) ? Number(x) : x),
  z.literal([BENEFICIARY_STATUS.ACTIVE, BENEFICIARY_STATUS.INACTIVE], { error: MSG.invalid("Status") }),
);

/** Passport numbers are stored upper-case without spaces. */
const passportNumber = v
  .requiredString("Passport Number", 20)
  .transform((s) => s.replace(/\s+/g, "").toUpperCase());

const gender = z.enum(GENDERS, { error: MSG.invalid("Gender") });

export const beneficiaryListBody = listRequest(
  ["createdAt", "name", "clientName"],
  z.object({
    petitionerIds: idList(v.uuid("Client")),
    branchIds: idList(v.uuid("Branch")),
    statusIds: idList(statusId),
  }),
);
export type BeneficiaryListBody = z.output<typeof beneficiaryListBody>;

const beneficiaryFields = {
  companyId: clearable(v.uuid("Client")),
  branchId: clearable(v.uuid("Branch")),
  middleName: clearable(v.requiredString("Middle Name", 100)),
  email: clearable(v.email()),
  phone: clearable(v.phone()),
  phoneCountryCode: clearable(v.requiredString("Country Code", 8)),
  dateOfBirth: clearable(v.isoDate("Date of Birth")),
  gender: clearable(gender),
  countryOfBirthId: clearable(v.id("Country of Birth")),
  citizenshipCountryId: clearable(v.id("Country of Citizenship")),
  passportNumber: clearable(passportNumber),
  passportCountryId: clearable(v.id("Passport Country")),
  passportExpiry: clearable(v.isoDate("Passport Expiry Date")),
  i94Number: clearable(v.i94()),
  i94Expiry: clearable(v.isoDate("I-94 Expiry Date")),
  visaStampExpiry: clearable(v.isoDate("Visa Stamp Expiry Date")),
  eadExpiry: clearable(v.isoDate("EAD Expiry Date")),
  h1bStartDate: clearable(v.isoDate("First Day in H-1B Status")),
  /** The class of admission now held (H-1B, F-1 …), as the person or the I-94 says it. */
  currentStatus: clearable(v.requiredString("Current Status", 50)),
  lastEntryDate: clearable(v.isoDate("Last Entry Date")),
  passportIssueDate: clearable(v.isoDate("Passport Issue Date")),
  /** USCIS receipt numbers of earlier petitions for the person, most recent first. */
  priorReceiptNumbers: z.array(v.receiptNumber("Receipt Number"), { error: MSG.invalid("Receipt Number") }).max(10, { error: MSG.max(10) }).nullable().optional(),
  address: clearable(address()),
};

/** The passport number fits the issuing country (domain rule 19), when both are in the body. */
function passportFits(b: { passportNumber?: string | null; passportCountryId?: number | null }, ctx: z.RefinementCtx) {
  const issue = b.passportNumber && b.passportCountryId ? passportIssue(b.passportNumber, b.passportCountryId) : null;
  if (issue) ctx.addIssue({ code: "custom", message: issue, path: ["passportNumber"] });
}

export const createBeneficiaryBody = z
  .object({
    firstName: v.requiredString("First Name", 100),
    lastName: v.requiredString("Last Name", 100),
    ...beneficiaryFields,
  })
  .superRefine(passportFits);
export type CreateBeneficiaryBody = z.output<typeof createBeneficiaryBody>;

/** Missing keys stay unchanged; null or "" clears an optional field. */
export const updateBeneficiaryBody = z
  .object({
    id: v.uuid("Beneficiary"),
    firstName: v.requiredString("First Name", 100).optional(),
    lastName: v.requiredString("Last Name", 100).optional(),
    ...beneficiaryFields,
    statusId: statusId.optional(),
  })
  .superRefine(passportFits);
export type UpdateBeneficiaryBody = z.output<typeof updateBeneficiaryBody>;

export const beneficiaryIdBody = z.object({ id: v.uuid("Beneficiary") });

/** Create (no id) or replace (with id) a dependant: every field is sent; missing optional ones are cleared. */
export const saveDependantBody = z
  .object({
    id: v.optionalUuid("Dependant"),
    beneficiaryId: v.uuid("Beneficiary"),
    relation: z.preprocess(
      (x) => (typeof x === "string" ? x.trim().toLowerCase() : x),
      z.enum(RELATIONS, { error: (iss) => (iss.input === undefined || iss.input === "" ? MSG.required("Relation") : MSG.invalid("Relation")) }),
    ),
    firstName: v.requiredString("First Name", 100),
    middleName: v.optionalString(100),
    lastName: v.requiredString("Last Name", 100),
    dateOfBirth: v.optionalIsoDate(),
    countryOfBirthId: v.optionalId("Country of Birth"),
    email: v.optionalEmail(),
    passportNumber: v.optionalString(20).transform((s) => s?.replace(/\s+/g, "").toUpperCase()),
  })
  .superRefine((d, ctx) => {
    const issue = passportIssue(d.passportNumber, null);
    if (issue) ctx.addIssue({ code: "custom", message: issue, path: ["passportNumber"] });
  });
export type SaveDependantBody = z.output<typeof saveDependantBody>;

export const dependantIdBody = z.object({ id: v.uuid("Dependant") });

export type DependantDto = {
  id: string;
  beneficiaryId: string;
  relation: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  name: string;
  dateOfBirth: string | null;
  countryOfBirthId: number | null;
  email: string | null;
  passportNumber: string | null;
  createdAt: string;
};

export type BeneficiaryListRow = {
  id: string;
  name: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  email: string | null;
  phone: string | null;
  phoneCountryCode: string | null;
  passportNumber: string | null;
  passportCountryId: number | null;
  companyId: string | null;
  companyName: string | null;
  branchId: string | null;
  branchName: string | null;
  userId: string | null;
  statusId: number;
  statusName: string;
  dependantCount: number;
  createdAt: string;
  updatedAt: string;
};

/** The record's fields that show where their value came from (provenance.ts SOURCED_FIELDS). */
export type SourcedFieldKey =
  | "firstName" | "middleName" | "lastName" | "dateOfBirth" | "gender" | "countryOfBirthId" | "citizenshipCountryId" | "email" | "phone"
  | "passportNumber" | "passportCountryId" | "passportIssueDate" | "passportExpiry" | "address" | "i94Number" | "currentStatus" | "lastEntryDate" | "priorReceiptNumbers";
/** A questionnaire that answered the value (or, in `differs`, answered another one that was not taken). */
export type AnswerSourceDto = { questionnaireId: string; questionnaireKind: string; at: string };
/** Where a value came from: a submitted questionnaire, or a user of the firm who typed it. */
export type FieldSourceDto =
  | ({ kind: "questionnaire" } & AnswerSourceDto)
  | { kind: "typed"; userId: string | null; userName: string | null; at: string; differs: AnswerSourceDto | null };

export type BeneficiaryDetails = BeneficiaryListRow & {
  dateOfBirth: string | null;
  gender: string | null;
  countryOfBirthId: number | null;
  citizenshipCountryId: number | null;
  passportExpiry: string | null;
  i94Number: string | null;
  i94Expiry: string | null;
  visaStampExpiry: string | null;
  eadExpiry: string | null;
  h1bStartDate: string | null;
  currentStatus: string | null;
  lastEntryDate: string | null;
  passportIssueDate: string | null;
  priorReceiptNumbers: string[];
  address: AddressDto | null;
  /** Where each value came from (only the fields whose source is known). */
  sources: Partial<Record<SourcedFieldKey, FieldSourceDto>>;
  dependants: DependantDto[];
  /** The expiry radar on the caller's day (lib/modules/deadlines/expiry.ts): soonest first, with warnings (added by lib/modules/expiry-radar). */
  expiry: { items: ExpiryItem[]; warnings: ExpiryWarning[] };
};

/** A person as the beneficiaries module answers them: the expiry radar module adds `expiry` (cases, PWDs and LCAs are above it). */
export type BeneficiaryDetailsBase = Omit<BeneficiaryDetails, "expiry">;

/** POST /api/beneficiary/expiry-radar: the dates passed or due within `withinDays` (default 90), of some kinds; soonest first. */
export const EXPIRY_WINDOWS = [30, 90, 180, 365] as const;
export const expiryRadarBody = listRequest(
  ["date"],
  z.object({
    withinDays: z.literal(EXPIRY_WINDOWS, { error: MSG.invalid("Within") }).optional(),
    kinds: idList(z.enum(EXPIRY_KINDS, { error: MSG.invalid("Kind") })),
  }),
  { defaultOrder: "asc" },
);
export type ExpiryRadarBody = z.output<typeof expiryRadarBody>;

export type ExpiryRadarRow = ExpiryItem & { beneficiaryId: string; name: string; companyName: string | null };
