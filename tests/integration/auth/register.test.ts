import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { callApi } from "../api";
import { createBeneficiary, createTenant, createUser, uid } from "../../factories";
import { getDb } from "@/lib/server/db/client";
import { beneficiaries } from "@/db/schema/clients";
import { issueToken } from "@/lib/server/auth/one-time-token";
import { MSG } from "@/lib/shared/validation/messages";
import { ipHeaders, latestLinkToken, latestMail, mailsTo, membershipsOf, quietMailLog, userByEmail } from "./helpers";

quietMailLog();

const PASSWORD = "Worker@123";

function registerBody(email = `ben-${uid()}@example.com`, extra: Record<string, unknown> = {}) {
  return { firstName: "Ana", lastName: "Silva", email, password: PASSWORD, confirmPassword: PASSWORD, ...extra };
}

async function beneficiaryRow(id: string) {
  const db = await getDb();
  return (await db.select().from(beneficiaries).where(eq(beneficiaries.id, id)))[0];
}

describe("POST /api/users/register", () => {
  it("always creates role 51 (whatever roleId says), pending until the e-mail is verified, and links the beneficiary", async () => {
    const tenant = await createTenant();
    const other = await createTenant();
    const email = `ben-${uid()}@example.com`;
    const mine = await createBeneficiary(tenant.id, { email: email.toUpperCase() });
    const elsewhere = await createBeneficiary(other.id, { email });
    const res = await callApi("users/register", registerBody(email, { roleId: 3 }), { tenant: tenant.slug, headers: ipHeaders() });
    expect(res.status).toBe(200);
    expect(res.body.result.data).toEqual({ roleId: 51, statusId: 3, emailVerificationRequired: true, passwordSet: true });
    const user = await userByEmail(email);
    expect(await membershipsOf(user!.id, tenant.id)).toMatchObject([{ roleId: 51, statusId: 3 }]);
    expect((await beneficiaryRow(mine.id)).userId).toBe(user!.id);
    expect((await beneficiaryRow(elsewhere.id)).userId).toBeNull();

    const pendingLogin = await callApi("auth/login", { email, password: PASSWORD }, { tenant: tenant.slug });
    expect(pendingLogin.status).toBe(403);
    expect(pendingLogin.body.message).toBe("Please verify your e-mail address first, using the link we sent you. You can ask for a new link");

    const token = await latestLinkToken(email, "/app/verify-email");
    const verify = await callApi("auth/verify-email", { token }, { tenant: tenant.slug });
    expect(verify.status).toBe(200);
    expect(verify.body.result.data.awaitingApproval).toBe(false);
    expect((await membershipsOf(user!.id, tenant.id))[0].statusId).toBe(1);
    const login = await callApi("auth/login", { email, password: PASSWORD }, { tenant: tenant.slug });
    expect(login.status).toBe(200);
    expect(login.body.result.data.roleId).toBe(51);
  });

  it("with a beneficiary invitation to the same address, is active at once and links the invited record", async () => {
    const tenant = await createTenant();
    const b = await createBeneficiary(tenant.id);
    const db = await getDb();
    const token = await issueToken(db, { purpose: "invitation", tenantId: tenant.id, payload: { beneficiaryId: b.id, email: b.email } });
    const res = await callApi("users/register", registerBody(b.email!, { token }), { tenant: tenant.slug, headers: ipHeaders() });
    expect(res.status).toBe(200);
    expect(res.body.result.data).toEqual({ roleId: 51, statusId: 1, emailVerificationRequired: false, passwordSet: true });
    expect((await beneficiaryRow(b.id)).userId).not.toBeNull();
    expect(await mailsTo(b.email!)).toHaveLength(0);
    const login = await callApi("auth/login", { email: b.email, password: PASSWORD }, { tenant: tenant.slug });
    expect(login.status).toBe(200);
    // the invitation works once
    const again = await callApi("users/register", registerBody(undefined, { token }), { tenant: tenant.slug, headers: ipHeaders() });
    expect(again.status).toBe(400);
  });

  it("does not use another firm's beneficiary invitation (400, nothing created)", async () => {
    const a = await createTenant();
    const b = await createTenant();
    const ben = await createBeneficiary(a.id);
    const db = await getDb();
    const token = await issueToken(db, { purpose: "invitation", tenantId: a.id, payload: { beneficiaryId: ben.id } });
    const res = await callApi("users/register", registerBody(ben.email!, { token }), { tenant: b.slug, headers: ipHeaders() });
    expect(res.status).toBe(400);
    expect(await userByEmail(ben.email!)).toBeNull();
    expect((await beneficiaryRow(ben.id)).userId).toBeNull();
  });

  it("does not tell whether an address has an account: the same answer as for a new address, the rest by e-mail", async () => {
    const tenant = await createTenant();
    const other = await createTenant();
    const fresh = await callApi("users/register", registerBody(), { tenant: tenant.slug, headers: ipHeaders() });
    const answer = { status: fresh.status, body: fresh.body };
    expect(answer.status).toBe(200);

    // A beneficiary account of this firm: nothing changes, the owner is told they already have an account.
    const existing = await createUser(tenant, 51);
    const again = await callApi("users/register", registerBody(existing.email), { tenant: tenant.slug, headers: ipHeaders() });
    expect({ status: again.status, body: again.body }).toEqual(answer);
    const already = await latestMail(existing.email);
    expect(already.template).toBe("auth.already_registered");
    expect(already.textBody).toContain(`http://${tenant.slug}.localhost:3000/app/login`);
    expect(already.textBody).toContain(`http://${tenant.slug}.localhost:3000/app/forgot-password`);
    expect(await membershipsOf(existing.user.id, tenant.id)).toHaveLength(1);
    const login = await callApi("auth/login", { email: existing.email, password: existing.password }, { tenant: tenant.slug, headers: ipHeaders() });
    expect(login.status).toBe(200);

    // Another firm's admin (an account with a password): the same answer; the e-mail asks to confirm and says the password stays.
    const admin = await createUser(other, 3);
    const adminTry = await callApi("users/register", registerBody(admin.email), { tenant: tenant.slug, headers: ipHeaders() });
    expect({ status: adminTry.status, body: adminTry.body }).toEqual(answer);
    const confirm = await latestMail(admin.email);
    expect(confirm.template).toBe("auth.verify_existing_account");
    expect(confirm.textBody).toContain("Your existing password stays the same");
    expect(confirm.textBody).toContain(`http://${tenant.slug}.localhost:3000/app/verify-email?token=`);

    // An account with no password yet (an invited contact): the same answer (no userId), the activation link by e-mail.
    const invited = await createUser(other, 50, { userOverrides: { passwordHash: null } });
    const invitedTry = await callApi("users/register", registerBody(invited.email), { tenant: tenant.slug, headers: ipHeaders() });
    expect({ status: invitedTry.status, body: invitedTry.body }).toEqual(answer);
    expect(JSON.stringify(invitedTry.body)).not.toContain(invited.user.id);
    const activation = await latestMail(invited.email);
    expect(activation.template).toBe("auth.activation");
    expect(activation.textBody).toContain(`http://${tenant.slug}.localhost:3000/app/public/activate-user-account?token=`);
  });

  it("with an invitation proving the address, an existing beneficiary account of the firm still answers 409", async () => {
    const tenant = await createTenant();
    const existing = await createUser(tenant, 51);
    const b = await createBeneficiary(tenant.id, { email: existing.email });
    const db = await getDb();
    const token = await issueToken(db, { purpose: "invitation", tenantId: tenant.id, payload: { beneficiaryId: b.id, email: existing.email } });
    const res = await callApi("users/register", registerBody(existing.email, { token }), { tenant: tenant.slug, headers: ipHeaders() });
    expect(res.status).toBe(409);
  });

  it("answers 422 with the catalogue's messages", async () => {
    const tenant = await createTenant();
    const res = await callApi("users/register", { ...registerBody("x@y"), firstName: "", password: "short" }, { tenant: tenant.slug, headers: ipHeaders() });
    expect(res.status).toBe(422);
    expect(res.body.result.error?.fields).toMatchObject({ firstName: MSG.required("First Name"), email: MSG.email, password: MSG.strongPassword });
    const temp = await callApi("users/register", registerBody(`a-${uid()}@mailinator.com`), { tenant: tenant.slug, headers: ipHeaders() });
    expect(temp.body.result.error?.fields?.email).toBe(MSG.temporaryEmail);
  });

  it("sends the verification e-mail with the firm's link", async () => {
    const tenant = await createTenant();
    const body = registerBody();
    await callApi("users/register", body, { tenant: tenant.slug, headers: ipHeaders() });
    const mail = await latestMail(body.email);
    expect(mail.template).toBe("auth.verify_email");
    expect(mail.tenantId).toBe(tenant.id);
    expect(mail.textBody).toContain(`http://${tenant.slug}.localhost:3000/app/verify-email?token=`);
  });
});
