import { describe, expect, it } from "vitest";
import { callApi } from "../api";
import { createFirm, createTenant, createUser, TEST_PASSWORD } from "../../factories";
import { MSG } from "@/lib/shared/validation/messages";
import { WRONG_PASSWORD } from "@/lib/modules/auth/contract";
import { auditOf, latestMail, quietMailLog, userByEmail } from "./helpers";

quietMailLog();

describe("POST /api/delete-my-profile/request and /revert", () => {
  it("records the request (30-day grace), e-mails a confirmation, and the user can revert it", async () => {
    const tenant = await createTenant();
    const u = await createUser(tenant, 51);
    const res = await callApi("delete-my-profile/request", { password: TEST_PASSWORD }, { tenant: tenant.slug, token: u.token });
    expect(res.status).toBe(200);
    const { deletionRequestedAt, deletionScheduledFor } = res.body.result.data;
    const requested = new Date(deletionRequestedAt);
    expect(deletionScheduledFor).toBe(new Date(requested.getTime() + 30 * 86_400_000).toISOString().slice(0, 10));
    expect((await userByEmail(u.email))?.deletionRequestedAt?.toISOString()).toBe(deletionRequestedAt);
    const mail = await latestMail(u.email);
    expect(mail.template).toBe("auth.deletion_requested");
    expect(mail.textBody).toContain(deletionScheduledFor);
    const audit = await auditOf(tenant.id, "user.deletion_requested");
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0])).not.toContain(TEST_PASSWORD);

    // the account keeps working and shows the banner flag
    const me = await callApi("users/login-user-details", {}, { tenant: tenant.slug, token: u.token });
    expect(me.body.result.data.deletionRequested).toBe(true);

    const twice = await callApi("delete-my-profile/request", { password: TEST_PASSWORD }, { tenant: tenant.slug, token: u.token });
    expect(twice.status).toBe(409);

    const revert = await callApi("delete-my-profile/revert", {}, { tenant: tenant.slug, token: u.token });
    expect(revert.status).toBe(200);
    expect(revert.body.result.data).toEqual({ deletionRequestedAt: null, deletionScheduledFor: null });
    expect((await userByEmail(u.email))?.deletionRequestedAt).toBeNull();
    expect((await latestMail(u.email)).template).toBe("auth.deletion_reverted");
    expect(await auditOf(tenant.id, "user.deletion_reverted")).toHaveLength(1);

    const nothing = await callApi("delete-my-profile/revert", {}, { tenant: tenant.slug, token: u.token });
    expect(nothing.status).toBe(409);
  });

  it("answers 422 for a missing or wrong password and changes nothing", async () => {
    const { tenant, admin } = await createFirm();
    const missing = await callApi("delete-my-profile/request", {}, { tenant: tenant.slug, token: admin.token });
    expect(missing.status).toBe(422);
    expect(missing.body.result.error?.fields?.password).toBe(MSG.required("Password"));
    const wrong = await callApi("delete-my-profile/request", { password: "Wrong@123" }, { tenant: tenant.slug, token: admin.token });
    expect(wrong.status).toBe(422);
    expect(wrong.body.result.error?.fields).toEqual({ password: WRONG_PASSWORD });
    expect((await userByEmail(admin.email))?.deletionRequestedAt).toBeNull();
  });

  it("needs a session of this firm (401 with another firm's token or none)", async () => {
    const { admin } = await createFirm();
    const b = await createTenant();
    expect((await callApi("delete-my-profile/request", { password: TEST_PASSWORD }, { tenant: b.slug, token: admin.token })).status).toBe(401);
    expect((await callApi("delete-my-profile/revert", {}, { tenant: b.slug })).status).toBe(401);
    expect((await userByEmail(admin.email))?.deletionRequestedAt).toBeNull();
  });
});
