import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  caseDeadlines,
  i9Section2Due,
  overdue,
  permCertificationExpiry,
  premiumProcessingDeadline,
  rfeResponseDue,
  noticeServedByMail,
  extensionDue,
  defaultPremiumForm,
  type PetitionDeadlineFields,
} from "./rules";

describe("premium processing clock (rule 17)", () => {
  it("I-129: 15 business days, skipping Thanksgiving", () => {
    // Nov 21 … Nov 26 (4), Nov 27 Thanksgiving skipped, Nov 28 (5) … Dec 12 (15).
    expect(premiumProcessingDeadline({ receiptOrStartDate: "2025-11-20", form: "I129" })).toBe("2025-12-12");
  });
  it("I-129 over Christmas and New Year's Day", () => {
    expect(premiumProcessingDeadline({ receiptOrStartDate: "2025-12-15", form: "I129" })).toBe("2026-01-07");
  });
  it("most I-140: 15 business days, the receipt day not counted even on a weekend", () => {
    expect(premiumProcessingDeadline({ receiptOrStartDate: "2025-11-22", form: "I140" })).toBe("2025-12-15");
  });
  it("I-140 E13 / EB-2 NIW: 45 business days over Veterans Day, Thanksgiving, Christmas, New Year", () => {
    expect(premiumProcessingDeadline({ receiptOrStartDate: "2025-11-03", form: "I140_E13_NIW" })).toBe("2026-01-09");
  });
  it("certain I-539 / I-765: 30 business days", () => {
    expect(premiumProcessingDeadline({ receiptOrStartDate: "2025-11-20", form: "I539_I765" })).toBe("2026-01-06");
  });
  it("restarts from the day the RFE response is received", () => {
    // Jun 30 (1), Jul 1–3 (4), Jul 4 holiday, Jul 7–11 (9), Jul 14–18 (14), Jul 21 (15).
    expect(premiumProcessingDeadline({ receiptOrStartDate: "2025-03-03", form: "I129", rfeResponseReceivedDate: "2025-06-27" })).toBe("2025-07-21");
    expect(premiumProcessingDeadline({ receiptOrStartDate: "2025-03-03", form: "I129", rfeResponseReceivedDate: null })).toBe("2025-03-24");
  });
  it("through Presidents Day and Feb 29 of a leap year", () => {
    // Feb 21 2028 Presidents Day skipped; Feb 22–25 (4), Feb 28 (5), Feb 29 (6), Mar 1–3 (9), Mar 6–10 (14), Mar 13 (15).
    expect(premiumProcessingDeadline({ receiptOrStartDate: "2028-02-18", form: "I129" })).toBe("2028-03-13");
    // A restart received on Feb 29 itself counts from the next business day.
    expect(premiumProcessingDeadline({ receiptOrStartDate: "2028-01-03", form: "I129", rfeResponseReceivedDate: "2028-02-29" })).toBe("2028-03-21");
  });
  it("refuses a response received before the clock started, and unknown forms", () => {
    expect(() => premiumProcessingDeadline({ receiptOrStartDate: "2025-03-03", form: "I129", rfeResponseReceivedDate: "2025-03-02" })).toThrow(RangeError);
    expect(() => premiumProcessingDeadline({ receiptOrStartDate: "2025-03-03", form: "I485" as "I129" })).toThrow(RangeError);
    expect(() => premiumProcessingDeadline({ receiptOrStartDate: "2025-02-30", form: "I129" })).toThrow(RangeError);
  });
});

describe("RFE / NOID response due (rule 18, calendar days)", () => {
  it("RFE: 84 days, +3 by mail, not moved off a weekend", () => {
    expect(rfeResponseDue({ noticeDate: "2025-01-15", servedByMail: false, kind: "RFE" })).toBe("2025-04-09");
    expect(rfeResponseDue({ noticeDate: "2025-01-15", servedByMail: true, kind: "RFE" })).toBe("2025-04-12");
  });
  it("a due date on a federal holiday is not moved (Independence Day 2025, a Friday)", () => {
    expect(rfeResponseDue({ noticeDate: "2025-04-11", servedByMail: false, kind: "RFE" })).toBe("2025-07-04");
    expect(rfeResponseDue({ noticeDate: "2025-06-01", servedByMail: true, kind: "NOID" })).toBe("2025-07-04");
  });
  it("NOID: 30 days, +3 by mail", () => {
    expect(rfeResponseDue({ noticeDate: "2025-10-20", servedByMail: false, kind: "NOID" })).toBe("2025-11-19");
    expect(rfeResponseDue({ noticeDate: "2025-10-20", servedByMail: true, kind: "NOID" })).toBe("2025-11-22");
  });
  it("across the year boundary and February of leap and common years", () => {
    expect(rfeResponseDue({ noticeDate: "2025-11-01", servedByMail: false, kind: "RFE" })).toBe("2026-01-24");
    expect(rfeResponseDue({ noticeDate: "2025-11-01", servedByMail: true, kind: "RFE" })).toBe("2026-01-27");
    expect(rfeResponseDue({ noticeDate: "2023-12-15", servedByMail: false, kind: "RFE" })).toBe("2024-03-08");
    expect(rfeResponseDue({ noticeDate: "2022-12-15", servedByMail: false, kind: "RFE" })).toBe("2023-03-09");
    expect(rfeResponseDue({ noticeDate: "2024-01-30", servedByMail: false, kind: "NOID" })).toBe("2024-02-29");
  });
  describe("no drift across a DST change in the process time zone", () => {
    const original = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = "America/Los_Angeles";
    });
    afterAll(() => {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    });
    it("spring forward 2025-03-09 and fall back 2025-11-02 inside the period", () => {
      expect(rfeResponseDue({ noticeDate: "2025-01-15", servedByMail: true, kind: "RFE" })).toBe("2025-04-12");
      expect(rfeResponseDue({ noticeDate: "2025-10-20", servedByMail: false, kind: "NOID" })).toBe("2025-11-19");
      expect(overdue("2025-03-08", "2025-03-10")).toEqual({ overdue: true, days: 2, label: "Overdue by 2 day(s)" });
      expect(overdue("2025-11-01", "2025-11-03").days).toBe(2);
    });
  });
});

describe("overdue", () => {
  it("the due day itself is not overdue; the day after is 1 day", () => {
    expect(overdue("2025-04-09", "2025-04-08")).toEqual({ overdue: false, days: 0, label: null });
    expect(overdue("2025-04-09", "2025-04-09")).toEqual({ overdue: false, days: 0, label: null });
    expect(overdue("2025-04-09", "2025-04-10")).toEqual({ overdue: true, days: 1, label: "Overdue by 1 day(s)" });
  });
  it("across the year boundary and Feb 29", () => {
    expect(overdue("2025-12-30", "2026-01-02")).toEqual({ overdue: true, days: 3, label: "Overdue by 3 day(s)" });
    expect(overdue("2024-02-28", "2024-03-01").days).toBe(2);
  });
  it("a missing or invalid date is never overdue", () => {
    expect(overdue(null, "2025-01-01").overdue).toBe(false);
    expect(overdue(undefined, "2025-01-01").overdue).toBe(false);
    expect(overdue("2025-02-30", "2025-04-01").overdue).toBe(false);
    expect(overdue("2025-02-01", "not a day").overdue).toBe(false);
  });
});

describe("caseDeadlines", () => {
  const base: PetitionDeadlineFields = {
    deadlineDate: null,
    premiumProcessing: false,
    premiumForm: null,
    receiptDate: null,
    rfeNoticeDate: null,
    rfeServedByMail: false,
    uscisResponse: null,
  };

  it("an empty case has no dates", () => {
    expect(caseDeadlines(base, "2025-06-01")).toEqual({
      deadlineDate: null,
      deadlineOverdue: null,
      premiumDeadline: null,
      premiumClock: null,
      premiumOverdue: null,
      noticeKind: null,
      rfeDue: null,
      rfeOverdue: null,
    });
  });
  it("the case deadline and its overdue label", () => {
    const d = caseDeadlines({ ...base, deadlineDate: "2025-04-01" }, "2025-04-03");
    expect(d.deadlineDate).toBe("2025-04-01");
    expect(d.deadlineOverdue).toBe("Overdue by 2 day(s)");
    expect(caseDeadlines({ ...base, deadlineDate: "2025-04-01" }, "2025-04-01").deadlineOverdue).toBeNull();
  });
  it("a running premium clock, overdue when USCIS is late", () => {
    const p = { ...base, premiumProcessing: true, premiumForm: "I129", receiptDate: "2025-11-20" };
    expect(caseDeadlines(p, "2025-12-01")).toMatchObject({ premiumDeadline: "2025-12-12", premiumClock: "running", premiumOverdue: null });
    expect(caseDeadlines(p, "2025-12-15")).toMatchObject({ premiumDeadline: "2025-12-12", premiumOverdue: "Overdue by 3 day(s)" });
  });
  it("premium needs the flag, a known form and a receipt date", () => {
    expect(caseDeadlines({ ...base, premiumProcessing: false, premiumForm: "I129", receiptDate: "2025-11-20" }, "2025-12-01").premiumClock).toBeNull();
    expect(caseDeadlines({ ...base, premiumProcessing: true, premiumForm: "I485", receiptDate: "2025-11-20" }, "2025-12-01").premiumClock).toBeNull();
    expect(caseDeadlines({ ...base, premiumProcessing: true, premiumForm: "I129", receiptDate: null }, "2025-12-01").premiumClock).toBeNull();
  });
  it("an open RFE served by mail pauses the premium clock and shows the response due date", () => {
    const p = {
      ...base,
      premiumProcessing: true,
      premiumForm: "I129",
      receiptDate: "2024-12-02",
      uscisResponse: "rfe",
      rfeNoticeDate: "2025-01-15",
      rfeServedByMail: true,
    };
    expect(caseDeadlines(p, "2025-04-12")).toMatchObject({
      premiumClock: "paused",
      premiumDeadline: null,
      noticeKind: "RFE",
      rfeDue: "2025-04-12",
      rfeOverdue: null,
    });
    expect(caseDeadlines(p, "2025-04-13").rfeOverdue).toBe("Overdue by 1 day(s)");
  });
  it("a received RFE response restarts the clock and clears the RFE overdue label", () => {
    const p = {
      ...base,
      premiumProcessing: true,
      premiumForm: "I129",
      receiptDate: "2025-03-03",
      uscisResponse: "rfe",
      rfeNoticeDate: "2025-04-01",
      rfeResponseReceivedDate: "2025-06-27",
    };
    expect(caseDeadlines(p, "2025-08-01")).toMatchObject({
      premiumClock: "running",
      premiumDeadline: "2025-07-21",
      premiumOverdue: "Overdue by 11 day(s)",
      rfeDue: "2025-06-24",
      rfeOverdue: null,
    });
  });
  it("a NOID gets 30 days", () => {
    const d = caseDeadlines({ ...base, uscisResponse: "noid", rfeNoticeDate: "2025-10-20", rfeServedByMail: true }, "2025-11-24");
    expect(d).toMatchObject({ noticeKind: "NOID", rfeDue: "2025-11-22", rfeOverdue: "Overdue by 2 day(s)" });
  });
  it("a final USCIS response stops the clock; the RFE is no longer owed", () => {
    const p = {
      ...base,
      premiumProcessing: true,
      premiumForm: "I140",
      receiptDate: "2025-11-20",
      uscisResponse: "approved",
      rfeNoticeDate: "2025-12-01",
    };
    expect(caseDeadlines(p, "2026-06-01")).toMatchObject({ premiumClock: "stopped", premiumDeadline: "2025-12-12", premiumOverdue: null, rfeOverdue: null });
  });
  it("a closed case shows no overdue labels", () => {
    const p = { ...base, deadlineDate: "2025-01-01", uscisResponse: "rfe", rfeNoticeDate: "2025-01-02", closedAt: new Date("2025-02-01T00:00:00Z") };
    expect(caseDeadlines(p, "2026-01-01")).toMatchObject({ deadlineDate: "2025-01-01", deadlineOverdue: null, rfeOverdue: null, rfeDue: "2025-03-27" });
  });
  it("tolerates bad stored dates instead of throwing", () => {
    const p = {
      ...base,
      deadlineDate: "2025-02-30",
      premiumProcessing: true,
      premiumForm: "I129",
      receiptDate: "2025-11-20",
      uscisResponse: "rfe",
      rfeNoticeDate: "junk",
      rfeResponseReceivedDate: "2025-01-01", // before the receipt: no restart
    };
    expect(caseDeadlines(p, "2025-12-01")).toMatchObject({ deadlineDate: null, deadlineOverdue: null, rfeDue: null, noticeKind: null, premiumClock: "paused" });
  });
});

describe("I-9 Section 2 due (rule 2)", () => {
  it("3 business days after the first day of work", () => {
    expect(i9Section2Due("2025-03-03", false)).toBe("2025-03-06"); // Monday → Thursday
    expect(i9Section2Due("2025-11-24", false)).toBe("2025-11-28"); // over Thanksgiving
    expect(i9Section2Due("2025-01-17", false)).toBe("2025-01-23"); // Friday, then MLK Day
    expect(i9Section2Due("2025-12-31", false)).toBe("2026-01-06"); // over New Year's Day
  });
  it("a job of less than 3 business days: the first day", () => {
    expect(i9Section2Due("2025-11-24", true)).toBe("2025-11-24");
    expect(() => i9Section2Due("2025-11-31", true)).toThrow(RangeError);
  });
});

describe("PERM certification expiry (rule 13)", () => {
  it("180 calendar days when that is a business day", () => {
    expect(permCertificationExpiry("2025-03-06")).toBe("2025-09-02");
  });
  it("moved to the previous business day over a weekend and a holiday", () => {
    expect(permCertificationExpiry("2025-01-06")).toBe("2025-07-03"); // Jul 5 Sat, Jul 4 holiday
    expect(permCertificationExpiry("2025-03-05")).toBe("2025-08-29"); // Sep 1 Labor Day
  });
  it("leap year", () => {
    expect(permCertificationExpiry("2024-01-08")).toBe("2024-07-05"); // Jul 6 2024 is a Saturday
  });
});

describe("service by mail and the extension reminder", () => {
  it("a notice is served by mail unless it came electronically (8 CFR 103.8(b)): 87 days for an RFE, 33 for a NOID", () => {
    expect(noticeServedByMail(null)).toBe(true);
    expect(noticeServedByMail("mail")).toBe(true);
    expect(noticeServedByMail("electronic")).toBe(false);
    // Feb 29 (leap year) and a Friday notice: calendar days, the end not moved off the weekend.
    expect(rfeResponseDue({ noticeDate: "2028-02-29", servedByMail: noticeServedByMail(null), kind: "RFE" })).toBe("2028-05-26");
    expect(rfeResponseDue({ noticeDate: "2028-02-29", servedByMail: noticeServedByMail("electronic"), kind: "RFE" })).toBe("2028-05-23");
    expect(rfeResponseDue({ noticeDate: "2026-12-04", servedByMail: noticeServedByMail(null), kind: "NOID" })).toBe("2027-01-06");
  });

  it("the extension is due 6 months before the approved stay ends, on the month's last day when it has no such day", () => {
    expect(extensionDue("2030-02-28")).toBe("2029-08-28");
    expect(extensionDue("2029-08-31")).toBe("2029-02-28");
    expect(extensionDue("2028-08-31")).toBe("2028-02-29");
    expect(extensionDue("2028-02-29")).toBe("2027-08-29");
    expect(extensionDue("2027-03-15")).toBe("2026-09-15");
    expect(extensionDue("2027-01-31", 1)).toBe("2026-12-31");
  });
});

describe("the premium clock a new case asks by default (rule 17)", () => {
  it("from the case type and sub type; none where the firm must choose", () => {
    expect(defaultPremiumForm(1, null)).toBe("I129");
    expect(defaultPremiumForm(1, 3)).toBe("I129");
    expect(defaultPremiumForm(1, 1)).toBeNull(); // a cap registration has no premium processing
    expect(defaultPremiumForm(2, 10)).toBeNull(); // L-1 blanket (I-129S)
    expect(defaultPremiumForm(4, 21)).toBe("I129");
    expect(defaultPremiumForm(3, null)).toBe("I140");
    expect(defaultPremiumForm(3, 15)).toBe("I140");
    expect(defaultPremiumForm(3, 18)).toBe("I140_E13_NIW");
    expect(defaultPremiumForm(3, 19)).toBe("I140_E13_NIW");
    expect(defaultPremiumForm(3, 12)).toBeNull();
    expect(defaultPremiumForm(3, 14)).toBeNull();
    expect(defaultPremiumForm(8, 32)).toBe("I539_I765");
    expect(defaultPremiumForm(7, 28)).toBeNull();
  });

  it("the clock it starts runs from the receipt date in business days (a Friday receipt, Thanksgiving)", () => {
    // Receipt Fri 2026-11-20, I-129: 15 business days, Thanksgiving (Nov 26) not one.
    expect(premiumProcessingDeadline({ receiptOrStartDate: "2026-11-20", form: defaultPremiumForm(1, 3)! })).toBe("2026-12-14");
  });
});

