// Master data API contracts (spec section 7 "Master data"): /api/masterdata/list, add, update.
//
// list   { page?, perpage?, category, matcher?, search?, tenantId? }
//        perpage defaults to 1000 (10000 for the status lists) and may be at most 10000.
//        `tenantId` is accepted for compatibility and ignored: the tenant always comes from the host.
//        matcher: countryId (states), stateId (locations), typeId (petition_sub_types), parentId (any
//        category with a parent), ids (codes), search (name contains; SOC code too for soc_codes),
//        active (true/false; omitted = both).
// add    { category, name, parentId?, sortOrder?, extra? }
// update { category, id, name?, active?, sortOrder?, extra? }  (extra is merged into the stored one)
import { z } from "zod";
import { isValidSocCode, MSG, v } from "@/lib/shared/validation";
import { isMasterCategory, MASTER_CATEGORIES, MAX_PERPAGE, PARENTS, type MasterCategory } from "./categories";

const masterCategory = z.enum(MASTER_CATEGORIES, {
  error: (iss) => (iss.input === undefined ? MSG.required("Category") : MSG.invalid("Category")),
});

const nullable = <T extends z.ZodType>(s: T) => s.nullable().optional();

/** The extra fields each category stores (flattened into list rows). All optional here. */
export const EXTRA_SCHEMAS: Record<MasterCategory, z.ZodObject> = {
  countries: z.strictObject({
    iso2: nullable(z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, { error: MSG.invalid("ISO code") })),
    callingCode: nullable(z.string().trim().regex(/^\+\d{1,7}$/, { error: MSG.invalid("Calling code") })),
    minZipcodeLength: nullable(z.number().int().min(1, { error: MSG.min(1) }).max(12, { error: MSG.max(12) })),
    zipcodeLength: nullable(z.number().int().min(1, { error: MSG.min(1) }).max(12, { error: MSG.max(12) })),
    allowNumAndCharInZipcode: nullable(z.boolean()),
  }),
  states: z.strictObject({ abbreviation: nullable(z.string().trim().max(10, { error: MSG.maxLength(10) })) }),
  locations: z.strictObject({}),
  petition_types: z.strictObject({ key: nullable(z.string().trim().regex(/^[a-z0-9_]{1,40}$/, { error: MSG.invalid("Key") })) }),
  petition_sub_types: z.strictObject({ form: nullable(z.string().trim().max(60, { error: MSG.maxLength(60) })) }),
  user_roles: z.strictObject({}),
  user_status: z.strictObject({}),
  company_status: z.strictObject({}),
  petition_status: z.strictObject({}),
  salary_frequencies: z.strictObject({}),
  wage_levels: z.strictObject({ description: nullable(z.string().trim().max(100, { error: MSG.maxLength(100) })) }),
  carriers: z.strictObject({ website: nullable(z.url({ error: MSG.invalid("Website") }).max(200, { error: MSG.maxLength(200) })) }),
  soc_codes: z.strictObject({
    // Domain rule 11, the same predicate as every other SOC field (15-1252 and 15-1252.00).
    designation: z.string().trim().refine(isValidSocCode, { error: MSG.invalid("SOC code") }).optional(),
  }),
};

type Issue = { path: (string | number)[]; message: string };

/** Problems of an extra object for a category; with `complete`, also the fields a row must have. */
export function extraIssues(category: MasterCategory, extra: Record<string, unknown>, complete: boolean): Issue[] {
  const parsed = EXTRA_SCHEMAS[category].safeParse(extra);
  const issues: Issue[] = parsed.success
    ? []
    : parsed.error.issues.map((i) => ({
        path: ["extra", ...i.path.map((p) => (typeof p === "symbol" ? String(p) : p))],
        message: i.code === "unrecognized_keys" ? MSG.invalid(i.keys.join(", ")) : i.message,
      }));
  if (issues.length) return issues;
  const e = parsed.data as Record<string, unknown>;
  if (category === "countries" && typeof e.minZipcodeLength === "number" && typeof e.zipcodeLength === "number" && e.minZipcodeLength > e.zipcodeLength) {
    issues.push({ path: ["extra", "minZipcodeLength"], message: MSG.max(e.zipcodeLength) });
  }
  if (complete && category === "soc_codes" && !e.designation) issues.push({ path: ["extra", "designation"], message: MSG.required("SOC code") });
  return issues;
}

const extraInput = z.record(z.string(), z.unknown(), { error: MSG.invalid("Extra") }).optional();
const sortOrderInput = v.optionalInt("Sort order", { min: 0, max: 1_000_000 });

const masterDataMatcher = z.object({
  countryId: v.optionalId("Country"),
  stateId: v.optionalId("State"),
  typeId: v.optionalId("Case type"),
  parentId: v.optionalId("Parent"),
  ids: z.array(v.id("Id")).max(MAX_PERPAGE, { error: MSG.max(MAX_PERPAGE) }).optional(),
  search: v.optionalString(100),
  active: z.boolean({ error: MSG.invalid("Active") }).optional(),
});
type MasterDataMatcher = z.output<typeof masterDataMatcher>;

export const listMasterDataBody = z
  .object({
    category: masterCategory,
    page: v.optionalInt("Page", { min: 1, max: 100_000 }).transform((n) => n ?? 1),
    perpage: v.optionalInt("Per page", { min: 1, max: MAX_PERPAGE }),
    matcher: masterDataMatcher.nullish().transform((m): MasterDataMatcher => m ?? { search: undefined }),
    search: v.optionalString(100),
    /** Ignored: the tenant comes from the host (see the header of this file). */
    tenantId: z.unknown().optional(),
  })
  .superRefine((b, ctx) => {
    if (!isMasterCategory(b.category)) return;
    const parent = PARENTS[b.category];
    for (const key of ["countryId", "stateId", "typeId", "parentId"] as const) {
      if (b.matcher[key] === undefined) continue;
      const fits = key === "parentId" ? parent !== undefined : parent?.key === key;
      if (!fits) ctx.addIssue({ code: "custom", path: ["matcher", key], message: MSG.invalid(key) });
    }
  });
export type ListMasterDataBody = z.output<typeof listMasterDataBody>;
export type ListMasterDataInput = z.input<typeof listMasterDataBody>;

export const addMasterDataBody = z
  .object({
    category: masterCategory,
    name: v.requiredString("Name", 200),
    parentId: v.optionalId("Parent"),
    sortOrder: sortOrderInput,
    extra: extraInput,
  })
  .superRefine((b, ctx) => {
    if (!isMasterCategory(b.category)) return;
    const parent = PARENTS[b.category];
    if (parent && b.parentId === undefined) ctx.addIssue({ code: "custom", path: ["parentId"], message: MSG.required(parent.label) });
    if (!parent && b.parentId !== undefined) ctx.addIssue({ code: "custom", path: ["parentId"], message: MSG.invalid("Parent") });
    for (const i of extraIssues(b.category, b.extra ?? {}, true)) ctx.addIssue({ code: "custom", ...i });
  });
export type AddMasterDataBody = z.output<typeof addMasterDataBody>;

export const updateMasterDataBody = z
  .object({
    category: masterCategory,
    id: v.id("Id"),
    name: v.requiredString("Name", 200).optional(),
    active: z.boolean({ error: MSG.invalid("Active") }).optional(),
    sortOrder: sortOrderInput,
    extra: extraInput,
  })
  .superRefine((b, ctx) => {
    if (!isMasterCategory(b.category)) return;
    if (b.name === undefined && b.active === undefined && b.sortOrder === undefined && b.extra === undefined) {
      ctx.addIssue({ code: "custom", path: ["name"], message: MSG.unableToUpdate });
    }
    for (const i of extraIssues(b.category, b.extra ?? {}, false)) ctx.addIssue({ code: "custom", ...i });
  });
export type UpdateMasterDataBody = z.output<typeof updateMasterDataBody>;

/**
 * One row on the wire: `id` is the code, `parentId` the parent's code, plus the parent under its
 * matcher name (countryId / stateId / typeId), the category's extra fields flattened, and for SOC
 * codes `displayName` = "name (designation)". `custom` is true for the tenant's own rows and overrides.
 */
export type MasterDataRow = {
  id: number;
  name: string;
  parentId: number | null;
  sortOrder: number;
  active: boolean;
  custom: boolean;
  countryId?: number | null;
  stateId?: number | null;
  typeId?: number | null;
  displayName?: string;
  [extra: string]: unknown;
};
