import { describe, expect, it } from "vitest";
import { expiryRadar, expiryState, h1bSixYearEnd } from "./expiry";

const none = { i94Expiry: null, passportExpiry: null, visaStampExpiry: null, eadExpiry: null, h1bStartDate: null, approvedValidityEnd: null, pwds: [], lcas: [] };

describe("the expiry radar", () => {
  it("ends the H-1B six years the day before the sixth anniversary; a Feb 29 start on Feb 27", () => {
    expect(h1bSixYearEnd("2020-10-01")).toBe("2026-09-30");
    expect(h1bSixYearEnd("2021-01-01")).toBe("2026-12-31");
    expect(h1bSixYearEnd("2024-02-29")).toBe("2030-02-27");
    // Six years after a leap year is never one: every Feb 29 start ends on Feb 27.
    expect(h1bSixYearEnd("2020-02-29")).toBe("2026-02-27");
    expect(h1bSixYearEnd("2018-03-01")).toBe("2024-02-29");
  });

  it("is expired from the day after, due soon within 90 days (both ends), later after", () => {
    expect(expiryState("2026-11-24", "2026-11-25")).toBe("expired");
    expect(expiryState("2026-11-25", "2026-11-25")).toBe("soon");
    expect(expiryState("2027-02-23", "2026-11-25")).toBe("soon");
    expect(expiryState("2027-02-24", "2026-11-25")).toBe("later");
  });

  it("lists every dated item soonest first, with PWDs and LCAs named", () => {
    const r = expiryRadar(
      { ...none, i94Expiry: "2027-06-30", passportExpiry: "2026-12-15", eadExpiry: "2026-11-01", h1bStartDate: "2021-01-01", pwds: [{ id: "p1", label: "PWD-2026-0001", date: "2027-03-01" }], lcas: [{ id: "l1", label: "LCA-2026-0001", date: "2029-09-30" }] },
      "2026-11-25",
    );
    expect(r.items.map((i) => [i.kind, i.date, i.state, i.daysLeft])).toEqual([
      ["ead", "2026-11-01", "expired", -24],
      ["passport", "2026-12-15", "soon", 20],
      ["h1b_limit", "2026-12-31", "soon", 36],
      ["pwd", "2027-03-01", "later", 96],
      ["i94", "2027-06-30", "later", 217],
      ["lca", "2029-09-30", "later", 1040],
    ]);
    expect(r.items[3].ref).toEqual({ id: "p1", label: "PWD-2026-0001" });
    expect(r.warnings).toEqual([]);
  });

  it("warns when the I-94 or the passport ends before the approved validity still running", () => {
    const x = { ...none, i94Expiry: "2027-04-30", passportExpiry: "2027-04-30", approvedValidityEnd: "2028-09-30" };
    expect(expiryRadar(x, "2026-11-25").warnings).toEqual(["i94_before_validity", "passport_before_validity"]);
    expect(expiryRadar({ ...x, i94Expiry: "2028-09-30", passportExpiry: "2030-01-01" }, "2026-11-25").warnings).toEqual([]);
    // A validity that has already ended warns of nothing.
    expect(expiryRadar({ ...x, approvedValidityEnd: "2026-11-24" }, "2026-11-25").warnings).toEqual([]);
  });
});
