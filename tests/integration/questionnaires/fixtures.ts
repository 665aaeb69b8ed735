// Shared fixtures of the questionnaire tests: a case with a beneficiary, sending a link and reading its
// token from the outbox, complete answers of each questionnaire, and DB reads.
import { expect } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { petitionBeneficiaries, petitionHistory, petitions, questionnaires } from "@/db/schema/cases";
import { beneficiaries, companies, companyContacts } from "@/db/schema/clients";
import { openBeneficiary } from "@/lib/modules/beneficiaries/numbers";
import { answersOf } from "@/lib/modules/questionnaires/numbers";
import { callApi, type ApiResult } from "../api";
import { createBeneficiary, createCompany, createFirm, uid } from "../../factories";
import { latestMail, tokenFromText } from "../auth/helpers";

export const US = 231;
export const INDIA = 101;
export const US_ADDRESS = { line1: "1600 K Street NW", aptType: "STE", aptNumber: "500", countryId: US, zipcode: "20006" };

/** A firm with its admin, a client company, a beneficiary and a case naming them (next step SUBMIT_BY_BENEFICIARY). */
export async function caseFixture(opts: { next?: string | null; completed?: string[]; accountType?: "Company" | "Individual"; branchId?: string; subTypeId?: number } = {}) {
  const { tenant, admin } = await createFirm();
  const db = await getDb();
  const company = await createCompany(tenant.id, {
    accountType: opts.accountType ?? "Company",
    ...(opts.accountType === "Individual" ? { accountSubType: "Sponsor", firstName: "Maria", lastName: `Lopez ${uid()}` } : {}),
    feiNumber: opts.accountType === "Individual" ? null : `${String(Math.floor(Math.random() * 90) + 10)}-${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`,
  });
  const beneficiary = await createBeneficiary(tenant.id, { companyId: company.id, firstName: "Ravi", lastName: `Kumar ${uid()}` });
  const [petition] = await db
    .insert(petitions)
    .values({
      tenantId: tenant.id,
      caseNumber: `2026-${uid()}`,
      petitionerId: company.id,
      branchId: opts.branchId ?? null,
      ...(opts.subTypeId ? { typeId: 3, subTypeId: opts.subTypeId } : {}),
      completedActivities: opts.completed ?? ["CREATE_PETITION"],
      nextWorkflowActivity: opts.next === undefined ? "SUBMIT_BY_BENEFICIARY" : opts.next,
    })
    .returning();
  await db.insert(petitionBeneficiaries).values({ tenantId: tenant.id, petitionId: petition.id, beneficiaryId: beneficiary.id, isPrimary: true });
  const call = (path: string, body: unknown, token: string = admin.token) => callApi(path, body, { tenant: tenant.slug, token });
  return { tenant, admin, company, beneficiary, petition, call };
}

export type CaseFixture = Awaited<ReturnType<typeof caseFixture>>;

/** Send a questionnaire as the admin and return the raw token of the e-mailed link. */
export async function sendLink(f: CaseFixture, body: Record<string, unknown> = {}): Promise<{ res: ApiResult; token: string; to: string }> {
  const res = await f.call("petition/send-questionnaire", { petitionId: f.petition.id, kind: "beneficiary", beneficiaryId: f.beneficiary.id, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const to = res.body.result.data.sentTo as string;
  const kind = (body.kind as string | undefined) ?? "beneficiary";
  const path =
    { beneficiary: "/app/fill-questionnaire", petitioner: "/app/fill-Petitioner-questionnaire", sponsor: "/app/fill-sponsor-questionnaire", perm_employer: "/app/fill-perm-questionnaire", perm_beneficiary: "/app/fill-perm-questionnaire", sponsor_confirmation: "/app/public/confirm-sponsorship-questionnaire" }[kind] ?? "";
  return { res, token: tokenFromText((await latestMail(to)).textBody, path), to };
}

/** Call a token API with the link's token as bearer on the firm's host. */
export const withToken = (slug: string, token: string) => (path: string, body: unknown = {}) => callApi(path, body, { tenant: slug, token });

/** The case's links, their answers with the sealed numbers opened (numbers.ts answersOf; the raw row: sealed-numbers.test.ts). */
export async function questionnaireRows(petitionId: string) {
  const db = await getDb();
  const rows = await db.select().from(questionnaires).where(eq(questionnaires.petitionId, petitionId)).orderBy(asc(questionnaires.createdAt));
  return rows.map((r) => ({ ...r, answers: answersOf(r) }));
}

export async function expireAll(petitionId: string) {
  const db = await getDb();
  await db.update(questionnaires).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(questionnaires.petitionId, petitionId));
}

export async function historyOf(tenantId: string, petitionId: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ message: petitionHistory.message })
    .from(petitionHistory)
    .where(and(eq(petitionHistory.tenantId, tenantId), eq(petitionHistory.petitionId, petitionId)))
    .orderBy(asc(petitionHistory.id));
  return rows.map((r) => r.message);
}

export async function petitionRow(id: string) {
  const db = await getDb();
  return (await db.select().from(petitions).where(eq(petitions.id, id)))[0];
}

export async function beneficiaryRow(id: string) {
  const db = await getDb();
  return openBeneficiary((await db.select().from(beneficiaries).where(eq(beneficiaries.id, id)))[0]);
}

export async function companyRow(id: string) {
  const db = await getDb();
  return (await db.select().from(companies).where(eq(companies.id, id)))[0];
}

export async function addPrimaryContact(tenantId: string, companyId: string, email: string) {
  const db = await getDb();
  await db.insert(companyContacts).values({ tenantId, companyId, name: "Priya Raman", email, isPrimary: true });
}

export function expectCode(res: ApiResult, status: number, code: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.result.error?.code).toBe(code);
}

export function expectField(res: ApiResult, field: string, message: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body.result.error?.fields?.[field], JSON.stringify(res.body.result.error?.fields)).toBe(message);
}

/** Complete answers of the beneficiary questionnaire, as the form sends them (MM/DD/YYYY dates). */
export function beneficiaryAnswers() {
  return {
    identity: {
      firstName: "Ravi",
      middleName: "",
      lastName: "Kumar",
      otherNames: "",
      dateOfBirth: "04/17/1990",
      gender: "Male",
      countryOfBirthId: INDIA,
      citizenshipCountryId: INDIA,
      email: "",
      phone: "",
    },
    passport: { passportNumber: "k1234567", passportCountryId: INDIA, issueDate: "01/10/2020", expiryDate: "01/09/2030" },
    addresses: { current: US_ADDRESS, foreign: { line1: "12 MG Road", countryId: INDIA, zipcode: "560001" } },
    education: [{ degree: "Master of Science", field: "Computer Science", institution: "IIT Madras", countryId: INDIA, startDate: "08/01/2008", endDate: "05/31/2012" }],
    employment: [{ employer: "Infosys", title: "Engineer", countryId: INDIA, startDate: "07/01/2012", endDate: "", duties: "" }],
    dependants: [{ relation: "spouse", firstName: "Meera", lastName: "Kumar", dateOfBirth: "02/03/1991", countryOfBirthId: INDIA }],
    immigration: { inUnitedStates: true, currentStatus: "F-1", lastEntryDate: "08/15/2019", i94Number: "123456789a1", previousH1b: true, receiptNumbers: [{ value: "EAC-21-900-00001" }] },
  };
}

export function petitionerAnswers(fein = "12-3456789") {
  return {
    company: { legalName: "Acme Technologies Inc.", fein, address: US_ADDRESS, naicsCode: "541511", yearEstablished: "2004", employeeCount: "420", grossIncome: "12,500,000.50" },
    job: {
      title: "Software Engineer",
      socCodeId: 1,
      wageAmount: "$120,000",
      wageFrequencyId: 5,
      wageLevelId: 2,
      worksite: US_ADDRESS,
      startDate: "10/01/2026",
      endDate: "09/30/2029",
    },
  };
}

export function sponsorAnswers() {
  return {
    identity: { firstName: "Maria", middleName: "", lastName: "Lopez", dateOfBirth: "06/01/1970", citizenshipCountryId: US, email: "maria.new@example.com", phone: "" },
    relationship: { relationship: "parent", details: "" },
    address: { address: US_ADDRESS },
    income: { occupation: "Architect", employer: "Studio L", annualIncome: "95000", householdSize: "3" },
  };
}

/** The employer's PERM questionnaire, as typed into the form. */
export function permEmployerAnswers() {
  return {
    employer: {
      legalName: "Acme Technologies Inc.",
      fein: "12-3456789",
      naicsCode: "541511",
      yearEstablished: "2004",
      employeeCount: "420",
      address: US_ADDRESS,
      contactName: "Dana Whitfield",
      contactTitle: "HR Director",
      contactEmail: "Dana@Acme.example",
      contactPhone: "+1 202 555 0147",
      ownershipInterest: false,
      ownershipDetails: "",
    },
    position: {
      jobTitle: "Senior Software Engineer",
      socCodeId: 1,
      duties: "Design and build distributed payment services.",
      educationLevel: "master",
      educationField: "Computer Science",
      experienceMonths: "24",
      alternateRequirements: "Bachelor's and 5 years of progressive experience",
      specialRequirements: "",
      worksite: US_ADDRESS,
      hoursPerWeek: "40",
      wageFrom: "$145,000",
      wageTo: "160,000.00",
      wageFrequencyId: 5,
      travelRequired: false,
    },
    recruitment: { layoffs: false, layoffDetails: "", usApplicants: "3", rejectionReasons: "None met the minimum experience in distributed systems." },
  };
}

/** The worker's PERM questionnaire, as typed into the form. */
export function permWorkerAnswers() {
  return {
    worker: {
      firstName: "Ravi",
      middleName: "",
      lastName: "Kumar",
      dateOfBirth: "04/17/1990",
      countryOfBirthId: INDIA,
      citizenshipCountryId: INDIA,
      email: "",
      phone: "",
      address: US_ADDRESS,
      currentStatus: "H-1B",
      i94Number: "123456789a1",
      alienNumber: "",
    },
    education: [{ degree: "MS", field: "Computer Science", institution: "IIT Delhi", countryId: INDIA, startDate: "08/01/2010", endDate: "05/30/2012" }],
    experience: [
      { employer: "Acme Technologies Inc.", title: "Software Engineer", countryId: US, hoursPerWeek: "40", startDate: "10/01/2020", endDate: "", duties: "Payment services." },
      { employer: "Infosys", title: "Developer", countryId: INDIA, hoursPerWeek: "45", startDate: "06/01/2012", endDate: "09/15/2020", duties: "Banking software." },
    ],
    qualifications: { training: "", licenses: "", languages: "English, Hindi", experienceWithEmployer: true, experienceWithEmployerDetails: "Software Engineer (level II), not the senior role offered." },
  };
}
