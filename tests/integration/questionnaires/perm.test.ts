// The PERM questionnaires (issue 11 section 2: fill-perm-questionnaire, filled-perm-case-details): the
// employer's and the worker's ETA-9089 details by token link, like the other questionnaires. Sent only on
// PERM (12) and green-card employment (15) cases; the answers are kept for the attorney's draft and change
// no record; /api/questionnaire/filled { perm: true } lists them alone.
import { describe, expect, it } from "vitest";
import { PERM_KIND_MESSAGE } from "@/lib/modules/questionnaires/contract";
import { MSG } from "@/lib/shared/validation/messages";
import { createUser } from "../../factories";
import { quietMailLog } from "../auth/helpers";
import {
  beneficiaryRow,
  caseFixture,
  companyRow,
  expectCode,
  expectField,
  historyOf,
  permEmployerAnswers,
  permWorkerAnswers,
  questionnaireRows,
  sendLink,
  withToken,
} from "./fixtures";

quietMailLog();

const permCase = () => caseFixture({ subTypeId: 12, next: "SUBMIT_TO_LAW_FIRM" });

describe("PERM questionnaires: sending", () => {
  it("sends the employer's to the client and the worker's to a beneficiary of a PERM or green-card case, links on the PERM page", async () => {
    const f = await permCase();
    const employer = await sendLink(f, { kind: "perm_employer", beneficiaryId: undefined, email: "hr@acme.example" });
    expect(employer.to).toBe("hr@acme.example");
    expect(employer.token).toBeTruthy();
    const worker = await sendLink(f, { kind: "perm_beneficiary", email: "ravi@example.com" });
    expect(worker.token).toBeTruthy();
    const rows = await questionnaireRows(f.petition.id);
    expect(rows.map((r) => [r.kind, r.beneficiaryId])).toEqual([
      ["perm_employer", null],
      ["perm_beneficiary", f.beneficiary.id],
    ]);
    expect(await historyOf(f.tenant.id, f.petition.id)).toEqual(expect.arrayContaining(["PERM employer questionnaire sent to hr@acme.example", "PERM worker questionnaire sent to ravi@example.com"]));
    const gc = await caseFixture({ subTypeId: 15 });
    await sendLink(gc, { kind: "perm_employer", beneficiaryId: undefined, email: "hr@globex.example" });
  });

  it("422 on a case that is not PERM, and for the worker's without a beneficiary of the case; 403 to a beneficiary; another firm's case 404", async () => {
    const h1b = await caseFixture();
    expectField(await h1b.call("petition/send-questionnaire", { petitionId: h1b.petition.id, kind: "perm_employer", email: "hr@acme.example" }), "kind", PERM_KIND_MESSAGE);
    const f = await permCase();
    expectField(await f.call("petition/send-questionnaire", { petitionId: f.petition.id, kind: "perm_beneficiary" }), "beneficiaryId", MSG.required("Beneficiary"));
    expectField(await f.call("petition/send-questionnaire", { petitionId: f.petition.id, kind: "perm_beneficiary", beneficiaryId: h1b.beneficiary.id }), "beneficiaryId", MSG.invalid("Beneficiary"));
    const beneficiary = await createUser(f.tenant, 51);
    expect((await f.call("petition/send-questionnaire", { petitionId: f.petition.id, kind: "perm_employer" }, beneficiary.token)).status).toBe(403);
    const other = await permCase();
    expect((await other.call("petition/send-questionnaire", { petitionId: f.petition.id, kind: "perm_employer", email: "x@example.com" })).status).toBe(404);
    expect(await questionnaireRows(f.petition.id)).toEqual([]);
  });
});

describe("PERM questionnaires: answering", () => {
  it("the employer's: prefilled from the client, checked in full, stored in cents, no record changed, listed apart", async () => {
    const f = await permCase();
    const { token } = await sendLink(f, { kind: "perm_employer", beneficiaryId: undefined, email: "hr@acme.example" });
    const call = withToken(f.tenant.slug, token);
    const details = (await call("questionnaire/details")).body.result.data;
    expect(details).toMatchObject({ kind: "perm_employer", prefill: { employer: { legalName: f.company.name, fein: f.company.feiNumber } } });
    expect(details.prefill.employer.grossIncome).toBeUndefined();

    const a = permEmployerAnswers();
    expectField(await call("questionnaire/submit", { ...a, employer: { ...a.employer, legalName: "" } }), "employer.legalName", MSG.required("Legal Name"));
    expectField(await call("questionnaire/submit", { ...a, employer: { ...a.employer, ownershipInterest: true } }), "employer.ownershipDetails", MSG.required("Ownership Details"));
    expectField(await call("questionnaire/submit", { ...a, position: { ...a.position, wageTo: "100000" } }), "position.wageTo", MSG.invalid("Offered Wage To"));
    expectField(await call("questionnaire/submit", { ...a, position: { ...a.position, educationField: "" } }), "position.educationField", MSG.required("Field of Study"));
    expectField(await call("questionnaire/submit", { ...a, recruitment: { ...a.recruitment, rejectionReasons: "" } }), "recruitment.rejectionReasons", MSG.required("Lawful Job-Related Reasons"));
    expectField(await call("questionnaire/submit", { ...a, position: { ...a.position, socCodeId: 999999 } }), "position.socCodeId", MSG.invalid("SOC Code"));

    const res = await call("questionnaire/submit", a);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.data).toMatchObject({ status: "submitted", activityCompleted: false });
    const [row] = await questionnaireRows(f.petition.id);
    expect(row.answers).toMatchObject({
      employer: { contactEmail: "dana@acme.example", ownershipInterest: false },
      position: { wageFrom: 14_500_000, wageTo: 16_000_000, experienceMonths: 24, hoursPerWeek: 40 },
      recruitment: { usApplicants: 3 },
    });
    // The client's record is the firm's to change: the answers do not overwrite it.
    expect((await companyRow(f.company.id)).name).toBe(f.company.name);
    expect(await historyOf(f.tenant.id, f.petition.id)).toContain("PERM questionnaire submitted by the employer");
    expectCode(await call("questionnaire/submit", a), 410, "QUESTIONNAIRE_SUBMITTED");

    // Staff read them on filled-perm-case-details; the general page's filter leaves them out when asked.
    const perm = await f.call("questionnaire/filled", { petitionId: f.petition.id, perm: true });
    expect(perm.body.result.data.questionnaires.map((q: { kind: string }) => q.kind)).toEqual(["perm_employer"]);
    const others = await f.call("questionnaire/filled", { petitionId: f.petition.id, perm: false });
    expect(others.body.result.data.questionnaires).toEqual([]);
    expectField(await f.call("questionnaire/filled", { petitionId: f.petition.id, perm: "yes" }), "perm", MSG.invalid("PERM"));
    const other = await permCase();
    expect((await other.call("questionnaire/filled", { petitionId: f.petition.id, perm: true })).status).toBe(404);
    // The person who answered sees their own answers with the link.
    const own = await call("questionnaire/view");
    expect(own.body.result.data.questionnaires.map((q: { kind: string }) => q.kind)).toEqual(["perm_employer"]);
  });

  it("the worker's: prefilled from the beneficiary, education required, experience dates in order, date of birth in the past", async () => {
    const f = await permCase();
    const { token } = await sendLink(f, { kind: "perm_beneficiary", email: "ravi@example.com" });
    const call = withToken(f.tenant.slug, token);
    const details = (await call("questionnaire/details")).body.result.data;
    expect(details).toMatchObject({ kind: "perm_beneficiary", beneficiaryName: `${f.beneficiary.firstName} ${f.beneficiary.lastName}`, prefill: { worker: { firstName: "Ravi" } } });

    const a = permWorkerAnswers();
    expectField(await call("questionnaire/submit", { ...a, education: [] }), "education", MSG.required("Education"));
    expectField(await call("questionnaire/submit", { ...a, experience: [{ ...a.experience[1], endDate: "01/01/2011" }] }), "experience.0.endDate", MSG.invalid("End Date"));
    expectField(await call("questionnaire/submit", { ...a, qualifications: { ...a.qualifications, experienceWithEmployerDetails: "" } }), "qualifications.experienceWithEmployerDetails", MSG.required("Position Held with this Employer"));
    const future = await call("questionnaire/submit", { ...a, worker: { ...a.worker, dateOfBirth: "01/01/2099" } });
    expect(future.status).toBe(422);
    expect(Object.keys(future.body.result.error?.fields ?? {})).toEqual(["worker.dateOfBirth"]);

    const before = await beneficiaryRow(f.beneficiary.id);
    const res = await call("questionnaire/submit", a);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await questionnaireRows(f.petition.id);
    expect(row.answers).toMatchObject({ worker: { dateOfBirth: "1990-04-17", i94Number: "123456789A1" }, experience: [{ hoursPerWeek: 40 }, { endDate: "2020-09-15" }] });
    expect((await beneficiaryRow(f.beneficiary.id)).dateOfBirth).toBe(before.dateOfBirth);
    expect(await historyOf(f.tenant.id, f.petition.id)).toContain("PERM questionnaire submitted by the worker");
  });
});
