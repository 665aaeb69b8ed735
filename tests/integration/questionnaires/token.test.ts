import { describe, expect, it } from "vitest";
import { callApi } from "../api";
import { auditOf, quietMailLog } from "../auth/helpers";
import { caseFixture, expectCode, expireAll, sendLink, withToken } from "./fixtures";

quietMailLog();

describe("POST /api/questionnaire/details", () => {
  it("opens the link's questionnaire with the case facts and the record's values as prefill", async () => {
    const f = await caseFixture();
    const { token } = await sendLink(f);
    const res = await withToken(f.tenant.slug, token)("questionnaire/details");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.data).toMatchObject({
      kind: "beneficiary",
      schemaVersion: 1,
      status: "sent",
      firmName: f.tenant.name,
      caseNumber: f.petition.caseNumber,
      caseType: "H-1B",
      beneficiaryName: `${f.beneficiary.firstName} ${f.beneficiary.lastName}`,
      petitionerName: f.company.name,
      answers: {},
      prefill: { identity: { firstName: "Ravi", lastName: f.beneficiary.lastName, email: f.beneficiary.email } },
    });
  });

  it("is 404 for an unknown token, no token, or the token on another firm's host", async () => {
    const f = await caseFixture();
    const { token } = await sendLink(f);
    expectCode(await withToken(f.tenant.slug, "not-a-real-token")("questionnaire/details"), 404, "NOT_FOUND");
    expectCode(await callApi("questionnaire/details", {}, { tenant: f.tenant.slug }), 404, "NOT_FOUND");
    const other = await caseFixture();
    expectCode(await withToken(other.tenant.slug, token)("questionnaire/details"), 404, "NOT_FOUND");
  });

  it("is 410 QUESTIONNAIRE_EXPIRED once the link expired, for details, save and submit", async () => {
    const f = await caseFixture();
    const { token } = await sendLink(f);
    await expireAll(f.petition.id);
    const call = withToken(f.tenant.slug, token);
    for (const path of ["questionnaire/details", "questionnaire/save", "questionnaire/submit"]) {
      const res = await call(path, {});
      expectCode(res, 410, "QUESTIONNAIRE_EXPIRED");
      expect(res.body.message).toMatch(/expired/);
    }
  });
});

describe("POST /api/questionnaire/save", () => {
  it("merges sections as typed, marks the link in progress and ignores unknown keys", async () => {
    const f = await caseFixture();
    const { token } = await sendLink(f);
    const call = withToken(f.tenant.slug, token);
    const first = await call("questionnaire/save", { identity: { firstName: "Ravi", dateOfBirth: "13/40/1990" }, hacker: { x: 1 } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.result.data).toMatchObject({ status: "in_progress", savedSections: ["identity"] });
    await call("questionnaire/save", { passport: { passportNumber: "K1234567" } });
    await call("questionnaire/save", { identity: { firstName: "Ravi", lastName: "Kumar" } });
    const details = await call("questionnaire/details");
    expect(details.body.result.data.answers).toEqual({ identity: { firstName: "Ravi", lastName: "Kumar" }, passport: { passportNumber: "K1234567" } });
    expect(details.body.result.data.status).toBe("in_progress");
    expect(await auditOf(f.tenant.id, "questionnaire.save")).toHaveLength(3);
  });

  it("answers 422 for a body that is not an object of sections and 404 without a token", async () => {
    const f = await caseFixture();
    const { token } = await sendLink(f);
    const res = await callApi("questionnaire/save", [], { tenant: f.tenant.slug, token });
    expect(res.status).toBe(422);
    expectCode(await callApi("questionnaire/save", { identity: {} }, { tenant: f.tenant.slug }), 404, "NOT_FOUND");
  });
});
