// Request schemas and answer shapes of /api/auth-signatory/* (people who sign for a client).
import { z } from "zod";
import { listRequest } from "@/lib/shared/list";
import { MSG } from "@/lib/shared/validation/messages";
import { v } from "@/lib/shared/validation/zod";
import { clearable, idList } from "@/lib/shared/validation/zod";

export const SIGNATORY_STATUS = { ACTIVE: 1, INACTIVE: 2 } as const;
const SIGNATORY_STATUS_NAMES: Record<number, string> = { 1: "Active", 2: "Inactive" };
export const signatoryStatusName = (id: number) => SIGNATORY_STATUS_NAMES[id] ?? `Status ${id}`;

const statusId = z.preprocess(
  (x) => (typeof x === "string" && /^\d+$/.test(x.trim()) ? Number(x) : x),
  z.literal([SIGNATORY_STATUS.ACTIVE, SIGNATORY_STATUS.INACTIVE], { error: MSG.invalid("Status") }),
);

export const signatoryListBody = listRequest(
  ["name", "createdAt"],
  z.object({ companyIds: idList(v.uuid("Client")), statusIds: idList(statusId) }),
  { defaultOrder: "asc" },
);
export type SignatoryListBody = z.output<typeof signatoryListBody>;

export const createSignatoryBody = z.object({
  companyId: v.uuid("Client"),
  firstName: v.requiredString("First Name", 100),
  lastName: v.requiredString("Last Name", 100),
  title: v.requiredString("Title", 100),
  email: v.email(),
  phone: clearable(v.phone()),
  phoneCountryCode: clearable(v.requiredString("Country Code", 8)),
});
export type CreateSignatoryBody = z.output<typeof createSignatoryBody>;

/** Missing keys stay unchanged; null or "" clears phone and country code. The client cannot change. */
export const updateSignatoryBody = z.object({
  id: v.uuid("Signatory"),
  firstName: v.requiredString("First Name", 100).optional(),
  lastName: v.requiredString("Last Name", 100).optional(),
  title: v.requiredString("Title", 100).optional(),
  email: v.email().optional(),
  phone: clearable(v.phone()),
  phoneCountryCode: clearable(v.requiredString("Country Code", 8)),
  statusId: statusId.optional(),
});
export type UpdateSignatoryBody = z.output<typeof updateSignatoryBody>;

export const signatoryIdBody = z.object({ id: v.uuid("Signatory") });

export type SignatoryDto = {
  id: string;
  companyId: string;
  companyName: string;
  firstName: string;
  lastName: string;
  name: string;
  title: string;
  email: string;
  phone: string | null;
  phoneCountryCode: string | null;
  statusId: number;
  statusName: string;
  createdAt: string;
  updatedAt: string;
};
