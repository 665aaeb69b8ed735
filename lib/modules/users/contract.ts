// Request schemas and answer shapes of /api/users/* (firm staff management, profile, preferences).
import { z } from "zod";
import { listRequest } from "@/lib/shared/list";
import { STAFF_ROLES } from "@/lib/shared/constants/roles";
import { MSG } from "@/lib/shared/validation/messages";
import { v } from "@/lib/shared/validation/zod";

/** user_status master data. */
export const USER_STATUS = { ACTIVE: 1, INACTIVE: 2, PENDING: 3 } as const;
const USER_STATUS_NAMES: Record<number, string> = { 1: "Active", 2: "Inactive", 3: "Pending Activation" };
export const userStatusName = (id: number) => USER_STATUS_NAMES[id] ?? `Status ${id}`;

/** Spec section 9: user lists by role are read 1000 at a time. */
const USERS_MAX_PERPAGE = 1000;
/** Spec section 9: only the first 10 starred pages are kept. */
export const MAX_STARRED_PAGES = 10;

const ids = <T extends z.ZodType>(item: T) => z.array(item).max(100).optional();

export const userListBody = listRequest(
  ["createdAt", "name", "email", "roleId", "statusId"],
  z.object({
    roleIds: ids(v.roleId()),
    statusIds: ids(z.literal([1, 2, 3], { error: MSG.invalid("Status") })),
    branchIds: ids(v.uuid("Branch")),
  }),
  { maxPerpage: USERS_MAX_PERPAGE },
);
export type UserListBody = z.output<typeof userListBody>;

export const userIdBody = z.object({ id: v.uuid("User") });

/** A staff role id (not petitioner or beneficiary; those are managed with their company or case). */
const staffRoleId = v.roleId().refine((r) => STAFF_ROLES.includes(r), { error: MSG.invalid("Role") });

/** Empty text or null clears an optional text field (null); a missing key leaves it unchanged (undefined). */
function clearable<T extends z.ZodType<unknown, string>>(schema: T) {
  return z
    .string()
    .nullish()
    .transform((s) => (s == null ? s : s.trim() === "" ? null : s))
    .pipe(schema.nullable().optional());
}

export const createUserBody = z.object({
  firstName: v.requiredString("First Name", 100),
  middleName: v.optionalString(100),
  lastName: v.requiredString("Last Name", 100),
  email: v.email(),
  phone: v.optionalPhone(),
  phoneCountryCode: v.optionalString(8),
  roleId: staffRoleId,
  branchId: v.optionalUuid("Branch"),
});
export type CreateUserBody = z.output<typeof createUserBody>;

/**
 * Admins: name, phone, role, branch of another user. Everyone: their own name and phone.
 * Missing keys stay unchanged; null or "" clears middleName, phone, phoneCountryCode, branchId.
 */
export const updateUserBody = z.object({
  id: v.uuid("User"),
  firstName: v.requiredString("First Name", 100).optional(),
  middleName: clearable(v.requiredString("Middle Name", 100)),
  lastName: v.requiredString("Last Name", 100).optional(),
  phone: clearable(v.phone()),
  phoneCountryCode: clearable(v.requiredString("Country Code", 8)),
  roleId: staffRoleId.optional(),
  branchId: clearable(v.uuid("Branch")),
});
export type UpdateUserBody = z.output<typeof updateUserBody>;

export const manageStatusBody = z.object({
  id: v.uuid("User"),
  statusId: z.literal([USER_STATUS.ACTIVE, USER_STATUS.INACTIVE], { error: MSG.invalid("Status") }),
});
export type ManageStatusBody = z.output<typeof manageStatusBody>;

/** A PNG or JPEG of at most 512 KB as a base64 data URL (~700 000 characters). */
export const profilePictureBody = z.object({
  dataUrl: z.string({ error: MSG.required("Profile Picture") }).min(1, { error: MSG.required("Profile Picture") }).max(720_000, {
    error: "The image must be at most 512 KB",
  }),
});

const starredPage = z.object({
  path: z.string().trim().regex(/^\/[^\s]{0,299}$/, { error: MSG.invalid("Page path") }),
  title: v.requiredString("Page title", 100),
});

/** Omitted keys keep their stored value; an empty body reads the preferences. */
export const preferencesBody = z.object({
  theme: z.enum(["light", "dark", "semi-dark"], { error: MSG.invalid("Theme") }).optional(),
  locale: z.enum(["en", "es"], { error: MSG.invalid("Language") }).optional(),
  starredPages: z.array(starredPage).max(100, { error: MSG.max(100) }).optional(),
  /** Notification e-mails: at once, one daily digest, or none (lib/modules/notifications). */
  notifyEmail: z.enum(["instant", "digest", "off"], { error: MSG.invalid("Notification e-mails") }).optional(),
  /** Short dates shown and typed as MM/DD/YYYY ("MDY", the default) or DD/MM/YYYY ("DMY"), in either language. */
  dateFormat: z.enum(["MDY", "DMY"], { error: MSG.invalid("Date format") }).optional(),
});
export type PreferencesBody = z.output<typeof preferencesBody>;

/** One row of /users/list (id is the membership id). */
export type UserListRow = {
  id: string;
  userId: string;
  name: string;
  email: string;
  phone: string | null;
  roleId: number;
  roleName: string;
  statusId: number;
  statusName: string;
  branchId: string | null;
  branchName: string | null;
  companyName: string | null;
  createdAt: string;
};

export type UserDetails = UserListRow & {
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  phoneCountryCode: string | null;
  profilePicture: string | null;
  companyId: string | null;
  updatedAt: string;
};
