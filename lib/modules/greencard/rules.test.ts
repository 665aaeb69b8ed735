import { describe, expect, it } from "vitest";
import { bulletinCellValue, chargeabilityOf, isBulletinValue, monthInForce, parseBulletinChart, priorityDateOf, priorityDateState } from "./rules";

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

describe("a Visa Bulletin chart pasted from travel.state.gov", () => {
  // The employment-based final action table as the browser copies it: tab-separated, with the rows not tracked here.
  const TABLE = [
    "Employment-based\tAll Chargeability Areas Except Those Listed\tCHINA-mainland born\tINDIA\tMEXICO\tPHILIPPINES",
    "1st\tC\t15NOV22\t15FEB22\tC\tC",
    "2nd\t01APR24\t01DEC20\t01JAN13\t01APR24\t01APR24",
    "3rd\t01JUN23\t01MAY21\t22JUN13\t01JUN23\t01JUN23",
    "Other Workers\t22JAN21\t01JAN17\t22JUN13\t22JAN21\t22JAN21",
    "4th\t01JAN21\t01JAN21\t01JAN21\t01JAN21\t01JAN21",
    "Certain Religious Workers\tU\tU\tU\tU\tU",
  ].join("\n");

  it("reads the four tracked rows in the bulletin's column order, the bulletin's dates as ISO days", () => {
    const { cells, errors } = parseBulletinChart(TABLE);
    expect(errors).toEqual([]);
    expect(cells).toHaveLength(20);
    expect(cells.filter((c) => c.category === "EB1").map((c) => [c.chargeability, c.value])).toEqual([
      ["ALL", "C"],
      ["CHINA", "2022-11-15"],
      ["INDIA", "2022-02-15"],
      ["MEXICO", "C"],
      ["PHILIPPINES", "C"],
    ]);
    expect(cells.find((c) => c.category === "EB3_OTHER" && c.chargeability === "CHINA")?.value).toBe("2017-01-01");
  });

  it("follows a header that orders the columns otherwise; takes CSV and MM/DD/YYYY; names the lines it cannot read", () => {
    const csv = "category,INDIA,ALL,CHINA,MEXICO,PHILIPPINES\nEB2,01/01/2013,04/01/2024,C,U,C\n3rd,01JUN23,31FEB23,C,C,C\n2nd,C,C,C,C";
    const { cells, errors } = parseBulletinChart(csv);
    expect(cells.filter((c) => c.category === "EB2").map((c) => [c.chargeability, c.value])).toEqual([
      ["INDIA", "2013-01-01"],
      ["ALL", "2024-04-01"],
      ["CHINA", "C"],
      ["MEXICO", "U"],
      ["PHILIPPINES", "C"],
    ]);
    // Feb 31 is no day; a row with four cells is short.
    expect(errors).toEqual([
      { line: 3, text: "3rd,01JUN23,31FEB23,C,C,C" },
      { line: 4, text: "2nd,C,C,C,C" },
    ]);
  });

  it("reads a cell as the bulletin prints it, Feb 29 only in leap years, 70–99 as the 1900s", () => {
    expect(bulletinCellValue(" c ")).toBe("C");
    expect(bulletinCellValue("29FEB24")).toBe("2024-02-29");
    expect(bulletinCellValue("29FEB23")).toBeNull();
    expect(bulletinCellValue("01JAN99")).toBe("1999-01-01");
    expect(bulletinCellValue("01XYZ23")).toBeNull();
    expect(bulletinCellValue("02/29/2028")).toBe("2028-02-29");
  });
});
