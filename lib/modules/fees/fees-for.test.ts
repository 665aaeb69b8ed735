import { describe, expect, it } from "vitest";
import { NO_FACTS, caseKindOf, type FeeFacts } from "./facts";
import { feesFor, rfeFeesFor, type FeeResult } from "./fees-for";

const facts = (over: Partial<FeeFacts>): FeeFacts => ({ ...NO_FACTS, ...over });
/** code → amount of the counted lines. */
const amounts = (r: FeeResult) => Object.fromEntries(r.lines.filter((l) => l.counted).map((l) => [l.code, l.amountCents]));
const line = (r: FeeResult, code: string) => r.lines.find((l) => l.code === code);

const transfer30 = facts({ kind: "h1b_change_of_employer", employeeCount: 30, premiumProcessing: true, beneficiaryOutsideUs: false });

describe("feesFor: H-1B", () => {
  it("a change of employer for a 30-employee client with premium after 2026-03-01", () => {
    const r = feesFor(transfer30, "2026-03-02");
    expect(amounts(r)).toEqual({ I129_H1B: 78000, ASYLUM_PROGRAM: 60000, ACWIA: 150000, FRAUD_PREVENTION: 50000, I907: 296500, G28: 0 });
    expect(r.totalCents).toBe(634500);
    expect(r.byPayer).toEqual({ employer: 338000, beneficiary: 0, either: 296500 });
    expect(r.missing).toEqual([]);
    expect(r.notes).toContain("proclamationInsideUs");
  });

  it("premium processing: $2,805 on 2026-02-28, $2,965 on 2026-03-01", () => {
    expect(line(feesFor(transfer30, "2026-02-28"), "I907")?.amountCents).toBe(280500);
    expect(line(feesFor(transfer30, "2026-03-01"), "I907")?.amountCents).toBe(296500);
  });

  it("the 2024 fee rule: 2024-03-31 under the old schedule (no Asylum Program fee), 2024-04-01 under the new", () => {
    const before = feesFor(transfer30, "2024-03-31");
    expect(line(before, "I129_H1B")?.amountCents).toBe(46000);
    expect(line(before, "ASYLUM_PROGRAM")).toBeUndefined();
    expect(line(before, "I907")?.amountCents).toBe(280500);
    const after = feesFor(transfer30, "2024-04-01");
    expect(line(after, "I129_H1B")?.amountCents).toBe(78000);
    expect(line(after, "ASYLUM_PROGRAM")?.amountCents).toBe(60000);
  });

  it("25 employees is a small employer, 26 is not", () => {
    const small = feesFor({ ...transfer30, employeeCount: 25 }, "2025-06-02");
    expect(amounts(small)).toMatchObject({ I129_H1B: 46000, ASYLUM_PROGRAM: 30000, ACWIA: 75000 });
    expect(line(small, "ACWIA")?.reason).toBe("smallEmployer");
    const large = feesFor({ ...transfer30, employeeCount: 26 }, "2025-06-02");
    expect(amounts(large)).toMatchObject({ I129_H1B: 78000, ASYLUM_PROGRAM: 60000, ACWIA: 150000 });
  });

  it("a non-profit pays the reduced I-129 fee and no Asylum Program fee, whatever its size", () => {
    const r = feesFor({ ...transfer30, employeeCount: 400, nonprofit: true }, "2025-06-02");
    expect(amounts(r)).toMatchObject({ I129_H1B: 46000, ASYLUM_PROGRAM: 0, ACWIA: 150000 });
    expect(line(r, "ASYLUM_PROGRAM")?.reason).toBe("nonprofit");
  });

  it("an ACWIA-exempt employer (e.g. a university) pays no training fee", () => {
    const r = feesFor({ ...transfer30, acwiaExempt: true }, "2025-06-02");
    expect(line(r, "ACWIA")).toBeUndefined();
    expect(r.notes).toContain("acwiaExempt");
  });

  it("an extension with the same employer has no fraud fee; its ACWIA fee stays", () => {
    const r = feesFor(facts({ kind: "h1b_extension", employeeCount: 100 }), "2025-06-02");
    expect(line(r, "FRAUD_PREVENTION")).toBeUndefined();
    expect(line(r, "PL_114_113_H1B")).toBeUndefined();
    expect(line(r, "ACWIA")?.amountCents).toBe(150000);
    expect(r.notes).toContain("noFraudFeeExtension");
    expect(r.missing).toEqual([]);
  });

  it("unknown employer size: the larger amounts, and 'needs: employer size'", () => {
    const r = feesFor(facts({ kind: "h1b_new", beneficiaryOutsideUs: false, fiftyFifty: false }), "2025-06-02");
    expect(line(r, "I129_H1B")).toMatchObject({ amountCents: 78000, reason: "sizeUnknown", needs: ["employeeCount"] });
    expect(line(r, "ACWIA")).toMatchObject({ amountCents: 150000, needs: ["employeeCount"] });
    expect(r.missing).toEqual(["employeeCount"]);
  });

  it("Public Law 114-113: $4,000 for a 50/50 employer; asked for from 50 employees, not below", () => {
    const base = { ...transfer30, employeeCount: 60 };
    expect(line(feesFor({ ...base, fiftyFifty: true }, "2025-06-02"), "PL_114_113_H1B")).toMatchObject({ amountCents: 400000, counted: true, payer: "employer" });
    const unknown = feesFor({ ...base, fiftyFifty: null }, "2025-06-02");
    expect(line(unknown, "PL_114_113_H1B")).toMatchObject({ counted: false, needs: ["fiftyFifty"] });
    expect(unknown.missing).toEqual(["fiftyFifty"]);
    expect(line(feesFor({ ...transfer30, employeeCount: 49, fiftyFifty: null }, "2025-06-02"), "PL_114_113_H1B")).toBeUndefined();
  });

  it("the $100,000 payment: not for a petition filed 2025-09-20, for one filed 2025-09-21 for a worker abroad", () => {
    const abroad = facts({ kind: "h1b_new", employeeCount: 30, beneficiaryOutsideUs: true });
    expect(line(feesFor(abroad, "2025-09-20"), "H1B_PROCLAMATION")).toBeUndefined();
    const r = feesFor(abroad, "2025-09-21");
    expect(line(r, "H1B_PROCLAMATION")).toMatchObject({ amountCents: 10_000_000, payer: "employer", counted: true, form: "pay.gov" });
    expect(r.totalCents).toBe(78000 + 60000 + 150000 + 50000 + 10_000_000);
  });

  it("the $100,000 payment: not for a change of status or extension inside the US; asked for when unknown", () => {
    expect(line(feesFor(facts({ kind: "h1b_extension", employeeCount: 30 }), "2025-12-01"), "H1B_PROCLAMATION")).toBeUndefined();
    expect(line(feesFor({ ...transfer30 }, "2025-12-01"), "H1B_PROCLAMATION")).toBeUndefined();
    const unknown = feesFor(facts({ kind: "h1b_new", employeeCount: 30 }), "2025-12-01");
    expect(line(unknown, "H1B_PROCLAMATION")).toMatchObject({ counted: false, needs: ["beneficiaryOutsideUs"] });
    expect(unknown.totalCents).toBe(78000 + 60000 + 150000 + 50000);
  });

  it("a Feb 29 postmark (2028-02-29) is an ordinary day under the current schedule", () => {
    const r = feesFor(transfer30, "2028-02-29");
    expect(r.postmarkDate).toBe("2028-02-29");
    expect(r.totalCents).toBe(634500);
  });

  it("an amendment: ACWIA only when it asks for an extension", () => {
    const no = feesFor(facts({ kind: "h1b_amendment", employeeCount: 30, amendmentRequestsExtension: false }), "2025-06-02");
    expect(line(no, "ACWIA")).toBeUndefined();
    expect(line(no, "FRAUD_PREVENTION")).toBeUndefined();
    const unknown = feesFor(facts({ kind: "h1b_amendment", employeeCount: 30 }), "2025-06-02");
    expect(line(unknown, "ACWIA")).toMatchObject({ counted: false, needs: ["amendmentRequestsExtension"] });
  });
});

describe("feesFor: other classifications and forms", () => {
  it("L-1 and O petitions by size; the L-1 pays the fraud fee, the O does not", () => {
    expect(amounts(feesFor(facts({ kind: "l1_new", employeeCount: 30, fiftyFifty: false }), "2025-06-02"))).toEqual({ I129_L: 138500, ASYLUM_PROGRAM: 60000, FRAUD_PREVENTION: 50000, G28: 0 });
    expect(amounts(feesFor(facts({ kind: "l1_new", employeeCount: 10 }), "2025-06-02"))).toMatchObject({ I129_L: 69500, ASYLUM_PROGRAM: 30000 });
    expect(amounts(feesFor(facts({ kind: "o_new", employeeCount: 30 }), "2025-06-02"))).toEqual({ I129_O: 105500, ASYLUM_PROGRAM: 60000, G28: 0 });
    expect(amounts(feesFor(facts({ kind: "o_new", employeeCount: 5 }), "2025-06-02"))).toMatchObject({ I129_O: 53000, ASYLUM_PROGRAM: 30000 });
  });

  it("I-140 with the Asylum Program fee ($0 for a non-profit) and premium processing", () => {
    const r = feesFor(facts({ kind: "i140", employeeCount: 300, premiumProcessing: true }), "2026-03-01");
    expect(amounts(r)).toEqual({ I140: 71500, ASYLUM_PROGRAM: 60000, I907: 296500, G28: 0 });
    expect(amounts(feesFor(facts({ kind: "i140", nonprofit: true }), "2026-03-01"))).toMatchObject({ I140: 71500, ASYLUM_PROGRAM: 0 });
  });

  it("I-485 $1,440; a child under 14 filing with a parent $950; with I-765 $260 and I-131 $630", () => {
    const adult = feesFor(facts({ kind: "i485", applicantAge: 35, withI765: true, withI131: true }), "2025-06-02");
    expect(amounts(adult)).toEqual({ I485: 144000, I765: 26000, I131: 63000, G28: 0 });
    expect(adult.byPayer.beneficiary).toBe(233000);
    expect(amounts(feesFor(facts({ kind: "i485", applicantAge: 13, filingWithParent: true }), "2025-06-02"))).toMatchObject({ I485: 95000 });
    expect(amounts(feesFor(facts({ kind: "i485", applicantAge: 13 }), "2025-06-02"))).toMatchObject({ I485: 144000 });
    expect(feesFor(facts({ kind: "i485" }), "2025-06-02").missing).toEqual(["applicantAge"]);
  });

  it("I-485 before 2024-04-01: $1,140 plus $85 biometrics, the I-765 bundled", () => {
    expect(amounts(feesFor(facts({ kind: "i485", applicantAge: 35, withI765: true }), "2024-03-31"))).toEqual({ I485: 114000, BIOMETRICS: 8500, I765: 0, G28: 0 });
  });

  it("a standalone I-765: $520 on paper, $470 online; I-130 $675; I-539 $470", () => {
    expect(amounts(feesFor(facts({ kind: "i765" }), "2025-06-02"))).toEqual({ I765: 52000, G28: 0 });
    expect(amounts(feesFor(facts({ kind: "i765", onlineFiling: true }), "2025-06-02"))).toEqual({ I765: 47000, G28: 0 });
    expect(amounts(feesFor(facts({ kind: "i130" }), "2025-06-02"))).toEqual({ I130: 67500, G28: 0 });
    expect(amounts(feesFor(facts({ kind: "i539" }), "2025-06-02"))).toEqual({ I539: 47000, G28: 0 });
  });

  it("premium processing of an I-539: $1,965 on 2026-02-28, $2,075 on 2026-03-01 (91 FR 1059), never the I-129 rate", () => {
    const i539 = facts({ kind: "i539", premiumProcessing: true });
    expect(amounts(feesFor(i539, "2026-02-28"))).toEqual({ I539: 47000, I907: 196500, G28: 0 });
    expect(amounts(feesFor(i539, "2026-03-01"))).toEqual({ I539: 47000, I907: 207500, G28: 0 });
    expect(line(feesFor(i539, "2026-03-01"), "I907")).toMatchObject({ effectiveFrom: "2026-03-01", source: expect.stringContaining("91 FR 1059"), payer: "either" });
    // Before the schedule lists an I-539 premium rate: none, and said so (not the I-129's $2,500).
    const old = feesFor(i539, "2024-02-25");
    expect(line(old, "I907")).toBeUndefined();
    expect(old.notes).toContain("premiumNotOffered");
  });

  it("premium processing of an I-765: $1,685 on 2026-02-28, $1,780 on 2026-03-01 (91 FR 1059)", () => {
    const i765 = facts({ kind: "i765", premiumProcessing: true });
    expect(amounts(feesFor(i765, "2026-02-28"))).toEqual({ I765: 52000, I907: 168500, G28: 0 });
    expect(amounts(feesFor(i765, "2026-03-01"))).toEqual({ I765: 52000, I907: 178000, G28: 0 });
    expect(feesFor(i765, "2026-03-01").totalCents).toBe(230000);
    expect(feesFor(i765, "2026-03-01").notes).not.toContain("premiumNotOffered");
  });

  it("an RFE response on an I-765 upgraded to premium: the I-765's own I-907 rate of the day", () => {
    expect(rfeFeesFor({ kind: "i765", petitionPremium: false, premiumUpgrade: true }, "2026-03-01")).toMatchObject({ totalCents: 178000, notes: ["rfeNoFee", "premiumUpgrade"] });
    expect(rfeFeesFor({ kind: "i539", petitionPremium: false, premiumUpgrade: true }, "2026-02-28").totalCents).toBe(196500);
    expect(rfeFeesFor({ kind: "i539", petitionPremium: false, premiumUpgrade: true }, "2024-02-25")).toMatchObject({ lines: [], notes: ["rfeNoFee", "premiumNotOffered"] });
  });

  it("a DOL filing has no USCIS fee; an unknown kind is asked for", () => {
    const none = feesFor(facts({ kind: "none" }), "2025-06-02");
    expect(none.lines).toEqual([]);
    expect(none.notes).toEqual(["noUscisFee"]);
    expect(feesFor(NO_FACTS, "2025-06-02").missing).toEqual(["kind"]);
  });

  it("the H-1B registration: $10, then $215 from the FY 2026 season", () => {
    expect(amounts(feesFor(facts({ kind: "h1b_registration" }), "2024-03-10"))).toEqual({ H1B_REGISTRATION: 1000 });
    expect(amounts(feesFor(facts({ kind: "h1b_registration" }), "2025-03-07"))).toEqual({ H1B_REGISTRATION: 21500 });
  });
});

describe("case kinds and the RFE response", () => {
  it("maps the case sub types", () => {
    expect(caseKindOf(1, 5)).toBe("h1b_change_of_employer");
    expect(caseKindOf(1, 3)).toBe("h1b_extension");
    expect(caseKindOf(3, 15)).toBe("i140");
    expect(caseKindOf(9, null)).toBe("none");
    expect(caseKindOf(1, null)).toBeNull();
  });

  it("an RFE response has no fee; a premium upgrade costs the I-907 of the day", () => {
    expect(rfeFeesFor({ kind: "h1b_new", petitionPremium: false, premiumUpgrade: false }, "2026-03-01")).toMatchObject({ lines: [], totalCents: 0, notes: ["rfeNoFee"] });
    const up = rfeFeesFor({ kind: "h1b_new", petitionPremium: false, premiumUpgrade: true }, "2026-02-28");
    expect(up.totalCents).toBe(280500);
    expect(up.byPayer.either).toBe(280500);
    expect(rfeFeesFor({ kind: "h1b_new", petitionPremium: true, premiumUpgrade: true }, "2026-03-01")).toMatchObject({ totalCents: 0, notes: ["rfeNoFee", "premiumAlready"] });
    expect(rfeFeesFor({ kind: "i130", petitionPremium: false, premiumUpgrade: true }, "2026-03-01").notes).toContain("premiumNotOffered");
  });
});
