// E-mailed links (and the account hand-off) come from configuration (PUBLIC_PROTOCOL, BASE_DOMAIN,
// PUBLIC_PORT; PORT on localhost), never from the request's Host header: a forged
// `Host: <firm>.localhost:31337` (reset-link poisoning) changes nothing in the link.
import { describe, expect, it } from "vitest";
import { callApi } from "../api";
import { createBranch, createFirm, createUser, uid } from "../../factories";
import { ipHeaders, latestMail, quietMailLog } from "./helpers";
import { getDb } from "@/lib/server/db/client";
import { memberships } from "@/db/schema/identity";
import { caseFixture } from "../questionnaires/fixtures";

quietMailLog();

const forged = (slug: string) => ({ host: `${slug}.localhost:31337`, ...ipHeaders() });

describe("links from configuration, not from the Host header", () => {
  it("the reset, verification and activation links keep the configured port", async () => {
    const { tenant, admin } = await createFirm();
    const base = `http://${tenant.slug}.localhost:3000/app/`;

    expect((await callApi("auth/forgot-password", { email: admin.email }, { tenant: tenant.slug, headers: forged(tenant.slug) })).status).toBe(200);
    const reset = await latestMail(admin.email);
    expect(reset.textBody).toContain(`${base}public/reset-password?token=`);
    expect(reset.textBody + reset.htmlBody).not.toContain("31337");

    const email = `ben-${uid()}@example.com`;
    const reg = await callApi("users/register", { firstName: "Ana", lastName: "Silva", email, password: "Worker@123", confirmPassword: "Worker@123" }, { tenant: tenant.slug, headers: forged(tenant.slug) });
    expect(reg.status).toBe(200);
    const verify = await latestMail(email);
    expect(verify.textBody).toContain(`${base}verify-email?token=`);
    expect(verify.textBody).not.toContain("31337");

    const branch = await createBranch(tenant.id);
    const staff = `staff-${uid()}@example.com`;
    const created = await callApi("users/create", { firstName: "Nina", lastName: "Ortiz", email: staff, roleId: 8, branchId: branch.id }, { tenant: tenant.slug, token: admin.token, headers: forged(tenant.slug) });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const activation = await latestMail(staff);
    expect(activation.textBody).toContain(base);
    expect(activation.textBody).not.toContain("31337");
  });

  it("the questionnaire link keeps the configured port", async () => {
    const f = await caseFixture();
    const res = await callApi("petition/send-questionnaire", { petitionId: f.petition.id, kind: "beneficiary", beneficiaryId: f.beneficiary.id }, { tenant: f.tenant.slug, token: f.admin.token, headers: forged(f.tenant.slug) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mail = await latestMail(res.body.result.data.sentTo);
    expect(mail.textBody).toContain(`http://${f.tenant.slug}.localhost:3000/app/fill-questionnaire?token=`);
    expect(mail.textBody).not.toContain("31337");
  });

  it("the hand-off to another firm's sub-domain keeps the configured port", async () => {
    const a = await createFirm();
    const b = await createFirm();
    const u = await createUser(a.tenant, 8);
    const db = await getDb();
    const [mb] = await db.insert(memberships).values({ tenantId: b.tenant.id, userId: u.user.id, roleId: 8, statusId: 1 }).returning();
    const chooser = await callApi("auth/login", { email: u.email, password: u.password }, { tenant: a.tenant.slug, headers: forged(a.tenant.slug) });
    expect(chooser.status).toBe(200);
    const res = await callApi("auth/login", { choiceToken: chooser.body.result.data.choiceToken, membershipId: mb.id }, { tenant: a.tenant.slug, headers: forged(a.tenant.slug) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.data.redirectUrl).toMatch(new RegExp(`^http://${b.tenant.slug}\\.localhost:3000/app/login\\?handoff=`));
  });
});
