import { describe, expect, it } from "vitest";
import { formatPhone } from "./phone";

describe("formatPhone (issue 8: '+1 6465550123' was shown unformatted)", () => {
  it("+1 numbers of 10 digits in NANP grouping", () => {
    expect(formatPhone("+1", "6465550123")).toBe("+1 (646) 555-0123");
    expect(formatPhone("1", "646-555-0123")).toBe("+1 (646) 555-0123");
    expect(formatPhone("+1", "(646) 555 0123")).toBe("+1 (646) 555-0123");
    expect(formatPhone("+1", "16465550123")).toBe("+1 (646) 555-0123");
  });
  it("E.164 in the number field, with or without the separate calling code", () => {
    expect(formatPhone(null, "+16465550123")).toBe("+1 (646) 555-0123");
    expect(formatPhone("+1", "+1 212 555 0142")).toBe("+1 (212) 555-0142");
    expect(formatPhone("+91", "+919876543210")).toBe("+91 987 654 3210");
    expect(formatPhone(null, "+442079460958")).toBe("+44 207 946 0958");
    expect(formatPhone(null, "+79161234567")).toBe("+7 916 123 4567");
    expect(formatPhone(null, "+353123456789")).toBe("+353 123 45 6789");
    // The number's own code wins over a separate code it does not start with.
    expect(formatPhone("+1", "+919876543210")).toBe("+91 987 654 3210");
  });
  it("other calling codes: threes, then the last four", () => {
    expect(formatPhone("+91", "9876543210")).toBe("+91 987 654 3210");
    expect(formatPhone("+44", "2079460958")).toBe("+44 207 946 0958");
    expect(formatPhone("+52", "5512345678")).toBe("+52 551 234 5678");
    expect(formatPhone("+34", "1234567")).toBe("+34 123 4567");
    expect(formatPhone("+1", "5550123")).toBe("+1 555 0123");
    expect(formatPhone("+354", "1234")).toBe("+354 1234");
  });
  it("no calling code: grouped digits; empty: ''; letters or extensions: as typed", () => {
    expect(formatPhone(null, "6465550123")).toBe("646 555 0123");
    expect(formatPhone("+1", "")).toBe("");
    expect(formatPhone("+1", null)).toBe("");
    expect(formatPhone("+1", "  ")).toBe("");
    expect(formatPhone("+1", "646 555 0123 ext. 12")).toBe("+1 646 555 0123 ext. 12");
  });
});
