import { describe, expect, it } from "vitest";
import { chargeabilityOf, isBulletinValue, monthInForce, priorityDateOf, priorityDateState } from "./rules";

describe("priority date against the Visa Bulletin", () => {
  it("is current when earlier than the cut-off; the cut-off day itself is not", () => {
    expect(priorityDateState("2023-01-14", "2023-01-15")).toBe("current");
    expect(priorityDateState("2023-01-15", "2023-01-15")).toBe("not_current");
    expect(priorityDateState("2023-01-16", "2023-01-15")).toBe("not_current");
    // Across a leap day.
    expect(priorityDateState("2024-02-28", "2024-02-29")).toBe("current");
    expect(priorityDateState("2024-02-29", "2024-03-01")).toBe("current");
    expect(priorityDateState("2024-02-29", "2024-02-29")).toBe("not_current");
  });

  it("reads C as current for every date and U as unavailable; no date or no cell is unknown", () => {
    expect(priorityDateState("2010-01-01", "C")).toBe("current");
    expect(priorityDateState("2010-01-01", "U")).toBe("unavailable");
    expect(priorityDateState(null, "C")).toBe("unknown");
    expect(priorityDateState("2010-01-01", null)).toBe("unknown");
    expect(priorityDateState("2010-01-01", "2010-02-30")).toBe("unknown");
  });

  it("accepts C, U or a real calendar date as a cell", () => {
    expect(["C", "U", "2024-02-29"].map(isBulletinValue)).toEqual([true, true, true]);
    expect(["c", "", "2023-02-29", "01/15/2023"].map(isBulletinValue)).toEqual([false, false, false, false]);
  });

  it("charges a worker to the country of birth when oversubscribed, else to all areas", () => {
    expect([44, 101, 142, 173, 231, null].map(chargeabilityOf)).toEqual(["CHINA", "INDIA", "MEXICO", "PHILIPPINES", "ALL", "ALL"]);
  });

  it("takes the priority date set by hand, else the PERM filing (not for EB-1), else the I-140 receipt", () => {
    expect(priorityDateOf({ manual: "2019-05-01", category: "EB2", permFiledDate: "2024-03-01", i140ReceiptDate: "2024-09-01" })).toEqual({ date: "2019-05-01", source: "manual" });
    expect(priorityDateOf({ manual: null, category: "EB2", permFiledDate: "2024-03-01", i140ReceiptDate: "2024-09-01" })).toEqual({ date: "2024-03-01", source: "perm" });
    expect(priorityDateOf({ manual: null, category: "EB1", permFiledDate: "2024-03-01", i140ReceiptDate: "2024-09-01" })).toEqual({ date: "2024-09-01", source: "i140" });
    expect(priorityDateOf({ manual: null, category: null, permFiledDate: null, i140ReceiptDate: null })).toEqual({ date: null, source: null });
  });

  it("uses the latest month entered that is not after today's month", () => {
    expect(monthInForce(["2026-10", "2026-12", "2026-11"], "2026-11-30")).toBe("2026-11");
    expect(monthInForce(["2026-12"], "2026-11-30")).toBeNull();
    expect(monthInForce(["2026-12"], "2026-12-01")).toBe("2026-12");
  });
});
