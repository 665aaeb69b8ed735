// Request schemas and answer shapes of /api/branch/* (the firm's offices).
import { z } from "zod";
import { listRequest } from "@/lib/shared/list";
import { MSG } from "@/lib/shared/validation/messages";
import { address, v } from "@/lib/shared/validation/zod";
import type { AddressDto } from "@/lib/shared/validation/address";
import { clearable, idList } from "@/lib/shared/validation/zod";
import { BRANCH_STATUS, BRANCHES_MAX_PERPAGE } from "./constants";
export { BRANCH_STATUS, BRANCHES_MAX_PERPAGE } from "./constants";

const BRANCH_STATUS_NAMES: Record<number, string> = { 1: "Active", 2: "Inactive" };
export const branchStatusName = (id: number) => BRANCH_STATUS_NAMES[id] ?? `Status ${id}`;

const branchStatusId = z.preprocess(
  (x) => (typeof x === "string" && /^\d+$/.test(x.trim()) ? Number(x) : x),
  z.literal([BRANCH_STATUS.ACTIVE, BRANCH_STATUS.INACTIVE], { error: MSG.invalid("Status") }),
);

export const branchListBody = listRequest(
  ["name", "createdAt", "updatedAt"],
  z.object({ statusIds: idList(branchStatusId) }),
  { maxPerpage: BRANCHES_MAX_PERPAGE, defaultOrder: "asc" },
);
export type BranchListBody = z.output<typeof branchListBody>;

const branchFields = {
  code: clearable(v.requiredString("Branch Code", 20)),
  email: clearable(v.email()),
  phone: clearable(v.phone()),
  phoneCountryCode: clearable(v.requiredString("Country Code", 8)),
  address: clearable(address()),
};

export const createBranchBody = z.object({
  name: v.requiredString("Branch Name", 120),
  ...branchFields,
});
export type CreateBranchBody = z.output<typeof createBranchBody>;

/** Missing keys stay unchanged; null or "" clears an optional field. */
export const updateBranchBody = z.object({
  id: v.uuid("Branch"),
  name: v.requiredString("Branch Name", 120).optional(),
  ...branchFields,
  statusId: branchStatusId.optional(),
});
export type UpdateBranchBody = z.output<typeof updateBranchBody>;

export const branchIdBody = z.object({ id: v.uuid("Branch") });

export type BranchDto = {
  id: string;
  name: string;
  code: string | null;
  email: string | null;
  phone: string | null;
  phoneCountryCode: string | null;
  address: AddressDto | null;
  statusId: number;
  statusName: string;
  /** Memberships (staff and client accounts) assigned to the branch. */
  userCount: number;
  /** Live clients (companies and individuals) of the branch: counted by companies (withClientCounts), which owns them. */
  clientCount: number;
  createdAt: string;
  updatedAt: string;
};

/** A branch as the branches module answers it: companies adds `clientCount` (the routes compose both). */
export type BranchBase = Omit<BranchDto, "clientCount">;
