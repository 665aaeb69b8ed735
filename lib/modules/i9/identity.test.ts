import { describe, expect, it } from "vitest";
import { formatSsn, normalizeSsn, normalizeUscisNumber } from "./identity";

describe("Social Security numbers", () => {
  it("accepts what the SSA issues, with or without dashes", () => {
    expect(normalizeSsn("123-45-6789")).toBe("123456789");
    expect(normalizeSsn(" 123 45 6789 ")).toBe("123456789");
    expect(formatSsn("123456789")).toBe("123-45-6789");
  });
  it("refuses the area 000, 666 and 9xx, the group 00, the serial 0000, and other lengths", () => {
    for (const bad of ["000-12-3456", "666-12-3456", "900-12-3456", "999-12-3456", "123-00-4567", "123-45-0000", "12345678", "1234567890", "12a-45-6789"]) expect(normalizeSsn(bad)).toBeNull();
    expect(normalizeSsn("899-99-9999")).toBe("899999999");
  });
});

describe("A-Number / USCIS number", () => {
  it("takes 7 to 9 digits with or without the A, kept as 9 digits", () => {
    expect(normalizeUscisNumber("A1234567")).toBe("001234567");
    expect(normalizeUscisNumber("a-123-456-789")).toBe("123456789");
    expect(normalizeUscisNumber("12345678")).toBe("012345678");
  });
  it("refuses other lengths, letters and zeros", () => {
    for (const bad of ["123456", "1234567890", "B1234567", "0000000", "A12 34X567"]) expect(normalizeUscisNumber(bad)).toBeNull();
  });
});
