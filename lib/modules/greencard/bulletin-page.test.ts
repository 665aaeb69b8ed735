import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bulletinHtmlText, bulletinPageUrl, hasEmploymentCharts, monthOfPage, nextMonth, parseBulletinPage } from "./bulletin-page";

const recorded = (name: string) => readFileSync(join(process.cwd(), "tests/integration/greencard/bulletins", name), "utf8");

describe("bulletinPageUrl", () => {
  it("files a month under its federal fiscal year: October to December under the next year's folder", () => {
    expect(bulletinPageUrl("https://travel.state.gov", "2024-01")).toBe("https://travel.state.gov/content/travel/en/legal/visa-law0/visa-bulletin/2024/visa-bulletin-for-january-2024.html");
    expect(bulletinPageUrl("https://travel.state.gov/", "2023-10")).toBe("https://travel.state.gov/content/travel/en/legal/visa-law0/visa-bulletin/2024/visa-bulletin-for-october-2023.html");
    expect(bulletinPageUrl("http://127.0.0.1:9999", "2023-09")).toBe("http://127.0.0.1:9999/content/travel/en/legal/visa-law0/visa-bulletin/2023/visa-bulletin-for-september-2023.html");
  });

  it("names the next month across the year's end", () => {
    expect(nextMonth("2023-12")).toBe("2024-01");
    expect(nextMonth("2024-02")).toBe("2024-03");
  });
});

describe("parseBulletinPage on a recorded page", () => {
  const page = parseBulletinPage(bulletinHtmlText(recorded("visa-bulletin-for-december-2023.html")));

  it("finds the month and the four tables in the page's order", () => {
    expect(page.month).toBe("2023-12");
    expect(page.tables).toEqual([
      { chart: "final_action", kind: "family" },
      { chart: "filing", kind: "family" },
      { chart: "final_action", kind: "employment" },
      { chart: "filing", kind: "employment" },
    ]);
    expect(hasEmploymentCharts(page.tables)).toBe(true);
    expect(page.errors).toEqual([]);
  });

  it("reads each chargeability column, C, U and DDMMMYY dates (98 as 1998); skips 4th, religious workers and 5th", () => {
    const cell = (chart: string, category: string, area: string) => page.cells.find((c) => c.chart === chart && c.category === category && c.chargeability === area)?.value;
    expect(cell("final_action", "EB1", "ALL")).toBe("C");
    expect(cell("final_action", "EB2", "INDIA")).toBe("2011-10-01");
    expect(cell("final_action", "EB3", "CHINA")).toBe("2020-09-01");
    expect(cell("final_action", "EB3_OTHER", "PHILIPPINES")).toBe("2020-07-01");
    expect(cell("filing", "EB2", "INDIA")).toBe("2012-05-15");
    expect(cell("final_action", "F3", "MEXICO")).toBe("1998-03-22");
    expect(cell("filing", "F2A", "ALL")).toBe("2023-09-01");
    // 4 employment + 5 family categories × 5 areas × 2 charts.
    expect(page.cells).toHaveLength(90);
    expect(page.cells.some((c) => /EB4|EB5/.test(c.category))).toBe(false);
  });

  it("reads the page's text as pasted (tabs between cells) the same way as the fetched HTML", () => {
    const pasted = bulletinHtmlText(recorded("visa-bulletin-for-january-2024.html"));
    expect(pasted).toContain("3rd\t01JAN20\tU\t01MAY12\t01JAN20\t01JAN20");
    const p = parseBulletinPage(`Copied from the browser\r\n${pasted.replace(/\n/g, "\r\n")}`);
    expect(p.month).toBe("2024-01");
    expect(p.cells.find((c) => c.chart === "final_action" && c.category === "EB3" && c.chargeability === "CHINA")?.value).toBe("U");
    expect(p.cells).toHaveLength(90);
  });
});

describe("parseBulletinPage on odd text", () => {
  it("skips a column no area here names (EL SALVADOR GUATEMALA HONDURAS) and names the rows it cannot read", () => {
    const text = [
      "Visa Bulletin For February 2019",
      "A. FINAL ACTION DATES FOR EMPLOYMENT-BASED PREFERENCE CASES",
      "Employment-based\tAll Chargeability Areas Except Those Listed\tCHINA-mainland born\tEL SALVADOR GUATEMALA HONDURAS\tINDIA\tMEXICO\tPHILIPPINES",
      "1st\tC\t22FEB17\tC\t01JAN15\tC\tC",
      "2nd\tC\t01JUN15\tC\t31FEB09\tC\tC",
      "B. DATES FOR FILING OF EMPLOYMENT-BASED VISA APPLICATIONS",
      "Employment-based\tAll Chargeability Areas Except Those Listed\tCHINA-mainland born\tINDIA\tMEXICO\tPHILIPPINES",
      "1st\tC\t01JAN18\t01JAN16\tC\tC",
    ].join("\n");
    const p = parseBulletinPage(text);
    expect(p.month).toBe("2019-02");
    expect(p.cells.filter((c) => c.chart === "final_action").map((c) => `${c.category}:${c.chargeability}:${c.value}`)).toEqual(["EB1:ALL:C", "EB1:CHINA:2017-02-22", "EB1:INDIA:2015-01-01", "EB1:MEXICO:C", "EB1:PHILIPPINES:C"]);
    // Feb 31 is no day: the line is named with its number in the whole text.
    expect(p.errors).toEqual([{ line: 5, text: "2nd\tC\t01JUN15\tC\t31FEB09\tC\tC" }]);
    expect(hasEmploymentCharts(p.tables)).toBe(true);
  });

  it("finds no chart in a page without the headings (an index page, a maintenance page)", () => {
    const p = parseBulletinPage(bulletinHtmlText("<html><body><h1>Visa Bulletin</h1><p>The page you requested is unavailable.</p></body></html>"));
    expect(p).toEqual({ month: null, tables: [], cells: [], errors: [] });
    expect(hasEmploymentCharts(p.tables)).toBe(false);
  });

  it("names the month of the title, Feb 29 dates included", () => {
    expect(monthOfPage("Visa Bulletin For February 2024")).toBe("2024-02");
    const p = parseBulletinPage("Visa Bulletin For March 2024\nA. FINAL ACTION DATES FOR EMPLOYMENT-BASED PREFERENCE CASES\n1st\t29FEB24\tC\tC\tC\tC\nB. DATES FOR FILING OF EMPLOYMENT-BASED VISA APPLICATIONS\n1st\t29FEB23\tC\tC\tC\tC");
    expect(p.cells.find((c) => c.chart === "final_action")?.value).toBe("2024-02-29");
    expect(p.errors.map((e) => e.line)).toEqual([5]);
  });
});
