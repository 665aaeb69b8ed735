// The spec "Address" shape (section 3) as a zod object. The zip code is checked here for the
// countries whose rule is fixed (231 US, 101 India, domain rule 20); for other countries the lengths
// live in master data, so the server calls zipcodeIssue(zip, countryRow) itself.
import { z } from "zod";
import { id, optionalId, optionalString, requiredString } from "./fields";
import { zipcodeIssue } from "./identity-fields";
import { MSG } from "./messages";
import { COUNTRY_INDIA, COUNTRY_US, normalizeZip } from "./rules";

export const APT_TYPES = ["APT", "STE", "FLR"] as const;

/** An address as the answers carry it (clients, beneficiaries, branches, the firm). */
export type AddressDto = {
  line1?: string;
  line2?: string;
  aptType?: "APT" | "STE" | "FLR" | null;
  aptNumber?: string;
  countryId?: number | null;
  stateId?: number | null;
  locationId?: number | null;
  zipcode?: string;
};

const aptType = z.preprocess(
  (x) => (x === "" || x === null ? undefined : typeof x === "string" ? x.trim().toUpperCase() : x),
  z.enum(APT_TYPES, { error: MSG.invalid("Apt type") }).optional(),
);

/** Address object; `field` names line1 in the required message ('*Address is required'). */
const isObject = (x: unknown) => typeof x === "object" && x !== null;

export function address(field = "Address") {
  return z
    .object({
      line1: requiredString(field, 200),
      line2: optionalString(200),
      aptType,
      aptNumber: optionalString(20),
      countryId: id("Country"),
      stateId: optionalId("State"),
      locationId: optionalId("City"),
      zipcode: optionalString(20),
    })
    .superRefine(
      (a, ctx) => {
        if (a.countryId !== COUNTRY_US && a.countryId !== COUNTRY_INDIA) return;
        const issue = zipcodeIssue(a.zipcode, { id: a.countryId });
        if (issue) ctx.addIssue({ code: "custom", message: issue, path: ["zipcode"] });
      },
      // Also runs when another field (line1 …) failed, so a form shows every error at once.
      // Never on a value that is not an object (a missing address: its own issue says so).
      { when: (p) => isObject(p.value) && !p.issues.some((i) => i.path?.[0] === "countryId" || i.path?.[0] === "zipcode") },
    )
    .overwrite((a) =>
      typeof a.zipcode === "string" && a.zipcode ? { ...a, zipcode: normalizeZip(a.zipcode, a.countryId) } : a,
    );
}
