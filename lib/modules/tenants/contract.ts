// Request schemas and answer shapes of /api/tenant/* (firms: invitation, activation, profile, status, branding).
import { z } from "zod";
import { ALL_ROLE_IDS, PERMISSIONS, type Permission } from "@/lib/shared/constants/roles";
import { MSG } from "@/lib/shared/validation/messages";
import { v } from "@/lib/shared/validation/zod";
import { isReservedSlug, isValidSlug } from "./rules";

/** company_status master data, used for tenants. */
export const TENANT_STATUS = { ACTIVE: 1, INACTIVE: 2, PENDING: 3 } as const;
export const TENANT_STATUS_NAMES: Record<number, string> = { 1: "Active", 2: "Inactive", 3: "Pending Activation" };
export const TENANT_TYPE_NAMES: Record<number, string> = { 1: "Law Firm", 2: "Petitioner" };

const SLUG_FORMAT_MESSAGE = "Use 3 to 40 lowercase letters, digits or hyphens, starting and ending with a letter or digit";
const SLUG_RESERVED_MESSAGE = "This address is reserved. Please choose another one";

const slug = z
  .string({ error: MSG.required("Sub-domain") })
  .trim()
  .toLowerCase()
  .pipe(v.requiredFormat("Sub-domain", 40, isValidSlug, SLUG_FORMAT_MESSAGE))
  .refine((s) => !isReservedSlug(s), { error: SLUG_RESERVED_MESSAGE });

/** Same wording as the account calls' confirmation check (not in the spec's catalogue). */
const PASSWORD_CONFIRM_MISMATCH = "The password confirmation does not match";

const tenantType = z.literal([1, 2], { error: MSG.invalid("Firm type") });

export const inviteTenantBody = z.object({
  name: v.requiredString("Firm Name"),
  slug,
  adminName: v.requiredString("Admin Name", 100),
  adminEmail: v.email("Admin Email"),
  typeId: tenantType.default(1),
});
export type InviteTenantBody = z.output<typeof inviteTenantBody>;

export const registerTenantBody = z
  .object({
    token: v.requiredString("Token", 200),
    password: v.strongPassword(),
    confirmPassword: z.string({ error: MSG.required("Confirm Password") }).min(1, { error: MSG.required("Confirm Password") }).max(128),
    phone: v.optionalPhone(),
    phoneCountryCode: v.optionalString(8),
  })
  .superRefine((b, ctx) => {
    if (b.password !== b.confirmPassword) ctx.addIssue({ code: "custom", message: PASSWORD_CONFIRM_MISMATCH, path: ["confirmPassword"] });
  });
export type RegisterTenantBody = z.output<typeof registerTenantBody>;

export const tenantIdBody = z.object({ tenantId: v.uuid("Firm") });
export const optionalTenantIdBody = z.object({ tenantId: v.optionalUuid("Firm") });

/** Empty text or null clears an optional text field (null); a missing key leaves it unchanged (undefined). */
function clearable<T extends z.ZodType<unknown, string>>(schema: T) {
  return z
    .string()
    .nullish()
    .transform((s) => (s == null ? s : s.trim() === "" ? null : s))
    .pipe(schema.nullable().optional());
}

const WEBSITE = /^(https?:\/\/)?([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}(:\d{1,5})?(\/[^\s]*)?$/i;
/** "example.com" -> "https://example.com". */
const website = v
  .requiredFormat("Website", 200, (s) => WEBSITE.test(s), MSG.invalid("Website"))
  .transform((s) => (/^https?:\/\//i.test(s) ? s : `https://${s}`));

/** Permission entries by role id (spec section 6): { "50": ["CASE_CREATE", …] }; unknown keys are refused. */
const isRoleKey = (key: string) => /^\d+$/.test(key) && (ALL_ROLE_IDS as readonly number[]).includes(Number(key));

const permissionsMap = z
  .record(z.string().refine(isRoleKey), z.array(z.enum(PERMISSIONS, { error: MSG.invalid("Permission") })).max(PERMISSIONS.length * 2), {
    error: (iss) => (iss.code === "invalid_key" ? MSG.invalid("Role") : MSG.invalid("Permissions")),
  })
  .transform((map) => Object.fromEntries(Object.entries(map).map(([k, list]) => [k, [...new Set(list)] as Permission[]])));

/**
 * Profile of spec section 3 tenantDetails. Missing keys stay unchanged; "" or null clears an optional
 * field. Role 1 may name another firm with tenantId.
 */
export const updateTenantBody = z.object({
  tenantId: v.optionalUuid("Firm"),
  name: v.requiredString("Firm Name").optional(),
  adminName: clearable(v.requiredString("Admin Name", 100)),
  adminEmail: clearable(v.email("Admin Email")),
  phone: clearable(v.phone()),
  phoneCountryCode: clearable(v.requiredString("Country Code", 8)),
  feiNumber: clearable(v.fein()),
  website: clearable(website),
  address: v.address().nullable().optional(),
  whiteLabled: z.boolean({ error: MSG.invalid("White label") }).optional(),
  /** null removes the uploaded file; the current value is accepted unchanged (forms send it back). */
  logo: z.string().max(300).nullable().optional(),
  favicon: z.string().max(300).nullable().optional(),
  permissions: permissionsMap.optional(),
});
export type UpdateTenantBody = z.output<typeof updateTenantBody>;

export const updateTenantStatusBody = z.object({
  tenantId: v.uuid("Firm"),
  statusId: z.literal([TENANT_STATUS.ACTIVE, TENANT_STATUS.INACTIVE], { error: MSG.invalid("Status") }),
});
export type UpdateTenantStatusBody = z.output<typeof updateTenantStatusBody>;

export const BRANDING_KINDS = ["logo", "favicon"] as const;
export type BrandingKind = (typeof BRANDING_KINDS)[number];

export const uploadBrandingBody = z.object({
  kind: z.enum(BRANDING_KINDS, { error: MSG.invalid("Image type") }),
  dataUrl: z.string({ error: MSG.required("Image") }).min(1, { error: MSG.required("Image") }).max(720_000, {
    error: "The image must be at most 512 KB",
  }),
});
export type UploadBrandingBody = z.output<typeof uploadBrandingBody>;
