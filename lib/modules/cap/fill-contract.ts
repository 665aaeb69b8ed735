// The cap registration's token links (spec routes fill-cap-registration and
// filled-cap-registration-details): the firm sends the beneficiary a link for their passport and birth
// details ("person"), or the client one for the position, worksite and wage ("position"); either gives
// them once without signing in (/api/cap-fill/details, /submit, /view with Authorization: Bearer).
import { z } from "zod";
import { MSG } from "@/lib/shared/validation/messages";
import { v } from "@/lib/shared/validation/zod";
import { GENDERS } from "@/lib/modules/beneficiaries/contract";
import { US_STATES, WAGE_LEVELS, WAGE_UNITS, type WageLevel } from "@/lib/modules/lca/constants";
import { CAP_TYPES } from "./constants";
import { capPersonChecks, type CapDto } from "./contract";

export const CAP_FILL_TTL_DAYS = 14;
export const CAP_FILL_PATH = "/app/fill-cap-registration";
export const CAP_FILLED_PATH = "/app/filled-cap-registration-details";
export const CAP_FILL_SCOPES = ["person", "position"] as const;
export type CapFillScope = (typeof CAP_FILL_SCOPES)[number];

/** POST /api/cap/send-fill-link: "person" goes to the beneficiary, "position" to the client's primary contact; `email` overrides. */
export const sendCapLinkBody = z.object({
  registrationId: v.uuid("Registration"),
  scope: z.enum(CAP_FILL_SCOPES, { error: MSG.invalid("Recipient") }),
  email: v.optionalEmail(),
});
export type SendCapLinkBody = z.output<typeof sendCapLinkBody>;
export type SendCapLinkResult = { sentTo: string; expiresAt: string };

const passportNumber = v.requiredString("Passport Number", 20).transform((s) => s.replace(/\s+/g, "").toUpperCase());

export const capFillPersonBody = z
  .object({
    dateOfBirth: v.usDate("Date of Birth"),
    gender: z.enum(GENDERS, { error: MSG.required("Gender") }),
    countryOfBirthId: v.id("Country of Birth"),
    citizenshipCountryId: v.id("Country of Citizenship"),
    passportNumber,
    passportCountryId: v.id("Passport Country"),
    passportExpiry: v.usDate("Passport Expiry Date"),
    /** A US master's or higher degree (the advanced-degree cap). */
    capType: z.enum(CAP_TYPES, { error: MSG.required("Degree") }),
  })
  .superRefine(capPersonChecks);
export type CapFillPersonBody = z.output<typeof capFillPersonBody>;
export type CapFillPersonInput = z.input<typeof capFillPersonBody>;

export const capFillPositionBody = z.object({
  jobTitle: v.requiredString("Job Title", 200),
  socCode: v.socCode(),
  worksiteCity: v.requiredString("City", 100),
  worksiteCounty: v.requiredString("County", 100),
  worksiteState: z.enum(US_STATES, { error: MSG.required("State") }),
  wageCents: v.int("Wage", { min: 1, max: 100_000_000_00 }),
  wageUnit: z.enum(WAGE_UNITS, { error: MSG.required("Wage Unit") }),
});
export type CapFillPositionBody = z.output<typeof capFillPositionBody>;
export type CapFillPositionInput = z.input<typeof capFillPositionBody>;

/** POST /api/cap-fill/submit: the part the link asks for. */
export const capFillBody = z.object({ person: capFillPersonBody.optional(), position: capFillPositionBody.optional() });
export type CapFillBody = z.output<typeof capFillBody>;

/** What a link shows: the registration's fields of its scope (the other scope's are null). */
export type CapFillValues = Pick<
  CapDto,
  | "dateOfBirth"
  | "gender"
  | "countryOfBirthId"
  | "citizenshipCountryId"
  | "passportNumber"
  | "passportCountryId"
  | "passportExpiry"
  | "capType"
  | "jobTitle"
  | "socCode"
  | "worksiteCity"
  | "worksiteCounty"
  | "wageCents"
  | "wageUnit"
> & { worksiteState: (typeof US_STATES)[number] | null };

/** POST /api/cap-fill/details (before) and /api/cap-fill/view (after submitting, until the link's expiry). */
export type CapFillDetails = {
  scope: CapFillScope;
  firmName: string;
  employerName: string | null;
  beneficiaryName: string;
  fiscalYear: number;
  expiresAt: string;
  submittedAt: string | null;
  values: CapFillValues;
  /** After submitting: the area and level the firm's tables gave the position. */
  areaName: string | null;
  wageLevel: WageLevel | null;
};

export { WAGE_LEVELS };
