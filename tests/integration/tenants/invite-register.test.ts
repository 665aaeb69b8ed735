import { describe, expect, it } from "vitest";
import { callApi } from "../api";
import { createFirm, createTenant, createUser, TEST_PASSWORD, uid } from "../../factories";
import { MSG } from "@/lib/shared/validation/messages";
import { auditOf, ipHeaders, linkInLatestMail, mailsTo, membershipsOf, quietMailLog, tenantRow, tokenRow, userByEmail } from "../users/helpers";

quietMailLog();

const NEW_PASSWORD = "Firm@2024x";

async function platformAdmin() {
  const home = await createTenant();
  const pa = await createUser(home, 1);
  return { home, pa };
}

async function invite(pa: { token: string }, home: { slug: string }, over: Record<string, unknown> = {}) {
  const slug = `firm-${uid()}`;
  const adminEmail = `owner-${uid()}@example.com`;
  const res = await callApi("tenant/invite", { name: "Rivera Immigration PLLC", slug, adminName: "Ana Rivera", adminEmail, typeId: 1, ...over }, { tenant: home.slug, token: pa.token });
  return { res, slug: (over.slug as string | undefined) ?? slug, adminEmail: (over.adminEmail as string | undefined) ?? adminEmail };
}

describe("POST /api/tenant/invite and /api/tenant/register", () => {
  it("invites a pending firm, registers it through the e-mailed key, and its admin can sign in", async () => {
    const { home, pa } = await platformAdmin();
    const { res, slug, adminEmail } = await invite(pa, home);
    expect(res.status).toBe(200);
    const created = res.body.result.data;
    expect(created).toMatchObject({ slug, statusId: 3, statusName: "Pending Activation", adminEmail, adminName: "Ana Rivera", profCompleted: "no", typeId: 1 });

    const admin = await userByEmail(adminEmail);
    expect(admin?.passwordHash).toBeNull();
    expect(admin).toMatchObject({ firstName: "Ana", lastName: "Rivera", name: "Ana Rivera" });
    const [m] = await membershipsOf(admin!.id, created.id);
    expect(m).toMatchObject({ roleId: 3, statusId: 3 });

    const link = await linkInLatestMail(adminEmail, "/app/public/account-activation");
    expect(link.host).toBe(`${slug}.localhost:3000`);
    const token = link.searchParams.get("token")!;
    expect((await tokenRow(token))?.purpose).toBe("tenant_activation");
    expect(await auditOf(created.id, "tenant.invite")).toHaveLength(1);

    // The pending firm's admin cannot sign in yet.
    const early = await callApi("auth/login", { email: adminEmail, password: NEW_PASSWORD }, { tenant: slug, headers: ipHeaders() });
    expect(early.status).toBe(401);

    const reg = await callApi("tenant/register", { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, phone: "2025550100", phoneCountryCode: "+1" }, { tenant: slug, headers: ipHeaders() });
    expect(reg.status).toBe(200);
    expect(reg.body.result.data).toMatchObject({ activated: true, email: adminEmail, loginUrl: `http://${slug}.localhost:3000/app/login` });
    expect((await tenantRow(created.id))).toMatchObject({ statusId: 1, phone: "2025550100", phoneCountryCode: "+1" });
    expect((await membershipsOf(admin!.id, created.id))[0].statusId).toBe(1);

    const login = await callApi("auth/login", { email: adminEmail, password: NEW_PASSWORD }, { tenant: slug, headers: ipHeaders() });
    expect(login.status).toBe(200);
    expect(login.body.result.data.roleId).toBe(3);
    expect(login.body.result.data.tenantDetails.profCompleted).toBe("no");

    // The key works once.
    const again = await callApi("tenant/register", { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { tenant: slug, headers: ipHeaders() });
    expect(again.status).toBe(400);
  });

  it("answers 422 with field messages for an invalid invitation", async () => {
    const { home, pa } = await platformAdmin();
    const res = await callApi("tenant/invite", { name: "", slug: "-Bad_Slug", adminName: "A", adminEmail: "not-an-email", typeId: 5 }, { tenant: home.slug, token: pa.token });
    expect(res.status).toBe(422);
    const f = res.body.result.error!.fields!;
    expect(f.name).toBe(MSG.required("Firm Name"));
    expect(f.slug).toMatch(/lowercase letters, digits or hyphens/);
    expect(f.adminEmail).toBe(MSG.email);
    expect(f.typeId).toBe(MSG.invalid("Firm type"));
  });

  it("refuses reserved sub-domains and lower-cases the slug", async () => {
    const { home, pa } = await platformAdmin();
    const reserved = await invite(pa, home, { slug: "www" });
    expect(reserved.res.status).toBe(422);
    expect(reserved.res.body.result.error?.fields?.slug).toBe("This address is reserved. Please choose another one");
    const upper = `Firm-${uid()}`;
    const ok = await invite(pa, home, { slug: upper });
    expect(ok.res.status).toBe(200);
    expect(ok.res.body.result.data.slug).toBe(upper.toLowerCase());
  });

  it("answers 409 for a sub-domain that is taken, deleted firms included", async () => {
    const { home, pa } = await platformAdmin();
    const first = await invite(pa, home);
    const dup = await invite(pa, home, { slug: first.slug });
    expect(dup.res.status).toBe(409);
    expect(dup.res.body.result.error?.code).toBe("CONFLICT");
    const other = await createTenant();
    const del = await callApi("tenant/delete", { tenantId: other.id }, { tenant: home.slug, token: pa.token });
    expect(del.status).toBe(200);
    expect((await invite(pa, home, { slug: other.slug })).res.status).toBe(409);
  });

  it("answers one of two simultaneous invitations of the same sub-domain with 409, never 500", async () => {
    const { home, pa } = await platformAdmin();
    const slug = `race-${uid()}`;
    const results = await Promise.all([invite(pa, home, { slug }), invite(pa, home, { slug })]);
    expect(results.map((r) => r.res.status).sort()).toEqual([200, 409]);
  });

  it("is refused (403) to a firm admin", async () => {
    const { tenant, admin } = await createFirm();
    const res = await invite(admin, tenant);
    expect(res.res.status).toBe(403);
  });

  it("refuses the key on another firm's host and keeps it usable", async () => {
    const { home, pa } = await platformAdmin();
    const { slug, adminEmail } = await invite(pa, home);
    const token = (await linkInLatestMail(adminEmail, "/app/public/account-activation")).searchParams.get("token")!;
    const wrongHost = await callApi("tenant/register", { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { tenant: home.slug, headers: ipHeaders() });
    expect(wrongHost.status).toBe(400);
    const ok = await callApi("tenant/register", { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { tenant: slug, headers: ipHeaders() });
    expect(ok.status).toBe(200);
  });

  it("answers 422 for a weak password or a confirmation that does not match", async () => {
    const { home, pa } = await platformAdmin();
    const { slug, adminEmail } = await invite(pa, home);
    const token = (await linkInLatestMail(adminEmail, "/app/public/account-activation")).searchParams.get("token")!;
    const weak = await callApi("tenant/register", { token, password: "weakpass", confirmPassword: "weakpass" }, { tenant: slug, headers: ipHeaders() });
    expect(weak.status).toBe(422);
    expect(weak.body.result.error?.fields?.password).toBe(MSG.strongPassword);
    const mismatch = await callApi("tenant/register", { token, password: NEW_PASSWORD, confirmPassword: "Other@1234" }, { tenant: slug, headers: ipHeaders() });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.result.error?.fields?.confirmPassword).toBe("The password confirmation does not match");
    expect((await tokenRow(token))?.usedAt).toBeNull();
  });

  it("lets an admin who already has an account confirm it with the existing password, which stays unchanged", async () => {
    const { home, pa } = await platformAdmin();
    const elsewhere = await createFirm();
    const { slug, adminEmail } = await invite(pa, home, { adminEmail: elsewhere.admin.email });
    expect(adminEmail).toBe(elsewhere.admin.email);
    const hashBefore = (await userByEmail(adminEmail))!.passwordHash;
    const token = (await linkInLatestMail(adminEmail, "/app/public/account-activation")).searchParams.get("token")!;
    const wrong = await callApi("tenant/register", { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { tenant: slug, headers: ipHeaders() });
    expect(wrong.status).toBe(422);
    expect(wrong.body.result.error?.fields?.password).toMatch(/current password/);
    const ok = await callApi("tenant/register", { token, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD }, { tenant: slug, headers: ipHeaders() });
    expect(ok.status).toBe(200);
    expect((await userByEmail(adminEmail))!.passwordHash).toBe(hashBefore);
  });
});

describe("POST /api/tenant/resend-activation-key", () => {
  it("sends a new key and invalidates the previous one", async () => {
    const { home, pa } = await platformAdmin();
    const { res, slug, adminEmail } = await invite(pa, home);
    const first = (await linkInLatestMail(adminEmail, "/app/public/account-activation")).searchParams.get("token")!;
    const resend = await callApi("tenant/resend-activation-key", { tenantId: res.body.result.data.id }, { tenant: home.slug, token: pa.token });
    expect(resend.status).toBe(200);
    expect(resend.body.result.data.sentTo).toBe(adminEmail);
    expect(await mailsTo(adminEmail)).toHaveLength(2);
    const second = (await linkInLatestMail(adminEmail, "/app/public/account-activation")).searchParams.get("token")!;
    expect(second).not.toBe(first);
    const old = await callApi("tenant/register", { token: first, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { tenant: slug, headers: ipHeaders() });
    expect(old.status).toBe(400);
    const ok = await callApi("tenant/register", { token: second, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { tenant: slug, headers: ipHeaders() });
    expect(ok.status).toBe(200);
  });

  it("answers 409 for an active firm, 404 for an unknown one, 422 for a malformed id, 403 for a firm admin", async () => {
    const { home, pa } = await platformAdmin();
    const active = await createTenant();
    const conflict = await callApi("tenant/resend-activation-key", { tenantId: active.id }, { tenant: home.slug, token: pa.token });
    expect(conflict.status).toBe(409);
    const missing = await callApi("tenant/resend-activation-key", { tenantId: "00000000-0000-4000-8000-000000000000" }, { tenant: home.slug, token: pa.token });
    expect(missing.status).toBe(404);
    const bad = await callApi("tenant/resend-activation-key", { tenantId: "nope" }, { tenant: home.slug, token: pa.token });
    expect(bad.status).toBe(422);
    expect(bad.body.result.error?.fields?.tenantId).toBe(MSG.invalid("Firm"));
    const { tenant, admin } = await createFirm();
    const forbidden = await callApi("tenant/resend-activation-key", { tenantId: active.id }, { tenant: tenant.slug, token: admin.token });
    expect(forbidden.status).toBe(403);
  });
});
