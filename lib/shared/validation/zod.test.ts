import { describe, expect, it } from "vitest";
import { z } from "zod";
import { MSG } from "./messages";
import { v } from "./zod";

/** Messages of a failed parse, or the parsed value when it succeeds. */
function messages(schema: z.ZodType, input: unknown): string[] {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}
function parsed(schema: z.ZodType, input: unknown): unknown {
  const r = schema.safeParse(input);
  if (!r.success) throw new Error(`expected success, got ${JSON.stringify(r.error.issues)}`);
  return r.data;
}

describe("MSG catalogue (spec section 5)", () => {
  it("has the exact texts", () => {
    expect(MSG.required("First Name")).toBe("*First Name is required");
    expect(MSG.requiredAlt("First Name")).toBe("Please fill First Name .");
    expect(MSG.phone("123")).toBe("123 is not a valid phone number");
    expect(MSG.max(10)).toBe("Field value must be less than or equal to 10");
    expect(MSG.min(2)).toBe("Minimum value 2 is required");
    expect(MSG.digits("Zip")).toBe("The Zip field must contain only digits.");
    expect(MSG.documentsRequired("Passport")).toBe("Passport is required");
    expect(MSG.strongPassword).toBe(
      "The password must contain at least: 1 uppercase, 1 lowercase, 1 number, and one special character",
    );
  });
});

describe("text builders", () => {
  it("requiredString trims and reports the exact messages", () => {
    const s = v.requiredString("First Name", 5);
    expect(messages(s, "")).toEqual(["*First Name is required"]);
    expect(messages(s, "   ")).toEqual(["*First Name is required"]);
    expect(messages(s, undefined)).toEqual(["*First Name is required"]);
    expect(messages(s, null)).toEqual(["*First Name is required"]);
    expect(messages(s, "abcdef")).toEqual(["Maximum 5 characters allowed"]);
    expect(parsed(s, "  Ana  ")).toBe("Ana");
  });
  it("optionalString turns blank and null into undefined", () => {
    const s = v.optionalString(3);
    expect(parsed(s, "")).toBeUndefined();
    expect(parsed(s, "  ")).toBeUndefined();
    expect(parsed(s, null)).toBeUndefined();
    expect(parsed(s, undefined)).toBeUndefined();
    expect(parsed(s, " ab ")).toBe("ab");
    expect(messages(s, "abcd")).toEqual(["Maximum 3 characters allowed"]);
  });
  it("digits", () => {
    expect(messages(v.digits("Zip"), "12a")).toEqual(["The Zip field must contain only digits."]);
    expect(messages(v.digits("Zip"), "")).toEqual(["*Zip is required"]);
    expect(parsed(v.digits("Zip"), " 0123 ")).toBe("0123");
  });
});

describe("email, phone, password", () => {
  it("email: required, strict, lower-cased", () => {
    expect(messages(v.email(), "")).toEqual(["*Email is required"]);
    expect(messages(v.email("Work Email"), "a@b")).toEqual(["Please enter a valid email."]);
    expect(parsed(v.email(), " Ana.Lopez@Example.COM ")).toBe("ana.lopez@example.com");
    expect(parsed(v.email(), "x@mailinator.com")).toBe("x@mailinator.com");
    expect(messages(v.email("Email", { rejectTemporary: true }), "x@Mailinator.com")).toEqual([MSG.temporaryEmail]);
  });
  it("optionalEmail", () => {
    expect(parsed(v.optionalEmail(), "")).toBeUndefined();
    expect(parsed(v.optionalEmail(), "A@B.CO")).toBe("a@b.co");
    expect(messages(v.optionalEmail(), "nope")).toEqual([MSG.email]);
    expect(messages(v.optionalEmail({ rejectTemporary: true }), "a@yopmail.com")).toEqual([MSG.temporaryEmail]);
  });
  it("phone puts the typed value in the message", () => {
    expect(messages(v.phone(), "12-34")).toEqual(["12-34 is not a valid phone number"]);
    expect(messages(v.phone("Mobile"), "")).toEqual(["*Mobile is required"]);
    expect(parsed(v.phone(), " +44 20 7946 0958 ")).toBe("+44 20 7946 0958");
    expect(parsed(v.optionalPhone(), "")).toBeUndefined();
    expect(messages(v.optionalPhone(), "abc")).toEqual(["abc is not a valid phone number"]);
  });
  it("usPhone normalises to +1", () => {
    expect(parsed(v.usPhone(), "(212) 555-0100")).toBe("+12125550100");
    expect(messages(v.usPhone(), "(012) 555-0100")).toEqual(["(012) 555-0100 is not a valid phone number"]);
  });
  it("strongPassword", () => {
    expect(messages(v.strongPassword(), "")).toEqual(["*Password is required"]);
    expect(messages(v.strongPassword(), "abcdef")).toEqual([MSG.strongPassword]);
    expect(messages(v.strongPassword(), `Aa1!${"x".repeat(130)}`)).toEqual(["Maximum 128 characters allowed"]);
    expect(parsed(v.strongPassword(), " Ab1!cd ")).toBe(" Ab1!cd ");
  });
});

describe("dates", () => {
  it("usDate accepts MM/DD/YYYY and outputs ISO", () => {
    expect(parsed(v.usDate("Date of Birth"), "04/17/1992")).toBe("1992-04-17");
    expect(messages(v.usDate("Date of Birth"), "02/30/2020")).toEqual([MSG.date]);
    expect(parsed(v.usDate("Date of Birth"), "1992-04-17")).toBe("1992-04-17");
    expect(messages(v.usDate("Date of Birth"), "1992-02-30")).toEqual([MSG.date]);
    expect(messages(v.usDate("Date of Birth"), "4/17/1992")).toEqual([MSG.date]);
    expect(messages(v.usDate("Date of Birth"), "")).toEqual(["*Date of Birth is required"]);
    expect(parsed(v.optionalUsDate(), "")).toBeUndefined();
    expect(parsed(v.optionalUsDate(), "02/29/2024")).toBe("2024-02-29");
  });
  it("isoDate / optionalIsoDate", () => {
    expect(parsed(v.isoDate("Due Date"), "2024-02-29")).toBe("2024-02-29");
    expect(messages(v.isoDate("Due Date"), "2023-02-29")).toEqual([MSG.date]);
    expect(messages(v.isoDate("Due Date"), "04/17/1992")).toEqual([MSG.date]);
    expect(parsed(v.optionalIsoDate(), null)).toBeUndefined();
    expect(messages(v.optionalIsoDate(), "2024-13-01")).toEqual([MSG.date]);
  });
});

describe("numbers and ids", () => {
  const age = v.int("Age", { min: 18, max: 99 });
  it("int takes numbers and numeric text, with MSG.min / MSG.max", () => {
    expect(parsed(age, "42")).toBe(42);
    expect(parsed(age, 42)).toBe(42);
    expect(messages(age, 17)).toEqual(["Minimum value 18 is required"]);
    expect(messages(age, "100")).toEqual(["Field value must be less than or equal to 99"]);
    expect(messages(age, "")).toEqual(["*Age is required"]);
    expect(messages(age, undefined)).toEqual(["*Age is required"]);
    expect(messages(age, "4x")).toEqual(["The Age field must contain only digits."]);
    expect(messages(age, 42.5)).toEqual(["The Age field must contain only digits."]);
    expect(messages(age, "1e2")).toEqual(["The Age field must contain only digits."]);
    expect(parsed(v.optionalInt("Age"), "")).toBeUndefined();
    expect(messages(v.optionalInt("Age", { max: 3 }), "4")).toEqual([MSG.max(3)]);
  });
  it("id treats 0 and blank as nothing chosen", () => {
    expect(parsed(v.id("Country"), "231")).toBe(231);
    expect(messages(v.id("Country"), 0)).toEqual(["*Country is required"]);
    expect(messages(v.id("Country"), "")).toEqual(["*Country is required"]);
    expect(messages(v.id("Country"), -3)).toEqual(["Country not valid"]);
    expect(messages(v.id("Country"), "abc")).toEqual(["Country not valid"]);
    expect(parsed(v.optionalId("State"), 0)).toBeUndefined();
  });
  it("roleId accepts only the roles of spec section 6", () => {
    expect(parsed(v.roleId(), "51")).toBe(51);
    expect(messages(v.roleId(), 13)).toEqual(["Role not valid"]);
    expect(messages(v.roleId(), undefined)).toEqual(["*Role is required"]);
  });
  it("uuid", () => {
    const id = "3F2504E0-4F89-11D3-9A0C-0305E82C3301";
    expect(parsed(v.uuid("Client"), id)).toBe(id.toLowerCase());
    expect(messages(v.uuid("Client"), "3f2504e0")).toEqual(["Client not valid"]);
    expect(parsed(v.optionalUuid("Client"), "")).toBeUndefined();
  });
});

describe("idempotence (a form posts parsed values; the route parses them again)", () => {
  it.each([
    ["usDate", v.usDate("Date"), "04/17/1992"],
    ["email", v.email(), " A@B.CO "],
    ["usPhone", v.usPhone(), "(212) 555-0100"],
    ["fein", v.fein(), "123456789"],
    ["receiptNumber", v.receiptNumber(), "eac 21 900 00001"],
    ["address", v.address(), { line1: "1 Main", countryId: "231", zipcode: "100011234", aptType: "apt" }],
  ] as const)("%s", (_name, schema, input) => {
    const once = parsed(schema, input);
    expect(parsed(schema, once)).toEqual(once);
  });
});

describe("identity numbers", () => {
  it("fein, receipt number, I-94, SOC code normalise their output", () => {
    expect(parsed(v.fein(), "123456789")).toBe("12-3456789");
    expect(messages(v.fein(), "12-34567")).toEqual(["FEIN not valid"]);
    expect(parsed(v.receiptNumber(), "eac-21-900-00001")).toBe("EAC2190000001");
    expect(messages(v.receiptNumber(), "XYZ2190000001")).toEqual(["Receipt Number not valid"]);
    expect(parsed(v.i94(), "123456789a1")).toBe("123456789A1");
    expect(messages(v.socCode(), "151252")).toEqual(["SOC Code not valid"]);
  });
  it("documents need one item with status true", () => {
    expect(messages(v.documents("Passport"), [{ status: false }])).toEqual(["Passport is required"]);
    expect(messages(v.documents("Passport"), undefined)).toEqual(["Passport is required"]);
    expect(parsed(v.documents("Passport"), [{ status: true, id: "x" }])).toEqual([{ status: true, id: "x" }]);
  });
});
