import { describe, expect, it } from "vitest";
import { formatHundredths, formatRate, parseHundredths, parseQuantity } from "./money-input";

const cents = (s: string) => {
  const r = parseHundredths(s);
  if (!r.ok) throw new Error(`refused ${s}: ${r.reason}`);
  return r.value;
};

describe("parseHundredths (dollars typed → integer cents)", () => {
  it("reads grouped, plain and dollar-signed amounts", () => {
    expect(cents("2,500.00")).toBe(250_000);
    expect(cents("2500")).toBe(250_000);
    expect(cents("$2,500")).toBe(250_000);
    expect(cents(" 1,234,567.8 ")).toBe(123_456_780);
    expect(cents("0.05")).toBe(5);
    expect(cents(".5")).toBe(50);
    expect(cents("1.")).toBe(100);
    expect(cents("0")).toBe(0);
  });
  it("adds without floating-point error: 0.1 + 0.2 is 0.3", () => {
    expect(cents("0.1") + cents("0.2")).toBe(cents("0.3"));
    expect(cents("0.29")).toBe(29);
    expect(cents("1.15")).toBe(115);
    expect(cents("4.35")).toBe(435);
    expect(cents("9,007,199,254.74")).toBe(900_719_925_474);
  });
  it("refuses a third decimal instead of rounding it", () => {
    expect(parseHundredths("1.005")).toEqual({ ok: false, reason: "decimals" });
    expect(parseHundredths("2,500.001")).toEqual({ ok: false, reason: "decimals" });
  });
  it("refuses negatives, empties, nonsense and too large amounts", () => {
    expect(parseHundredths("-5")).toEqual({ ok: false, reason: "negative" });
    expect(parseHundredths("-$5.00")).toEqual({ ok: false, reason: "negative" });
    expect(parseHundredths("")).toEqual({ ok: false, reason: "empty" });
    expect(parseHundredths("   ")).toEqual({ ok: false, reason: "empty" });
    for (const bad of ["abc", "1,2", "12,34.00", "1.2.3", ".", "1e3", "1,000,00", "--1"]) expect(parseHundredths(bad).ok, bad).toBe(false);
    expect(parseHundredths("99999999999999")).toEqual({ ok: false, reason: "tooLarge" });
  });
  it("reads a tax rate in percent as basis points", () => {
    expect(cents("8.25")).toBe(825);
    expect(cents("10")).toBe(1000);
  });
});

describe("formatHundredths / formatRate", () => {
  it("shows cents as the form's dollars, and back again unchanged", () => {
    expect(formatHundredths(250_000)).toBe("2,500.00");
    expect(formatHundredths(5)).toBe("0.05");
    expect(formatHundredths(0)).toBe("0.00");
    expect(formatHundredths(123_456_789)).toBe("1,234,567.89");
    expect(formatHundredths(-300)).toBe("-3.00");
    for (const n of [0, 1, 99, 100, 101, 250_000, 123_456_789]) expect(cents(formatHundredths(n))).toBe(n);
  });
  it("shows a rate without trailing zeros", () => {
    expect(formatRate(825)).toBe("8.25");
    expect(formatRate(800)).toBe("8");
    expect(formatRate(850)).toBe("8.5");
    expect(formatRate(0)).toBe("0");
  });
});

describe("parseQuantity", () => {
  it("takes positive whole numbers only", () => {
    expect(parseQuantity("3")).toBe(3);
    expect(parseQuantity(" 12 ")).toBe(12);
    for (const bad of ["0", "-1", "1.5", "", "a"]) expect(parseQuantity(bad), bad).toBeNull();
  });
});
