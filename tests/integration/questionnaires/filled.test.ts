import { describe, expect, it } from "vitest";
import { createUser } from "../../factories";
import { callApi } from "../api";
import { quietMailLog } from "../auth/helpers";
import { beneficiaryAnswers, caseFixture, expectCode, expectField, expireAll, sendLink, withToken } from "./fixtures";

quietMailLog();

describe("POST /api/questionnaire/filled", () => {
  it("returns the case's submitted questionnaires to staff and the case's petitioner", async () => {
    const f = await caseFixture();
    const open = await sendLink(f, { kind: "petitioner", email: "hr@example.com" });
    const { token } = await sendLink(f);
    expect((await withToken(f.tenant.slug, token)("questionnaire/submit", beneficiaryAnswers())).status).toBe(200);
    const res = await f.call("questionnaire/filled", { petitionId: f.petition.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.result.data;
    expect(data).toMatchObject({ petitionId: f.petition.id, caseNumber: f.petition.caseNumber, firmName: f.tenant.name, petitionerName: f.company.name });
    expect(data.questionnaires).toHaveLength(1);
    expect(data.questionnaires[0]).toMatchObject({ kind: "beneficiary", beneficiaryId: f.beneficiary.id, answers: { identity: { dateOfBirth: "1990-04-17" } } });
    expect(open.token).not.toBe(token);
    const attorney = await createUser(f.tenant, 6);
    expect((await f.call("questionnaire/filled", { petitionId: f.petition.id }, attorney.token)).body.result.data.questionnaires).toHaveLength(1);
    const petitioner = await createUser(f.tenant, 50, { companyId: f.company.id });
    expect((await f.call("questionnaire/filled", { petitionId: f.petition.id }, petitioner.token)).status).toBe(200);
  });

  it("answers 422, 403 for beneficiaries, and 404 outside the caller's reach or firm", async () => {
    const f = await caseFixture();
    expectField(await f.call("questionnaire/filled", { petitionId: "nope" }), "petitionId", "Case not valid");
    const beneficiary = await createUser(f.tenant, 51);
    expectCode(await f.call("questionnaire/filled", { petitionId: f.petition.id }, beneficiary.token), 403, "FORBIDDEN");
    const otherPetitioner = await createUser(f.tenant, 50, { companyId: (await caseFixture()).company.id });
    expectCode(await f.call("questionnaire/filled", { petitionId: f.petition.id }, otherPetitioner.token), 404, "NOT_FOUND");
    const other = await caseFixture();
    expectCode(await callApi("questionnaire/filled", { petitionId: f.petition.id }, { tenant: other.tenant.slug, token: other.admin.token }), 404, "NOT_FOUND");
    expectCode(await callApi("questionnaire/filled", { petitionId: f.petition.id }, { tenant: f.tenant.slug }), 401, "UNAUTHENTICATED");
  });
});

describe("POST /api/questionnaire/view", () => {
  it("shows the person who filled a link their submitted answers until the link expires", async () => {
    const f = await caseFixture();
    const { token } = await sendLink(f);
    const call = withToken(f.tenant.slug, token);
    expect((await call("questionnaire/view")).body.result.data.questionnaires).toEqual([]);
    await call("questionnaire/submit", beneficiaryAnswers());
    const res = await call("questionnaire/view");
    expect(res.status).toBe(200);
    expect(res.body.result.data.questionnaires[0]).toMatchObject({ kind: "beneficiary", answers: { passport: { passportNumber: "K1234567" } } });
    expectCode(await withToken(f.tenant.slug, "unknown")("questionnaire/view"), 404, "NOT_FOUND");
    const other = await caseFixture();
    expectCode(await withToken(other.tenant.slug, token)("questionnaire/view"), 404, "NOT_FOUND");
    await expireAll(f.petition.id);
    expectCode(await call("questionnaire/view"), 410, "QUESTIONNAIRE_EXPIRED");
  });
});
