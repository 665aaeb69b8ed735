import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { hashToken } from "@/lib/server/auth/crypto";
import { getDb } from "@/lib/server/db/client";
import { petitionBeneficiaries } from "@/db/schema/cases";
import { beneficiaries } from "@/db/schema/clients";
import { createBeneficiary, createBranch, createUser } from "../../factories";
import { callApi } from "../api";
import { auditOf, latestMail, quietMailLog } from "../auth/helpers";
import { addPrimaryContact, caseFixture, expectCode, expectField, historyOf, questionnaireRows, sendLink, withToken } from "./fixtures";

quietMailLog();

describe("POST /api/petition/send-questionnaire", () => {
  it("creates a hashed 14-day link, e-mails it to the beneficiary, writes history and audit", async () => {
    const f = await caseFixture();
    const before = Date.now();
    const { res, token, to } = await sendLink(f);
    expect(to).toBe(f.beneficiary.email);
    const data = res.body.result.data;
    expect(data).toMatchObject({ sentTo: f.beneficiary.email });
    const days = (new Date(data.expiresAt).getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(13.99);
    expect(days).toBeLessThan(14.01);
    expect(token.length).toBeGreaterThanOrEqual(43);

    const [row] = await questionnaireRows(f.petition.id);
    expect(row).toMatchObject({ id: data.questionnaireId, kind: "beneficiary", beneficiaryId: f.beneficiary.id, status: "sent", sentTo: to });
    expect(row.tokenHash).toBe(hashToken(token));
    expect(row.tokenHash).not.toContain(token);

    const mail = await latestMail(to);
    expect(mail.subject).toContain(f.petition.caseNumber);
    expect(mail.textBody).toContain(`http://${f.tenant.slug}.localhost:3000/app/fill-questionnaire?token=${token}`);
    expect(await historyOf(f.tenant.id, f.petition.id)).toEqual([`Beneficiary questionnaire sent to ${to}`]);
    expect(await auditOf(f.tenant.id, "questionnaire.send")).toHaveLength(1);
  });

  it("sends to a given address, and the petitioner questionnaire to the client's primary contact", async () => {
    const f = await caseFixture();
    const own = await sendLink(f, { email: "Other.Person@Example.com" });
    expect(own.to).toBe("other.person@example.com");
    await addPrimaryContact(f.tenant.id, f.company.id, `contact-${f.tenant.slug}@example.com`);
    const pet = await sendLink(f, { kind: "petitioner", beneficiaryId: undefined });
    expect(pet.to).toBe(`contact-${f.tenant.slug}@example.com`);
    expect((await latestMail(pet.to)).textBody).toContain("/app/fill-Petitioner-questionnaire?token=");
  });

  it("sends the sponsor questionnaire only for an individual sponsor's case", async () => {
    const company = await caseFixture();
    expectField(await company.call("petition/send-questionnaire", { petitionId: company.petition.id, kind: "sponsor" }), "kind", "The sponsor questionnaire is for cases of an individual sponsor");
    const f = await caseFixture({ accountType: "Individual" });
    const { to } = await sendLink(f, { kind: "sponsor" });
    expect(to).toBe(f.company.email);
    expect((await latestMail(to)).textBody).toContain("/app/fill-sponsor-questionnaire?token=");
  });

  it("replaces the earlier open link of the same case, kind and beneficiary, keeping its progress", async () => {
    const f = await caseFixture();
    const first = await sendLink(f);
    const save = await withToken(f.tenant.slug, first.token)("questionnaire/save", { identity: { firstName: "Ravi", lastName: "K" } });
    expect(save.status, JSON.stringify(save.body)).toBe(200);
    const second = await sendLink(f, { email: "second@example.com" });
    expectCode(await withToken(f.tenant.slug, first.token)("questionnaire/details"), 410, "QUESTIONNAIRE_EXPIRED");
    const details = await withToken(f.tenant.slug, second.token)("questionnaire/details");
    expect(details.status).toBe(200);
    expect(details.body.result.data).toMatchObject({ status: "in_progress", answers: { identity: { firstName: "Ravi", lastName: "K" } } });
    // Another beneficiary's link of the same case is not touched.
    const other = await createBeneficiary(f.tenant.id);
    await (await getDb()).insert(petitionBeneficiaries).values({ tenantId: f.tenant.id, petitionId: f.petition.id, beneficiaryId: other.id, isPrimary: false });
    await sendLink(f, { beneficiaryId: other.id });
    expect((await withToken(f.tenant.slug, second.token)("questionnaire/details")).status).toBe(200);
    expect(await questionnaireRows(f.petition.id)).toHaveLength(3);
  });

  it("answers 422 for a missing or foreign beneficiary, a bad case id and an address-less beneficiary", async () => {
    const f = await caseFixture();
    expectField(await f.call("petition/send-questionnaire", { petitionId: f.petition.id, kind: "beneficiary" }), "beneficiaryId", "*Beneficiary is required");
    const notOnCase = await createBeneficiary(f.tenant.id);
    expectField(await f.call("petition/send-questionnaire", { petitionId: f.petition.id, kind: "beneficiary", beneficiaryId: notOnCase.id }), "beneficiaryId", "Beneficiary not valid");
    expectField(await f.call("petition/send-questionnaire", { petitionId: "x", kind: "beneficiary" }), "petitionId", "Case not valid");
    expectField(await f.call("petition/send-questionnaire", { petitionId: f.petition.id, kind: "other" }), "kind", "Questionnaire Type not valid");
    await (await getDb()).update(beneficiaries).set({ email: null }).where(eq(beneficiaries.id, f.beneficiary.id));
    expectField(await f.call("petition/send-questionnaire", { petitionId: f.petition.id, kind: "beneficiary", beneficiaryId: f.beneficiary.id }), "email", "*Email is required");
    expect(await questionnaireRows(f.petition.id)).toHaveLength(0);
  });

  it("is refused to roles without it (403) and reaches only the caller's cases (404)", async () => {
    const f = await caseFixture();
    const br = await createBranch(f.tenant.id);
    const body = { petitionId: f.petition.id, kind: "beneficiary", beneficiaryId: f.beneficiary.id };
    for (const roleId of [9, 10, 11, 12, 49, 51]) {
      const u = await createUser(f.tenant, roleId);
      expectCode(await f.call("petition/send-questionnaire", body, u.token), 403, "FORBIDDEN");
    }
    const paralegal = await createUser(f.tenant, 8);
    expect((await f.call("petition/send-questionnaire", body, paralegal.token)).status).toBe(200);
    const ownPetitioner = await createUser(f.tenant, 50, { companyId: f.company.id });
    expect((await f.call("petition/send-questionnaire", body, ownPetitioner.token)).status).toBe(200);
    const otherPetitioner = await createUser(f.tenant, 50, { companyId: (await caseFixture()).company.id });
    expectCode(await f.call("petition/send-questionnaire", body, otherPetitioner.token), 404, "NOT_FOUND");
    const manager = await createUser(f.tenant, 4, { branchId: br.id });
    expectCode(await f.call("petition/send-questionnaire", body, manager.token), 404, "NOT_FOUND");
    // Another firm's admin, on their own host, naming this firm's case.
    const other = await caseFixture();
    expectCode(await callApi("petition/send-questionnaire", body, { tenant: other.tenant.slug, token: other.admin.token }), 404, "NOT_FOUND");
  });
});
