// H-1B cap registrations (domain rule 14): one registration per beneficiary per employer per season
// (fiscal year), with the details USCIS asks for and, since FY2027, the SOC code, area of intended
// employment and wage level the weighted selection counts; the token links that let the beneficiary or
// the client give those details; and the DOL's OFLC prevailing-wage tables (areas by county, Level I–IV
// hourly wages by area and SOC), which are the installation's, not a firm's.
import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { branches, tenants } from "./tenancy";
import { beneficiaries, companies } from "./clients";
import { petitions } from "./cases";

// @owner cap
export const capRegistrations = pgTable(
  "cap_registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id),
    /** The fiscal year of the season (registration in March of fiscalYear − 1). */
    fiscalYear: integer("fiscal_year").notNull(),
    petitionerId: uuid("petitioner_id")
      .notNull()
      .references(() => companies.id),
    branchId: uuid("branch_id").references(() => branches.id),
    beneficiaryId: uuid("beneficiary_id")
      .notNull()
      .references(() => beneficiaries.id),
    /** regular | masters (the US master's cap). */
    capType: text("cap_type").notNull().default("regular"),
    /** 1 draft, 2 ready, 3 submitted, 4 selected, 5 not selected, 6 filed. */
    statusId: integer("status_id").notNull().default(1),
    // The beneficiary as USCIS registers them (copied from the person, then the registration's own).
    dateOfBirth: text("date_of_birth"),
    gender: text("gender"),
    countryOfBirthId: integer("country_of_birth_id"),
    citizenshipCountryId: integer("citizenship_country_id"),
    /** Plaintext of before the numbers were sealed: emptied at start (lib/modules/cap/numbers.ts), never written. */
    legacyPassportNumber: text("passport_number"),
    /** The passport number sealed (aad "cap.passport:<id>"), its blind index (one person's registrations of a season). */
    passportNumberSealed: text("passport_number_sealed"),
    passportNumberIndex: text("passport_number_index"),
    passportCountryId: integer("passport_country_id"),
    passportExpiry: text("passport_expiry"),
    // The position: what the later LCA and petition must match.
    jobTitle: text("job_title"),
    socCode: text("soc_code"),
    worksiteCity: text("worksite_city"),
    worksiteCounty: text("worksite_county"),
    worksiteState: text("worksite_state"),
    /** The OFLC area of intended employment (from the county when the wage tables have it). */
    areaCode: text("area_code"),
    areaName: text("area_name"),
    wageCents: bigint("wage_cents", { mode: "number" }),
    wageUnit: text("wage_unit"),
    /** I | II | III | IV */
    wageLevel: text("wage_level"),
    /** oflc (computed from the wage tables) | manual */
    wageLevelSource: text("wage_level_source"),
    /** The USCIS registration confirmation number, once submitted. */
    confirmationNumber: text("confirmation_number"),
    submittedDate: text("submitted_date"),
    resultDate: text("result_date"),
    /** The H-1B cap petition case made for a selected registration. */
    petitionId: uuid("petition_id").references(() => petitions.id),
    notes: text("notes"),
    createdBy: uuid("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("cap_registrations_one_per_season_uq")
      .on(t.tenantId, t.fiscalYear, t.petitionerId, t.beneficiaryId)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex("cap_registrations_confirmation_uq")
      .on(t.tenantId, t.confirmationNumber)
      .where(sql`${t.confirmationNumber} is not null and ${t.deletedAt} is null`),
    index("cap_registrations_season_idx").on(t.tenantId, t.fiscalYear, t.statusId),
    index("cap_registrations_beneficiary_idx").on(t.tenantId, t.beneficiaryId),
    index("cap_registrations_passport_idx").on(t.tenantId, t.fiscalYear, t.passportNumberIndex),
  ],
);

// @owner cap
/** A token link for the beneficiary or the client to give a registration's details (fill-cap-registration). */
export const capRegistrationLinks = pgTable(
  "cap_registration_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id),
    registrationId: uuid("registration_id")
      .notNull()
      .references(() => capRegistrations.id),
    tokenHash: text("token_hash").notNull(),
    /** person (the beneficiary gives their passport and birth details) | position (the client gives the job, worksite and wage) */
    scope: text("scope").notNull(),
    sentTo: text("sent_to").notNull(),
    sentBy: uuid("sent_by"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("cap_registration_links_token_uq").on(t.tokenHash), index("cap_registration_links_reg_idx").on(t.tenantId, t.registrationId)],
);

// @owner wages
/** One imported OFLC wage year (July 1 – June 30), the installation's. */
export const wageDatasets = pgTable("wage_datasets", {
  /** The first year of the wage year: 2026 = July 1, 2026 – June 30, 2027. */
  wageYear: integer("wage_year").primaryKey(),
  areas: integer("areas").notNull(),
  counties: integer("counties").notNull(),
  rates: integer("rates").notNull(),
  importedBy: uuid("imported_by"),
  importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
});

// @owner wages
/** OFLC Geography: which area (MSA or non-metropolitan area) a county or town belongs to. */
export const wageAreas = pgTable(
  "wage_areas",
  {
    wageYear: integer("wage_year")
      .notNull()
      .references(() => wageDatasets.wageYear),
    /** USPS state code. */
    state: text("state").notNull(),
    /** Upper case, without "County"/"Parish"/"Borough" (the lookup key). */
    countyKey: text("county_key").notNull(),
    county: text("county").notNull(),
    areaCode: text("area_code").notNull(),
    areaName: text("area_name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.wageYear, t.state, t.countyKey] })],
);

// @owner wages
/** OFLC ALC_Export: the hourly Level I–IV wages (cents) of an occupation in an area. */
export const wageRates = pgTable(
  "wage_rates",
  {
    wageYear: integer("wage_year")
      .notNull()
      .references(() => wageDatasets.wageYear),
    areaCode: text("area_code").notNull(),
    socCode: text("soc_code").notNull(),
    level1Cents: integer("level1_cents").notNull(),
    level2Cents: integer("level2_cents").notNull(),
    level3Cents: integer("level3_cents").notNull(),
    level4Cents: integer("level4_cents").notNull(),
  },
  (t) => [primaryKey({ columns: [t.wageYear, t.areaCode, t.socCode] })],
);

export type CapRegistrationRow = typeof capRegistrations.$inferSelect;
export type CapRegistrationLinkRow = typeof capRegistrationLinks.$inferSelect;
