import { describe, expect, it } from "vitest";
import {
  caseNumberConfirmMatches,
  documentsPresent,
  isDigitsOnly,
  isIsoDate,
  isStrictEmail,
  isStrongPassword,
  isTemporaryEmailDomain,
  isUsDate,
  isValidPhone,
  isValidUsPhone,
  isoToUsDate,
  normalizeUsPhone,
  usDateToIso,
} from "./rules";

describe("isStrictEmail", () => {
  it.each(["a@b.co", "john.doe+tag@mail.example.com", "x_y-z@sub-domain.example.org", "A1@EXAMPLE.IO"])("accepts %s", (s) =>
    expect(isStrictEmail(s)).toBe(true),
  );
  it.each([
    "",
    "plain",
    "a@b",
    "a@b.c",
    "a@b.c0",
    "a b@c.com",
    "a!b@c.com",
    "a@@b.com",
    "@b.com",
    "a@.com",
    "a@-b.com",
    "a@b-.com",
    "a@b..com",
    ".a@b.com",
    "a.@b.com",
    "a..b@c.com",
    " a@b.com",
    "a@b.com ",
    "ä@b.com",
    `${"a".repeat(250)}@b.com`,
  ])("rejects %j", (s) => expect(isStrictEmail(s)).toBe(false));
});

describe("isTemporaryEmailDomain", () => {
  it("flags well-known disposable domains and their sub-domains, case-insensitively", () => {
    expect(isTemporaryEmailDomain("x@mailinator.com")).toBe(true);
    expect(isTemporaryEmailDomain("x@GuerrillaMail.com")).toBe(true);
    expect(isTemporaryEmailDomain("x@inbox.10minutemail.com")).toBe(true);
    expect(isTemporaryEmailDomain("x@yopmail.com.")).toBe(true);
    expect(isTemporaryEmailDomain("temp-mail.org")).toBe(true);
  });
  it("does not flag permanent domains or look-alikes", () => {
    expect(isTemporaryEmailDomain("x@gmail.com")).toBe(false);
    expect(isTemporaryEmailDomain("x@notmailinator.com")).toBe(false);
    expect(isTemporaryEmailDomain("x@mailinator.com.example.org")).toBe(false);
    expect(isTemporaryEmailDomain("x@")).toBe(false);
    expect(isTemporaryEmailDomain("")).toBe(false);
  });
});

describe("phones", () => {
  it.each(["+1 (212) 555-0100", "212.555.0100", "+44 20 7946 0958", "1234567", "+123456789012345", "[0]123-4567"])(
    "isValidPhone accepts %s",
    (s) => expect(isValidPhone(s)).toBe(true),
  );
  it.each(["", "123456", "+1234567890123456", "12a4567", "++1234567", "123+4567", "+ ", "phone"])("isValidPhone rejects %j", (s) =>
    expect(isValidPhone(s)).toBe(false),
  );
  it("normalizeUsPhone strips brackets, dashes, dots and spaces and prefixes +1", () => {
    expect(normalizeUsPhone("(212) 555-0100")).toBe("+12125550100");
    expect(normalizeUsPhone("212.555.0100")).toBe("+12125550100");
    expect(normalizeUsPhone("1 212 555 0100")).toBe("+12125550100");
    expect(normalizeUsPhone(" +1 212-555-0100 ")).toBe("+12125550100");
  });
  it("isValidUsPhone needs +1 and 10 digits with an area code not starting with 0 or 1", () => {
    expect(isValidUsPhone("(212) 555-0100")).toBe(true);
    expect(isValidUsPhone("+1 (917) 555 0100")).toBe(true);
    expect(isValidUsPhone("(012) 555-0100")).toBe(false);
    expect(isValidUsPhone("(112) 555-0100")).toBe(false);
    expect(isValidUsPhone("212 555 010")).toBe(false);
    expect(isValidUsPhone("212 555 01000")).toBe(false);
    expect(isValidUsPhone("+44 20 7946 0958")).toBe(false);
    expect(isValidUsPhone("212-555-01a0")).toBe(false);
  });
});

describe("isStrongPassword", () => {
  it("accepts a password with each class and 6+ characters", () => {
    expect(isStrongPassword("Ab1!cd")).toBe(true);
    expect(isStrongPassword("Passw0rd^ with spaces")).toBe(true);
  });
  it.each([
    ["too short", "Ab1!c"],
    ["no lowercase", "AB1!CD"],
    ["no uppercase", "ab1!cd"],
    ["no digit", "Abc!de"],
    ["no special", "Abc1de"],
    ["special outside !@#$%^&*", "Abc1de?"],
    ["empty", ""],
  ])("rejects %s", (_why, s) => expect(isStrongPassword(s)).toBe(false));
});

describe("isDigitsOnly", () => {
  it("needs at least one ASCII digit and nothing else", () => {
    expect(isDigitsOnly("0123")).toBe(true);
    expect(isDigitsOnly("")).toBe(false);
    expect(isDigitsOnly("12 3")).toBe(false);
    expect(isDigitsOnly("-12")).toBe(false);
    expect(isDigitsOnly("1.2")).toBe(false);
    expect(isDigitsOnly("١٢٣")).toBe(false);
  });
});

describe("calendar dates", () => {
  it("isUsDate accepts real MM/DD/YYYY dates, leap years included", () => {
    expect(isUsDate("04/17/1992")).toBe(true);
    expect(isUsDate("02/29/2024")).toBe(true);
    expect(isUsDate("02/29/2000")).toBe(true);
    expect(isUsDate("12/31/9999")).toBe(true);
  });
  it.each(["02/30/2024", "02/29/2023", "02/29/1900", "13/01/2020", "00/10/2020", "04/31/2020", "04/00/2020", "4/17/1992", "04-17-1992", "1992-04-17", "04/17/0999", "04/17/19921", ""])(
    "isUsDate rejects %j",
    (s) => expect(isUsDate(s)).toBe(false),
  );
  it("isIsoDate accepts real YYYY-MM-DD dates only", () => {
    expect(isIsoDate("1992-04-17")).toBe(true);
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2023-02-29")).toBe(false);
    expect(isIsoDate("1992-4-17")).toBe(false);
    expect(isIsoDate("1992-04-17T00:00:00Z")).toBe(false);
  });
  it("converts between US and ISO forms", () => {
    expect(usDateToIso("04/17/1992")).toBe("1992-04-17");
    expect(usDateToIso(" 02/29/2024 ")).toBe("2024-02-29");
    expect(usDateToIso("02/30/2024")).toBeNull();
    expect(isoToUsDate("1992-04-17")).toBe("04/17/1992");
    expect(isoToUsDate("2023-02-29")).toBeNull();
  });
});

describe("caseNumberConfirmMatches", () => {
  it("compares trimmed values", () => {
    expect(caseNumberConfirmMatches(" EAC2190000001", "EAC2190000001 ")).toBe(true);
    expect(caseNumberConfirmMatches("EAC2190000001", "EAC2190000002")).toBe(false);
    expect(caseNumberConfirmMatches("abc", "ABC")).toBe(false);
    expect(caseNumberConfirmMatches(null, "  ")).toBe(true);
    expect(caseNumberConfirmMatches("x", undefined)).toBe(false);
  });
});

describe("documentsPresent", () => {
  it("needs at least one item whose status is exactly true", () => {
    expect(documentsPresent([{ status: false }, { status: true }])).toBe(true);
    expect(documentsPresent([{ status: false }, { status: null }, {}])).toBe(false);
    expect(documentsPresent([])).toBe(false);
    expect(documentsPresent(null)).toBe(false);
  });
});
