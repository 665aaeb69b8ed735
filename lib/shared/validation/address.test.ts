import { describe, expect, it } from "vitest";
import { z } from "zod";
import { MSG } from "./messages";
import { caseNumberConfirm, passportIssue, v, zipcodeIssue } from "./zod";

function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const r = schema.safeParse(input);
  const out: Record<string, string> = {};
  if (!r.success) for (const i of r.error.issues) out[i.path.join(".")] ??= i.message;
  return out;
}

describe("v.address", () => {
  const address = v.address();
  it("parses a US address, coercing ids and normalising ZIP+4", () => {
    const r = address.parse({ line1: " 1 Main St ", line2: "", aptType: "ste", aptNumber: "4", countryId: "231", stateId: "3", zipcode: "100011234" });
    expect(r).toEqual({ line1: "1 Main St", aptType: "STE", aptNumber: "4", countryId: 231, stateId: 3, zipcode: "10001-1234" });
  });
  it("checks the zip code for 231 and 101 and reports it with the other field errors", () => {
    expect(fieldErrors(address, { line1: "", countryId: 231, zipcode: "1234" })).toEqual({
      line1: "*Address is required",
      zipcode: "Zip Code not valid",
    });
    expect(fieldErrors(address, { countryId: 101, zipcode: "012345" })).toEqual({
      line1: "*Address is required",
      zipcode: "Zip Code not valid",
    });
    expect(fieldErrors(address, { line1: "x", countryId: 101, zipcode: "560001" })).toEqual({});
    expect(fieldErrors(address, { line1: "x", countryId: 231 })).toEqual({});
  });
  it("leaves other countries' zip codes to the server", () => {
    expect(fieldErrors(address, { line1: "x", countryId: 14, zipcode: "A1" })).toEqual({});
  });
  it("reports missing country and bad apt type", () => {
    expect(fieldErrors(v.address("Street"), { line1: "", aptType: "UNIT", zipcode: "1" })).toEqual({
      line1: "*Street is required",
      aptType: "Apt type not valid",
      countryId: "*Country is required",
    });
  });
});

describe("object-level helpers", () => {
  it("zipcodeIssue and passportIssue ignore blank values", () => {
    expect(zipcodeIssue("", { id: 231 })).toBeNull();
    expect(zipcodeIssue(null, { id: 231 })).toBeNull();
    expect(zipcodeIssue("1234", { id: 231 })).toBe(MSG.zip);
    expect(zipcodeIssue("1234", { id: 14, zipcodeLength: 4 })).toBeNull();
    expect(passportIssue("  ", 231)).toBeNull();
    expect(passportIssue("AB1234567", 231)).toBe("Passport number not valid");
    expect(passportIssue("A12345678", 231)).toBeNull();
  });
  it("caseNumberConfirm reports on the confirmation field", () => {
    const form = z.object({ caseNumber: v.requiredString("Case Number"), confirmCaseNumber: z.string() }).superRefine(caseNumberConfirm());
    expect(fieldErrors(form, { caseNumber: "EAC2190000001", confirmCaseNumber: " EAC2190000001 " })).toEqual({});
    expect(fieldErrors(form, { caseNumber: "EAC2190000001", confirmCaseNumber: "EAC2190000002" })).toEqual({
      confirmCaseNumber: MSG.caseNumberConfirm,
    });
    const custom = z.object({ receipt: z.string(), receiptAgain: z.string() }).superRefine(v.caseNumberConfirm("receipt", "receiptAgain"));
    expect(fieldErrors(custom, { receipt: "A", receiptAgain: "B" })).toEqual({ receiptAgain: MSG.caseNumberConfirm });
  });
});
