// Issue 34 §1: what the beneficiary answered reaches the record and the forms. A questionnaire link answered
// through the token API → the beneficiary record holds the I-94, status, last entry, passport issue date and
// receipt numbers, each with its source (the questionnaire, typed by whom) → Fill I-129 reads them back from
// the stored PDF; a value the firm typed is kept when the answer differs, and noted. The I-140 reads back the
// PERM's ETA case number. /api/questionnaire/case-list: the case's links with their state (200, 422, 403, 404).
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { permCases } from "@/db/schema/perm";
import { getDb } from "@/lib/server/db/client";
import { getFileStore } from "@/lib/server/storage/file-store";
import { ROLE } from "@/lib/shared/constants/roles";
import { createBeneficiary, createBranch, createCompany, createFirm, createUser } from "../../factories";
import { callApi, type ApiResult } from "../api";
import { latestMail, tokenFromText } from "../auth/helpers";
import { createCase, expectStatus } from "../documents/helpers";
import { beneficiaryAnswers, expireAll } from "./fixtures";

const AUSTIN = { line1: "500 Congress Ave", aptType: "APT", aptNumber: "12B", countryId: 231, stateId: 3970, locationId: 50209, zipcode: "78701" };
const sub = (n: number, name: string, i = 0) => `form1[0].#subform[${n}].${name}[${i}]`;

/** An H-1B change of employer for Ana (no I-94 on record yet), or her green card (sub type 15). */
async function world(opts: { subTypeId?: number; typeId?: number; beneficiary?: Record<string, unknown> } = {}) {
  const { tenant, admin } = await createFirm();
  const branch = await createBranch(tenant.id, "HQ");
  const company = await createCompany(tenant.id, { name: "Acme Robotics Inc.", branchId: branch.id });
  const ana = await createBeneficiary(tenant.id, { firstName: "Ana", lastName: "Lima", companyId: company.id, email: `ana-${tenant.slug}@example.com`, ...opts.beneficiary });
  const petition = await createCase(tenant.id, { typeId: opts.typeId ?? 1, subTypeId: opts.subTypeId ?? 5, petitionerId: company.id, branchId: branch.id, title: "Ana Lima" }, [ana.id]);
  const call = (path: string, body: Record<string, unknown>, token = admin.token) => callApi(path, { today: "2026-11-20", ...body }, { tenant: tenant.slug, token });
  return { tenant, admin, company, ana, petition, call };
}
type World = Awaited<ReturnType<typeof world>>;

/** The firm sends the beneficiary questionnaire; the raw token from the e-mail. */
async function sendLink(w: World): Promise<string> {
  const res = await w.call("petition/send-questionnaire", { petitionId: w.petition.id, kind: "beneficiary", beneficiaryId: w.ana.id });
  expectStatus(res, 200);
  return tokenFromText((await latestMail(res.body.result.data.sentTo)).textBody, "/app/fill-questionnaire");
}

/** Ana's answers: in the US on F-1 since 08/20/2024, I-94 12345678901, one earlier receipt, her Austin address. */
function anaAnswers() {
  const a = beneficiaryAnswers();
  return {
    ...a,
    identity: { ...a.identity, firstName: "Ana", lastName: "Lima", gender: "Female", dateOfBirth: "02/29/1992" },
    passport: { passportNumber: "k1234567", passportCountryId: 101, issueDate: "08/16/2021", expiryDate: "08/15/2031" },
    addresses: { current: AUSTIN, foreign: a.addresses.foreign },
    dependants: [],
    immigration: { inUnitedStates: true, currentStatus: "F-1", lastEntryDate: "08/20/2024", i94Number: "12345678901", previousH1b: true, receiptNumbers: [{ value: "EAC-24-900-12345" }] },
  };
}

async function submit(w: World, token: string, answers: Record<string, unknown>): Promise<ApiResult> {
  return callApi("questionnaire/submit", answers, { tenant: w.tenant.slug, token });
}

async function latestForm(w: World) {
  const doc: { key: string } = (await w.call("documents/list", { petitionId: w.petition.id, category: "forms_letters" })).body.result.data[0];
  const form = (await PDFDocument.load((await getFileStore().get(doc.key))!.body)).getForm();
  return { text: (n: string) => form.getTextField(n).getText(), selected: (n: string) => form.getDropdown(n).getSelected() };
}

describe("questionnaire answers → beneficiary record → USCIS forms", () => {
  it("the answered I-94, status, last entry, passport issue date and receipt reach the record with their source and fill the I-129", async () => {
    const w = await world();
    const token = await sendLink(w);
    const before = (await w.call("beneficiary/details", { id: w.ana.id })).body.result.data;
    expect(before.i94Number).toBeNull();

    expectStatus(await submit(w, token, anaAnswers()), 200);
    const details = await w.call("beneficiary/details", { id: w.ana.id });
    expectStatus(details, 200);
    const b = details.body.result.data;
    expect(b).toMatchObject({
      i94Number: "12345678901",
      currentStatus: "F-1",
      lastEntryDate: "2024-08-20",
      passportIssueDate: "2021-08-16",
      passportNumber: "K1234567",
      priorReceiptNumbers: ["EAC2490012345"],
      address: { locationId: 50209 },
    });
    const [link] = (await w.call("questionnaire/case-list", { petitionId: w.petition.id })).body.result.data;
    const fromAnswers = { kind: "questionnaire", questionnaireId: link.id, questionnaireKind: "beneficiary", at: link.submittedAt };
    for (const field of ["i94Number", "currentStatus", "lastEntryDate", "passportIssueDate", "priorReceiptNumbers", "passportNumber", "address"]) {
      expect(b.sources[field], field).toEqual(fromAnswers);
    }

    const fill = await w.call("generate-pdf-form-document", { petitionId: w.petition.id, form: "I-129" });
    expectStatus(fill, 200);
    expect(fill.body.result.data.missing).not.toEqual(expect.arrayContaining(["beneficiary.i94Number"]));
    for (const path of ["beneficiary.i94Number", "beneficiary.currentStatusI129", "beneficiary.lastEntryDate", "beneficiary.address.city", "beneficiary.priorReceiptNumber"]) {
      expect(fill.body.result.data.missing, path).not.toContain(path);
    }
    const pdf = await latestForm(w);
    expect(pdf.text(sub(2, "Part3Line5_ArrivalDeparture"))).toBe("12345678901");
    expect(pdf.selected(sub(2, "Line11g_CurrentNon"))).toEqual(["F1 - STUDENT - ACADEMIC"]);
    expect(pdf.text(sub(2, "Part3Line5_DateofArrival"))).toBe("08/20/2024");
    expect(pdf.text(sub(2, "Line8d_CityTown"))).toBe("Austin");
    expect(pdf.text(sub(2, "Line11e_ExpDate", 1))).toBe("08/16/2021");
    expect(pdf.text(sub(1, "Line1_ReceiptNumber"))).toBe("EAC2490012345");
  }, 90_000); // filling the 36-page I-129 and storing it

  it("a value the firm typed is kept when the answer differs, and the record says which questionnaire answered otherwise", async () => {
    const w = await world();
    const typed = await w.call("beneficiary/update", { id: w.ana.id, i94Number: "99999999999", currentStatus: "H-4" });
    expectStatus(typed, 200);
    expect(typed.body.result.data.sources.i94Number).toMatchObject({ kind: "typed", userId: w.admin.user.id, userName: expect.any(String), differs: null });

    const token = await sendLink(w);
    expectStatus(await submit(w, token, anaAnswers()), 200);
    const b = (await w.call("beneficiary/details", { id: w.ana.id })).body.result.data;
    const [link] = (await w.call("questionnaire/case-list", { petitionId: w.petition.id })).body.result.data;
    expect(b.i94Number).toBe("99999999999");
    expect(b.currentStatus).toBe("H-4");
    expect(b.sources.i94Number).toMatchObject({ kind: "typed", userId: w.admin.user.id, differs: { questionnaireId: link.id, questionnaireKind: "beneficiary" } });
    // The fields the firm had not typed take the answers.
    expect(b.lastEntryDate).toBe("2024-08-20");
    expect(b.sources.lastEntryDate).toMatchObject({ kind: "questionnaire", questionnaireId: link.id });

    // Typing the value again (the firm checked it) makes it typed with no note.
    const again = await w.call("beneficiary/update", { id: w.ana.id, i94Number: "12345678901" });
    expect(again.body.result.data.sources.i94Number).toMatchObject({ kind: "typed", differs: null });
  });

  it("the I-140 reads back the certified labor certification's ETA case number", async () => {
    const w = await world({ typeId: 3, subTypeId: 15 });
    const pwd = await w.call("pwd/create", { petitionerId: w.company.id, jobTitle: "Robotics Engineer", socCode: "17-2199.08", positionType: "professional", worksiteCity: "Austin", worksiteState: "TX", educationLevel: "master", experienceMonths: 24 });
    expectStatus(pwd, 200);
    const perm = await w.call("perm/create", { petitionId: w.petition.id, pwdId: pwd.body.result.data.id });
    expectStatus(perm, 200);
    const db = await getDb();
    await db.update(permCases).set({ filedDate: "2025-01-06", dolCaseNumber: "G-100-25006-123456", decision: "certified", decisionDate: "2025-09-02", i140Deadline: "2026-03-01" }).where(eq(permCases.id, perm.body.result.data.id));

    const fill = await w.call("generate-pdf-form-document", { petitionId: w.petition.id, form: "I-140" });
    expectStatus(fill, 200);
    expect(fill.body.result.data.missing).not.toContain("perm.caseNumberDigits");
    const pdf = await latestForm(w);
    expect(pdf.text(sub(2, "Line2g_LaborCertification"))).toBe("25006123456");
    expect(pdf.text(sub(3, "Line2h_LaborCertification"))).toBe("01/06/2025");
  }, 90_000);
});

describe("/api/questionnaire/case-list", () => {
  it("lists the case's links newest first with their state and, once submitted, the answers page", async () => {
    const w = await world();
    const first = await sendLink(w);
    expect((await callApi("questionnaire/save", { immigration: { currentStatus: "F-1" } }, { tenant: w.tenant.slug, token: first })).status).toBe(200);
    let rows = (await w.call("questionnaire/case-list", { petitionId: w.petition.id })).body.result.data;
    expect(rows).toEqual([expect.objectContaining({ kind: "beneficiary", beneficiaryName: "Ana Lima", state: "started", answersPath: null, submittedAt: null, startedAt: expect.any(String) })]);

    // A new link replaces (expires) the first one and carries its progress.
    const second = await sendLink(w);
    rows = (await w.call("questionnaire/case-list", { petitionId: w.petition.id })).body.result.data;
    expect(rows.map((r: { state: string }) => r.state)).toEqual(["started", "expired"]);
    expectStatus(await submit(w, second, anaAnswers()), 200);
    const res = await w.call("questionnaire/case-list", { petitionId: w.petition.id });
    expectStatus(res, 200);
    expect(res.body.result.data[0]).toMatchObject({ state: "submitted", sentTo: `ana-${w.tenant.slug}@example.com`, answersPath: `/app/filled-case-details?petitionId=${w.petition.id}`, submittedAt: expect.any(String) });

    // A submitted link stays submitted after its expiry date; an unopened one is "sent".
    await expireAll(w.petition.id);
    const after = (await w.call("questionnaire/case-list", { petitionId: w.petition.id })).body.result.data;
    expect(after.map((r: { state: string }) => r.state)).toEqual(["submitted", "expired"]);
    const fresh = await world();
    await sendLink(fresh);
    expect((await fresh.call("questionnaire/case-list", { petitionId: fresh.petition.id })).body.result.data.map((r: { state: string }) => r.state)).toEqual(["sent"]);
  });

  it("refuses a bad id (422), a caller without the right (403) and another firm's case (404)", async () => {
    const w = await world();
    const bad = await w.call("questionnaire/case-list", { petitionId: "nope" });
    expect(bad.status).toBe(422);
    expect(bad.body.result.error?.fields?.petitionId).toBeTruthy();
    const beneficiaryUser = await createUser(w.tenant, ROLE.BENEFICIARY);
    expect((await w.call("questionnaire/case-list", { petitionId: w.petition.id }, beneficiaryUser.token)).status).toBe(403);
    const other = await world();
    expect((await other.call("questionnaire/case-list", { petitionId: w.petition.id })).status).toBe(404);
  });
});
