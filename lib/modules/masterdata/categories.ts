// The 13 master-data categories of spec section 3 and what each allows (pure; used by the seed,
// the contract, the service and the UI).

export const MASTER_CATEGORIES = [
  "countries",
  "states",
  "locations",
  "petition_types",
  "petition_sub_types",
  "user_roles",
  "user_status",
  "company_status",
  "petition_status",
  "salary_frequencies",
  "wage_levels",
  "carriers",
  "soc_codes",
] as const;

export type MasterCategory = (typeof MASTER_CATEGORIES)[number];

/** Listed without a session: registration and token-link pages need them before sign-in. */
const PUBLIC_CATEGORIES: readonly MasterCategory[] = [
  "countries",
  "states",
  "locations",
  "petition_types",
  "petition_sub_types",
  "salary_frequencies",
  "wage_levels",
  "soc_codes",
  "carriers",
];

/** The status lists: their default page size is 10000 (spec section 9), the others 1000. */
const STATUS_CATEGORIES: readonly MasterCategory[] = ["user_status", "company_status", "petition_status"];

/**
 * Lists whose codes the application's own logic relies on (role ids, status ids): entries may be
 * renamed (globally or per tenant) but not added or deactivated.
 */
const FIXED_CATEGORIES: readonly MasterCategory[] = ["user_roles", "user_status", "company_status", "petition_status"];

/**
 * Lists shown in a meaningful order (by sortOrder): a new entry goes to the end. The others
 * (countries, states, locations) keep sortOrder 0 and are listed by name.
 */
const ORDERED_CATEGORIES: readonly MasterCategory[] = [
  "petition_types",
  "petition_sub_types",
  "user_roles",
  "user_status",
  "company_status",
  "petition_status",
  "salary_frequencies",
  "wage_levels",
  "carriers",
  "soc_codes",
];

type ParentKey = "countryId" | "stateId" | "typeId";

/** Categories whose rows hang under a row of another category, and the matcher key naming it. */
export const PARENTS: Readonly<Partial<Record<MasterCategory, { category: MasterCategory; key: ParentKey; label: string }>>> = {
  states: { category: "countries", key: "countryId", label: "Country" },
  locations: { category: "states", key: "stateId", label: "State" },
  petition_sub_types: { category: "petition_types", key: "typeId", label: "Case type" },
};

/** Codes of tenant-added rows start here, so they never collide with present or future global codes. */
export const TENANT_CODE_START = 100_000;

const DEFAULT_PERPAGE = 1000;
const STATUS_PERPAGE = 10_000;
export const MAX_PERPAGE = 10_000;

export const isMasterCategory = (c: string): c is MasterCategory => (MASTER_CATEGORIES as readonly string[]).includes(c);
export const isPublicCategory = (c: MasterCategory) => PUBLIC_CATEGORIES.includes(c);
export const isFixedCategory = (c: MasterCategory) => FIXED_CATEGORIES.includes(c);
export const isOrderedCategory = (c: MasterCategory) => ORDERED_CATEGORIES.includes(c);
export const defaultPerpage = (c: MasterCategory) => (STATUS_CATEGORIES.includes(c) ? STATUS_PERPAGE : DEFAULT_PERPAGE);
