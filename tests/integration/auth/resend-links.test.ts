import { describe, expect, it } from "vitest";
import { callApi } from "../api";
import { createFirm, createTenant, createUser, uid } from "../../factories";
import { MSG } from "@/lib/shared/validation/messages";
import { LINK_SENT_MESSAGE } from "@/lib/modules/auth/context";
import { auditOf, ipHeaders, latestLinkToken, latestMail, mailsTo, quietMailLog, tokenRow } from "./helpers";

quietMailLog();

const PASSWORD = "Worker@123";

async function registered(tenantSlug: string) {
  const email = `ben-${uid()}@example.com`;
  await callApi("users/register", { firstName: "Ana", lastName: "Silva", email, password: PASSWORD, confirmPassword: PASSWORD }, { tenant: tenantSlug, headers: ipHeaders() });
  return email;
}

describe("POST /api/users/resend-verify-link", () => {
  it("sends a new verification link and revokes the older one", async () => {
    const tenant = await createTenant();
    const email = await registered(tenant.slug);
    const first = await latestLinkToken(email, "/app/verify-email");
    const res = await callApi("users/resend-verify-link", { email: email.toUpperCase() }, { tenant: tenant.slug, headers: ipHeaders() });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(LINK_SENT_MESSAGE);
    expect(await mailsTo(email)).toHaveLength(2);
    const second = await latestLinkToken(email, "/app/verify-email");
    expect(second).not.toBe(first);
    expect((await callApi("auth/verify-email", { token: first }, { tenant: tenant.slug })).status).toBe(400);
    expect((await callApi("auth/verify-email", { token: second }, { tenant: tenant.slug })).status).toBe(200);
    expect(await auditOf(tenant.id, "auth.resend_link")).toHaveLength(1);
  });

  it("answers the same for unknown addresses, active users and another firm's pending user, and sends nothing", async () => {
    const a = await createTenant();
    const b = await createTenant();
    const pendingInA = await registered(a.slug);
    const active = await createUser(b, 6);
    const unknown = `nobody-${uid()}@example.com`;
    for (const email of [unknown, active.email, pendingInA]) {
      const res = await callApi("users/resend-verify-link", { email }, { tenant: b.slug, headers: ipHeaders() });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(LINK_SENT_MESSAGE);
      expect(res.body.result.data).toBeNull();
    }
    expect(await mailsTo(unknown)).toHaveLength(0);
    expect(await mailsTo(active.email)).toHaveLength(0);
    expect(await mailsTo(pendingInA)).toHaveLength(1);
  });

  it("answers 429 after 5 requests for one address from one IP", async () => {
    const tenant = await createTenant();
    const headers = ipHeaders();
    const email = `nobody-${uid()}@example.com`;
    for (let i = 0; i < 5; i++) {
      expect((await callApi("users/resend-verify-link", { email }, { tenant: tenant.slug, headers })).status).toBe(200);
    }
    const limited = await callApi("users/resend-verify-link", { email }, { tenant: tenant.slug, headers });
    expect(limited.status).toBe(429);
    expect(limited.body.result.error?.code).toBe("RATE_LIMITED");
  });

  it("answers 422 for an invalid e-mail", async () => {
    const tenant = await createTenant();
    const res = await callApi("users/resend-verify-link", { email: "" }, { tenant: tenant.slug, headers: ipHeaders() });
    expect(res.status).toBe(422);
    expect(res.body.result.error?.fields?.email).toBe(MSG.required("Email"));
  });
});

describe("POST /api/auth/request-activation-email", () => {
  it("sends an invited contact a new invitation link; the older one stops working", async () => {
    const { tenant, admin } = await createFirm();
    const email = `client-${uid()}@example.com`;
    await callApi("auth/invite-petitioner", { companyName: "Initech", firstName: "Bill", lastName: "L", email }, { tenant: tenant.slug, token: admin.token });
    const first = await latestLinkToken(email, "/app/public/account-activation-invite");
    const res = await callApi("auth/request-activation-email", { email }, { tenant: tenant.slug, headers: ipHeaders() });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(LINK_SENT_MESSAGE);
    const second = await latestLinkToken(email, "/app/public/account-activation-invite");
    expect(second).not.toBe(first);
    expect((await tokenRow(first))?.usedAt).toBeInstanceOf(Date);
    expect((await latestMail(email)).textBody).toContain("Initech");
  });

  it("sends a staff user without a password the activation link", async () => {
    const tenant = await createTenant();
    const staff = await createUser(tenant, 9, { statusId: 3, userOverrides: { passwordHash: null } });
    await callApi("auth/request-activation-email", { email: staff.email }, { tenant: tenant.slug, headers: ipHeaders() });
    const token = await latestLinkToken(staff.email, "/app/public/activate-user-account");
    expect((await tokenRow(token))?.purpose).toBe("activation");
  });

  it("does not send another firm's invitation from this firm's host", async () => {
    const { tenant: a, admin } = await createFirm();
    const b = await createTenant();
    const email = `client-${uid()}@example.com`;
    await callApi("auth/invite-petitioner", { companyName: "Initech", firstName: "Bill", lastName: "L", email }, { tenant: a.slug, token: admin.token });
    const res = await callApi("auth/request-activation-email", { email }, { tenant: b.slug, headers: ipHeaders() });
    expect(res.status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("answers 422 for an invalid e-mail", async () => {
    const tenant = await createTenant();
    const res = await callApi("auth/request-activation-email", { email: "a@b" }, { tenant: tenant.slug, headers: ipHeaders() });
    expect(res.status).toBe(422);
    expect(res.body.result.error?.fields?.email).toBe(MSG.email);
  });
});

/** A firm waiting for activation with its pending, password-less admin (as /tenant/invite leaves it). */
async function pendingFirm() {
  const adminEmail = `owner-${uid()}@example.com`;
  const tenant = await createTenant({ statusId: 3, adminEmail, adminName: "Olive Owner" });
  const admin = await createUser(tenant, 3, { email: adminEmail, statusId: 3, userOverrides: { passwordHash: null, emailVerifiedAt: null } });
  return { tenant, admin, adminEmail };
}

describe("POST /api/auth/request-activation-key", () => {
  it("e-mails the admin of a pending firm a new key (older one revoked) that /tenant/register accepts", async () => {
    const { tenant, admin, adminEmail } = await pendingFirm();
    const first = await callApi("auth/request-activation-key", { email: adminEmail }, { tenant: null, headers: ipHeaders() });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(LINK_SENT_MESSAGE);
    const key1 = await latestLinkToken(adminEmail, "/app/public/account-activation");
    expect(await tokenRow(key1)).toMatchObject({ purpose: "tenant_activation", tenantId: tenant.id, userId: admin.user.id, payload: { membershipId: admin.membership.id } });
    expect((await latestMail(adminEmail)).textBody).toContain(`http://${tenant.slug}.localhost:3000/app/public/account-activation?token=`);
    await callApi("auth/request-activation-key", { email: adminEmail.toUpperCase() }, { tenant: tenant.slug, headers: ipHeaders() });
    const key2 = await latestLinkToken(adminEmail, "/app/public/account-activation");
    expect(key2).not.toBe(key1);
    expect((await tokenRow(key1))?.usedAt).toBeInstanceOf(Date);
    expect(await auditOf(tenant.id, "auth.request_activation_key")).toHaveLength(2);

    const password = "Owner@2024";
    const register = await callApi("tenant/register", { token: key2, password, confirmPassword: password }, { tenant: tenant.slug });
    expect(register.status).toBe(200);
    expect((await callApi("auth/login", { email: adminEmail, password }, { tenant: tenant.slug })).status).toBe(200);
  });

  it("answers the same and sends nothing for an active firm, an unknown address or another firm's host", async () => {
    const { admin: activeAdmin } = await createFirm();
    const { adminEmail: pendingAdmin } = await pendingFirm();
    const otherFirm = await createTenant();
    const calls = [
      callApi("auth/request-activation-key", { email: activeAdmin.email }, { tenant: null, headers: ipHeaders() }),
      callApi("auth/request-activation-key", { email: `nobody-${uid()}@example.com` }, { tenant: null, headers: ipHeaders() }),
      callApi("auth/request-activation-key", { email: pendingAdmin }, { tenant: otherFirm.slug, headers: ipHeaders() }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(LINK_SENT_MESSAGE);
    }
    expect(await mailsTo(activeAdmin.email)).toHaveLength(0);
    expect(await mailsTo(pendingAdmin)).toHaveLength(0);
  });

  it("answers 422 for an invalid e-mail", async () => {
    const res = await callApi("auth/request-activation-key", {}, { tenant: null, headers: ipHeaders() });
    expect(res.status).toBe(422);
    expect(res.body.result.error?.fields?.email).toBe(MSG.required("Email"));
  });
});
