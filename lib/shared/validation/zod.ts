// zod 4 field builders carrying the spec section 5 messages, gathered in `v`. Every contract builds
// its fields here so forms (react-hook-form + zodResolver) and routes (defineRoute) report the same
// texts. Example: z.object({ firstName: v.requiredString("First Name"), email: v.email() }).
import { z } from "zod";
import { address } from "./address";
import * as fields from "./fields";
import * as identity from "./identity-fields";
import { MSG } from "./messages";

export { address, APT_TYPES } from "./address";
export { caseNumberConfirm, passportIssue, zipcodeIssue } from "./identity-fields";

export const v = {
  // text, numbers, ids, dates
  requiredString: fields.requiredString,
  optionalString: fields.optionalString,
  requiredFormat: fields.requiredFormat,
  optionalFormat: fields.optionalFormat,
  digits: fields.digits,
  int: fields.int,
  optionalInt: fields.optionalInt,
  id: fields.id,
  optionalId: fields.optionalId,
  uuid: fields.uuid,
  optionalUuid: fields.optionalUuid,
  roleId: fields.roleId,
  usDate: fields.usDate,
  optionalUsDate: fields.optionalUsDate,
  isoDate: fields.isoDate,
  optionalIsoDate: fields.optionalIsoDate,
  // contact and identity
  email: identity.email,
  optionalEmail: identity.optionalEmail,
  phone: identity.phone,
  optionalPhone: identity.optionalPhone,
  usPhone: identity.usPhone,
  strongPassword: identity.strongPassword,
  fein: identity.fein,
  receiptNumber: identity.receiptNumber,
  i94: identity.i94,
  socCode: identity.socCode,
  documents: identity.documents,
  // object-level helpers
  zipcodeIssue: identity.zipcodeIssue,
  passportIssue: identity.passportIssue,
  caseNumberConfirm: identity.caseNumberConfirm,
  address,
} as const;

/** Empty text or null clears an optional field; a missing key leaves it unchanged (updates). */
export function clearable<T extends z.ZodType>(schema: T) {
  return z.preprocess((x) => (x === null || (typeof x === "string" && x.trim() === "") ? null : x), schema.nullable().optional());
}

/** A filter list of ids (spec "List filters": statusIds, branchIds, petitionerIds …). */
export const idList = <T extends z.ZodType>(item: T) => z.array(item).max(100, { error: MSG.max(100) }).optional();
