import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { callApi } from "../api";
import { createBranch, createFirm, createTenant, createUser, TEST_PASSWORD, uid } from "../../factories";
import { getDb } from "@/lib/server/db/client";
import { companies } from "@/db/schema/clients";
import { oneTimeTokens } from "@/db/schema/identity";
import { rateLimits } from "@/db/schema/work";
import { issueToken } from "@/lib/server/auth/one-time-token";
import { hashToken } from "@/lib/server/auth/crypto";
import { MSG } from "@/lib/shared/validation/messages";
import { EXISTING_ACCOUNT_PASSWORD, PASSWORD_CONFIRM_MISMATCH } from "@/lib/modules/auth/contract";
import { INVALID_LINK } from "@/lib/modules/auth/context";
import { auditOf, latestLinkToken, latestMail, mailsTo, membershipsOf, quietMailLog, tokenRow, userByEmail } from "./helpers";

quietMailLog();

const NEW_PASSWORD = "Client@2024";
const INVITE_PATH = "/app/public/account-activation-invite";

function inviteBody(email = `client-${uid()}@example.com`) {
  return { companyName: `Globex ${uid()}`, firstName: "Chris", lastName: "Doe", email };
}

describe("POST /api/auth/invite-petitioner", () => {
  it("creates the company, a password-less contact and a pending petitioner account, and e-mails the invitation", async () => {
    const { tenant } = await createFirm();
    const branch = await createBranch(tenant.id);
    const manager = await createUser(tenant, 4, { branchId: branch.id });
    const body = inviteBody();
    const res = await callApi("auth/invite-petitioner", body, { tenant: tenant.slug, token: manager.token });
    expect(res.status).toBe(200);
    expect(res.body.result.data.resent).toBe(false);
    const db = await getDb();
    const [company] = await db.select().from(companies).where(eq(companies.id, res.body.result.data.companyId));
    expect(company).toMatchObject({ tenantId: tenant.id, name: body.companyName, statusId: 1, registrationCompleted: false, branchId: branch.id });
    const user = await userByEmail(body.email);
    expect(user).toMatchObject({ passwordHash: null, name: "Chris Doe", emailVerifiedAt: null });
    expect(await membershipsOf(user!.id, tenant.id)).toMatchObject([{ roleId: 50, statusId: 3, companyId: company.id }]);
    const mail = await latestMail(body.email);
    expect(mail.template).toBe("auth.invitation");
    expect(mail.textBody).toContain(body.companyName);
    const token = await latestLinkToken(body.email, INVITE_PATH);
    expect(await tokenRow(token)).toMatchObject({ purpose: "invitation", tenantId: tenant.id, userId: user!.id });
    expect(await auditOf(tenant.id, "auth.invite_petitioner")).toHaveLength(1);
  });

  it("is refused (403) to roles other than 1-5", async () => {
    const { tenant } = await createFirm();
    for (const roleId of [6, 50, 51]) {
      const u = await createUser(tenant, roleId);
      const body = inviteBody();
      const res = await callApi("auth/invite-petitioner", body, { tenant: tenant.slug, token: u.token });
      expect(res.status).toBe(403);
      expect(await userByEmail(body.email)).toBeNull();
    }
  });

  it("answers 422 with the field messages", async () => {
    const { tenant, admin } = await createFirm();
    const res = await callApi("auth/invite-petitioner", { ...inviteBody("bad@"), companyName: "" }, { tenant: tenant.slug, token: admin.token });
    expect(res.status).toBe(422);
    expect(res.body.result.error?.fields).toMatchObject({ email: MSG.email, companyName: MSG.required("Company Name") });
  });

  it("re-sends to a pending invitee once a minute has passed (older link revoked; 429 within the minute) and answers 409 for an active member", async () => {
    const { tenant, admin } = await createFirm();
    const body = inviteBody();
    const first = await callApi("auth/invite-petitioner", body, { tenant: tenant.slug, token: admin.token });
    const oldToken = await latestLinkToken(body.email, INVITE_PATH);
    const tooSoon = await callApi("auth/invite-petitioner", body, { tenant: tenant.slug, token: admin.token });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toBe("An invitation was sent to this address less than a minute ago. Please wait a minute before sending it again");
    expect(await mailsTo(body.email)).toHaveLength(1);
    expect((await tokenRow(oldToken))?.usedAt).toBeNull();
    // The minute ends.
    const db = await getDb();
    await db.update(rateLimits).set({ resetAt: new Date(Date.now() - 1000) }).where(eq(rateLimits.key, `account-mail:${tenant.id}:${body.email}`));
    const again = await callApi("auth/invite-petitioner", body, { tenant: tenant.slug, token: admin.token });
    expect(again.status).toBe(200);
    expect(again.body.result.data).toMatchObject({ resent: true, companyId: first.body.result.data.companyId });
    expect((await tokenRow(oldToken))?.usedAt).toBeInstanceOf(Date);
    expect(await mailsTo(body.email)).toHaveLength(2);

    const active = await createUser(tenant, 50);
    const conflict = await callApi("auth/invite-petitioner", inviteBody(active.email), { tenant: tenant.slug, token: admin.token });
    expect(conflict.status).toBe(409);
    expect(conflict.body.message).toBe("This client is already an active member of the firm");
  });

  it("invites into the caller's firm only: a petitioner of another firm with the same e-mail is untouched", async () => {
    const { tenant: a, admin } = await createFirm();
    const b = await createTenant();
    const elsewhere = await createUser(b, 50);
    const res = await callApi("auth/invite-petitioner", inviteBody(elsewhere.email), { tenant: a.slug, token: admin.token });
    expect(res.status).toBe(200);
    expect(await membershipsOf(elsewhere.user.id, b.id)).toMatchObject([{ statusId: 1 }]);
    expect(await membershipsOf(elsewhere.user.id, a.id)).toMatchObject([{ roleId: 50, statusId: 3 }]);
    // a session of firm A does not work on firm B's host
    const cross = await callApi("auth/invite-petitioner", inviteBody(), { tenant: b.slug, token: admin.token });
    expect(cross.status).toBe(401);
  });
});

describe("POST /api/users/activate", () => {
  it("sets the password from the invitation; the account is active and can sign in", async () => {
    const { tenant, admin } = await createFirm();
    const body = inviteBody();
    await callApi("auth/invite-petitioner", body, { tenant: tenant.slug, token: admin.token });
    const token = await latestLinkToken(body.email, INVITE_PATH);
    const res = await callApi("users/activate", { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { tenant: tenant.slug });
    expect(res.status).toBe(200);
    expect(res.body.result.data).toMatchObject({ activated: true, email: body.email, loginUrl: `http://${tenant.slug}.localhost:3000/app/login` });
    const user = await userByEmail(body.email);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.passwordUpdated).toBe(true);
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(user?.registrationCompleted).toBe(false);
    expect((await membershipsOf(user!.id, tenant.id))[0].statusId).toBe(1);
    const login = await callApi("auth/login", { email: body.email, password: NEW_PASSWORD }, { tenant: tenant.slug });
    expect(login.status).toBe(200);
    expect(login.body.result.data.roleId).toBe(50);
    const audit = await auditOf(tenant.id, "auth.accept_invitation");
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0])).not.toContain(NEW_PASSWORD);

    const reuse = await callApi("users/activate", { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { tenant: tenant.slug });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe(INVALID_LINK);
  });

  it("asks a person who already has an account for their current password instead of replacing it", async () => {
    const { tenant: a, admin } = await createFirm();
    const b = await createTenant();
    const elsewhere = await createUser(b, 6);
    await callApi("auth/invite-petitioner", inviteBody(elsewhere.email), { tenant: a.slug, token: admin.token });
    const token = await latestLinkToken(elsewhere.email, INVITE_PATH);
    const wrong = await callApi("users/activate", { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { tenant: a.slug });
    expect(wrong.status).toBe(422);
    expect(wrong.body.result.error?.fields).toEqual({ password: EXISTING_ACCOUNT_PASSWORD });
    const right = await callApi("users/activate", { token, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD }, { tenant: a.slug });
    expect(right.status).toBe(200);
    expect(right.body.result.data.passwordSet).toBe(false);
    expect(await membershipsOf(elsewhere.user.id, a.id)).toMatchObject([{ roleId: 50, statusId: 1 }]);
    // the session in firm B is untouched
    expect((await callApi("users/login-user-details", {}, { tenant: b.slug, token: elsewhere.token })).status).toBe(200);
  });

  it("accepts an activation link of a staff user (purpose activation)", async () => {
    const tenant = await createTenant();
    const staff = await createUser(tenant, 8, { statusId: 3, userOverrides: { passwordHash: null, emailVerifiedAt: null, passwordUpdated: false, registrationCompleted: false } });
    const db = await getDb();
    const token = await issueToken(db, { purpose: "activation", userId: staff.user.id, tenantId: tenant.id, payload: { membershipId: staff.membership.id } });
    const res = await callApi("users/activate", { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { tenant: tenant.slug });
    expect(res.status).toBe(200);
    expect((await membershipsOf(staff.user.id, tenant.id))[0].statusId).toBe(1);
    expect((await userByEmail(staff.email))?.registrationCompleted).toBe(true);
    const login = await callApi("auth/login", { email: staff.email, password: NEW_PASSWORD }, { tenant: tenant.slug });
    expect(login.status).toBe(200);
  });

  it("refuses an expired link with a clear message", async () => {
    const { tenant, admin } = await createFirm();
    const body = inviteBody();
    await callApi("auth/invite-petitioner", body, { tenant: tenant.slug, token: admin.token });
    const token = await latestLinkToken(body.email, INVITE_PATH);
    const db = await getDb();
    await db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    const res = await callApi("users/activate", { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { tenant: tenant.slug });
    expect(res.status).toBe(400);
    expect(res.body.result.error?.code).toBe("BAD_REQUEST");
    expect(res.body.message).toBe(INVALID_LINK);
    expect((await userByEmail(body.email))?.passwordHash).toBeNull();
  });

  it("answers 422 for a weak or unconfirmed password", async () => {
    const tenant = await createTenant();
    const weak = await callApi("users/activate", { token: "x".repeat(43), password: "abcdef", confirmPassword: "abcdef" }, { tenant: tenant.slug });
    expect(weak.status).toBe(422);
    expect(weak.body.result.error?.fields?.password).toBe(MSG.strongPassword);
    const mismatch = await callApi("users/activate", { token: "x".repeat(43), password: NEW_PASSWORD, confirmPassword: "Client@2025" }, { tenant: tenant.slug });
    expect(mismatch.body.result.error?.fields?.confirmPassword).toBe(PASSWORD_CONFIRM_MISMATCH);
  });

  it("does nothing with another firm's link (400), which then still works on its own firm", async () => {
    const { tenant: a, admin } = await createFirm();
    const b = await createTenant();
    const body = inviteBody();
    await callApi("auth/invite-petitioner", body, { tenant: a.slug, token: admin.token });
    const token = await latestLinkToken(body.email, INVITE_PATH);
    const wrong = await callApi("users/activate", { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { tenant: b.slug });
    expect(wrong.status).toBe(400);
    expect((await userByEmail(body.email))?.passwordHash).toBeNull();
    const right = await callApi("users/activate", { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { tenant: a.slug });
    expect(right.status).toBe(200);
  });
});
