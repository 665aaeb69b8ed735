import { describe, expect, it } from "vitest";
import { beneficiaryRegisterForm, clientSignupForm, firmAddressForm, firmUrl, newPasswordForm, safeFirmPath, toSignupBody } from "./contract";

const TERMS = "Please accept the terms";

describe("clientSignupForm / toSignupBody", () => {
  const valid = {
    company: { name: "Acme Robotics", feiNumber: "123456789", phone: "+1 212 555 0100" },
    contact: { firstName: "Ana", lastName: "Diaz", email: "Ana@Acme.example", password: "Abc#1234", confirmPassword: "Abc#1234" },
    acceptTerms: true,
  };

  it("sends the contact's e-mail as the company's and normalises FEIN and e-mail", () => {
    const body = toSignupBody(clientSignupForm(TERMS).parse(valid));
    expect(body.company).toEqual({ name: "Acme Robotics", feiNumber: "12-3456789", phone: "+1 212 555 0100", email: "ana@acme.example" });
    expect(body.contact.email).toBe("ana@acme.example");
  });

  it("refuses a temporary e-mail domain, a weak password, a wrong confirmation and unchecked terms", () => {
    const r = clientSignupForm(TERMS).safeParse({
      ...valid,
      contact: { ...valid.contact, email: "x@mailinator.com", password: "weak", confirmPassword: "other" },
      acceptTerms: false,
    });
    expect(r.success).toBe(false);
    const byPath = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
    expect(byPath["contact.email"]).toMatch(/Temporary e-mail/);
    expect(byPath["contact.password"]).toMatch(/1 uppercase, 1 lowercase/);
    expect(byPath["contact.confirmPassword"]).toBe("The password confirmation does not match");
    expect(byPath.acceptTerms).toBe(TERMS);
  });

  it("accepts an empty FEIN", () => {
    const v = clientSignupForm(TERMS).parse({ ...valid, company: { ...valid.company, feiNumber: "" } });
    expect(v.company.feiNumber).toBeUndefined();
  });
});

describe("beneficiaryRegisterForm", () => {
  it("forces role 51 whatever is sent, and needs the terms", () => {
    const base = { firstName: "Luis", lastName: "Vega", email: "luis@example.com", password: "Abc#1234", confirmPassword: "Abc#1234", roleId: 3 };
    expect(beneficiaryRegisterForm(TERMS).parse({ ...base, acceptTerms: true }).roleId).toBe(51);
    expect(beneficiaryRegisterForm(TERMS).safeParse({ ...base, acceptTerms: false }).success).toBe(false);
  });
});

describe("newPasswordForm", () => {
  it("needs matching strong passwords", () => {
    expect(newPasswordForm.safeParse({ password: "Abc#1234", confirmPassword: "Abc#1234" }).success).toBe(true);
    const r = newPasswordForm.safeParse({ password: "Abc#1234", confirmPassword: "Abc#12345" });
    expect(r.error?.issues[0]?.path).toEqual(["confirmPassword"]);
  });
});

describe("firm address", () => {
  const form = firmAddressForm({ required: "required", invalid: "invalid" });
  it("lower-cases and checks the sub-domain label", () => {
    expect(form.parse({ slug: "  Demo " }).slug).toBe("demo");
    expect(form.safeParse({ slug: "" }).error?.issues[0]?.message).toBe("required");
    expect(form.safeParse({ slug: "not a slug" }).error?.issues[0]?.message).toBe("invalid");
    expect(form.safeParse({ slug: "-demo" }).success).toBe(false);
  });

  it("builds the firm's URL on the current host", () => {
    expect(firmUrl("http:", "localhost:3000", "acme")).toBe("http://acme.localhost:3000/app/login");
    expect(firmUrl("https:", "www.example.com", "acme", "/app/register")).toBe("https://acme.example.com/app/register");
  });

  it("only continues to /app/ paths", () => {
    expect(safeFirmPath("/app/forgot-password")).toBe("/app/forgot-password");
    expect(safeFirmPath("/app/public/reset-password?token=abc")).toBe("/app/public/reset-password?token=abc");
    expect(safeFirmPath("//evil.example/app/")).toBeNull();
    expect(safeFirmPath("https://evil.example/app/")).toBeNull();
    expect(safeFirmPath("/api/users/list")).toBeNull();
    expect(safeFirmPath(null)).toBeNull();
  });
});
