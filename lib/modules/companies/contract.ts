// Request schemas and answer shapes of /api/company/* and /api/individual/* (the firm's clients:
// petitioner companies and individual sponsors, stored together in `companies`).
import { z } from "zod";
import { listRequest } from "@/lib/shared/list";
import { MSG } from "@/lib/shared/validation/messages";
import type { AddressDto } from "@/lib/shared/validation/address";
import { address, clearable, idList, v } from "@/lib/shared/validation/zod";
export { ACCOUNT_TYPE, COMPANY_STATUS, type AccountType } from "./constants";

const COMPANY_STATUS_NAMES: Record<number, string> = { 1: "Active", 2: "Inactive", 3: "Pending Approval", 4: "Rejected" };
export const companyStatusName = (id: number) => COMPANY_STATUS_NAMES[id] ?? `Status ${id}`;

export const SPONSOR_SUB_TYPE = "Sponsor";

const PRIMARY_CONTACT_MESSAGE = "Mark exactly one contact as primary";

const companyStatusId = z.literal([1, 2, 3, 4], { error: MSG.invalid("Status") });

// ---------- contacts ----------

const contactInput = z.object({
  name: v.requiredString("Contact Name", 150),
  title: v.optionalString(100),
  email: v.optionalEmail(),
  phone: v.optionalPhone(),
  phoneCountryCode: v.optionalString(8),
  isPrimary: z.boolean({ error: MSG.invalid("Primary") }).default(false),
});
export type ContactInput = z.output<typeof contactInput>;

/** The contact list of a company: exactly one primary when there is any contact. */
const contactList = z
  .array(contactInput, { error: MSG.invalid("Contacts") })
  .max(20, { error: MSG.max(20) })
  .superRefine((list, ctx) => {
    if (list.length > 0 && list.filter((c) => c.isPrimary).length !== 1) {
      ctx.addIssue({ code: "custom", message: PRIMARY_CONTACT_MESSAGE });
    }
  });

// ---------- companies ----------

/** Gross income is stored in integer cents (a 32-bit column). */
export const MAX_GROSS_INCOME_CENTS = 100_000_000_000_000; // $1 trillion: bigint column, safe in a JS number

const companyFields = {
  feiNumber: clearable(v.fein()),
  phone: clearable(v.phone()),
  phoneCountryCode: clearable(v.requiredString("Country Code", 8)),
  website: clearable(v.requiredString("Website", 200)),
  address: clearable(address()),
  naicsCode: clearable(v.digits("NAICS Code", 6)),
  yearEstablished: clearable(v.int("Year Established", { min: 1800, max: 2100 })),
  employeeCount: clearable(v.int("Number of Employees", { min: 0, max: 10_000_000 })),
  grossIncomeCents: clearable(v.int("Gross Annual Income", { min: 0, max: MAX_GROSS_INCOME_CENTS })),
  branchId: clearable(v.uuid("Branch")),
  /** Replaces the whole contact list when present; omitted keeps the stored contacts. */
  contacts: contactList.optional(),
};

export const createCompanyBody = z.object({
  name: v.requiredString("Company Name", 200),
  email: v.email(),
  ...companyFields,
});
export type CreateCompanyBody = z.output<typeof createCompanyBody>;

/** Missing keys stay unchanged; null or "" clears an optional field. */
export const updateCompanyBody = z.object({
  id: v.uuid("Client"),
  name: v.requiredString("Company Name", 200).optional(),
  email: v.email().optional(),
  ...companyFields,
});
export type UpdateCompanyBody = z.output<typeof updateCompanyBody>;

export const clientIdBody = z.object({ id: v.uuid("Client") });

export const updateStatusBody = z.object({
  id: v.uuid("Client"),
  statusId: z.preprocess((x) => (typeof x === "string" && /^\d+$/.test(x.trim()) ? Number(x) : x), companyStatusId),
});
export type UpdateStatusBody = z.output<typeof updateStatusBody>;

export const companyListBody = listRequest(
  ["createdAt", "name", "updatedAt"],
  z.object({
    statusIds: idList(companyStatusId),
    branchIds: idList(v.uuid("Branch")),
    petitionerIds: idList(v.uuid("Client")),
  }),
);
export type CompanyListBody = z.output<typeof companyListBody>;

// ---------- individuals (account type Individual, sub type Sponsor) ----------

const individualFields = {
  middleName: clearable(v.requiredString("Middle Name", 100)),
  phone: clearable(v.phone()),
  phoneCountryCode: clearable(v.requiredString("Country Code", 8)),
  address: clearable(address()),
  branchId: clearable(v.uuid("Branch")),
};

export const createIndividualBody = z.object({
  firstName: v.requiredString("First Name", 100),
  lastName: v.requiredString("Last Name", 100),
  email: v.email(),
  ...individualFields,
});
export type CreateIndividualBody = z.output<typeof createIndividualBody>;

export const updateIndividualBody = z.object({
  id: v.uuid("Client"),
  firstName: v.requiredString("First Name", 100).optional(),
  lastName: v.requiredString("Last Name", 100).optional(),
  email: v.email().optional(),
  ...individualFields,
});
export type UpdateIndividualBody = z.output<typeof updateIndividualBody>;

export const individualListBody = listRequest(
  ["createdAt", "name", "updatedAt"],
  z.object({
    statusIds: idList(companyStatusId),
    branchIds: idList(v.uuid("Branch")),
  }),
);
export type IndividualListBody = z.output<typeof individualListBody>;

// ---------- answers ----------

export type ContactDto = {
  id: string;
  name: string;
  title: string | null;
  email: string | null;
  phone: string | null;
  phoneCountryCode: string | null;
  isPrimary: boolean;
};

type SignatorySummary = { id: string; firstName: string; lastName: string; title: string; email: string; phone: string | null; statusId: number };

export type ClientListRow = {
  id: string;
  accountType: string;
  accountSubType: string | null;
  name: string;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  feiNumber: string | null;
  email: string | null;
  phone: string | null;
  phoneCountryCode: string | null;
  statusId: number;
  statusName: string;
  branchId: string | null;
  branchName: string | null;
  registrationCompleted: boolean;
  /** The client's live beneficiaries: counted by the beneficiaries module (withBeneficiaryCounts), which owns them. */
  beneficiaryCount: number;
  primaryContact: { name: string; email: string | null; phone: string | null } | null;
  createdAt: string;
  updatedAt: string;
};

/** A client as the companies module answers it: the beneficiaries module adds `beneficiaryCount` (the routes compose both). */
export type ClientBase = Omit<ClientListRow, "beneficiaryCount">;

export type ClientDetailsBase = Omit<ClientDetails, "beneficiaryCount">;

export type ClientDetails = ClientListRow & {
  website: string | null;
  address: AddressDto | null;
  naicsCode: string | null;
  yearEstablished: number | null;
  employeeCount: number | null;
  grossIncomeCents: number | null;
  profileUpdatedOn: string | null;
  contacts: ContactDto[];
  signatories: SignatorySummary[];
};

export type UpdateStatusResult = {
  id: string;
  statusId: number;
  statusName: string;
  previousStatusId: number;
  /** Petitioner accounts (role 50) activated by this approval. */
  activatedMembershipIds: string[];
};

/** Firm staff invite a client by e-mail: POST /api/auth/invite-petitioner (lib/modules/auth/invite-petitioner.ts). */
export const invitePetitionerBody = z.object({
  companyName: v.requiredString("Company Name"),
  firstName: v.requiredString("First Name", 100),
  lastName: v.requiredString("Last Name", 100),
  email: v.email(),
  phone: v.optionalPhone(),
  phoneCountryCode: v.optionalString(8),
});
export type InvitePetitionerBody = z.infer<typeof invitePetitionerBody>;
export type InviteResult = { companyId: string; userId: string; membershipId: string; resent: boolean };
