import { describe, expect, it } from "vitest";
import { I9_DOCUMENTS, i9Document } from "./documents";
import {
  ageOn,
  checkDocumentCombination,
  editionUsable,
  receiptDocumentDue,
  rehireMayUseSupplementB,
  retention,
  reverifyBy,
  section1Due,
  section2Due,
  supplementBLastDay,
} from "./rules";

describe("rule 1: retention and purge", () => {
  it("has no purge date while the person is employed", () => {
    expect(retention("2020-01-15", null)).toBeNull();
  });
  it("keeps the later of hire + 3 years and termination + 1 year, purgeable the day after", () => {
    // Short employment: hire + 3 years wins.
    expect(retention("2024-03-04", "2024-09-30")).toEqual({ retainUntil: "2027-03-04", purgeFrom: "2027-03-05", basis: "hire" });
    // Long employment: termination + 1 year wins.
    expect(retention("2015-06-01", "2026-11-20")).toEqual({ retainUntil: "2027-11-20", purgeFrom: "2027-11-21", basis: "termination" });
    // Equal dates: the hire basis, same day.
    expect(retention("2023-05-10", "2025-05-10")).toEqual({ retainUntil: "2026-05-10", purgeFrom: "2026-05-11", basis: "hire" });
  });
  it("moves a Feb 29 anniversary to Mar 1 (the later, safer date)", () => {
    expect(retention("2024-02-29", "2024-06-30")).toEqual({ retainUntil: "2027-03-01", purgeFrom: "2027-03-02", basis: "hire" });
    expect(retention("2010-01-04", "2028-02-29")).toEqual({ retainUntil: "2029-03-01", purgeFrom: "2029-03-02", basis: "termination" });
    // A purge date across a year end.
    expect(retention("2020-01-02", "2025-12-31")).toEqual({ retainUntil: "2026-12-31", purgeFrom: "2027-01-01", basis: "termination" });
  });
});

describe("rule 2: Section 1 and Section 2 due dates", () => {
  it("Section 1 is due on the first day of work", () => {
    expect(section1Due("2026-11-23")).toBe("2026-11-23");
  });
  it("Section 2 within 3 business days after the first day, skipping weekends and federal holidays", () => {
    expect(section2Due("2026-11-02")).toBe("2026-11-05"); // Mon → Thu
    expect(section2Due("2026-11-05")).toBe("2026-11-10"); // Thu → Fri, Mon, Tue
    expect(section2Due("2026-11-07")).toBe("2026-11-12"); // a Saturday start: Mon 9, Tue 10, Veterans Day Wed 11 skipped → Thu 12
  });
  it("a holiday in the window pushes the day out", () => {
    expect(section2Due("2026-11-23")).toBe("2026-11-27"); // Mon; Thanksgiving Thu Nov 26 skipped → Fri
    expect(section2Due("2026-12-23")).toBe("2026-12-29"); // Wed; Christmas Fri Dec 25 → Thu 24, Mon 28, Tue 29
    expect(section2Due("2027-07-01")).toBe("2027-07-07"); // Thu; Jul 4 2027 is a Sunday, observed Mon Jul 5 → Fri 2, Tue 6, Wed 7
  });
  it("a job of less than 3 business days: on the first day", () => {
    expect(section2Due("2026-11-23", true)).toBe("2026-11-23");
  });
});

describe("rule 3: a replacement receipt", () => {
  it("is good for 90 days from the hire date", () => {
    expect(receiptDocumentDue("2026-11-23")).toBe("2027-02-21");
    expect(receiptDocumentDue("2023-12-01")).toBe("2024-02-29");
  });
});

describe("rule 4: reverification", () => {
  const ead = { code: "ead", expirationDate: "2027-06-30" };
  it("never for citizens, nationals, a US passport, a Permanent Resident Card or List B", () => {
    expect(reverifyBy("citizen", null, [{ code: "usPassport", expirationDate: "2030-01-01" }])).toBeNull();
    expect(reverifyBy("noncitizen_national", null, [ead])).toBeNull();
    expect(reverifyBy("permanent_resident", null, [{ code: "permanentResidentCard", expirationDate: "2027-01-01" }])).toBeNull();
    expect(reverifyBy("authorized_alien", null, [{ code: "driversLicense", expirationDate: "2027-01-01" }, { code: "socialSecurityCard", expirationDate: null }])).toBeNull();
  });
  it("the earlier of the authorized-until date and the List A or C document's expiry", () => {
    expect(reverifyBy("authorized_alien", "2027-09-30", [ead])).toBe("2027-06-30");
    expect(reverifyBy("authorized_alien", "2027-03-31", [ead])).toBe("2027-03-31");
    expect(reverifyBy("authorized_alien", null, [{ code: "driversLicense", expirationDate: "2026-12-01" }, { code: "dhsEmploymentAuthorization", expirationDate: "2028-02-29" }])).toBe("2028-02-29");
    // Temporary evidence of permanent residence is reverified when the stamp expires.
    expect(reverifyBy("permanent_resident", null, [{ code: "foreignPassportI551", expirationDate: "2027-04-01" }])).toBe("2027-04-01");
  });
  it("a receipt is not the document's expiry", () => {
    expect(reverifyBy("authorized_alien", null, [{ code: "ead", expirationDate: null, receipt: true }])).toBeNull();
  });
});

describe("rule 5: rehire", () => {
  it("within 3 years of the original I-9's completion may use Supplement B", () => {
    expect(rehireMayUseSupplementB("2023-05-10", "2026-05-10")).toBe(true);
    expect(rehireMayUseSupplementB("2023-05-10", "2026-05-11")).toBe(false);
  });
  it("from a Feb 29 completion the last day is Feb 28 of a common year (the stricter day)", () => {
    expect(supplementBLastDay("2024-02-29")).toBe("2027-02-28");
    expect(rehireMayUseSupplementB("2024-02-29", "2027-02-28")).toBe(true);
    expect(rehireMayUseSupplementB("2024-02-29", "2027-03-01")).toBe(false);
    expect(supplementBLastDay("2025-02-28")).toBe("2028-02-28");
  });
});

describe("rule 6: document combinations", () => {
  const on = "2026-11-23";
  const adult = "1990-04-12";
  const ok = (docs: Parameters<typeof checkDocumentCombination>[0], dob: string | null = adult) => checkDocumentCombination(docs, on, dob);
  it("one List A, or one List B plus one List C", () => {
    expect(ok([{ code: "usPassport", expirationDate: "2030-01-01" }])).toBeNull();
    expect(ok([{ code: "driversLicense", expirationDate: "2028-01-01" }, { code: "socialSecurityCard", expirationDate: null }])).toBeNull();
  });
  it("refuses over- and under-documentation", () => {
    expect(ok([])?.message).toBe("Enter one List A document, or one List B and one List C document");
    expect(ok([{ code: "usPassport", expirationDate: null }, { code: "socialSecurityCard", expirationDate: null }])?.message).toMatch(/^A List A document proves both/);
    expect(ok([{ code: "usPassport", expirationDate: null }, { code: "driversLicense", expirationDate: null }])?.message).toMatch(/^A List A document proves both/);
    expect(ok([{ code: "usPassport", expirationDate: null }, { code: "permanentResidentCard", expirationDate: null }])?.message).toBe("Enter only one List A document");
    expect(ok([{ code: "driversLicense", expirationDate: null }])?.message).toBe("Add a List C document (employment authorization) to the List B document");
    expect(ok([{ code: "socialSecurityCard", expirationDate: null }])?.message).toBe("Add a List B document (identity) to the List C document");
    expect(ok([{ code: "driversLicense", expirationDate: null }, { code: "schoolId", expirationDate: null }, { code: "socialSecurityCard", expirationDate: null }])?.message).toBe("Enter one List B and one List C document");
    expect(ok([{ code: "library-card", expirationDate: null }])).toEqual({ field: "documents.0.code", message: "Choose a document from the Lists of Acceptable Documents" });
  });
  it("documents must be unexpired on the day they are examined (the day itself is fine)", () => {
    expect(ok([{ code: "usPassport", expirationDate: on }])).toBeNull();
    expect(ok([{ code: "usPassport", expirationDate: "2026-11-22" }])).toEqual({ field: "documents.0.expirationDate", message: "The U.S. Passport or U.S. Passport Card expired before the day it was examined: documents must be unexpired" });
    expect(ok([{ code: "ead", expirationDate: null }])?.field).toBe("documents.0.expirationDate");
    // A replacement receipt stands for the document.
    expect(ok([{ code: "ead", expirationDate: null, receipt: true }])).toBeNull();
  });
  it("'Individual under age 18' with a List C document, only for a minor", () => {
    const minorDocs = [{ code: "minorUnder18", expirationDate: null }, { code: "birthCertificate", expirationDate: null }];
    expect(ok(minorDocs, "2009-01-10")).toBeNull();
    expect(ok(minorDocs, "2008-11-23")?.field).toBe("documents.0.code"); // 18 that day
    expect(ok(minorDocs, null)?.field).toBe("documents.0.code");
    expect(ok([{ code: "minorUnder18", expirationDate: null }], "2009-01-10")?.message).toBe("Add a List C document (employment authorization) to the List B document");
  });
  it("the List B records for minors (school, clinic/doctor/hospital, day-care) prove identity only under 18", () => {
    const withSsn = (code: string) => [{ code, expirationDate: null }, { code: "socialSecurityCard", expirationDate: null }];
    for (const code of ["schoolRecord", "medicalRecord", "daycareRecord"]) {
      expect(ok(withSsn(code), "2009-01-10")).toBeNull(); // 17 on the day
      expect(ok(withSsn(code), "2008-11-24")).toBeNull(); // 18 tomorrow: still a minor today
      expect(ok(withSsn(code), "2008-11-23")?.field).toBe("documents.0.code"); // 18 that day
      expect(ok(withSsn(code))?.field).toBe("documents.0.code"); // an adult
      expect(ok(withSsn(code), null)?.field).toBe("documents.0.code"); // no birth date: not shown to be a minor
    }
    expect(ok(withSsn("schoolRecord"))?.message).toBe("A school record or report card proves identity only for an employee under 18 on the day the documents are examined");
    expect(ok(withSsn("medicalRecord"))?.message).toBe("A clinic, doctor or hospital record proves identity only for an employee under 18 on the day the documents are examined");
    // The other List B documents carry no age limit.
    expect(ok(withSsn("schoolId"))).toBeNull();
    expect(I9_DOCUMENTS.filter((d) => d.minorOnly).map((d) => d.code)).toEqual(["schoolRecord", "medicalRecord", "daycareRecord", "minorUnder18"]);
  });
});

describe("ageOn", () => {
  it("counts whole years; a Feb 29 birthday comes on Mar 1 in a common year", () => {
    expect(ageOn("2008-11-23", "2026-11-22")).toBe(17);
    expect(ageOn("2008-11-23", "2026-11-23")).toBe(18);
    expect(ageOn("2008-02-29", "2026-02-28")).toBe(17);
    expect(ageOn("2008-02-29", "2026-03-01")).toBe(18);
  });
});

describe("the Lists of Acceptable Documents", () => {
  it("has unique codes, both languages, and reverification only on List A or C documents that expire", () => {
    expect(new Set(I9_DOCUMENTS.map((d) => d.code)).size).toBe(I9_DOCUMENTS.length);
    for (const d of I9_DOCUMENTS) {
      expect(d.en.length * d.es.length).toBeGreaterThan(0);
      if (d.reverify) expect(d.list !== "B" && d.expires).toBe(true);
    }
    expect(i9Document("usPassport")?.reverify).toBe(false);
    expect(i9Document("permanentResidentCard")?.reverify).toBe(false);
  });
});

describe("editions", () => {
  it("an edition is usable until it expires", () => {
    expect(editionUsable("08/01/23", "2026-07-31")).toBe(true);
    expect(editionUsable("08/01/23", "2026-08-01")).toBe(false);
    expect(editionUsable("01/20/25", "2027-05-31")).toBe(true);
    expect(editionUsable("01/20/25", "2027-06-01")).toBe(false);
    expect(editionUsable("03/08/13", "2020-01-01")).toBe(false);
  });
});
