import { describe, expect, it } from "vitest";
import {
  isValidFein,
  isValidI94,
  isValidPassport,
  isValidReceiptNumber,
  isValidSocCode,
  isValidZipcode,
  normalizeFein,
  normalizeI94,
  normalizeReceiptNumber,
  normalizeZip,
  zipLengthRange,
} from "./identity";

describe("zip codes", () => {
  it("US (231): 5 digits or ZIP+4, whatever the master-data lengths", () => {
    const us = { id: 231 };
    expect(isValidZipcode("10001", us)).toBe(true);
    expect(isValidZipcode(" 10001-1234 ", us)).toBe(true);
    expect(isValidZipcode("100011234", us)).toBe(true);
    expect(isValidZipcode("10001 1234", us)).toBe(true);
    expect(isValidZipcode("1000", us)).toBe(false);
    expect(isValidZipcode("100012", us)).toBe(false);
    expect(isValidZipcode("10001-123", us)).toBe(false);
    expect(isValidZipcode("1000A", { id: 231, allowNumAndCharInZipcode: true })).toBe(false);
  });
  it("normalizeZip writes ZIP+4 as 12345-6789", () => {
    expect(normalizeZip("100011234", 231)).toBe("10001-1234");
    expect(normalizeZip(" 10001 1234 ", 231)).toBe("10001-1234");
    expect(normalizeZip("10001", 231)).toBe("10001");
    expect(normalizeZip(" sw1a   1aa ", 826)).toBe("SW1A 1AA");
  });
  it("India (101): 6-digit PIN whose first digit is 1-9", () => {
    expect(isValidZipcode("110001", { id: 101 })).toBe(true);
    expect(isValidZipcode("011000", { id: 101 })).toBe(false);
    expect(isValidZipcode("11000", { id: 101 })).toBe(false);
    expect(isValidZipcode("1100011", { id: 101 })).toBe(false);
  });
  it("other countries: between min and max when both exist", () => {
    const c = { id: 14, minZipcodeLength: 4, zipcodeLength: 6 };
    expect(isValidZipcode("123", c)).toBe(false);
    expect(isValidZipcode("1234", c)).toBe(true);
    expect(isValidZipcode("123456", c)).toBe(true);
    expect(isValidZipcode("1234567", c)).toBe(false);
    expect(zipLengthRange({ id: 14, minZipcodeLength: 6, zipcodeLength: 4 })).toEqual([4, 6]);
  });
  it("exact length when only one of them exists", () => {
    expect(isValidZipcode("1234", { id: 14, zipcodeLength: 4 })).toBe(true);
    expect(isValidZipcode("12345", { id: 14, zipcodeLength: 4 })).toBe(false);
    expect(isValidZipcode("123", { id: 14, minZipcodeLength: 3, zipcodeLength: null })).toBe(true);
    expect(isValidZipcode("1234", { id: 14, minZipcodeLength: 3 })).toBe(false);
  });
  it("default length 6 when the row has no lengths (5 only for 231)", () => {
    expect(zipLengthRange({ id: 14 })).toEqual([6, 6]);
    expect(zipLengthRange({ id: 231 })).toEqual([5, 5]);
    expect(zipLengthRange(undefined)).toEqual([6, 6]);
    expect(isValidZipcode("123456", { id: 14 })).toBe(true);
    expect(isValidZipcode("12345", { id: 14 })).toBe(false);
    expect(isValidZipcode("123456")).toBe(true);
  });
  it("letters only when allowNumAndCharInZipcode, one inner space or dash not counted", () => {
    const uk = { id: 826, minZipcodeLength: 5, zipcodeLength: 7, allowNumAndCharInZipcode: true };
    expect(isValidZipcode("SW1A 1AA", uk)).toBe(true);
    expect(isValidZipcode("sw1a1aa", uk)).toBe(true);
    expect(isValidZipcode("SW1A  1AA", uk)).toBe(false);
    expect(isValidZipcode("SW1A-1A-A", uk)).toBe(false);
    expect(isValidZipcode("SW1A_1AA", uk)).toBe(false);
    expect(isValidZipcode("SW1A 1AAA", uk)).toBe(false);
    const digitsOnly = { id: 14, minZipcodeLength: 5, zipcodeLength: 7, allowNumAndCharInZipcode: false };
    expect(isValidZipcode("SW1A1AA", digitsOnly)).toBe(false);
    expect(isValidZipcode("12345 67", digitsOnly)).toBe(false);
    expect(isValidZipcode("1234567", digitsOnly)).toBe(true);
    expect(isValidZipcode("", digitsOnly)).toBe(false);
  });
});

describe("isValidPassport", () => {
  it("US (231) follows domain rule 19: a letter and 8 digits, or 9 digits", () => {
    expect(isValidPassport("A12345678", 231)).toBe(true);
    expect(isValidPassport("a12345678", 231)).toBe(true);
    expect(isValidPassport("123456789", 231)).toBe(true);
    expect(isValidPassport("AB1234567", 231)).toBe(false);
    expect(isValidPassport("A1234567", 231)).toBe(false);
    expect(isValidPassport("12345678", 231)).toBe(false);
    expect(isValidPassport("A123456789", 231)).toBe(false);
  });
  it("India (101): a letter and 7 digits", () => {
    expect(isValidPassport("J8369854", 101)).toBe(true);
    expect(isValidPassport(" j8369854 ", 101)).toBe(true);
    expect(isValidPassport("18369854", 101)).toBe(false);
    expect(isValidPassport("JJ369854", 101)).toBe(false);
    expect(isValidPassport("J836985", 101)).toBe(false);
  });
  it("other countries: 6-20 letters/digits with at least one digit", () => {
    expect(isValidPassport("C01X00T47", 82)).toBe(true);
    expect(isValidPassport("123456", null)).toBe(true);
    expect(isValidPassport("12345", 82)).toBe(false);
    expect(isValidPassport("ABCDEFGH", 82)).toBe(false);
    expect(isValidPassport("AB-123456", 82)).toBe(false);
    expect(isValidPassport("1".repeat(21), 82)).toBe(false);
  });
});

describe("USCIS receipt number (rule 15)", () => {
  it("normalises spaces, dashes and case", () => {
    expect(normalizeReceiptNumber(" eac-21-900-00001 ")).toBe("EAC2190000001");
  });
  it.each(["EAC2190000001", "wac 21 900 00001", "IOE0912345678", "YSC1234567890", "MSC-2190000001"])("accepts %s", (s) =>
    expect(isValidReceiptNumber(s)).toBe(true),
  );
  it.each(["ABC2190000001", "EAC219000001", "EAC21900000011", "EAC21900000O1", "", "EAC"])("rejects %j", (s) =>
    expect(isValidReceiptNumber(s)).toBe(false),
  );
});

describe("I-94 (rule 16), SOC code (rule 11), FEIN", () => {
  it("I-94: 9 digits, a letter or digit, a digit", () => {
    expect(isValidI94("12345678901")).toBe(true);
    expect(isValidI94("123456789a1")).toBe(true);
    expect(normalizeI94(" 123456789a1 ")).toBe("123456789A1");
    expect(isValidI94("1234567890")).toBe(false);
    expect(isValidI94("123456789AA")).toBe(false);
    expect(isValidI94("A2345678901")).toBe(false);
  });
  it("SOC: 15-1252 or 15-1252.00", () => {
    expect(isValidSocCode("15-1252")).toBe(true);
    expect(isValidSocCode("15-1252.00")).toBe(true);
    expect(isValidSocCode("151252")).toBe(false);
    expect(isValidSocCode("15-1252.0")).toBe(false);
    expect(isValidSocCode("15-125")).toBe(false);
  });
  it("FEIN: 9 digits with an optional dash after the second", () => {
    expect(isValidFein("12-3456789")).toBe(true);
    expect(isValidFein("123456789")).toBe(true);
    expect(isValidFein("123-456789")).toBe(false);
    expect(isValidFein("12-345678")).toBe(false);
    expect(normalizeFein(" 123456789 ")).toBe("12-3456789");
    expect(normalizeFein("12-3456789")).toBe("12-3456789");
    expect(normalizeFein("12 3456789")).toBeNull();
  });
});
