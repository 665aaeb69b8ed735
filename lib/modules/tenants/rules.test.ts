import { describe, expect, it } from "vitest";
import { isProfileComplete, isReservedSlug, isValidSlug, missingProfileFields, type ProfileFields } from "./rules";

describe("slugs", () => {
  it.each(["abc", "rivera-law", "firm2024", "a1b", "x".repeat(40)])("accepts %j", (s) => expect(isValidSlug(s)).toBe(true));
  it.each(["ab", "x".repeat(41), "-abc", "abc-", "Abc", "a_b", "a b", "a--b", "ünï"])("refuses %j", (s) => expect(isValidSlug(s)).toBe(false));
  it("reserves the platform's own host names", () => {
    for (const s of ["www", "app", "api", "admin", "mail"]) expect(isReservedSlug(s)).toBe(true);
    expect(isReservedSlug("demo")).toBe(false);
  });
});

const complete: ProfileFields = {
  name: "Rivera Immigration",
  adminName: "Ana Rivera",
  adminEmail: "ana@rivera.example",
  phone: "2025550100",
  feiNumber: "12-3456789",
  address: { line1: "1 Main St", countryId: 231, zipcode: "20006" },
};

describe("profile completeness", () => {
  it("is complete when every required field is filled", () => {
    expect(missingProfileFields(complete)).toEqual([]);
    expect(isProfileComplete(complete)).toBe(true);
  });

  it("names each missing or blank field; an address needs line 1, country and zip code", () => {
    expect(missingProfileFields({ ...complete, phone: "  ", feiNumber: null })).toEqual(["phone", "feiNumber"]);
    expect(missingProfileFields({ ...complete, address: null })).toEqual(["address"]);
    expect(missingProfileFields({ ...complete, address: { line1: "1 Main St", countryId: 231 } })).toEqual(["address"]);
    expect(missingProfileFields({ ...complete, address: { line1: "", countryId: 231, zipcode: "20006" } })).toEqual(["address"]);
    expect(isProfileComplete({ ...complete, adminEmail: null })).toBe(false);
  });
});
