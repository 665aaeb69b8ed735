import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { callApi } from "../api";
import { createCompany, createTenant, createUser, TEST_PASSWORD, uid } from "../../factories";
import { getDb } from "@/lib/server/db/client";
import { companies } from "@/db/schema/clients";
import { memberships } from "@/db/schema/identity";
import { MSG } from "@/lib/shared/validation/messages";
import { PASSWORD_CONFIRM_MISMATCH } from "@/lib/modules/auth/contract";
import { INVALID_LINK } from "@/lib/modules/auth/context";
import { auditOf, ipHeaders, latestLinkToken, latestMail, mailsTo, membershipsOf, quietMailLog, tokenRow, userByEmail } from "./helpers";

quietMailLog();

const PASSWORD = "Signup@123";

function signupBody(email = `c-${uid()}@example.com`, overrides: { company?: Record<string, unknown>; contact?: Record<string, unknown> } = {}) {
  return {
    company: { name: `Acme ${uid()}`, feiNumber: "123456789", email: `hr-${uid()}@example.com`, phone: "+1 202 555 0143", ...overrides.company },
    contact: { firstName: "Pat", lastName: "Lee", email, password: PASSWORD, confirmPassword: PASSWORD, ...overrides.contact },
  };
}

describe("POST /api/auth/signup", () => {
  it("creates a pending company, a pending petitioner account, and e-mails a verification link", async () => {
    const tenant = await createTenant();
    const body = signupBody();
    const res = await callApi("auth/signup", body, { tenant: tenant.slug, headers: ipHeaders() });
    expect(res.status).toBe(200);
    expect(res.body.result.data).toEqual({ companyStatusId: 3, emailVerificationRequired: true });
    const db = await getDb();
    const [company] = await db.select().from(companies).where(eq(companies.name, body.company.name));
    expect(company).toMatchObject({ tenantId: tenant.id, statusId: 3, registrationCompleted: false, feiNumber: "12-3456789", name: body.company.name });
    const user = await userByEmail(body.contact.email);
    expect(user?.emailVerifiedAt).toBeNull();
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const ms = await membershipsOf(user!.id, tenant.id);
    expect(ms).toHaveLength(1);
    expect(ms[0]).toMatchObject({ roleId: 50, statusId: 3, companyId: company.id });
    const mail = await latestMail(body.contact.email);
    expect(mail.template).toBe("auth.verify_email");
    expect(mail.htmlBody).toContain(`http://${tenant.slug}.localhost:3000/app/verify-email?token=`);
    const token = await latestLinkToken(body.contact.email, "/app/verify-email");
    expect((await tokenRow(token))?.purpose).toBe("email_verification");
    // the firm's admin hears about the new client
    expect((await latestMail(tenant.adminEmail!)).template).toBe("auth.signup_received");
    // the audit entry holds no password
    const audit = await auditOf(tenant.id, "auth.signup");
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0])).not.toContain(PASSWORD);
  });

  it("answers 422 with the catalogue's messages", async () => {
    const tenant = await createTenant();
    const weak = await callApi("auth/signup", signupBody(undefined, { contact: { password: "weakpass", confirmPassword: "weakpass" } }), { tenant: tenant.slug, headers: ipHeaders() });
    expect(weak.status).toBe(422);
    expect(weak.body.result.error?.fields?.["contact.password"]).toBe(MSG.strongPassword);
    const bad = await callApi("auth/signup", signupBody("not-an-email", { company: { name: "  " } }), { tenant: tenant.slug, headers: ipHeaders() });
    expect(bad.status).toBe(422);
    expect(bad.body.result.error?.fields).toMatchObject({ "contact.email": MSG.email, "company.name": MSG.required("Company Name") });
    const phone = await callApi("auth/signup", signupBody(undefined, { company: { phone: "12ab" } }), { tenant: tenant.slug, headers: ipHeaders() });
    expect(phone.body.result.error?.fields?.["company.phone"]).toBe(MSG.phone("12ab"));
    const mismatch = await callApi("auth/signup", signupBody(undefined, { contact: { confirmPassword: "Other@123" } }), { tenant: tenant.slug, headers: ipHeaders() });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.result.error?.fields?.["contact.confirmPassword"]).toBe(PASSWORD_CONFIRM_MISMATCH);
  });

  it("answers an address that already has an account in this firm exactly as a new one, creates nothing and tells the owner by e-mail", async () => {
    const tenant = await createTenant();
    const member = await createUser(tenant, 6);
    const fresh = await callApi("auth/signup", signupBody(), { tenant: tenant.slug, headers: ipHeaders() });
    const body = signupBody(member.email.toUpperCase());
    const dup = await callApi("auth/signup", body, { tenant: tenant.slug, headers: ipHeaders() });
    expect(dup.status).toBe(200);
    expect(dup.body).toEqual(fresh.body);
    const db = await getDb();
    expect(await db.select().from(companies).where(eq(companies.name, body.company.name))).toHaveLength(0);
    expect(await membershipsOf(member.user.id, tenant.id)).toHaveLength(1);
    expect((await latestMail(member.email)).template).toBe("auth.already_registered");
    expect(await auditOf(tenant.id, "auth.signup_existing")).toHaveLength(1);
  });

  it("answers 409 for a FEIN already registered with the firm", async () => {
    const tenant = await createTenant();
    await createCompany(tenant.id, { feiNumber: "98-7654321" });
    const fein = await callApi("auth/signup", signupBody(undefined, { company: { feiNumber: "987654321" } }), { tenant: tenant.slug, headers: ipHeaders() });
    expect(fein.status).toBe(409);
  });

  it("lets a user of another firm register here without changing their password", async () => {
    const a = await createTenant();
    const b = await createTenant();
    const other = await createUser(a, 6);
    const res = await callApi("auth/signup", signupBody(other.email, { company: { feiNumber: undefined } }), { tenant: b.slug, headers: ipHeaders() });
    expect(res.status).toBe(200);
    expect(res.body.result.data).toEqual({ companyStatusId: 3, emailVerificationRequired: true });
    // their password is still the old one: login on firm A works with it
    const login = await callApi("auth/login", { email: other.email, password: TEST_PASSWORD }, { tenant: a.slug });
    expect(login.status).toBe(200);
    expect(await membershipsOf(other.user.id, b.id)).toHaveLength(1);
  });

  it("is refused on a firm that is not active", async () => {
    const tenant = await createTenant({ statusId: 2 });
    const res = await callApi("auth/signup", signupBody(), { tenant: tenant.slug, headers: ipHeaders() });
    expect(res.status).toBe(403);
  });
});

describe("POST /api/auth/verify-email", () => {
  it("marks the address verified once; the petitioner stays pending until the firm approves", async () => {
    const tenant = await createTenant();
    const body = signupBody();
    await callApi("auth/signup", body, { tenant: tenant.slug, headers: ipHeaders() });
    const token = await latestLinkToken(body.contact.email, "/app/verify-email");
    const res = await callApi("auth/verify-email", { token }, { tenant: tenant.slug });
    expect(res.status).toBe(200);
    expect(res.body.result.data).toMatchObject({ emailVerified: true, awaitingApproval: true, activatedMembershipIds: [] });
    const user = await userByEmail(body.contact.email);
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await membershipsOf(user!.id, tenant.id))[0].statusId).toBe(3);
    const again = await callApi("auth/verify-email", { token }, { tenant: tenant.slug });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(INVALID_LINK);
  });

  it("does nothing with a link of another firm (400), which still works on its own firm", async () => {
    const a = await createTenant();
    const b = await createTenant();
    const body = signupBody();
    await callApi("auth/signup", body, { tenant: a.slug, headers: ipHeaders() });
    const token = await latestLinkToken(body.contact.email, "/app/verify-email");
    const wrong = await callApi("auth/verify-email", { token }, { tenant: b.slug });
    expect(wrong.status).toBe(400);
    expect((await userByEmail(body.contact.email))?.emailVerifiedAt).toBeNull();
    const right = await callApi("auth/verify-email", { token }, { tenant: a.slug });
    expect(right.status).toBe(200);
  });

  it("answers 422 without a token", async () => {
    const tenant = await createTenant();
    const res = await callApi("auth/verify-email", {}, { tenant: tenant.slug });
    expect(res.status).toBe(422);
    expect(res.body.result.error?.fields?.token).toBe(MSG.required("Token"));
  });
});

describe("POST /api/auth/checkCompanyApproval", () => {
  const check = (slug: string, email: string, password = PASSWORD) => callApi("auth/checkCompanyApproval", { email, password }, { tenant: slug, headers: ipHeaders() });

  it("tells the contact, after the password, pending and then approved", async () => {
    const a = await createTenant();
    const body = signupBody();
    await callApi("auth/signup", body, { tenant: a.slug, headers: ipHeaders() });
    const [{ companyId }] = await membershipsOf((await userByEmail(body.contact.email))!.id, a.id);
    const pending = await check(a.slug, body.contact.email);
    expect(pending.status).toBe(200);
    expect(pending.body.result.data).toEqual({ approved: false, statusId: 3 });

    const db = await getDb();
    await db.update(companies).set({ statusId: 1 }).where(eq(companies.id, companyId!));
    await db.update(memberships).set({ statusId: 1 }).where(eq(memberships.companyId, companyId!));
    const approved = await check(a.slug, body.contact.email);
    expect(approved.body.result.data).toEqual({ approved: true, statusId: 1 });
  });

  it("answers a known address with a wrong password exactly as an unknown address: nothing about who is a client", async () => {
    const a = await createTenant();
    const b = await createTenant();
    const body = signupBody();
    await callApi("auth/signup", body, { tenant: a.slug, headers: ipHeaders() });
    const known = await check(a.slug, body.contact.email, "Wrong@123");
    const unknown = await check(a.slug, `nobody-${uid()}@example.com`, "Wrong@123");
    expect(known.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(known.body).toEqual(unknown.body);
    expect(unknown.body.result.error).toEqual({ code: "UNAUTHENTICATED", message: "Invalid email or password", messageKey: "invalidEmailPassword" });
    // the owner on another firm's host: no company there
    const otherFirm = await check(b.slug, body.contact.email);
    expect(otherFirm.status).toBe(200);
    expect(otherFirm.body.result.data).toEqual({ approved: false, statusId: null });
  });

  it("answers 422 for an invalid e-mail or a missing password", async () => {
    const tenant = await createTenant();
    const res = await check(tenant.slug, "nope");
    expect(res.status).toBe(422);
    expect(res.body.result.error?.fields?.email).toBe(MSG.email);
    expect(await mailsTo("nope")).toHaveLength(0);
    const noPassword = await callApi("auth/checkCompanyApproval", { email: `x-${uid()}@example.com` }, { tenant: tenant.slug, headers: ipHeaders() });
    expect(noPassword.status).toBe(422);
    expect(noPassword.body.result.error?.fields?.password).toBe("*Password is required");
  });
});
