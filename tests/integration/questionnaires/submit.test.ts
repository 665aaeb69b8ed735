import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { beneficiaries, dependants } from "@/db/schema/clients";
import { getDb } from "@/lib/server/db/client";
import { MSG } from "@/lib/shared/validation/messages";
import { createCompany, createUser } from "../../factories";
import { auditOf, quietMailLog } from "../auth/helpers";
import {
  beneficiaryAnswers,
  beneficiaryRow,
  caseFixture,
  companyRow,
  expectCode,
  expectField,
  historyOf,
  petitionerAnswers,
  petitionRow,
  questionnaireRows,
  sendLink,
  sponsorAnswers,
  US,
  withToken,
} from "./fixtures";

quietMailLog();

describe("POST /api/questionnaire/submit (beneficiary)", () => {
  it("stores the parsed answers, updates the beneficiary and completes SUBMIT_BY_BENEFICIARY; the link is then used", async () => {
    const f = await caseFixture();
    const { token } = await sendLink(f);
    const call = withToken(f.tenant.slug, token);
    const res = await call("questionnaire/submit", beneficiaryAnswers());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.data).toMatchObject({ status: "submitted", activityCompleted: true });

    const p = await petitionRow(f.petition.id);
    expect(p.completedActivities).toEqual(["CREATE_PETITION", "SUBMIT_BY_BENEFICIARY"]);
    expect(p.statusId).toBe(2);
    expect(p.nextWorkflowActivity).not.toBe("SUBMIT_BY_BENEFICIARY");
    const b = await beneficiaryRow(f.beneficiary.id);
    expect(b).toMatchObject({ dateOfBirth: "1990-04-17", gender: "Male", passportNumber: "K1234567", passportCountryId: 101, passportExpiry: "2030-01-09" });
    expect(b.address).toMatchObject({ line1: "1600 K Street NW", zipcode: "20006", countryId: US });

    const [row] = await questionnaireRows(f.petition.id);
    expect(row.status).toBe("submitted");
    expect(row.submittedAt).not.toBeNull();
    const stored = row.answers as ReturnType<typeof beneficiaryAnswers>;
    expect(stored.immigration).toMatchObject({ i94Number: "123456789A1", receiptNumbers: [{ value: "EAC2190000001" }], lastEntryDate: "2019-08-15" });
    expect(stored.employment[0].endDate).toBeUndefined();

    expect(await historyOf(f.tenant.id, f.petition.id)).toContain("Questionnaire submitted by the beneficiary");
    expect(await auditOf(f.tenant.id, "workflow.SUBMIT_BY_BENEFICIARY")).toHaveLength(1);
    const audit = await auditOf(f.tenant.id, "questionnaire.submit");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: null, actorRoleId: 51 });

    expectCode(await call("questionnaire/submit", beneficiaryAnswers()), 410, "QUESTIONNAIRE_SUBMITTED");
    expectCode(await call("questionnaire/details"), 410, "QUESTIONNAIRE_SUBMITTED");
    expectCode(await call("questionnaire/save", { identity: {} }), 410, "QUESTIONNAIRE_SUBMITTED");
  });

  it("brings the listed dependants into the beneficiary's record: the spouse on record updated, a new child added, others kept", async () => {
    const f = await caseFixture();
    const db = await getDb();
    const [spouse] = await db.insert(dependants).values({ tenantId: f.tenant.id, beneficiaryId: f.beneficiary.id, relation: "spouse", firstName: "Meera", lastName: "Rao" }).returning();
    await db.insert(dependants).values({ tenantId: f.tenant.id, beneficiaryId: f.beneficiary.id, relation: "child", firstName: "Dev", lastName: "Kumar", dateOfBirth: "2012-01-05" });
    const { token } = await sendLink(f);
    const call = withToken(f.tenant.slug, token);
    // The page offers the dependants on record.
    const details = await call("questionnaire/details");
    expect(details.body.result.data.prefill.dependants).toEqual([
      { relation: "spouse", firstName: "Meera", lastName: "Rao", dateOfBirth: "" },
      { relation: "child", firstName: "Dev", lastName: "Kumar", dateOfBirth: "01/05/2012" },
    ]);

    const answers = beneficiaryAnswers();
    answers.dependants.push({ relation: "child", firstName: "Asha", lastName: "Kumar", dateOfBirth: "06/01/2015", countryOfBirthId: US });
    expect((await call("questionnaire/submit", answers)).status).toBe(200);

    const family = await db.select().from(dependants).where(eq(dependants.beneficiaryId, f.beneficiary.id));
    const byName = Object.fromEntries(family.map((d) => [d.firstName, d]));
    expect(family).toHaveLength(3);
    expect(byName.Meera).toMatchObject({ id: spouse.id, lastName: "Kumar", dateOfBirth: "1991-02-03", countryOfBirthId: 101 });
    expect(byName.Asha).toMatchObject({ relation: "child", dateOfBirth: "2015-06-01", countryOfBirthId: US, tenantId: f.tenant.id });
    expect(byName.Dev).toMatchObject({ dateOfBirth: "2012-01-05" });
    const audit = await auditOf(f.tenant.id, "questionnaire.submit");
    expect(audit[0].after).toMatchObject({ record: { dependants: { updated: 1, added: 1 } } });
  });

  it("acts as the beneficiary's own login when the record has one", async () => {
    const f = await caseFixture();
    const me = await createUser(f.tenant, 51);
    await (await getDb()).update(beneficiaries).set({ userId: me.user.id }).where(eq(beneficiaries.id, f.beneficiary.id));
    const { token } = await sendLink(f);
    expect((await withToken(f.tenant.slug, token)("questionnaire/submit", beneficiaryAnswers())).status).toBe(200);
    expect((await auditOf(f.tenant.id, "questionnaire.submit"))[0]).toMatchObject({ actorUserId: me.user.id, actorRoleId: 51 });
  });

  it("records the answers with a history line, without completing a step that is not next", async () => {
    const f = await caseFixture({ next: "SUBMIT_TO_LAW_FIRM", completed: ["CREATE_PETITION", "SUBMIT_BY_BENEFICIARY"] });
    const { token } = await sendLink(f);
    const res = await withToken(f.tenant.slug, token)("questionnaire/submit", beneficiaryAnswers());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.data.activityCompleted).toBe(false);
    const p = await petitionRow(f.petition.id);
    expect(p.completedActivities).toEqual(["CREATE_PETITION", "SUBMIT_BY_BENEFICIARY"]);
    expect(p.nextWorkflowActivity).toBe("SUBMIT_TO_LAW_FIRM");
    expect(p.statusId).toBe(1);
    expect(await historyOf(f.tenant.id, f.petition.id)).toContain("Questionnaire submitted by the beneficiary");
    expect(await auditOf(f.tenant.id, "workflow.SUBMIT_BY_BENEFICIARY")).toHaveLength(0);
  });

  it("reports the catalogue's messages: passport by country, I-94, receipt numbers, dates, required fields", async () => {
    const f = await caseFixture();
    const { token } = await sendLink(f);
    const call = withToken(f.tenant.slug, token);
    const a = beneficiaryAnswers();
    const bad = {
      ...a,
      identity: { ...a.identity, firstName: "", dateOfBirth: "13/40/1990", gender: "" },
      passport: { ...a.passport, passportNumber: "AB1234567", passportCountryId: US, issueDate: "01/10/2030", expiryDate: "01/10/2020" },
      immigration: { ...a.immigration, i94Number: "12345", receiptNumbers: [{ value: "ABC123" }] },
      education: [],
      employment: [{ ...a.employment[0], startDate: "07/01/2012", endDate: "01/01/2010" }],
    };
    const res = await call("questionnaire/submit", bad);
    expectField(res, "identity.firstName", "*First Name is required");
    const fields = res.body.result.error?.fields ?? {};
    expect(fields).toMatchObject({
      "identity.dateOfBirth": MSG.date,
      "identity.gender": "*Gender is required",
      "passport.passportNumber": "Passport number not valid",
      "passport.expiryDate": "Passport Expiry Date not valid",
      "immigration.i94Number": "I-94 Number not valid",
      "immigration.receiptNumbers.0.value": "Receipt Number not valid",
      education: "*Education is required",
      "employment.0.endDate": "End Date not valid",
    });
    expect((await questionnaireRows(f.petition.id))[0].status).toBe("sent");
  });

  it("checks dates of birth against today, master-data countries and zip codes, and the in-US details", async () => {
    const f = await caseFixture();
    const { token } = await sendLink(f);
    const call = withToken(f.tenant.slug, token);
    const a = beneficiaryAnswers();
    expectField(await call("questionnaire/submit", { ...a, identity: { ...a.identity, dateOfBirth: "01/01/2999" } }), "identity.dateOfBirth", "Date of Birth must be in the past");
    expectField(await call("questionnaire/submit", { ...a, identity: { ...a.identity, countryOfBirthId: 999_999 } }), "identity.countryOfBirthId", "Country of Birth not valid");
    expectField(await call("questionnaire/submit", { ...a, addresses: { ...a.addresses, current: { ...a.addresses.current, zipcode: "123" } } }), "addresses.current.zipcode", "Zip Code not valid");
    expectField(
      await call("questionnaire/submit", { ...a, immigration: { inUnitedStates: true, previousH1b: true, receiptNumbers: [] } }),
      "immigration.i94Number",
      "*I-94 Number is required",
    );
    const two = [a.dependants[0], { ...a.dependants[0], firstName: "Second" }];
    expectField(await call("questionnaire/submit", { ...a, dependants: two }), "dependants.1.relation", "A beneficiary can have only one spouse");
  });
});

describe("POST /api/questionnaire/submit (petitioner and sponsor)", () => {
  it("updates the client's FEIN, address and profile from the petitioner questionnaire", async () => {
    const f = await caseFixture();
    const { token } = await sendLink(f, { kind: "petitioner", email: "hr@example.com" });
    const res = await withToken(f.tenant.slug, token)("questionnaire/submit", petitionerAnswers("123456789"));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.data.activityCompleted).toBe(false);
    expect(await companyRow(f.company.id)).toMatchObject({
      name: "Acme Technologies Inc.",
      feiNumber: "12-3456789",
      naicsCode: "541511",
      employeeCount: 420,
      yearEstablished: 2004,
      grossIncomeCents: 1_250_000_050,
    });
    const [row] = await questionnaireRows(f.petition.id);
    expect((row.answers as { job: { wageAmount: number } }).job.wageAmount).toBe(12_000_000);
    expect(await historyOf(f.tenant.id, f.petition.id)).toContain("Questionnaire submitted by the petitioner");
    expect((await petitionRow(f.petition.id)).completedActivities).toEqual(["CREATE_PETITION"]);
  });

  it("rejects a FEIN of another client, unknown master data and a bad FEIN", async () => {
    const f = await caseFixture();
    const other = await caseFixture();
    const { token } = await sendLink(f, { kind: "petitioner", email: "hr@example.com" });
    const call = withToken(f.tenant.slug, token);
    await createCompany(f.tenant.id, { feiNumber: "98-7654321" });
    expectField(await call("questionnaire/submit", petitionerAnswers("98-7654321")), "company.fein", "A client with this FEIN already exists");
    // The same FEIN in another firm is fine.
    await createCompany(other.tenant.id, { feiNumber: "55-5555555" });
    const a = petitionerAnswers("55-5555555");
    expectField(await call("questionnaire/submit", { ...a, job: { ...a.job, socCodeId: 999_999 } }), "job.socCodeId", "SOC Code not valid");
    expectField(await call("questionnaire/submit", { ...a, company: { ...a.company, fein: "12-34" } }), "company.fein", "FEIN not valid");
    expectField(await call("questionnaire/submit", { ...a, job: { ...a.job, wageAmount: "12.345" } }), "job.wageAmount", "Wage not valid");
    expect((await call("questionnaire/submit", a)).status).toBe(200);
  });

  it("updates the individual sponsor's name, contact, address and income", async () => {
    const f = await caseFixture({ accountType: "Individual" });
    const { token } = await sendLink(f, { kind: "sponsor" });
    const res = await withToken(f.tenant.slug, token)("questionnaire/submit", sponsorAnswers());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await companyRow(f.company.id)).toMatchObject({ firstName: "Maria", lastName: "Lopez", name: "Maria Lopez", email: "maria.new@example.com", grossIncomeCents: 9_500_000 });
    expect(await historyOf(f.tenant.id, f.petition.id)).toContain("Questionnaire submitted by the sponsor");
    const bad = { ...sponsorAnswers(), relationship: { relationship: "other", details: "" } };
    const again = await sendLink(f, { kind: "sponsor" });
    expectField(await withToken(f.tenant.slug, again.token)("questionnaire/submit", bad), "relationship.details", "*Relationship Details is required");
  });
});
