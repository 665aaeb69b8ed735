// Minors on Form I-9 (issue 33 §5, M-274 on minors): the List B records for minors (school, clinic/doctor/
// hospital, day-care) prove identity only for an employee under 18 — an adult is refused with them; a parent or
// legal guardian may sign Section 1 "Individual under age 18" for a minor, with Supplement A, never for an adult.
import { describe, expect, it } from "vitest";
import { expectField, expectStatus } from "../documents/helpers";
import { SECTION1, SECTION2, section1World, signedWorld } from "./fixtures";

const PARENT = { lastName: "Ruiz", firstName: "Marta", street: "12 Elm Street", city: "Austin", state: "TX", zip: "78701", signature: "Marta Ruiz" };
const CITIZEN = { ...SECTION1, citizenship: "citizen", i94Number: null, authorizedUntil: null };
const MINOR_DOCS = [
  { code: "schoolRecord", issuingAuthority: "Austin ISD", number: "2025-118", expirationDate: null },
  { code: "socialSecurityCard", issuingAuthority: "SSA", number: "123-45-6789", expirationDate: null },
];

describe("minors on Form I-9", () => {
  it("refuses an adult's school record with a Social Security card (List B for minors only)", async () => {
    const w = await signedWorld(); // born 02/29/2000
    const res = await w.call("i9/complete-section2", { id: w.record.id, section2: { ...SECTION2, documents: MINOR_DOCS } });
    expect(res.body.result.error?.fields).toEqual({ "section2.documents.0.code": "A school record or report card proves identity only for an employee under 18 on the day the documents are examined" });
    for (const code of ["medicalRecord", "daycareRecord"]) {
      expectField(await w.call("i9/complete-section2", { id: w.record.id, section2: { ...SECTION2, documents: [{ ...MINOR_DOCS[0], code }, MINOR_DOCS[1]] } }), "section2.documents.0.code");
    }
    expect((await w.call("i9/details", { id: w.record.id })).body.result.data.status).toBe("section2_pending");
  });

  it("lets a parent sign Section 1 'Individual under age 18' for a minor, who may then show a school record", async () => {
    const w = await section1World();
    const { token } = await w.send();
    const minor = { ...CITIZEN, dateOfBirth: "05/10/2010", signature: "Individual under age 18" };
    expectField(await w.link("section1-submit", token, { section1: { ...minor, preparers: [] } }), "section1.preparers");
    // Not for an adult.
    expect((await w.link("section1-submit", token, { section1: { ...minor, dateOfBirth: "05/10/2000", preparers: [PARENT] } })).body.result.error?.fields).toEqual({
      signature: "\"Individual under age 18\" is signed only for an employee under 18: type your name as above to sign",
    });
    expectStatus(await w.link("section1-submit", token, { section1: { ...minor, preparers: [PARENT] } }), 200);
    const d = (await w.call("i9/details", { id: w.record.id })).body.result.data;
    expect(d.section1).toMatchObject({ signature: "Individual under age 18", preparers: [expect.objectContaining({ firstName: "Marta" })] });
    // 16 on the day examined: the school record proves identity.
    expectStatus(await w.call("i9/complete-section2", { id: w.record.id, section2: { ...SECTION2, documents: MINOR_DOCS } }), 200);
  });
});
