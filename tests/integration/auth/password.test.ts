import { describe, expect, it } from "vitest";
import { callApi } from "../api";
import { createFirm, createTenant, createUser, TEST_PASSWORD, uid } from "../../factories";
import { getDb } from "@/lib/server/db/client";
import { createSession } from "@/lib/server/auth/session";
import { MSG } from "@/lib/shared/validation/messages";
import { PASSWORD_CONFIRM_MISMATCH, SAME_PASSWORD, WRONG_CURRENT_PASSWORD } from "@/lib/modules/auth/contract";
import { INVALID_LINK } from "@/lib/modules/auth/context";
import { auditOf, ipHeaders, latestLinkToken, latestMail, mailsTo, quietMailLog, tokenRow } from "./helpers";

quietMailLog();

const RESET_PATH = "/app/public/reset-password";
const NEW_PASSWORD = "Fresh@2024";
const FORGOT_MESSAGE = "If an account with this e-mail exists, we have sent it a link to reset the password";

describe("POST /api/auth/forgot-password", () => {
  it("e-mails a 60-minute reset link on the firm's sub-domain", async () => {
    const { tenant, admin } = await createFirm();
    const res = await callApi("auth/forgot-password", { email: admin.email }, { tenant: tenant.slug, headers: ipHeaders() });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(FORGOT_MESSAGE);
    const mail = await latestMail(admin.email);
    expect(mail.template).toBe("auth.password_reset");
    expect(mail.textBody).toContain(`http://${tenant.slug}.localhost:3000${RESET_PATH}?token=`);
    const row = await tokenRow(await latestLinkToken(admin.email, RESET_PATH));
    expect(row?.purpose).toBe("password_reset");
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60.1);
  });

  it("answers the same and sends nothing for an unknown address or a user of another firm", async () => {
    const a = await createTenant();
    const b = await createTenant();
    const other = await createUser(b, 6);
    const unknown = `nobody-${uid()}@example.com`;
    const r1 = await callApi("auth/forgot-password", { email: unknown }, { tenant: a.slug, headers: ipHeaders() });
    const r2 = await callApi("auth/forgot-password", { email: other.email }, { tenant: a.slug, headers: ipHeaders() });
    for (const r of [r1, r2]) {
      expect(r.status).toBe(200);
      expect(r.body.message).toBe(FORGOT_MESSAGE);
      expect(r.body.result.data).toBeNull();
    }
    expect(await mailsTo(unknown)).toHaveLength(0);
    expect(await mailsTo(other.email)).toHaveLength(0);
  });

  it("sends an invited contact without a password the invitation link instead", async () => {
    const { tenant, admin } = await createFirm();
    const email = `client-${uid()}@example.com`;
    await callApi("auth/invite-petitioner", { companyName: "Hooli", firstName: "Gavin", lastName: "B", email }, { tenant: tenant.slug, token: admin.token });
    const res = await callApi("auth/forgot-password", { email }, { tenant: tenant.slug, headers: ipHeaders() });
    expect(res.body.message).toBe(FORGOT_MESSAGE);
    expect(await mailsTo(email)).toHaveLength(2);
    expect((await latestMail(email)).template).toBe("auth.invitation");
    expect(await auditOf(tenant.id, "auth.forgot_password")).toMatchObject([{ after: { sent: "invitation" } }]);
  });

  it("answers 429 after 5 requests per 15 minutes for one IP and address", async () => {
    const { tenant, admin } = await createFirm();
    const headers = ipHeaders();
    for (let i = 0; i < 5; i++) {
      expect((await callApi("auth/forgot-password", { email: admin.email }, { tenant: tenant.slug, headers })).status).toBe(200);
    }
    const sixth = await callApi("auth/forgot-password", { email: admin.email }, { tenant: tenant.slug, headers });
    expect(sixth.status).toBe(429);
    expect(sixth.body.result.error?.code).toBe("RATE_LIMITED");
    // another address from the same IP is not limited
    expect((await callApi("auth/forgot-password", { email: `x-${uid()}@example.com` }, { tenant: tenant.slug, headers })).status).toBe(200);
  });

  it("answers 422 for an invalid e-mail", async () => {
    const tenant = await createTenant();
    const res = await callApi("auth/forgot-password", { email: "user@domain" }, { tenant: tenant.slug, headers: ipHeaders() });
    expect(res.status).toBe(422);
    expect(res.body.result.error?.fields?.email).toBe(MSG.email);
  });
});

describe("POST /api/auth/update-password", () => {
  it("sets the new password once and signs every session out", async () => {
    const { tenant, admin } = await createFirm();
    await callApi("auth/forgot-password", { email: admin.email }, { tenant: tenant.slug, headers: ipHeaders() });
    const token = await latestLinkToken(admin.email, RESET_PATH);
    const res = await callApi("auth/update-password", { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { tenant: tenant.slug });
    expect(res.status).toBe(200);
    expect(res.body.result.data.passwordUpdated).toBe(true);
    expect((await callApi("users/login-user-details", {}, { tenant: tenant.slug, token: admin.token })).status).toBe(401);
    expect((await callApi("auth/login", { email: admin.email, password: TEST_PASSWORD }, { tenant: tenant.slug })).status).toBe(401);
    expect((await callApi("auth/login", { email: admin.email, password: NEW_PASSWORD }, { tenant: tenant.slug })).status).toBe(200);
    expect((await latestMail(admin.email)).template).toBe("auth.password_changed");
    const audit = await auditOf(tenant.id, "auth.reset_password");
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(NEW_PASSWORD);
    const reuse = await callApi("auth/update-password", { token, password: "Other@2024", confirmPassword: "Other@2024" }, { tenant: tenant.slug });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe(INVALID_LINK);
  });

  it("does nothing with a reset link on another firm's host", async () => {
    const { tenant: a, admin } = await createFirm();
    const b = await createTenant();
    await callApi("auth/forgot-password", { email: admin.email }, { tenant: a.slug, headers: ipHeaders() });
    const token = await latestLinkToken(admin.email, RESET_PATH);
    const res = await callApi("auth/update-password", { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { tenant: b.slug });
    expect(res.status).toBe(400);
    expect((await callApi("auth/login", { email: admin.email, password: TEST_PASSWORD }, { tenant: a.slug })).status).toBe(200);
    expect((await tokenRow(token))?.usedAt).toBeNull();
  });

  it("answers 422 for a weak or unconfirmed password", async () => {
    const tenant = await createTenant();
    const weak = await callApi("auth/update-password", { token: "t".repeat(43), password: "Abcdefg1", confirmPassword: "Abcdefg1" }, { tenant: tenant.slug });
    expect(weak.status).toBe(422);
    expect(weak.body.result.error?.fields?.password).toBe(MSG.strongPassword);
    const mismatch = await callApi("auth/update-password", { token: "t".repeat(43), password: NEW_PASSWORD, confirmPassword: "" }, { tenant: tenant.slug });
    expect(mismatch.body.result.error?.fields?.confirmPassword).toBe(MSG.required("Confirm Password"));
    const differs = await callApi("auth/update-password", { token: "t".repeat(43), password: NEW_PASSWORD, confirmPassword: "Fresh@2025" }, { tenant: tenant.slug });
    expect(differs.body.result.error?.fields?.confirmPassword).toBe(PASSWORD_CONFIRM_MISMATCH);
  });
});

describe("POST /api/auth/change-password", () => {
  it("changes the password, keeps the current session and ends the others", async () => {
    const { tenant, admin } = await createFirm();
    const db = await getDb();
    const other = await createSession(db, { userId: admin.user.id, tenantId: tenant.id, membershipId: admin.membership.id, roleId: 3 });
    const res = await callApi("auth/change-password", { oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { tenant: tenant.slug, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.result.data).toEqual({ passwordUpdated: true, otherSessionsRevoked: 1 });
    expect((await callApi("users/login-user-details", {}, { tenant: tenant.slug, token: admin.token })).status).toBe(200);
    expect((await callApi("users/login-user-details", {}, { tenant: tenant.slug, token: other.token })).status).toBe(401);
    expect((await callApi("auth/login", { email: admin.email, password: NEW_PASSWORD }, { tenant: tenant.slug })).status).toBe(200);
    expect((await callApi("auth/login", { email: admin.email, password: TEST_PASSWORD }, { tenant: tenant.slug })).status).toBe(401);
    expect(await auditOf(tenant.id, "auth.change_password")).toHaveLength(1);
  });

  it("accepts any roleId (default 7) without using it", async () => {
    const tenant = await createTenant();
    const u = await createUser(tenant, 50);
    const res = await callApi("auth/change-password", { oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, roleId: 3 }, { tenant: tenant.slug, token: u.token });
    expect(res.status).toBe(200);
    const me = await callApi("users/login-user-details", {}, { tenant: tenant.slug, token: u.token });
    expect(me.body.result.data.roleId).toBe(50);
  });

  it("answers 422 on oldPassword for a wrong current password, and for the catalogue rules", async () => {
    const { tenant, admin } = await createFirm();
    const wrong = await callApi("auth/change-password", { oldPassword: "Wrong@123", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { tenant: tenant.slug, token: admin.token });
    expect(wrong.status).toBe(422);
    expect(wrong.body.result.error?.fields).toEqual({ oldPassword: WRONG_CURRENT_PASSWORD });
    const weak = await callApi("auth/change-password", { oldPassword: TEST_PASSWORD, newPassword: "nouppercase1!", confirmPassword: "nouppercase1!" }, { tenant: tenant.slug, token: admin.token });
    expect(weak.body.result.error?.fields?.newPassword).toBe(MSG.strongPassword);
    const same = await callApi("auth/change-password", { oldPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD, confirmPassword: TEST_PASSWORD }, { tenant: tenant.slug, token: admin.token });
    expect(same.body.result.error?.fields).toEqual({ newPassword: SAME_PASSWORD });
    const missing = await callApi("auth/change-password", { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { tenant: tenant.slug, token: admin.token });
    expect(missing.body.result.error?.fields?.oldPassword).toBe(MSG.required("Old Password"));
    // nothing changed: the old password still signs in
    expect((await callApi("auth/login", { email: admin.email, password: TEST_PASSWORD }, { tenant: tenant.slug })).status).toBe(200);
  });

  it("needs a session of this firm (401 otherwise)", async () => {
    const { admin } = await createFirm();
    const b = await createTenant();
    const body = { oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect((await callApi("auth/change-password", body, { tenant: b.slug, token: admin.token })).status).toBe(401);
    expect((await callApi("auth/change-password", body, { tenant: b.slug })).status).toBe(401);
  });
});
