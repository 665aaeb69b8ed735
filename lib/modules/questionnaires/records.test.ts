import { describe, expect, it } from "vitest";
import { beneficiaryPatch, dependantChanges } from "./records";
import { ANSWER_SCHEMAS } from "./answers";

const row = (over: Partial<Parameters<typeof dependantChanges>[0][number]>) => ({
  id: "r",
  tenantId: "t",
  beneficiaryId: "b",
  relation: "child",
  firstName: "Asha",
  middleName: null,
  lastName: "Kumar",
  dateOfBirth: "2015-06-01",
  countryOfBirthId: 101,
  email: null,
  legacyPassportNumber: null,
  passportNumberSealed: null,
  createdAt: new Date(),
  deletedAt: null,
  ...over,
});
const listed = (over: Partial<Parameters<typeof dependantChanges>[1][number]>) => ({
  relation: "child" as const,
  firstName: "Asha",
  lastName: "Kumar",
  dateOfBirth: "2015-06-01",
  countryOfBirthId: 101,
  ...over,
});

describe("dependantChanges", () => {
  it("updates the spouse on record whatever the name, and a child with the same name (any case) and birth date", () => {
    const out = dependantChanges(
      [row({ id: "s", relation: "spouse", firstName: "Meera", lastName: "Rao" }), row({ id: "c" })],
      [listed({ relation: "spouse", firstName: "Meera", lastName: "Kumar", dateOfBirth: "1991-02-03" }), listed({ firstName: "ASHA ", lastName: "kumar" })],
    );
    expect(out.inserts).toEqual([]);
    expect(out.updates.map((u) => u.id)).toEqual(["s", "c"]);
    expect(out.updates[0].patch).toMatchObject({ lastName: "Kumar", dateOfBirth: "1991-02-03" });
  });

  it("adds a child whose birth date differs, a second twin once the first is taken, and anyone with no match", () => {
    const out = dependantChanges(
      [row({ id: "c", dateOfBirth: "2015-06-01" })],
      [listed({ dateOfBirth: "2016-01-01" }), listed({}), listed({}), listed({ relation: "spouse", firstName: "Meera" })],
    );
    expect(out.updates.map((u) => u.id)).toEqual(["c"]);
    expect(out.inserts.map((i) => [i.relation, i.dateOfBirth])).toEqual([
      ["child", "2016-01-01"],
      ["child", "2015-06-01"],
      ["spouse", "2015-06-01"],
    ]);
  });

  it("matches a record with no birth date by name, and keeps records the questionnaire does not list", () => {
    const out = dependantChanges([row({ id: "c", dateOfBirth: null }), row({ id: "other", firstName: "Dev" })], [listed({})]);
    expect(out.updates.map((u) => u.id)).toEqual(["c"]);
    expect(out.inserts).toEqual([]);
  });
});

describe("beneficiaryPatch", () => {
  const answers = (immigration: Record<string, unknown>) =>
    ANSWER_SCHEMAS.beneficiary.parse({
      identity: { firstName: "Ana", lastName: "Lima", dateOfBirth: "02/29/1992", gender: "Female", countryOfBirthId: 30, citizenshipCountryId: 30 },
      passport: { passportNumber: "fx 123456", passportCountryId: 30, issueDate: "08/16/2021", expiryDate: "08/15/2031" },
      addresses: { current: { line1: "1 Main St", countryId: 30 } },
      education: [{ degree: "BSc", field: "CS", institution: "USP", countryId: 30, startDate: "01/01/2010" }],
      employment: [],
      dependants: [],
      immigration,
    });

  it("takes the immigration answers the forms ask: I-94, status, last entry, receipts, and the passport's issue date", () => {
    const p = beneficiaryPatch(answers({ inUnitedStates: true, currentStatus: "F-1", lastEntryDate: "08/20/2024", i94Number: "123456789a1", previousH1b: true, receiptNumbers: [{ value: "EAC-24-900-12345" }, { value: "WAC2190000001" }] }));
    expect(p).toMatchObject({ i94Number: "123456789A1", currentStatus: "F-1", lastEntryDate: "2024-08-20", priorReceiptNumbers: ["EAC2490012345", "WAC2190000001"], passportIssueDate: "2021-08-16", passportNumber: "FX123456" });
  });

  it("leaves out what was not answered (abroad: no status, entry or I-94), so it never clears the record", () => {
    const p = beneficiaryPatch(answers({ inUnitedStates: false, previousH1b: false, receiptNumbers: [] }));
    for (const k of ["i94Number", "currentStatus", "lastEntryDate", "priorReceiptNumbers"]) expect(p, k).not.toHaveProperty(k);
  });
});
